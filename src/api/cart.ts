/**
 * Adding to the visitor's cart and the add-to-cart check, in zod/mini: the product page's
 * purchase box, sticky bar and pairings load this with the page (see http.ts).
 * - the purchase box: POST /rest/auth/cart/add-to-cart (12502.01 / 11301.01);
 * - the sticky bar (type 2 or 4) and the pairings (frequency 4): the simple add;
 * - the add-to-cart check (12501.xx) and the product view (13901.xx).
 */
import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { logError } from '~/lib/log'
import { envelope, StoreApiError, storeRequest } from './http'
import { ensureSession, type StoreSession } from './session'
import { flag, maybe, num } from './wire'

export { CART_LOAD_ERROR, cartSchema, fetchCart, type Cart } from './cart-read'

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

const checkSchema = envelope(
  z.pipe(
    z.object({
      price: num,
      discount_price: maybe(num),
      quantity: num,
      exists: flag,
      exists_ot: flag,
      is_subscribable: flag,
      billing_model_id: maybe(num),
    }),
    z.transform((c) => ({
      price: c.price,
      discountPrice: c.discount_price ?? c.price,
      quantity: c.quantity,
      hasActiveSubscription: c.exists,
      hasOneTimePurchase: c.exists_ot,
      isSubscribable: c.is_subscribable,
      billingModelId: c.billing_model_id ?? null,
    })),
  ),
)

/** POST /rest/auth/get-product-add-to-cart: 12501.01 "Failed to fetch data. Status: {code}", 12501.03 otherwise. */
export async function fetchAddToCartCheck(productId: number) {
  const session = await ensureSession()
  try {
    return await storeRequest('/rest/auth/get-product-add-to-cart', {
      method: 'POST',
      token: session.authToken,
      body: {
        id: productId,
        authenticated: session.authenticated,
        tf_order_id: session.tfOrderId,
        trulyfree_session_id: session.sessionId,
      },
      schema: checkSchema,
      code: '12501.01',
    })
  } catch (error) {
    if (error instanceof StoreApiError && error.details.status) {
      const message = `Failed to fetch data. Status: ${error.details.status}`
      logError('12501.01', message)
      throw new Error(message, { cause: error })
    }
    logError('12501.03', 'Add-to-cart check failed', error)
    throw error
  }
}

export const addToCartCheckQuery = (productId: number) =>
  queryOptions({
    queryKey: ['store', 'add-to-cart-check', productId],
    queryFn: () => fetchAddToCartCheck(productId),
    staleTime: 0,
  })

/** POST /rest/auth/events/product-view; only the ok status matters (13901.01 / .03 logged). */
export async function trackProductView(productId: number): Promise<boolean> {
  try {
    const session = await ensureSession()
    await storeRequest('/rest/auth/events/product-view', {
      method: 'POST',
      token: session.authToken,
      body: { id: productId, trulyfree_session_id: session.sessionId },
      schema: z.unknown(),
      code: '13901.01',
    })
    return true
  } catch (error) {
    logError('13901.03', 'Product view not recorded', error)
    return false
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
