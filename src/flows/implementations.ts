/**
 * The app's implementations of the machines' injected actors: the store API calls, with the
 * session's bearer token. Tests replace these with provide() (see src/flows/react.tsx).
 */
import type { QueryClient } from '@tanstack/react-query'
import { fromPromise } from 'xstate'
import { SubscribeRejected, type SubscribeInput, type SubscribeOutput } from '#machines/newsletter'
import type {
  PopularOutput,
  SearchClickInput,
  SearchInput,
  SearchOutput,
} from '#machines/search-overlay'
import { rejectionMessage, subscribeToNewsletter } from '~/api/newsletter'
import { logSearchClick, popularProductsQuery, searchResultsQuery } from '~/api/products'
import { authToken } from '~/api/session'

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

export function searchOverlayImplementations(queryClient: QueryClient) {
  return {
    actors: {
      fetchPopular: fromPromise<PopularOutput>(async () => ({
        products: await queryClient.fetchQuery(popularProductsQuery()),
      })),
      search: fromPromise<SearchOutput, SearchInput>(({ input }) =>
        queryClient.fetchQuery(searchResultsQuery(input.query)),
      ),
      logSearchClick: fromPromise<void, SearchClickInput>(async ({ input }) => {
        // Logged by the client on failure; a lost click log never bothers the shopper.
        await logSearchClick(input.searchLogId, input.productId, await authToken()).catch(() => {})
      }),
    },
  }
}
