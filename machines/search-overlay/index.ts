/** Search overlay: the flow's one definition (ADR 0009). */
import { sampleProducts } from '../shared/samples'
import { defineFlow } from '../shared/flow'
import { connectSearchOverlay } from './connect'
import { searchOverlayMachine, type SearchOverlayContext } from './machine'
import { searchOverlaySpec } from './spec'

export default defineFlow({
  title: 'Search overlay',
  machine: searchOverlayMachine,
  connect: connectSearchOverlay,
  spec: searchOverlaySpec,
  // In the header of every page: its code loads on the shopper's first move (a phone's first
  // tap on Search waited 3 s for it on slow 4G, bench:inp).
  start: { warm: true },
  samples: {
    events: {
      'search.typed': [
        { type: 'search.typed', value: 'soap' },
        { type: 'search.typed', value: '   ' },
      ],
      'search.resultClicked': [{ type: 'search.resultClicked', productId: 1 }],
    },
    outputs: {
      fetchPopular: [{ products: sampleProducts }],
      search: [
        { products: sampleProducts.slice(0, 8), searchLogId: 41 },
        { products: [], searchLogId: 42 },
        // A search the store did not log: clicks on its results are not logged (shell §7).
        { products: sampleProducts.slice(0, 3), searchLogId: null },
      ],
    },
    // Whether there is a query and results is what matters, not their text.
    context: (c: SearchOverlayContext) => ({
      query: c.query === '' ? 'empty' : c.query.trim() === '' ? 'blank' : 'text',
      popular: c.popular.length,
      results: c.results.length,
      searchLogId: c.searchLogId !== null,
    }),
  },
})
