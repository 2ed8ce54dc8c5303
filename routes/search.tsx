import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { searchResultsQuery } from '~/api/products'
import { SearchResults } from '~/components/search/SearchResults'
import { pageTitle } from '~/lib/seo'

/** /search?query={text}: the overlay's "Show More Results" (shell spec §2). */
export const Route = createFileRoute('/search')({
  validateSearch: (search: Record<string, unknown>) => ({
    query: typeof search.query === 'string' ? search.query.slice(0, 200) : '',
  }),
  loaderDeps: ({ search }) => ({ query: search.query.trim() }),
  loader: ({ context, deps }) =>
    deps.query ? context.queryClient.ensureQueryData(searchResultsQuery(deps.query)) : null,
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
  return query ? <Results query={query} /> : <SearchResults query="" products={[]} />
}

function Results({ query }: { query: string }) {
  const { data } = useSuspenseQuery(searchResultsQuery(query))
  return <SearchResults query={query} products={data.products} />
}
