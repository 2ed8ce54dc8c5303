/**
 * The add-to-cart check (POST /rest/auth/get-product-add-to-cart, 12501.xx), in zod/mini: the
 * product page's purchase box makes it as the page loads, so it is apart from the adds.
 */
import { z } from 'zod/mini'
import { logError } from '~/lib/log'
import { envelope, StoreApiError, storeRequest } from '~/api/http'
import { ensureSession } from '~/api/visitor/session'
import { flag, maybe, num } from '~/api/wire'

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
export async function fetchAddToCartCheck(productId: number, signal?: AbortSignal) {
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
      signal,
    })
  } catch (error) {
    // Called off (the box left the page before the check went out): nothing failed.
    if (signal?.aborted) throw error
    if (error instanceof StoreApiError && error.details.status) {
      const message = `Failed to fetch data. Status: ${error.details.status}`
      logError('12501.01', message)
      throw new Error(message, { cause: error })
    }
    logError('12501.03', 'Add-to-cart check failed', error)
    throw error
  }
}

/** The check as the purchase box reads it: with whether the visitor is a member (My Box). */
export async function fetchPurchaseCheck(productId: number, signal?: AbortSignal) {
  const [check, session] = await Promise.all([
    fetchAddToCartCheck(productId, signal),
    ensureSession(),
  ])
  return {
    isSubscribable: check.isSubscribable,
    hasActiveSubscription: check.hasActiveSubscription,
    hasOneTimePurchase: check.hasOneTimePurchase,
    isMember: session.authenticated,
  }
}
