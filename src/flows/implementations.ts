/**
 * The app's implementations of the machines' injected actors: the store API calls, with the
 * session's bearer token. Tests replace these with provide() (see src/flows/react.tsx).
 */
import { fromPromise } from 'xstate'
import { SubscribeRejected, type SubscribeInput, type SubscribeOutput } from '#machines/newsletter'
import type {
  PopularOutput,
  SearchClickInput,
  SearchInput,
  SearchOutput,
} from '#machines/search-overlay'
import { rejectionMessage, subscribeToNewsletter } from '~/api/newsletter'
import { fetchPopularProducts, logSearchClick, searchProducts } from '~/api/products'
import { authToken, withToken } from '~/api/session'

export function newsletterImplementations() {
  return {
    actors: {
      subscribe: fromPromise<SubscribeOutput, SubscribeInput>(async ({ input }) => {
        try {
          return await subscribeToNewsletter(input.email, await authToken())
        } catch (error) {
          const message = rejectionMessage(error)
          throw message ? new SubscribeRejected(message) : error
        }
      }),
    },
  }
}

/**
 * The overlay calls the store directly rather than through the query cache: the statechart
 * models each load, and every live search must be logged afresh so a click is logged against
 * the search that showed it. The store's responses are HTTP-cacheable where the spec allows.
 */
export function searchOverlayImplementations() {
  return {
    actors: {
      fetchPopular: fromPromise<PopularOutput>(async () => ({
        products: await withToken(fetchPopularProducts),
      })),
      search: fromPromise<SearchOutput, SearchInput>(({ input, signal }) =>
        withToken((token) => searchProducts(input.query, token, signal)),
      ),
      logSearchClick: fromPromise<void, SearchClickInput>(async ({ input }) => {
        // Logged by the client on failure; a lost click log never bothers the shopper.
        await logSearchClick(input.searchLogId, input.productId, await authToken()).catch(() => {})
      }),
    },
  }
}
