/**
 * Catalogue administration (not in either spec): what a merchant's back office does to a
 * product that shoppers see at once (price, published, in stock). Guarded by the admin
 * token (config.adminToken; the routes do not exist without one). Each change tells the mount
 * (config.onCatalogueChange) with the keys it makes stale (store/keys.ts), so the caches in
 * front purge only those.
 */
import { eq } from 'drizzle-orm'
import { ALL_LISTINGS, listingKey, productKey } from '../keys'
import { z } from 'zod'
import { json, notFound } from '../http'
import { defineRoute } from '../router'
import { productCategories, products } from '../schema'
import { dbIdParam } from '../validation'

const productChange = z
  .object({
    price: z.number().positive().max(100_000).optional(),
    published: z.boolean().optional(),
    in_stock: z.boolean().optional(),
  })
  .strict()
  .refine((b) => Object.keys(b).length > 0, 'names nothing to change')

export const adminRoutes = [
  defineRoute({
    method: 'POST',
    path: '/admin/products/:id',
    auth: 'admin',
    summary:
      'Changes a product (price, published, in_stock); the storefront purges the pages that show it.',
    params: z.object({ id: dbIdParam }),
    body: productChange,
    responses: { 404: 'No product with this id' },
    handler: async ({ db, params, input, config }) => {
      const changed = await db
        .update(products)
        .set({
          ...(input.price !== undefined ? { price: input.price } : {}),
          ...(input.published !== undefined ? { published: input.published } : {}),
          ...(input.in_stock !== undefined ? { inStock: input.in_stock } : {}),
        })
        .where(eq(products.id, params.id))
        .returning({ id: products.id })
      if (!changed.length) throw notFound(`No product with id ${params.id}`)
      // Stale now: whatever shows this product; and, when it joins or leaves the shelves, the
      // lists it is on (its categories', and those across categories).
      const keys = [productKey(params.id)]
      if (input.published !== undefined || input.in_stock !== undefined) {
        const shelves = await db
          .select({ id: productCategories.categoryId })
          .from(productCategories)
          .where(eq(productCategories.productId, params.id))
        keys.push(...shelves.map((c) => listingKey(c.id)), ALL_LISTINGS)
      }
      config.onCatalogueChange?.(keys)
      return json({ status: 'Success', message: 'Product changed', data: { id: params.id } })
    },
  }),
]
