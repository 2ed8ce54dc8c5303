/**
 * The spec's sentences this flow's properties check, word for word, and the parts of the spec
 * its machine's meta.spec names that no property checks, with the reason: shown on its /flows
 * page and in the requirements report (src/flow-catalog/spec-trace.ts). Server and tests only,
 * so the browser does not load the quotes.
 */
import type { FlowTrace } from '../shared/spec'

export const trace: FlowTrace = {
  quotes: {
    'scrolls-to-the-hash': [
      'scrolls to the element matching the URL hash with a 120 px offset',
      'Ingredient page scroll offset 120 px',
    ],
    'retries-every-100ms': [
      'retrying every 100 ms until the element is found',
      'retry every 100 ms',
    ],
    'stops-once-found': ['until the element is found'],
  },
}
