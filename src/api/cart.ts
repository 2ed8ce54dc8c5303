/** The visitor's cart: read (11304.01), add (12502.01 / 11301.01), add-to-cart check (12501.xx), views. */
import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import { logError } from '~/lib/log'
import { envelope, StoreApiError, storeRequest } from './http'
import { flag, num } from './schemas'
import { ensureSession } from './session'

const cartItemSchema = z
  .object({
    id: z.number(),
    sticky_id: num.nullable().optional(),
    base_price: num.nullable().optional(),
    price: num,
    quantity: num,
    offer_id: num.nullable().optional(),
    billing_model_id: num.nullable().optional(),
    subscribe: flag,
    product: z.object({
      id: z.number(),
      name: z.string(),
      description: z.string().nullable().optional(),
      price: num,
      sale_price: num.nullable().optional(),
      is_subscribable: flag.optional(),
      image_path: z.string().nullable().optional(),
      thumbnail: z.object({ alt_text: z.string().nullable().optional() }).nullable().optional(),
    }),
  })
  .transform((i) => ({
    id: i.id,
    productId: i.product.id,
    name: i.product.name,
    image: i.product.image_path ?? '',
    imageAlt: i.product.thumbnail?.alt_text ?? i.product.name,
    price: i.price,
    basePrice: i.base_price ?? i.price,
    quantity: i.quantity,
    subscribe: i.subscribe,
    frequencyCode: i.billing_model_id ?? null,
    offerId: i.offer_id ?? null,
  }))

/** The cart response, mapped to camelCase (catalogue spec §3). */
export const cartSchema = z
  .object({
    items: z.array(cartItemSchema),
    success: z.boolean().optional(),
    message: z.string().nullable().optional(),
    toss_products: num.nullable().optional(),
    discount_total: num,
    subtotal: num,
    tier_slab: num,
    sub_header_text: z.string().nullable().optional(),
    total_subscription_items: num,
  })
  .transform((c) => ({
    items: c.items,
    success: c.success ?? true,
    message: c.message ?? '',
    tossProducts: c.toss_products ?? 0,
    discountTotal: c.discount_total,
    subtotal: c.subtotal,
    total: Math.round((c.subtotal - c.discount_total) * 100) / 100,
    tierSlab: c.tier_slab,
    subHeaderText: c.sub_header_text ?? '',
    totalSubscriptionItems: c.total_subscription_items,
    itemCount: c.items.reduce((n, i) => n + i.quantity, 0),
  }))

export type Cart = z.output<typeof cartSchema>

export const CART_LOAD_ERROR = 'Failed to load your cart. Please try again later.'

/** POST /rest/auth/cart; a failure (11304.01) shows CART_LOAD_ERROR. */
export async function fetchCart(): Promise<Cart> {
  const session = await ensureSession()
  try {
    return await storeRequest('/rest/auth/cart', {
      method: 'POST',
      token: session.authToken,
      body: { session_id: session.sessionId },
      schema: envelope(cartSchema),
      code: '11304.01',
    })
  } catch (error) {
    throw new Error(CART_LOAD_ERROR, { cause: error })
  }
}

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
