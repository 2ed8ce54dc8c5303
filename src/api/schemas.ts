/** Wire schemas shared by the resource modules: numbers that arrive as strings, product cards. */
import { z } from 'zod'
import { NUMERIC, toFlag } from './wire'

/** A price or count that may arrive as a number or a numeric string (classic twin of wire.num). */
export const num = z.union([z.number(), z.string().regex(NUMERIC)]).transform((v) => Number(v))

export const flag = z.union([z.boolean(), z.number(), z.string()]).transform(toFlag)

const text = z
  .string()
  .nullable()
  .optional()
  .transform((v) => v ?? '')

/** A product as listings send it, reshaped for the storefront (catalogue spec §3 "as mapped"). */
export const productSchema = z
  .object({
    id: z.number().int(),
    sticky_id: num.nullable().optional(),
    name: z.string(),
    slug: z.string(),
    sku: text,
    price: num,
    msrp: num.nullable().optional(),
    discount_price: num.nullable().optional(),
    sale_price: num.nullable().optional(),
    display_order_id: num.nullable().optional(),
    qty_sold: num.nullable().optional(),
    published: flag.optional(),
    in_stock: flag.optional(),
    is_subscribable: flag.optional(),
    product_tag: num.nullable().optional(),
    size: text,
    sub_line: text,
    excerpt: text,
    image_path: z.string().nullable().optional(),
    file_path: z.string().nullable().optional(),
    image_alt_text: z.string().nullable().optional(),
    product_category_name: z.string().nullable().optional(),
  })
  .transform((p) => ({
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
  }))

export type Product = z.output<typeof productSchema>
