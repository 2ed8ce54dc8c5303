/**
 * GET /api/listings/{call}: the browser's side of the listing pages' reads (src/api/listings.ts)
 * for client navigations. The same for every visitor, so shared caches may keep them briefly;
 * bad paging and sorting fall back as the pages do, an unknown call is a 404.
 */
import { jsonCallHandler } from './json-calls'

const calls = {
  all: async (p: URLSearchParams) => (await import('~/api/listings.server')).loadAllProductsView(p),
  category: async (p: URLSearchParams) =>
    (await import('~/api/listings.server')).loadCategoryView(p),
} satisfies Record<string, (p: URLSearchParams) => Promise<unknown>>

export const handleListingRequest = jsonCallHandler('listings', calls, {
  cacheControl: 'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
  unavailable: 'Listing data is unavailable right now',
})
