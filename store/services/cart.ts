/** The session's cart: atomic adds (no lost updates under concurrency) and the cart response. */
import { and, asc, eq, sql } from 'drizzle-orm'
import { cartTotals } from '~/domain/cart'
import { frequencyByCode, ONE_TIME_CODE } from '~/domain/frequency'
import { QUANTITY_MAX } from '~/domain/quantity'
import type { StoreDb } from '../db'
import { HttpError } from '../http'
import { cartItems, products, subscriptionItems } from '../schema'
import type { SessionRow } from './sessions'
import { productCard, type ProductRow } from './products'

export interface AddLine {
  productId: number
  quantity: number
  subscribe: boolean
  /** Frequency code for subscriptions (unknown codes mean 30 days); ignored for one-time. */
  frequency?: number
  offerId?: number | null
  starterKitId?: number | null
}

/** Adds lines in one transaction; a line already in the cart grows, capped at 100. */
export async function addToCart(db: StoreDb, sessionId: string, lines: AddLine[]) {
  if (lines.length === 0) return
  await db.transaction(async (tx) => {
    const ids = [...new Set(lines.map((l) => l.productId))]
    const found = await tx
      .select({
        id: products.id,
        published: products.published,
        inStock: products.inStock,
        isSubscribable: products.isSubscribable,
        name: products.name,
      })
      .from(products)
      .where(sql`${products.id} in ${ids}`)
    for (const line of lines) {
      const p = found.find((f) => f.id === line.productId)
      if (!p || !p.published) throw new HttpError(404, `Product ${line.productId} not found`)
      if (!p.inStock) throw new HttpError(409, `${p.name} is out of stock`)
      if (line.subscribe && !p.isSubscribable)
        throw new HttpError(422, `${p.name} cannot be subscribed to`)
    }
    for (const line of lines) {
      const frequencyCode = line.subscribe ? frequencyByCode(line.frequency).code : ONE_TIME_CODE
      await tx
        .insert(cartItems)
        .values({
          sessionId,
          productId: line.productId,
          quantity: line.quantity,
          subscribe: line.subscribe,
          frequencyCode,
          offerId: line.offerId ?? null,
          starterKitId: line.starterKitId ?? null,
        })
        .onConflictDoUpdate({
          target: [
            cartItems.sessionId,
            cartItems.productId,
            cartItems.subscribe,
            cartItems.frequencyCode,
          ],
          set: { quantity: sql`least(${cartItems.quantity} + excluded.quantity, ${QUANTITY_MAX})` },
        })
    }
  })
}

export async function cartLines(db: StoreDb, sessionId: string) {
  return db
    .select({ item: cartItems, product: products })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.sessionId, sessionId))
    .orderBy(asc(cartItems.id))
}

function cartProduct(p: ProductRow) {
  const card = productCard(p)
  return {
    id: p.id,
    sticky_id: p.stickyId,
    name: p.name,
    description: p.shortDescription,
    price: p.price,
    sale_price: p.discountPrice,
    published: p.published,
    is_subscribable: p.isSubscribable,
    eligible_for_volume_discounts: p.isSubscribable,
    image_path: card.image_path,
    thumbnail: {
      id: p.id,
      name: p.name,
      file_path: card.image_path,
      alt_text: card.image_alt_text,
      caption: p.subLine,
      description: p.excerpt,
      compressed: card.image_path,
    },
  }
}

/** The cart response (snake_case): items and the tier figures. */
export async function cartResponse(db: StoreDb, sessionId: string) {
  const rows = await cartLines(db, sessionId)
  const totals = cartTotals(
    rows.map(({ item, product }) => ({
      price: product.price,
      quantity: item.quantity,
      subscribe: item.subscribe,
    })),
  )
  return {
    items: rows.map(({ item, product }) => ({
      id: item.id,
      cart_id: sessionId,
      sticky_id: product.stickyId,
      base_price: product.msrp,
      price: product.price,
      quantity: item.quantity,
      offer_id: item.offerId,
      step_num: 1,
      billing_model_id: item.subscribe ? item.frequencyCode : ONE_TIME_CODE,
      subscribe: item.subscribe,
      upsell: false,
      product: cartProduct(product),
    })),
    success: true,
    message: rows.length
      ? `${rows.length} item${rows.length === 1 ? '' : 's'} in your cart`
      : 'Your cart is empty',
    toss_products: totals.freeItems,
    discount_total: totals.discountTotal,
    subtotal: totals.subtotal,
    total: totals.total,
    tier_slab: totals.tierSlab,
    sub_header_text: totals.subHeaderText,
    total_subscription_items: totals.totalSubscriptionItems,
  }
}

/** get-product-add-to-cart: the product's price and what this visitor already has of it. */
export async function addToCartCheck(db: StoreDb, session: SessionRow, productId: number) {
  const [p] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, productId), eq(products.published, true)))
    .limit(1)
  if (!p) throw new HttpError(404, `Product ${productId} not found`)
  const lines = await db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.sessionId, session.id), eq(cartItems.productId, productId)))
  const subscribed = session.memberId
    ? await db
        .select()
        .from(subscriptionItems)
        .where(
          and(
            eq(subscriptionItems.memberId, session.memberId),
            eq(subscriptionItems.productId, productId),
            eq(subscriptionItems.active, true),
          ),
        )
    : []
  return {
    price: p.price,
    discount_price: p.discountPrice,
    quantity: lines.reduce((n, l) => n + l.quantity, 0),
    exists: subscribed.length > 0,
    exists_ot: lines.some((l) => !l.subscribe),
    is_subscribable: p.isSubscribable,
    billing_model_id: p.billingModelId,
  }
}
