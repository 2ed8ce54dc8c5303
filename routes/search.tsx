import { createFileRoute } from '@tanstack/react-router'
import { SearchResultsFor } from '~/components/search/SearchResultsFor'
import { SearchResults } from '~/components/search/SearchResults'
import { mainReadFailed } from '~/lib/outage'
import { pageTitle } from '~/lib/seo'
import { searchText } from '~/domain/search'

/** /search?query={text}: the overlay's "Show More Results" (shell spec §2). */
export const Route = createFileRoute('/search')({
  validateSearch: (search: Record<string, unknown>) => ({
    query: typeof search.query === 'string' ? searchText(search.query) : '',
  }),
  loaderDeps: ({ search }) => ({ query: search.query.trim() }),
  // Loaded on demand: the API client (and zod) stay out of every other page's bundle.
  loader: async ({ context, deps }) => {
    if (!deps.query) return null
    const { searchResultsQuery } = await import('~/api/product/search')
    const results = await context.queryClient.ensureQueryData(searchResultsQuery(deps.query))
    // The no-results state the spec gives a failure, answered 503 (src/lib/outage.ts).
    if ('failed' in results) mainReadFailed('store')
    return results
  },
  head: ({ match }) => ({
    meta: [
      { title: pageTitle(match.search.query ? `Search: ${match.search.query}` : 'Search') },
      { name: 'robots', content: 'noindex' },
    ],
  }),
  component: SearchPage,
})

function SearchPage() {
  const { query } = Route.useLoaderDeps()
  return query ? <SearchResultsFor query={query} /> : <SearchResults query="" products={[]} />
}
