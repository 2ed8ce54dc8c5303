/** Product reads and their wire shapes (snake_case, as the specs list them). */
import { and, desc, eq, like, sql, type SQL } from 'drizzle-orm'
import type { StoreDb } from '../db'
import { products } from '../schema'
import { ALL_LISTINGS, productKey, touch } from '../keys'

export type ProductRow = typeof products.$inferSelect

/** What a product card needs: the row without its content, but for the thumbnail. */
export type CardRow = Omit<
  ProductRow,
  'content' | 'description' | 'shortDescription' | 'searchText'
> & {
  content: Pick<ProductRow['content'], 'thumbnail'>
}

/**
 * The columns of a card, for listings: the content JSON (descriptions, galleries, FAQs) stays in
 * the database but for its thumbnail. On the 5 000-product seed a listing reads a tenth of it.
 */
export const cardColumns = {
  id: products.id,
  stickyId: products.stickyId,
  name: products.name,
  slug: products.slug,
  sku: products.sku,
  webSku: products.webSku,
  size: products.size,
  subLine: products.subLine,
  msrp: products.msrp,
  price: products.price,
  discountPrice: products.discountPrice,
  qtySold: products.qtySold,
  productTag: products.productTag,
  isContainer: products.isContainer,
  isSubscribable: products.isSubscribable,
  published: products.published,
  inStock: products.inStock,
  displayOrder: products.displayOrder,
  excerpt: products.excerpt,
  billingModelId: products.billingModelId,
  content: sql<
    Pick<ProductRow['content'], 'thumbnail'>
  >`jsonb_build_object('thumbnail', ${products.content}->'thumbnail')`,
}

/** A product as listings and search send it. */
export function productCard(p: CardRow, categoryName?: string | null) {
  touch(productKey(p.id))
  return {
    id: p.id,
    sticky_id: p.stickyId,
    name: p.name,
    slug: p.slug,
    sku: p.sku,
    price: p.price,
    msrp: p.msrp,
    discount_price: p.discountPrice,
    display_order_id: p.displayOrder,
    qty_sold: p.qtySold,
    published: p.published,
    in_stock: p.inStock,
    is_subscribable: p.isSubscribable,
    product_tag: p.productTag,
    size: p.size,
    sub_line: p.subLine,
    excerpt: p.excerpt,
    image_path: p.content.thumbnail.filePath,
    file_path: p.content.thumbnail.filePath,
    image_alt_text: p.content.thumbnail.altText,
    ...(categoryName !== undefined ? { product_category_name: categoryName } : {}),
  }
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`)

/** Published products whose name, sku or excerpt contain every word of the query. */
export async function searchProducts(db: StoreDb, query: string, limit: number) {
  touch(ALL_LISTINGS)
  const words = query.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8)
  if (words.length === 0) return []
  // search_text is lower-cased when written: LIKE on lower-cased words uses the trigram index.
  const conditions: SQL[] = words.map((w) => like(products.searchText, `%${escapeLike(w)}%`))
  return db
    .select()
    .from(products)
    .where(and(eq(products.published, true), ...conditions))
    .orderBy(desc(products.qtySold), products.id)
    .limit(limit)
}

export async function popularProducts(db: StoreDb, limit: number) {
  touch(ALL_LISTINGS)
  return db
    .select()
    .from(products)
    .where(and(eq(products.published, true), eq(products.inStock, true)))
    .orderBy(desc(products.qtySold), products.id)
    .limit(limit)
}

export function searchTextOf(p: {
  name: string
  sku: string
  excerpt: string
  subLine: string
}): string {
  return [p.name, p.sku, p.subLine, p.excerpt].join(' ').toLowerCase()
}
