/**
 * The spec's sentences this flow's properties check, word for word, and the parts of the spec
 * its machine's meta.spec names that no property checks, with the reason: shown on its /flows
 * page and in the requirements report (src/flow-catalog/spec-trace.ts). Server and tests only,
 * so the browser does not load the quotes.
 */
import type { FlowTrace } from '../shared/spec'

export const trace: FlowTrace = {
  quotes: {
    'session-and-kit-id-required': [
      'Starter kit add requires a session id and an auth token (otherwise "Session error.',
      'Please refresh the page and try again.") and a kit id (otherwise "Starter Kit ID is missing.',
      'Please try again.").',
    ],
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
}
