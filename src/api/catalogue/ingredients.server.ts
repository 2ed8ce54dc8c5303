/**
 * Ingredient calls (catalogue §7): the explorer's products and the ingredients of one product
 * or all (bearer: the token the explorer obtained), and the ingredients page's full list.
 * Function and description arrive as HTML: callers sanitise before showing them. Called on the
 * server only (the explorer's browser reads go through /api/ingredients, which sanitises).
 */
import { z } from 'zod/mini'
import { storeRequest } from '~/api/http'
import { withToken } from '~/api/visitor/session'
import { maybe, num } from '~/api/wire'

const ingredientSchema = z.pipe(
  z.object({
    id: z.number(),
    name: z.string(),
    function: maybe(z.string()),
    description: maybe(z.string()),
    rating: maybe(num),
    products: z._default(z.array(z.object({ name: z.string(), slug: z.string() })), []),
  }),
  z.transform((i) => ({
    ...i,
    function: i.function ?? '',
    description: i.description ?? '',
    rating: i.rating ?? null,
  })),
)

/** POST /rest/auth/ingredients/fetch-ingredient-products (bearer, no body). */
export const fetchIngredientProducts = (token: string) =>
  storeRequest('/rest/auth/ingredients/fetch-ingredient-products', {
    method: 'POST',
    token,
    schema: z.pipe(
      z.object({ products: z.array(z.object({ id: z.number(), name: z.string() })) }),
      z.transform((b) => b.products),
    ),
    code: '11801.01',
  })

/** POST /rest/auth/ingredients/fetch-ingredients (bearer): { product_id: id or "all" }. */
export const fetchIngredients = (productId: number | 'all', token: string) =>
  storeRequest('/rest/auth/ingredients/fetch-ingredients', {
    method: 'POST',
    token,
    body: { product_id: productId },
    schema: z.pipe(
      z.object({ ingredients: z.array(ingredientSchema) }),
      z.transform((b) => b.ingredients),
    ),
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
      cacheMs: 60_000,
    }),
  ).then((b) => b.data.ingredients)
