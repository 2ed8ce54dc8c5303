/**
 * The spec's sentences this flow's properties check, word for word, and the parts of the spec
 * its machine's meta.spec names that no property checks, with the reason: shown on its /flows
 * page and in the requirements report (src/flow-catalog/spec-trace.ts). Server and tests only,
 * so the browser does not load the quotes.
 */
import type { FlowTrace } from '../shared/spec'

export const trace: FlowTrace = {
  quotes: {
    'add-announced-once': ['Analytics events are sent on add to cart'],
    'busy-while-adding': ['per-product busy state while adding'],
    'adds-its-product': ['Add to cart: product id, quantity, subscribable flag'],
    outcome: ['Pairing add failure (12902.01) | toast "Error adding to cart.'],
  },
  waived: {
    'Shell §2 "Perfect Pairings list"':
      "the list's layout and the Add button's prices are the view's, its autoplay the carousel flow's; this machine runs one entry's add",
  },
}
