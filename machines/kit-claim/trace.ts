/**
 * The spec's sentences this flow's properties check, word for word, and the parts of the spec
 * its machine's meta.spec names that no property checks, with the reason: shown on its /flows
 * page and in the requirements report (src/flow-catalog/spec-trace.ts). Server and tests only,
 * so the browser does not load the quotes.
 */
import type { FlowTrace } from '../shared/spec'

export const trace: FlowTrace = {
  quotes: {
    'nothing-without-a-token': ['The starter-kit claim button does nothing'],
    'busy-while-claiming': ['busy while the call runs'],
    'checkout-on-success': [
      'redirects to /checkout on success',
      'on success, a redirect to /checkout.',
    ],
  },
}
