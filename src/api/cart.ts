/**
 * Adding to the visitor's cart, in zod/mini, loaded with the first add (see http.ts):
 * - the purchase box: POST /rest/auth/cart/add-to-cart (12502.01 / 11301.01);
 * - the sticky bar (type 2 or 4) and the pairings (frequency 4): the simple add;
 * - the pairings themselves (12901.xx).
 * The add-to-cart check and the product view, which the product page makes as it loads, are
 * in ./add-to-cart-check and ./product-events.
 */
import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { logError } from '~/lib/log'
import { envelope, StoreApiError, storeRequest } from './http'
import { ensureSession, type StoreSession } from './session'
import { flag, maybe, num } from './wire'

export { CART_LOAD_ERROR, fetchCart, type Cart } from './cart-read'

export const ADD_TO_CART_ERROR = 'Error adding to cart. Please try again.'

/** A failed add: the store's own explanation, or the spec's fallback text. */
export class AddToCartError extends Error {
  override name = 'AddToCartError'
}

const addedSchema = z.object({ success: z.boolean(), message: z.optional(z.string()) })

/** The session an add needs; without a token or a session id nothing is sent (11303.01). */
async function sessionForAdd(): Promise<StoreSession | null> {
  const session = await ensureSession().catch(() => null)
  if (!session?.authToken || !session.sessionId) {
    logError('11303.01', 'Add to cart without a token or session')
    return null
  }
  return session
}

/** A refusal inside a 200 answer is still a refusal: its message, or the spec's text. */
function accepted(answer: z.output<typeof addedSchema>) {
  if (answer.success) return answer
  logError('11301.01', `Add to cart refused: ${answer.message ?? '(no message)'}`)
  throw new AddToCartError(answer.message?.trim() || ADD_TO_CART_ERROR)
}

/** A server explanation is shown as it is; anything else gets the generic text (12502.01). */
function addFailure(error: unknown): AddToCartError {
  if (error instanceof AddToCartError) return error
  if (error instanceof StoreApiError && error.details.serverMessage)
    return new AddToCartError(error.details.serverMessage)
  logError('12502.01', 'Add to cart failed', error)
  return new AddToCartError(ADD_TO_CART_ERROR)
}

/** POST /rest/auth/cart/add-to-cart (bearer, no cache). Does nothing without a token or session id. */
export async function addToCart(input: {
  productId: number
  quantity: number
  subscribe: boolean
  frequency: number
}) {
  const session = await sessionForAdd()
  if (!session) return null
  try {
    return accepted(
      await storeRequest('/rest/auth/cart/add-to-cart', {
        method: 'POST',
        token: session.authToken,
        body: {
          session_id: session.sessionId,
          product_id: input.productId,
          quantity: input.quantity,
          subscribe: input.subscribe,
          frequency: input.frequency,
        },
        schema: addedSchema,
        code: '11301.01',
      }),
    )
  } catch (error) {
    throw addFailure(error)
  }
}

/**
 * The simple add (path documented in the README): product id, quantity, the subscribable flag
 * and a type (2 one-time, 4 subscription: the sticky bar) or a frequency (4: the pairings).
 * Does nothing without a token or session id. A pairing's add (`pairing`) fails as its own row
 * whatever the cause: logged 12902.01, always the generic text (shell §8).
 */
export async function addToCartSimple(
  input: {
    productId: number
    quantity: number
    subscribable: boolean
    type?: 2 | 4
    frequency?: number
  },
  caller: 'pairing' | 'sticky' = 'sticky',
) {
  const session = await sessionForAdd()
  if (!session) return null
  try {
    return accepted(
      await storeRequest('/rest/auth/cart/add', {
        method: 'POST',
        token: session.authToken,
        body: {
          product_id: input.productId,
          quantity: input.quantity,
          subscribable: input.subscribable,
          ...(input.type === undefined ? {} : { type: input.type }),
          ...(input.frequency === undefined ? {} : { frequency: input.frequency }),
        },
        schema: addedSchema,
        code: '11301.01',
      }),
    )
  } catch (error) {
    if (caller === 'pairing') {
      logError('12902.01', 'Pairing add failed', error)
      throw new AddToCartError(ADD_TO_CART_ERROR)
    }
    throw addFailure(error)
  }
}

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
