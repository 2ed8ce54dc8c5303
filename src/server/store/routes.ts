import { authRoutes } from './handlers/auth'
import { newsletterRoutes } from './handlers/newsletter'
import { searchRoutes } from './handlers/search'
import type { StoreRoute } from './router'

/** Every endpoint of the reference store, in one table (also the OpenAPI document's source). */
export const storeRoutes: StoreRoute[] = [...authRoutes, ...newsletterRoutes, ...searchRoutes]
