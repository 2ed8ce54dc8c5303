import { useSuspenseQuery } from '@tanstack/react-query'
import { searchResultsQuery } from '~/api/product/search'
import { SearchResults } from './SearchResults'

export function SearchResultsFor({ query }: { query: string }) {
  const { data } = useSuspenseQuery(searchResultsQuery(query))
  return <SearchResults query={query} products={data.products} />
}
