/** Ingredient explorer calls (bearer): the products list and the ingredients of one product or all. */
import { z } from 'zod'
import { storeRequest } from './http'
import { num } from './schemas'
import { withToken } from './session'

const ingredientSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    function: z.string().nullable().optional(),
    description: z.string().nullable().optional(),
    rating: num,
    products: z
      .array(z.object({ name: z.string(), slug: z.string() }))
      .optional()
      .default([]),
  })
  .transform((i) => ({ ...i, function: i.function ?? '', description: i.description ?? '' }))

export type Ingredient = z.output<typeof ingredientSchema>

export const fetchIngredientProducts = () =>
  withToken((token) =>
    storeRequest('/rest/auth/ingredients/fetch-ingredient-products', {
      method: 'POST',
      token,
      schema: z
        .object({ products: z.array(z.object({ id: z.number(), name: z.string() })) })
        .transform((b) => b.products),
      code: '11801.01',
    }),
  )

export const fetchIngredients = (productId: number | 'all') =>
  withToken((token) =>
    storeRequest('/rest/auth/ingredients/fetch-ingredients', {
      method: 'POST',
      token,
      body: { product_id: productId },
      schema: z.object({ ingredients: z.array(ingredientSchema) }).transform((b) => b.ingredients),
      code: '11801.02',
    }),
  )
