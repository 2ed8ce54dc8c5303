/**
 * The product page's reads, as the page makes them: declared once as `productCalls`
 * (./page.server.ts), called directly while the server renders and through
 * GET /api/product/{call} after a client navigation, cacheable like the content reads. No
 * schema, sanitiser or server-function client ships with the page.
 */
import { createIsomorphicFn } from '@tanstack/react-start'
import type {
  ProductPageData,
  ProductRecommendations,
  ProductVideos,
  productCalls,
} from '~/api/product/page.server'
import { type CallParams, readOwnCall, searchOf } from '~/api/base'

export type {
  ProductPageData,
  ProductRecommendations,
  ProductVideos,
  ProductView,
  ReviewSummary,
  VideoPreview,
} from '~/api/product/page.server'

const read = createIsomorphicFn()
  .server(async (call: keyof typeof productCalls, params: CallParams): Promise<unknown> => {
    const { productCalls } = await import('~/api/product/page.server')
    return productCalls[call](searchOf(params))
  })
  .client((call: keyof typeof productCalls, params: CallParams) =>
    readOwnCall<unknown>('product', 'Product', call, params),
  )

/** A route's slug as it arrives: a string, or an array whose first element counts (catalogue §2). */
export function firstSlug(slug: unknown): string {
  const first = Array.isArray(slug) ? (slug as unknown[])[0] : slug
  return typeof first === 'string' ? first.slice(0, 1000) : ''
}

/** The product and its reviews; a failed request reads as the spec's failure. Never throws. */
export async function readProductPage(slug: string): Promise<ProductPageData> {
  try {
    return (await read('page', { slug })) as ProductPageData
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    return { kind: 'failed', message: `Error fetching product details: ${message}` }
  }
}

export const readProductVideos = async (ids: { howTo: string | null; review: string | null }) =>
  (await read('videos', {
    howTo: ids.howTo ?? undefined,
    review: ids.review ?? undefined,
  })) as ProductVideos

export const readProductRecommendations = async (id: number) =>
  (await read('recommendations', { id: String(id) })) as ProductRecommendations
