/**
 * The product page's reads, as the page makes them: on the server they shape the data directly
 * (./product-view.ts); in the browser (a client navigation) they fetch the same JSON from
 * GET /api/product/{call} (src/server/product-http.ts), cacheable like the content reads. No
 * schema, sanitiser or server-function client ships with the page.
 */
import { createIsomorphicFn } from '@tanstack/react-start'
import type { ProductPageData, ProductRecommendations, ProductVideos } from './product-view.server'
import { readOwnApi } from './base'

export type {
  ProductPageData,
  ProductRecommendations,
  ProductVideos,
  ProductView,
  ReviewSummary,
  VideoPreview,
} from './product-view.server'

const getJson = <T>(path: string, params: Record<string, string>): Promise<T> =>
  readOwnApi<T>(`/api/product/${path}?${new URLSearchParams(params)}`, 'Product')

/** A route's slug as it arrives: a string, or an array whose first element counts (catalogue §2). */
export function firstSlug(slug: unknown): string {
  const first = Array.isArray(slug) ? (slug as unknown[])[0] : slug
  return typeof first === 'string' ? first.slice(0, 1000) : ''
}

/** The product and its reviews; a failed request reads as the spec's failure. Never throws. */
export const readProductPage = createIsomorphicFn()
  .server(async (slug: string): Promise<ProductPageData> => {
    const { loadProductPage } = await import('./product-view.server')
    return loadProductPage(slug)
  })
  .client(async (slug: string): Promise<ProductPageData> => {
    try {
      return await getJson<ProductPageData>('page', { slug })
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      return { kind: 'failed', message: `Error fetching product details: ${message}` }
    }
  })

export const readProductVideos = createIsomorphicFn()
  .server(async (ids: { howTo: string | null; review: string | null }) => {
    const { loadProductVideos } = await import('./product-view.server')
    return loadProductVideos(ids)
  })
  .client((ids: { howTo: string | null; review: string | null }) =>
    getJson<ProductVideos>('videos', {
      ...(ids.howTo ? { howTo: ids.howTo } : {}),
      ...(ids.review ? { review: ids.review } : {}),
    }),
  )

export const readProductRecommendations = createIsomorphicFn()
  .server(async (id: number) => {
    const { loadProductRecommendations } = await import('./product-view.server')
    return loadProductRecommendations(id)
  })
  .client((id: number) => getJson<ProductRecommendations>('recommendations', { id: String(id) }))
