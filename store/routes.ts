import { adminRoutes } from './handlers/admin'
import { authRoutes } from './handlers/auth'
import { cartRoutes } from './handlers/cart'
import { catalogueRoutes } from './handlers/catalogue'
import { graphqlRoute, kitRoutes } from './handlers/kits'
import { newsletterRoutes } from './handlers/newsletter'
import { searchRoutes } from './handlers/search'
import { json } from './http'
import { openApiDocument } from './openapi'
import { defineRoute, type StoreRoute } from './router'

/** Every /rest/auth endpoint of the reference store, in one table (also the OpenAPI source). */
export const storeRoutes: StoreRoute[] = [
  ...authRoutes,
  ...newsletterRoutes,
  ...searchRoutes,
  ...catalogueRoutes,
  ...cartRoutes,
  ...kitRoutes,
  ...adminRoutes,
  defineRoute({
    method: 'GET',
    path: '/openapi.json',
    auth: 'none',
    summary: 'This OpenAPI document (committed as docs/store-api.openapi.json).',
    handler: async () => json(storeOpenApi()),
  }),
]

export const graphqlRoutes: StoreRoute[] = [graphqlRoute]

/** The document for every endpoint, including POST /graphql. */
export function storeOpenApi() {
  return openApiDocument([...storeRoutes, ...graphqlRoutes])
}
