/**
 * The spec's sentences this flow's properties check, word for word, and the parts of the spec
 * its machine's meta.spec names that no property checks, with the reason: shown on its /flows
 * page and in the requirements report (src/flow-catalog/spec-trace.ts). Server and tests only,
 * so the browser does not load the quotes.
 */
import type { FlowTrace } from '../shared/spec'

export const trace: FlowTrace = {
  quotes: {
    'opening-loads': ['The cart drawer opens after a successful add'],
    'failure-shown': ['the cart screen shows "Failed to load your cart.'],
  },
  waived: {
    'Catalogue §3 Cart response':
      'the response is read and mapped by the cart API client (loadCart), checked in tests/unit/api/client.test.ts; the machine only sees the load succeed or fail',
  },
}
