/** Cart endpoints: read, add product, simple add, add kit, add offer bundle, add-to-cart check. */
import { eq } from 'drizzle-orm'
import { z } from 'zod'
import { OFFER_BUNDLE_ID, KIT_TYPES } from '~/domain/kits'
import { QUANTITY_MAX, QUANTITY_MIN } from '~/domain/quantity'
import { HttpError, json, notFound, success } from '../http'
import { defineRoute, type StoreContext } from '../router'
import { offerBundleProducts, starterKitProducts } from '../schema'
import { addToCart, addToCartCheck, cartResponse } from '../services/cart'
import { dbId, int4, sessionIdField } from '../validation'
import { kitBySlugOrId } from '../services/catalogue'

const sessionId = sessionIdField
const quantity = z
  .number()
  .int('must be a whole number')
  .min(QUANTITY_MIN, `must be at least ${QUANTITY_MIN}`)
  .max(QUANTITY_MAX, `must be at most ${QUANTITY_MAX}`)
const productId = dbId
const flag = z.union([z.boolean(), z.literal(0), z.literal(1)]).transform(Boolean)

/** The body's session must be the bearer's own: nobody adds to someone else's cart. */
function ownSession(ctx: StoreContext<unknown, unknown>, id: string) {
  if (!ctx.session || ctx.session.id !== id) {
    throw new HttpError(403, 'Session error. The session does not belong to this token.')
  }
  return id
}

const cartBody = z.object({ session_id: sessionId })
const addBody = z.object({
  session_id: sessionId,
  product_id: productId,
  quantity,
  subscribe: flag,
  frequency: int4.optional(),
})
const simpleAddBody = z.object({
  product_id: productId,
  quantity,
  subscribable: flag,
  /** Cart type: 2 one-time, 4 subscription (sticky bar); or a frequency code. */
  type: int4.optional(),
  frequency: int4.optional(),
})
const kitBody = z.object({
  starterkit_id: dbId,
  session_id: sessionId,
  is_subscribe: flag.default(true),
})
const kitTypeBody = z.object({ staterkit_type: z.enum(KIT_TYPES), session_id: sessionId })
const offerBody = z.object({
  session_id: sessionId,
  offer_product: z.union([dbId, z.array(productId).min(1).max(20)]),
})
const checkBody = z.object({
  id: productId,
  authenticated: z.boolean().optional(),
  tf_order_id: z.string().max(100).nullable().optional(),
  trulyfree_session_id: sessionId,
})

/**
 * `{ success, message }` as the add calls answer. A plain product add has nothing to say: the
 * storefront then opens the cart drawer; a message would be shown as a toast instead
 * (catalogue §4 "Add-to-cart submit").
 */
const added = (message?: string) =>
  json({ status: 'Success', success: true, ...(message ? { message } : {}) })

export async function addKitToCart(
  ctx: StoreContext<unknown, unknown>,
  kitRef: string,
  sessionIdValue: string,
  subscribe: boolean,
) {
  const kit = await kitBySlugOrId(ctx.db, kitRef)
  if (!kit) throw notFound(`Starter kit not found. No starter kit exists with slug: ${kitRef}`)
  const lines = await ctx.db
    .select()
    .from(starterKitProducts)
    .where(eq(starterKitProducts.starterKitId, kit.id))
  await addToCart(
    ctx.db,
    sessionIdValue,
    lines.map((l) => ({
      productId: l.productId,
      quantity: l.quantity,
      subscribe,
      frequency: 4,
      starterKitId: kit.id,
    })),
  )
  return kit
}

/** Adds every product of an offer bundle (3 laundry, 4 dish) as a subscription line. */
export async function addOfferBundle(
  ctx: StoreContext<unknown, unknown>,
  bundleId: number,
  sessionIdValue: string,
) {
  const lines = await ctx.db
    .select()
    .from(offerBundleProducts)
    .where(eq(offerBundleProducts.offerBundleId, bundleId))
  if (lines.length === 0) throw notFound(`No offer bundle with id ${bundleId}`)
  await addToCart(
    ctx.db,
    sessionIdValue,
    lines.map((l) => ({
      productId: l.productId,
      quantity: 1,
      subscribe: true,
      frequency: 4,
      offerId: bundleId,
    })),
  )
}

