/**
 * The overlay calls the store directly rather than through the query cache: the statechart
 * models each load, and every live search must be logged afresh so a click is logged against
 * the search that showed it. The store's responses are HTTP-cacheable where the spec allows.
 */
import { fromPromise } from 'xstate'
import { modalDialog, routeChanges } from '~/flow-wiring/dom'
import { type FlowDeps, wire } from '~/flow-wiring/wiring'
import {
  type PopularOutput,
  type SearchClickInput,
  type SearchInput,
  type SearchOutput,
  searchOverlayMachine,
} from './machine'

const api = () => Promise.all([import('~/api/product/search'), import('~/api/visitor/session')])

export default wire(searchOverlayMachine, ({ router }: FlowDeps) => ({
  actors: {
    // Closing the overlay (or typing) while the popular products load stops the actor, and its
    // call with it.
    fetchPopular: fromPromise<PopularOutput>(async ({ signal }) => {
      const [{ fetchPopularProducts }, { withToken }] = await api()
      return { products: await withToken((token) => fetchPopularProducts(token, signal)) }
    }),
    search: fromPromise<SearchOutput, SearchInput>(async ({ input, signal }) => {
      const [{ searchProducts }, { withToken }] = await api()
      return withToken((token) => searchProducts(input.query, token, signal))
    }),
    logSearchClick: fromPromise<void, SearchClickInput>(async ({ input }) => {
      const [{ logSearchClick }, { authToken }] = await api()
      // Logged by the client on failure; a lost click log never bothers the shopper.
      await logSearchClick(input.searchLogId, input.productId, await authToken()).catch(() => {})
    }),
    showDialog: modalDialog('search.closed'),
    watchRoute: routeChanges(router, 'search.routeChanged'),
  },
  on: {
    'search.navigate': ({ query }) => void router?.navigate({ to: '/search', search: { query } }),
  },
}))
