/**
 * The ingredient explorer's reads from the browser (catalogue §7), through this server's
 * /api/ingredients (src/server/ingredient-http.ts): it calls the store with the shopper's token
 * and sanitises the HTML, so neither the sanitiser nor the store's schemas load in the browser.
 */
import { readOwnApi } from '~/api/base'
import type { IngredientView } from '~/api/catalogue/blocks.server'

/** POST /rest/auth/ingredients/fetch-ingredient-products, made by the server (11801.01). */
export const readExplorerProducts = (token: string) =>
  readOwnApi<Array<{ id: number; name: string }>>(
    '/api/ingredients/products',
    'Ingredient products',
    token,
  )

/** POST /rest/auth/ingredients/fetch-ingredients, made by the server (11801.02). */
export const readExplorerIngredients = (productId: number | 'all', token: string) =>
  readOwnApi<IngredientView[]>(
    `/api/ingredients/list?product=${encodeURIComponent(productId)}`,
    'Ingredients',
    token,
  )
