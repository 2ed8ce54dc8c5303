/**
 * GET /api/ingredients/{products|list}: the ingredient explorer's reads (catalogue §7), made here
 * on the shopper's behalf with the bearer token the explorer obtained, so the store's HTML is
 * sanitised on the server and the browser loads no sanitiser (ADR 0006). Private: each answer is
 * read with one shopper's token. No token, or one that cannot be a token, is a 401 that never
 * reaches the store; a token the store refuses is a 401 too.
 */
import { StoreApiError } from '~/api/http'
import { type Calls, InputError, intParam } from '~/api/calls.server'
import { jsonCallHandler } from './json-calls'

/** Printable ASCII without spaces, as a bearer token is; the store decides whether it is one. */
const BEARER = /^Bearer ([\x21-\x7e]{1,512})$/

function bearer(request: Request): string {
  const token = BEARER.exec(request.headers.get('authorization') ?? '')?.[1]
  if (!token) throw new InputError('A bearer token is required', 401)
  return token
}

/** The store refusing the token is the caller's 401, not this server's failure. */
async function asShopper<T>(read: Promise<T>): Promise<T> {
  try {
    return await read
  } catch (error) {
    const status = error instanceof StoreApiError ? error.details.status : undefined
    if (status === 401 || status === 403) throw new InputError('The token was refused', 401)
    throw error
  }
}

const calls = {
  products: async (_: URLSearchParams, request: Request) => {
    const token = bearer(request)
    const { loadExplorerProducts } = await import('~/api/catalogue/blocks.server')
    return asShopper(loadExplorerProducts(token))
  },
  list: async (p: URLSearchParams, request: Request) => {
    const token = bearer(request)
    // "all" or a product id: the store's ids are positive int4.
    const product = p.get('product') === 'all' ? 'all' : intParam(p, 'product', 1, 2_147_483_647)
    const { loadExplorerIngredients } = await import('~/api/catalogue/blocks.server')
    return asShopper(loadExplorerIngredients(product, token))
  },
} satisfies Calls

export const handleIngredientRequest = jsonCallHandler('ingredients', async () => calls, {
  cacheControl: 'private, no-store',
  unavailable: 'The ingredients are unavailable right now',
})
