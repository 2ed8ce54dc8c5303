/**
 * The spec's sentences this flow's properties check, word for word, and the parts of the spec
 * its machine's meta.spec names that no property checks, with the reason: shown on its /flows
 * page and in the requirements report (src/flow-catalog/spec-trace.ts). Server and tests only,
 * so the browser does not load the quotes.
 */
import type { FlowTrace } from '../shared/spec'

export const trace: FlowTrace = {
  quotes: {
    'first-download-asks': ['the first download asks for newsletter sign-up through a pop-up'],
    'stored-opens-directly': ['afterwards a stored timestamp lets downloads open directly'],
    'signup-recorded': ['afterwards a stored timestamp lets downloads open directly'],
    'offered-after-signup': ['afterwards a stored timestamp lets downloads open directly'],
  },
}
