/**
 * The spec's sentences this flow's properties check, word for word, and the parts of the spec
 * its machine's meta.spec names that no property checks, with the reason: shown on its /flows
 * page and in the requirements report (src/flow-catalog/spec-trace.ts). Server and tests only,
 * so the browser does not load the quotes.
 */
import type { FlowTrace } from '../shared/spec'

export const trace: FlowTrace = {
  quotes: {
    'valid-only': ['POST /rest/auth/login | email, password'],
  },
  waived: {
    'Shell §6 Two visitor states':
      "which state a visitor is in is the session's, not this form's (the account flow's member-widget-only-for-members property checks the two states); the machine only hands a successful login over to the page (success-hands-over)",
  },
}
