/**
 * "Perfect Pairings", the product page's recommendations for this visitor (12901.xx), read in
 * the browser once the page shows (they depend on the session); adding one is the cart's
 * simple add (src/api/cart/add.ts).
 */
import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { logError } from '~/lib/log'
import { envelope, storeRequest } from '~/api/http'
import { ensureSession } from '~/api/visitor/session'
import { flag, maybe, num } from '~/api/wire'

const recommendationSchema = z.pipe(
  z.object({
    id: z.number(),
    name: z.string(),
    slug: z.optional(z.string()),
    excerpt: maybe(z.string()),
    price: num,
    discount_price: maybe(num),
    is_subscribable: z.optional(flag),
    image_path: maybe(z.string()),
    image_alt_text: maybe(z.string()),
  }),
  z.transform((r) => ({
    id: r.id,
    name: r.name,
    slug: r.slug ?? '',
    excerpt: r.excerpt ?? '',
    price: r.price,
    discountPrice: r.discount_price ?? r.price,
    isSubscribable: r.is_subscribable ?? false,
    image: r.image_path ?? '',
    imageAlt: r.image_alt_text ?? r.name,
  })),
)

export type Recommendation = z.output<typeof recommendationSchema>

/**
 * "Perfect Pairings" (POST /rest/auth/recommended-products, bearer, with the visitor's
 * authenticated flag and tf_order_id): null hides the section (12901.01 / .03).
 */
export async function fetchRecommendations(productId: number): Promise<Recommendation[] | null> {
  try {
    const session = await ensureSession()
    return await storeRequest('/rest/auth/recommended-products', {
      method: 'POST',
      token: session.authToken,
      body: {
        product_id: productId,
        authenticated: session.authenticated,
        tf_order_id: session.tfOrderId,
        trulyfree_session_id: session.sessionId,
      },
      schema: envelope(z.array(recommendationSchema)),
      code: '12901.01',
    })
  } catch (error) {
    logError('12901.03', 'Recommendations unavailable; section hidden', error)
    return null
  }
}

/** The visitor's pairings for a product (browser only: they depend on the session). */
export const recommendationsQuery = (productId: number) =>
  queryOptions({
    queryKey: ['store', 'recommendations', productId],
    queryFn: () => fetchRecommendations(productId),
    staleTime: 60_000,
    retry: false,
  })
