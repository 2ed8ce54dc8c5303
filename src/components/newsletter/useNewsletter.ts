import newsletterFlow from '#machines/newsletter/view.gen'
import { type NewsletterVariant } from '#machines/newsletter/connect'
import { useFlow } from '~/flow-wiring/use-flow'

/** One newsletter flow per form; the variant decides how a failure is worded. */
export const useNewsletter = (variant: NewsletterVariant) =>
  useFlow(newsletterFlow, { input: { variant } })
