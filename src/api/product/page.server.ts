/**
 * The product page's data, read and shaped on the server (server only: see ./page.ts
 * for the page's side). The store's answer is parsed and its HTML sanitised here, so the page
 * ships neither the schemas nor the sanitiser.
 *
 * - `loadProductPage`: critical (the loader awaits it; a missing product is the 404): the
 *   product and its reviews (which only add stars when they answer).
 * - `loadProductVideos`, `loadProductRecommendations`: deferred; they never throw, each part
 *   carries its own fallback (shell §8: 11201.xx, 12701.xx, 13101.01; catalogue §8).
 */
import type { CardProduct } from '~/components/catalogue/ProductCard'
import { type Calls, intParam } from '~/api/calls.server'
import type { SanitizedHtml } from '~/lib/sanitize'
import type { ProductDetail, ReviewSummary } from '~/api/catalogue/reads.server'
import type { VideoPreview } from '~/api/product/videos.server'

export type { ReviewSummary, VideoPreview }

export interface GalleryItem {
  type: 'image' | 'video'
  src: string
  alt: string
  /** A video item's player (the host's embed URL), or null when its URL names no video. */
  embedUrl: string | null
}

/** The product as the page shows it: every HTML field sanitised on the server. */
export interface ProductView extends Omit<
  ProductDetail,
  'description' | 'whyItWorks' | 'howToUse' | 'faq' | 'gallery'
> {
  description: SanitizedHtml
  whyItWorks: SanitizedHtml
  howToUse: SanitizedHtml
  faq: Array<{ title: string; description: SanitizedHtml }>
  gallery: GalleryItem[]
}

export type ProductPageData =
  | { kind: 'found'; product: ProductView; reviews: ReviewSummary | null }
  | { kind: 'missing'; message: string }
  | { kind: 'failed'; message: string }

export async function loadProductPage(slug: string): Promise<ProductPageData> {
  const [{ fetchProductPage, fetchReviews }, { sanitizeHtml }, { embedUrlOf, videoIdOfUrl }] =
    await Promise.all([
      import('~/api/catalogue/reads.server'),
      import('~/lib/sanitize'),
      import('~/api/product/video-urls'),
    ])
  const page = await fetchProductPage(slug)
  if (page.kind !== 'found') return page
  const p = page.product
  const reviews = p.sku ? await fetchReviews(p.sku) : null
  const product: ProductView = {
    ...p,
    description: sanitizeHtml(p.description),
    whyItWorks: sanitizeHtml(p.whyItWorks),
    howToUse: sanitizeHtml(p.howToUse),
    faq: p.faq.map((q) => ({ title: q.title, description: sanitizeHtml(q.description) })),
    gallery: p.gallery.map((g) => {
      const id = g.type === 'video' ? videoIdOfUrl(g.videoUrl) : null
      return { type: g.type, src: g.src, alt: g.alt, embedUrl: id ? embedUrlOf(id) : null }
    }),
  }
  return { kind: 'found', product, reviews }
}

export interface ProductVideos {
  /** The how-to video (null: the product has none). `failed`: "Error loading video preview." */
  howTo: VideoPreview | null
  /** The review video, or null when its id is missing or oEmbed failed (the widget is hidden). */
  review: VideoPreview | null
}

export async function loadProductVideos(data: {
  howTo: string | null
  review: string | null
}): Promise<ProductVideos> {
  const { videoPreview } = await import('~/api/product/videos.server')
  const [howTo, review] = await Promise.all([
    data.howTo ? videoPreview(data.howTo, '11201') : null,
    data.review ? videoPreview(data.review, '12701') : null,
  ])
  return { howTo, review: review && !review.failed ? review : null }
}

export interface ProductRecommendations {
  /** "You may like" (shell §2), or the status text of its failure (13101.01). */
  youMayLike: { products: CardProduct[]; statusText: string | null }
  /** "You May Also Like" (catalogue §2), or the stored error message (catalogue §8). */
  related: { products: CardProduct[]; error: string | null }
}

const RELATED_ERROR = 'An error occurred while fetching the data.'

export async function loadProductRecommendations(id: number): Promise<ProductRecommendations> {
  const [{ fetchRelatedProducts, fetchYouMayLike }, { toCard }] = await Promise.all([
    import('~/api/catalogue/reads.server'),
    import('~/api/catalogue/listings.server'),
  ])
  const [youMayLike, related] = await Promise.all([fetchYouMayLike(id), fetchRelatedProducts(id)])
  return {
    youMayLike: {
      products: youMayLike.products.map(toCard),
      statusText: youMayLike.statusText,
    },
    related: {
      products: related.data.filter((p) => p.published).map(toCard),
      error: related.error === null ? null : related.error || RELATED_ERROR,
    },
  }
}

/**
 * The product page's reads, declared once: the page's render calls them directly, a client
 * navigation through GET /api/product/{call} (src/api/product/page.ts).
 */
export const productCalls = {
  page: (p: URLSearchParams) => loadProductPage((p.get('slug') ?? '').slice(0, 1000)),
  // The store's ids as they come (bounded): one that is no video id is the spec's failed
  // preview (11201 / 12701), decided where the host is asked (videos.server.ts), on both sides.
  videos: (p: URLSearchParams) => {
    const id = (name: string) => p.get(name)?.slice(0, 100) ?? null
    return loadProductVideos({ howTo: id('howTo'), review: id('review') })
  },
  recommendations: (p: URLSearchParams) =>
    loadProductRecommendations(intParam(p, 'id', 1, 2_147_483_647)),
} satisfies Calls
