/**
 * The spec's sentences this flow's properties check, word for word, and the parts of the spec
 * its machine's meta.spec names that no property checks, with the reason: shown on its /flows
 * page and in the requirements report (src/flow-catalog/spec-trace.ts). Server and tests only,
 * so the browser does not load the quotes.
 */
import type { FlowTrace } from '../shared/spec'

export const trace: FlowTrace = {
  quotes: {
    'subscribe-default': [
      'radio options "Subscribe" (default) and "Buy One Time"',
      'Purchase choice: subscribe (default) or one-time.',
    ],
    'is-subscribe-follows-choice': ['The frequency value follows the choice'],
    'one-add-at-a-time': ['an "Add to Cart" button with a spinner'],
    'failure-toast': ['the server message, or "Error adding starter kit to cart.'],
    'success-checkout': ["A successful kit add redirects to the store's checkout page."],
    'learn-more-toggles': ['a "Learn more/less" area with the tier explainer'],
  },
  waived: {
    'Shell §5 Starter kit add':
      "the session, token and kit id checks are the store client's (addKit fails with the toast text); the machine only passes the page's kit id and announces the failure's text (failure-toast)",
  },
}
