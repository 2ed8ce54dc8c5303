/**
 * Reading the visitor's cart (POST /rest/auth/cart, 11304.01): the header's badge, promo bar
 * and drawer do it on every page, so it is written in zod/mini (see ../http.ts).
 */
import type { output } from 'zod/v4/core'
import { z } from 'zod/mini'
import { CART_LOAD_ERROR } from '~/domain/cart'
import { envelope, storeRequest } from '~/api/http'
import { ensureSession } from '~/api/visitor/session'
import { flag, maybe, num } from '~/api/wire'

const cartItemSchema = z.pipe(
  z.object({
    id: z.number(),
    sticky_id: maybe(num),
    base_price: maybe(num),
    price: num,
    quantity: num,
    offer_id: maybe(num),
    billing_model_id: maybe(num),
    subscribe: flag,
    product: z.object({
      id: z.number(),
      name: z.string(),
      description: maybe(z.string()),
      price: num,
      sale_price: maybe(num),
      is_subscribable: z.optional(flag),
      image_path: maybe(z.string()),
      thumbnail: maybe(z.object({ alt_text: maybe(z.string()) })),
    }),
  }),
  z.transform((i) => ({
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
  })),
)

/** The cart response, mapped to camelCase (catalogue spec §3). */
export const cartSchema = z.pipe(
  z.object({
    items: z.array(cartItemSchema),
    success: z.optional(z.boolean()),
    message: maybe(z.string()),
    toss_products: maybe(num),
    discount_total: num,
    subtotal: num,
    tier_slab: num,
    sub_header_text: maybe(z.string()),
    total_subscription_items: num,
  }),
  z.transform((c) => ({
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
  })),
)

export type Cart = output<typeof cartSchema>

export { CART_LOAD_ERROR }

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
