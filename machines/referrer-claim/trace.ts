/**
 * The spec's sentences this flow's properties check, word for word, and the parts of the spec
 * its machine's meta.spec names that no property checks, with the reason: shown on its /flows
 * page and in the requirements report (src/flow-catalog/spec-trace.ts). Server and tests only,
 * so the browser does not load the quotes.
 */
import type { FlowTrace } from '../shared/spec'

export const trace: FlowTrace = {
  quotes: {
    'offer-replaces-banner': [
      'If a last-referrer cookie exists, it is replaced by the banner',
      'referrer cookie present shows the claim banner',
    ],
    'claim-removes-and-goes': [
      'The button removes the cookie and navigates to the stored referrer URL.',
      'claiming removes the cookie',
    ],
  },
}
