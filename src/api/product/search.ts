/**
 * Product reads used by the search overlay and /search (popular, search, search-click log).
 * The product as listings send it is ./schema.ts; the catalogue's own reads are
 * ../catalogue/reads.server.ts.
 */
import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { constants } from '~/config/constants'
import { envelope, storeRequest } from '~/api/http'
import { productSchema } from '~/api/product/schema'
import { withToken } from '~/api/visitor/session'
import type { ProductCard } from '~/domain/product-card'

/** A product as the search overlay's tiles need it (the shared product schema, narrowed). */
export const productCardSchema = z.pipe(
  productSchema,
  z.transform((p): ProductCard => ({
    id: p.id,
    name: p.name,
    slug: p.slug,
    price: p.price,
    image: p.image,
  })),
)

const productList = envelope(z.array(productCardSchema))

/** Popular products for the empty search overlay (limit 12; path documented in the README). */
export function fetchPopularProducts(token: string | null, signal?: AbortSignal) {
  return storeRequest(`/rest/auth/products/popular?limit=${constants.popularProductsLimit}`, {
    token,
    signal,
    schema: productList,
    code: '12001.01',
  })
}

const searchResponse = z.pipe(
  z.object({
    data: z.array(productCardSchema),
    searchLogId: z.optional(z.nullable(z.int())),
  }),
  z.transform((r) => ({ products: r.data, searchLogId: r.searchLogId ?? null })),
)

/**
 * Product search (query, limit 12); returns the products and the search log id. `log: false`
 * reads the results without a search-log row (the store's extension; see the README).
 */
export function searchProducts(
  query: string,
  token: string | null,
  signal?: AbortSignal,
  { log = true }: { log?: boolean } = {},
) {
  return storeRequest('/rest/auth/products/search', {
    method: 'POST',
    body: log
      ? { query, limit: constants.searchLimit }
      : { query, limit: constants.searchLimit, log },
    token,
    schema: searchResponse,
    code: '12002.01',
    signal,
  })
}

/**
 * The results page's search. A failure shows the no-results state (shell spec §8, 12002.01:
 * logged by the client), so the page renders instead of erroring. It logs no search: the
 * page is preloaded on hover, reloaded and shared, none of which is a search the shopper
 * typed (the overlay logged that one), and without a log id no click is logged either.
 */
export const searchResultsQuery = (query: string) =>
  queryOptions({
    queryKey: ['store', 'products', 'search', query],
    queryFn: ({ signal }) =>
      withToken((token) => searchProducts(query, token, signal, { log: false })).catch(() => ({
        products: [],
        searchLogId: null,
        // The page answers 503 (routes/search.tsx).
        failed: true as const,
      })),
    staleTime: 60_000,
  })

/** Logs a click on a search result (search log id, product id); failures are only logged. */
export function logSearchClick(searchLogId: number, productId: number, token: string | null) {
  return storeRequest('/rest/auth/products/search/click', {
    method: 'POST',
    body: { search_log_id: searchLogId, product_id: productId },
    token,
    schema: z.unknown(),
    code: '12002.02',
    keepalive: true,
  })
}
