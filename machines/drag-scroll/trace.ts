/**
 * The spec's sentences this flow's properties check, word for word, and the parts of the spec
 * its machine's meta.spec names that no property checks, with the reason: shown on its /flows
 * page and in the requirements report (src/flow-catalog/spec-trace.ts). Server and tests only,
 * so the browser does not load the quotes.
 */
import type { FlowTrace } from '../shared/spec'

export const trace: FlowTrace = {
  quotes: {},
  waived: {
    'Shell §2 Category bar':
      "the pills and the active pill are the view's (tests/model/drag-scroll.test.tsx, tests/e2e/shell.spec.ts); the drag's scrolling is checked by the generated paths' view bindings, not a property",
    'Catalogue §2 "The bottom menu is draggable"':
      "centred or left-aligned is layout, not behaviour; the mouse drag is this machine, its scrolling checked by the generated paths' view bindings (tests/model/drag-scroll.test.tsx, tests/e2e/flows/drag-scroll.spec.ts)",
    'Catalogue §4 "Bottom-menu drag"':
      "begin, scroll and end are checked by the generated paths' view bindings (a move scrolls the strip only during a drag), not a property; the Header and mobile-menu sentences are other machines'",
  },
}
