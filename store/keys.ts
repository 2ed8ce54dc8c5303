/**
 * What an answer is made of, for the caches in front of the store: each call runs with a set
 * the catalogue's shaping functions add to (`product-12` for a product sent, `listing-3` for
 * the published products of category 3, `listing-all` for a list across categories, `kit-2`,
 * `listing-kits`), and the router sends it as the answer's `Surrogate-Key` header. A catalogue
 * change names the keys it makes stale (config.onCatalogueChange), so a price change purges
 * the pages that show that product and nothing else.
 */
import { AsyncLocalStorage } from 'node:async_hooks'

const scope = new AsyncLocalStorage<Set<string>>()

export const SURROGATE_KEY = 'surrogate-key'

/** Notes that the answer being built holds these entries. */
export function touch(...keys: string[]): void {
  const keys_ = scope.getStore()
  if (keys_) for (const key of keys) keys_.add(key)
}

/** Runs `build` apart, with the keys it touched (a memoised answer names them on each use). */
export async function collectKeys<T>(
  build: () => Promise<T>,
): Promise<{ value: T; keys: string[] }> {
  const keys = new Set<string>()
  const value = await scope.run(keys, build)
  return { value, keys: [...keys] }
}

/** Runs a call's handler, then names on its answer what it touched. */
export async function withKeys(handler: () => Promise<Response>): Promise<Response> {
  const keys = new Set<string>()
  const response = await scope.run(keys, handler)
  if (keys.size === 0) return response
  try {
    response.headers.set(SURROGATE_KEY, [...keys].join(' '))
    return response
  } catch {
    const copy = new Response(response.body, response)
    copy.headers.set(SURROGATE_KEY, [...keys].join(' '))
    return copy
  }
}

export const productKey = (id: number) => `product-${id}`
export const listingKey = (categoryId: number) => `listing-${categoryId}`
export const kitKey = (id: number) => `kit-${id}`
/** Lists across categories (best sellers, search, popular): a publish anywhere changes them. */
export const ALL_LISTINGS = 'listing-all'
export const KIT_LISTING = 'listing-kits'
