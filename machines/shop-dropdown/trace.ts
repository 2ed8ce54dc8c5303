/**
 * The spec's sentences this flow's properties check, word for word, and the parts of the spec
 * its machine's meta.spec names that no property checks, with the reason: shown on its /flows
 * page and in the requirements report (src/flow-catalog/spec-trace.ts). Server and tests only,
 * so the browser does not load the quotes.
 */
import type { FlowTrace } from '../shared/spec'

export const trace: FlowTrace = {
  quotes: {
    'failure-in-place-of-tiles': [
      'If the sub-menu fails to load, the dropdown shows "Something went wrong" in place of tiles.',
      'dropdown shows "Something went wrong"',
    ],
  },
  waived: {
    'Shell §4 Menu, dropdown, accordions':
      "no property rules on the open/closed toggle itself (it is the machine's graph, walked in tests/model/shop-dropdown.test.tsx); tabs and accordions are not this machine's",
    'Shell §7 GET /rest/auth/fetch-sub-menu':
      "the call is the actor's (src/api/sub-menu.ts, checked in tests/unit/api/client.test.ts); the machine only sees its tiles or its failure",
  },
}
