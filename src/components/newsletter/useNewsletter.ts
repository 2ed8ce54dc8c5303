import { newsletterMachine } from '#machines/newsletter/machine'
import { connectNewsletter, type NewsletterVariant } from '#machines/newsletter/connect'
import { useFlow } from '~/flow-wiring/use-flow'

/** One newsletter machine per form; the variant decides how a failure is worded. */
export function useNewsletter(variant: NewsletterVariant) {
  return useFlow(newsletterMachine, (snapshot, send) => connectNewsletter(snapshot, send, variant))
}
