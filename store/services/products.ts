/** Product reads and their wire shapes (snake_case, as the specs list them). */
import { and, desc, eq, ilike, type SQL } from 'drizzle-orm'
import type { StoreDb } from '../db'
import { products } from '../schema'

export type ProductRow = typeof products.$inferSelect

/** A product as listings and search send it. */
export function productCard(p: ProductRow, categoryName?: string | null) {
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
  const words = query.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8)
  if (words.length === 0) return []
  const conditions: SQL[] = words.map((w) => ilike(products.searchText, `%${escapeLike(w)}%`))
  return db
    .select()
    .from(products)
    .where(and(eq(products.published, true), ...conditions))
    .orderBy(desc(products.qtySold), products.id)
    .limit(limit)
}

export async function popularProducts(db: StoreDb, limit: number) {
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
