/**
 * Catalogue administration (not in either spec): what a merchant's back office does to a
 * product that shoppers see at once (price, published, in stock). Guarded by the admin
 * token (config.adminToken; the routes do not exist without one). Each change tells the mount
 * (config.onCatalogueChange), whose caches of the catalogue it makes stale.
 */
import { eq } from 'drizzle-orm'
import { z } from 'zod'
import { json, notFound } from '../http'
import { defineRoute } from '../router'
import { products } from '../schema'
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
      'Changes a product (price, published, in_stock); the storefront empties its page cache.',
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
      config.onCatalogueChange?.()
      return json({ status: 'Success', message: 'Product changed', data: { id: params.id } })
    },
  }),
]
