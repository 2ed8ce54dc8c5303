/**
 * Ingredient calls (catalogue §7): the explorer's products and the ingredients of one product
 * or all (bearer: the token the explorer obtained), and the ingredients page's full list.
 * Function and description arrive as HTML: callers sanitise before showing them.
 */
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
    rating: num.nullable().optional(),
    products: z
      .array(z.object({ name: z.string(), slug: z.string() }))
      .optional()
      .default([]),
  })
  .transform((i) => ({
    ...i,
    function: i.function ?? '',
    description: i.description ?? '',
    rating: i.rating ?? null,
  }))

export type Ingredient = z.output<typeof ingredientSchema>

/** POST /rest/auth/ingredients/fetch-ingredient-products (bearer, no body). */
export const fetchIngredientProducts = (token: string) =>
  storeRequest('/rest/auth/ingredients/fetch-ingredient-products', {
    method: 'POST',
    token,
    schema: z
      .object({ products: z.array(z.object({ id: z.number(), name: z.string() })) })
      .transform((b) => b.products),
    code: '11801.01',
  })

/** POST /rest/auth/ingredients/fetch-ingredients (bearer): { product_id: id or "all" }. */
export const fetchIngredients = (productId: number | 'all', token: string) =>
  storeRequest('/rest/auth/ingredients/fetch-ingredients', {
    method: 'POST',
    token,
    body: { product_id: productId },
    schema: z.object({ ingredients: z.array(ingredientSchema) }).transform((b) => b.ingredients),
    code: '11801.02',
  })

/**
 * GET /rest/auth/ingredients/page: every ingredient with its rating and products, for the
 * server-rendered ingredients page (the storefront's own session). Logged 11801.03.
 */
export const fetchIngredientsPage = () =>
  withToken((token) =>
    storeRequest('/rest/auth/ingredients/page', {
      token,
      schema: z.object({ data: z.object({ ingredients: z.array(ingredientSchema) }) }),
      code: '11801.03',
    }),
  ).then((b) => b.data.ingredients)
