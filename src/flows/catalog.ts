/**
 * Every flow of the storefront with the samples its generated paths use. Adding a machine
 * here puts it in the /flows visualiser, the generated tests and the coverage check.
 */
import { newsletterMachine, SubscribeRejected } from '#machines/newsletter'
import { searchOverlayMachine, type SearchOverlayContext } from '#machines/search-overlay'
import type { FlowDefinition } from './model'
import { sampleProducts } from './samples'

export const newsletterFlow: FlowDefinition = {
  key: 'newsletter',
  title: 'Newsletter sign-up',
  machine: newsletterMachine,
  samples: {
    events: {
      'newsletter.typed': [
        { type: 'newsletter.typed', value: '' },
        { type: 'newsletter.typed', value: 'not-an-email' },
        { type: 'newsletter.typed', value: 'ana@example.com' },
      ],
    },
    outputs: { subscribe: [{ message: 'Thanks for subscribing!' }] },
    errors: {
      subscribe: [
        new SubscribeRejected('This email is already subscribed.'),
        new Error('Network error'),
      ],
    },
    // The email's validity is what changes behaviour; the address itself does not.
    context: (c: { email: string; error: string | null; message: string | null }) => ({
      email: c.email === '' ? 'empty' : c.email.includes('@') ? 'valid' : 'invalid',
      error: c.error,
      message: c.message === null ? null : 'set',
    }),
  },
}

export const searchOverlayFlow: FlowDefinition = {
  key: 'search-overlay',
  title: 'Search overlay',
  machine: searchOverlayMachine,
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
}

export const flows: FlowDefinition[] = [newsletterFlow, searchOverlayFlow]

export function flowByKey(key: string): FlowDefinition | undefined {
  return flows.find((f) => f.key === key)
}