/** Every add can meet a product that is out of stock (services/cart.ts). */
const ADD_RESPONSES = { 409: 'A product in the add is out of stock' }

export const cartRoutes = [
  defineRoute({
    method: 'POST',
    path: '/cart',
    auth: 'bearer',
    summary: 'The cart of a session: items, subtotal, discount_total, tier_slab, sub_header_text …',
    body: cartBody,
    handler: async (ctx) => {
      const body = ctx.input
      return success(await cartResponse(ctx.db, ownSession(ctx, body.session_id)), 'Cart fetched')
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/cart/add-to-cart',
    responses: ADD_RESPONSES,
    auth: 'bearer',
    summary: 'Adds a product (session_id, product_id, quantity 1–100, subscribe, frequency).',
    body: addBody,
    handler: async (ctx) => {
      const body = ctx.input
      await addToCart(ctx.db, ownSession(ctx, body.session_id), [
        {
          productId: body.product_id,
          quantity: body.quantity,
          subscribe: body.subscribe,
          frequency: body.frequency,
        },
      ])
      return added()
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/cart/add',
    responses: ADD_RESPONSES,
    auth: 'bearer',
    summary:
      "Simple add to the bearer session's cart (product_id, quantity, subscribable, type 2/4 or frequency).",
    body: simpleAddBody,
    handler: async (ctx) => {
      const body = ctx.input
      const subscribe = body.subscribable && body.type !== 2
      await addToCart(ctx.db, ctx.session!.id, [
        {
          productId: body.product_id,
          quantity: body.quantity,
          subscribe,
          frequency: body.frequency ?? (body.type === 4 ? 4 : body.type),
        },
      ])
      return added()
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/cart/add-to-cart-starterkit',
    responses: ADD_RESPONSES,
    auth: 'bearer',
    summary: 'Adds a starter kit (starterkit_id, session_id, is_subscribe).',
    body: kitBody,
    handler: async (ctx) => {
      const body = ctx.input
      const kit = await addKitToCart(
        ctx,
        String(body.starterkit_id),
        ownSession(ctx, body.session_id),
        body.is_subscribe,
      )
      return added(`${kit.name} added to your cart`)
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/cart/starter-kit-add-to-cart',
    responses: ADD_RESPONSES,
    auth: 'bearer',
    summary: 'Adds the offer bundle of a starter-kit type (staterkit_type laundry → 3, dish → 4).',
    body: kitTypeBody,
    handler: async (ctx) => {
      const body = ctx.input
      await addOfferBundle(
        ctx,
        OFFER_BUNDLE_ID[body.staterkit_type],
        ownSession(ctx, body.session_id),
      )
      return added(`Your ${body.staterkit_type} starter kit is in your cart`)
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/cart/add-offer-to-cart',
    responses: ADD_RESPONSES,
    auth: 'bearer',
    summary: 'Adds an offer (session_id, offer_product: an offer bundle id or product ids).',
    body: offerBody,
    handler: async (ctx) => {
      const body = ctx.input
      const session = ownSession(ctx, body.session_id)
      if (typeof body.offer_product === 'number')
        await addOfferBundle(ctx, body.offer_product, session)
      else {
        await addToCart(
          ctx.db,
          session,
          body.offer_product.map((id) => ({ productId: id, quantity: 1, subscribe: false })),
        )
      }
      return added('Offer added to your cart')
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/get-product-add-to-cart',
    auth: 'bearer',
    summary:
      'Add-to-cart check: price, discount_price, quantity, exists, exists_ot, is_subscribable, billing_model_id.',
    body: checkBody,
    handler: async (ctx) => {
      const body = ctx.input
      ownSession(ctx, body.trulyfree_session_id)
      return success(
        await addToCartCheck(ctx.db, ctx.session!, body.id),
        'Product add-to-cart data',
      )
    },
  }),
]
