import { connectNewsletter, type NewsletterVariant } from '#machines/newsletter/connect'
import { useDeferredFlow } from '~/flow-wiring/deferred-flow'
import { pageFlows } from '~/flow-wiring/page-flows'

/**
 * One newsletter machine per form, started on the first keystroke or submit (ADR 0020); the
 * variant decides how a failure is worded.
 */
export function useNewsletter(variant: NewsletterVariant) {
  return useDeferredFlow(pageFlows.newsletter, (snapshot, send) =>
    connectNewsletter(snapshot, send, variant),
  )
}
