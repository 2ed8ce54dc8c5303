/**
 * The spec's sentences this flow's properties check, word for word, and the parts of the spec
 * its machine's meta.spec names that no property checks, with the reason: shown on its /flows
 * page and in the requirements report (src/flow-catalog/spec-trace.ts). Server and tests only,
 * so the browser does not load the quotes.
 */
import type { FlowTrace } from '../shared/spec'

export const trace: FlowTrace = {
  quotes: {
    'shop-toggles': ['Menu, dropdown, accordions: open/closed toggles.'],
    'tiles-in-order': [
      'opens a dropdown of sub-menu tiles: Whole Home first, then the fetched category tiles, then Bundles.',
    ],
    'sub-menu-call': ['GET /rest/auth/fetch-sub-menu | none | array of sub-menu items'],
    'carousel-over-4-on-desktop': ['with more than 4 tiles, the dropdown is a carousel'],
    'failure-in-place-of-tiles': [
      'If the sub-menu fails to load, the dropdown shows "Something went wrong" in place of tiles.',
      'dropdown shows "Something went wrong"',
    ],
  },
}
