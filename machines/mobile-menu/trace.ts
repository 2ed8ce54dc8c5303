/**
 * The spec's sentences this flow's properties check, word for word, and the parts of the spec
 * its machine's meta.spec names that no property checks, with the reason: shown on its /flows
 * page and in the requirements report (src/flow-catalog/spec-trace.ts). Server and tests only,
 * so the browser does not load the quotes.
 */
import type { FlowTrace } from '../shared/spec'

export const trace: FlowTrace = {
  quotes: {
    toggles: [
      'A hamburger toggles the menu on mobile',
      'Menu, dropdown, accordions: open/closed toggles',
      'Mobile menu opens or closes on the toggle',
    ],
    'closes-on-navigation': [
      'A mobile toggle menu that closes on navigation',
      'closes on route change',
    ],
    'one-section': ['one dropdown can be expanded at a time on mobile'],
  },
}
