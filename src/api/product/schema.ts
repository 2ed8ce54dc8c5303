/**
 * The product as listings send it, reshaped for the storefront (catalogue spec §3 "as mapped").
 */
import { z } from 'zod/mini'
import { flag, maybe, num } from '~/api/wire'

const text = z.pipe(
  maybe(z.string()),
  z.transform((v) => v ?? ''),
)

export const productSchema = z.pipe(
  z.object({
    id: z.int(),
    sticky_id: maybe(num),
    name: z.string(),
    slug: z.string(),
    sku: text,
    price: num,
    msrp: maybe(num),
    discount_price: maybe(num),
    sale_price: maybe(num),
    display_order_id: maybe(num),
    qty_sold: maybe(num),
    published: z.optional(flag),
    in_stock: z.optional(flag),
    is_subscribable: z.optional(flag),
    product_tag: maybe(num),
    size: text,
    sub_line: text,
    excerpt: text,
    image_path: maybe(z.string()),
    file_path: maybe(z.string()),
    image_alt_text: maybe(z.string()),
    product_category_name: maybe(z.string()),
  }),
  z.transform((p) => ({
    id: p.id,
    stickyId: p.sticky_id ?? null,
    name: p.name,
    slug: p.slug,
    sku: p.sku,
    price: p.price,
    msrp: p.msrp ?? p.price,
    salePrice: p.discount_price ?? p.sale_price ?? p.price,
    displayOrder: p.display_order_id ?? null,
    qtySold: p.qty_sold ?? 0,
    published: p.published ?? true,
    inStock: p.in_stock ?? true,
    isSubscribable: p.is_subscribable ?? false,
    productTag: p.product_tag ?? 0,
    size: p.size,
    subLine: p.sub_line,
    excerpt: p.excerpt,
    image: p.image_path ?? p.file_path ?? '',
    imageAlt: p.image_alt_text ?? p.name,
    categoryName: p.product_category_name ?? null,
  })),
)
