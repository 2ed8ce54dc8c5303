/**
 * Product reads used by the search overlay (popular, search, search-click log). Catalogue
 * schemas for listings and the product page build on `productCardSchema`.
 */
import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import { constants } from '~/config/constants'
import { envelope, storeRequest } from './http'
import { withToken } from './session'

const money = z
  .union([z.number(), z.string()])
  .transform((v) => Number(v))
  .pipe(z.number().finite())

/** A product as the listing and search calls send it, reshaped for tiles. */
export const productCardSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    price: money,
    image_path: z.string().nullable().optional(),
    file_path: z.string().nullable().optional(),
  })
  .transform((p) => ({
    id: p.id,
    name: p.name,
    slug: p.slug,
    price: p.price,
    image: p.image_path ?? p.file_path ?? '',
  }))

export type ProductCard = z.output<typeof productCardSchema>

const productList = envelope(z.array(productCardSchema))

/** Popular products for the empty search overlay (limit 12; path documented in the README). */
export function fetchPopularProducts(token: string | null) {
  return storeRequest(`/rest/auth/products/popular?limit=${constants.popularProductsLimit}`, {
    token,
    schema: productList,
    code: '12001.01',
  })
}

const searchResponse = z
  .object({
    data: z.array(productCardSchema),
    searchLogId: z.number().int().nullable().optional(),
  })
  .transform((r) => ({ products: r.data, searchLogId: r.searchLogId ?? null }))

/** Product search (query, limit 12); returns the products and the search log id. */
export function searchProducts(query: string, token: string | null, signal?: AbortSignal) {
  return storeRequest('/rest/auth/products/search', {
    method: 'POST',
    body: { query, limit: constants.searchLimit },
    token,
    schema: searchResponse,
    code: '12002.01',
    signal,
  })
}

export const searchResultsQuery = (query: string) =>
  queryOptions({
    queryKey: ['store', 'products', 'search', query],
    queryFn: ({ signal }) => withToken((token) => searchProducts(query, token, signal)),
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
