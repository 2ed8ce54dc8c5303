/** The visitor's cart: read (11304.01), add (12502.01 / 11301.01), add-to-cart check (12501.xx), views. */
import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import { logError } from '~/lib/log'
import { envelope, StoreApiError, storeRequest } from './http'
import { flag, num } from './schemas'
import { ensureSession } from './session'

export { CART_LOAD_ERROR, cartSchema, fetchCart, type Cart } from './cart-read'

export const ADD_TO_CART_ERROR = 'Error adding to cart. Please try again.'

export class AddToCartError extends Error {
  override name = 'AddToCartError'
}

/** POST /rest/auth/cart/add-to-cart (bearer, no cache). Does nothing without a token or session id. */
export async function addToCart(input: {
  productId: number
  quantity: number
  subscribe: boolean
  frequency: number
}) {
  const session = await ensureSession().catch(() => null)
  if (!session?.authToken || !session.sessionId) {
    logError('11303.01', 'Add to cart without a token or session')
    return null
  }
  try {
    return await storeRequest('/rest/auth/cart/add-to-cart', {
      method: 'POST',
      token: session.authToken,
      body: {
        session_id: session.sessionId,
        product_id: input.productId,
        quantity: input.quantity,
        subscribe: input.subscribe,
        frequency: input.frequency,
      },
      schema: z.object({ success: z.boolean(), message: z.string().optional() }),
      code: '11301.01',
    })
  } catch (error) {
    // A server explanation is shown as it is; anything else gets the generic text (12502.01).
    if (error instanceof StoreApiError && error.details.serverMessage)
      throw new AddToCartError(error.details.serverMessage)
    logError('12502.01', 'Add to cart failed', error)
    throw new AddToCartError(ADD_TO_CART_ERROR)
  }
}

const checkSchema = envelope(
  z
    .object({
      price: num,
      discount_price: num.nullable().optional(),
      quantity: num,
      exists: flag,
      exists_ot: flag,
      is_subscribable: flag,
      billing_model_id: num.nullable().optional(),
    })
    .transform((c) => ({
      price: c.price,
      discountPrice: c.discount_price ?? c.price,
      quantity: c.quantity,
      hasActiveSubscription: c.exists,
      hasOneTimePurchase: c.exists_ot,
      isSubscribable: c.is_subscribable,
      billingModelId: c.billing_model_id ?? null,
    })),
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
      throw new Error(`Failed to fetch data. Status: ${error.details.status}`, { cause: error })
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
