/**
 * GET /api/ingredients/{call}: the explorer's reads, made by the server with the shopper's
 * token and sanitised there (src/server/ingredient-http.ts).
 */
import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { handleIngredientRequest } from '~/server/ingredient-http'
import { captureLogs, fakeStore } from '../api/helpers'

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

const ingredient = {
  id: 7,
  name: 'Sodium citrate',
  function: '<b>Softens</b> water<script>alert(1)</script>',
  description: '<p onclick="steal()">From citrus</p><a href="javascript:alert(1)">more</a>',
  rating: 1,
  products: [{ name: 'Free & Clear Laundry Liquid', slug: 'free-clear-laundry-liquid' }],
}

function store() {
  return fakeStore({
    'POST /rest/auth/ingredients/fetch-ingredient-products': ({ headers }) =>
      headers.get('authorization') === 'Bearer good-token-0123456789'
        ? { json: { status: 'Success', products: [{ id: 3, name: 'Laundry Liquid' }] } }
        : { status: 401, json: { status: 'Error', message: 'Unauthorized' } },
    'POST /rest/auth/ingredients/fetch-ingredients': ({ headers }) =>
      headers.get('authorization') === 'Bearer good-token-0123456789'
        ? { json: { status: 'Success', ingredients: [ingredient] } }
        : { status: 401, json: { status: 'Error', message: 'Unauthorized' } },
  })
}

const get = (path: string, authorization?: string) => {
  const [call, query = ''] = path.split('?')
  return handleIngredientRequest(
    new Request(`https://shop.test/api/ingredients/${call}${query ? `?${query}` : ''}`, {
      headers: authorization === undefined ? {} : { authorization },
    }),
    call!,
  )
}

describe('/api/ingredients', () => {
  it("reads the store with the shopper's token and answers its HTML sanitised, never cached [Catalogue §7.15]", async () => {
    const seen = store()
    const response = await get('list?product=all', 'Bearer good-token-0123456789')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const [item] = (await response.json()) as (typeof ingredient)[]
    expect(item!.function).toBe('<b>Softens</b> water')
    expect(item!.description).not.toMatch(/onclick|javascript:/)
    expect(item!.description).toContain('From citrus')
    expect(item!.products).toEqual(ingredient.products)
    const call = seen.find((s) => s.path === '/rest/auth/ingredients/fetch-ingredients')!
    expect(call.body).toEqual({ product_id: 'all' })

    await get('list?product=3', 'Bearer good-token-0123456789')
    expect(seen.at(-1)!.body).toEqual({ product_id: 3 })
  })

  it("answers the picker's products [Catalogue §7.14]", async () => {
    const seen = store()
    const response = await get('products', 'Bearer good-token-0123456789')
    expect(await response.json()).toEqual([{ id: 3, name: 'Laundry Liquid' }])
    // POST with the bearer token (the fake answers no other) and no body.
    const call = seen.find((s) => s.path === '/rest/auth/ingredients/fetch-ingredient-products')!
    expect(call.method).toBe('POST')
    expect(call.body).toBeUndefined()
  })

  it('is a 401 without a token, with one that cannot be one, or one the store refuses', async () => {
    const seen = store()
    for (const header of [undefined, '', 'Basic abc', 'Bearer ', 'Bearer a b', 'Bearer x\u0001y']) {
      const response = await get('products', header)
      expect(response.status, String(header)).toBe(401)
      expect(response.headers.get('www-authenticate')).toBe('Bearer')
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(await response.json()).toEqual({ message: 'A bearer token is required' })
    }
    expect(seen.filter((s) => s.path.includes('ingredients'))).toHaveLength(0)
    captureLogs()
    const refused = await get('products', 'Bearer stale-token-0123456789')
    expect(refused.status).toBe(401)
    expect(await refused.json()).toEqual({ message: 'The token was refused' })
  })

  it('is a 400 naming a product that cannot be one, a 404 for another call', async () => {
    store()
    for (const product of ['', 'some', '0', '-1', '1.5', '1e3', '99999999999', 'all ']) {
      const response = await get(
        `list?product=${encodeURIComponent(product)}`,
        'Bearer good-token-0123456789',
      )
      expect(response.status, product).toBe(400)
      expect(await response.json()).toEqual({ message: 'Invalid "product"' })
    }
    expect((await get('everything', 'Bearer good-token-0123456789')).status).toBe(404)
  })

  it('a store that cannot answer is a 503 no cache keeps', async () => {
    fakeStore({
      'POST /rest/auth/ingredients/fetch-ingredient-products': { network: true },
    })
    const logs = captureLogs()
    const response = await get('products', 'Bearer good-token-0123456789')
    expect(response.status).toBe(503)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(logs.lines.join('\n')).toContain('11801.01')
  })

  it('never answers a 5xx for any product value, nor for any header (fuzzed)', async () => {
    store()
    captureLogs()
    // Any product with a good token: parsed, then a 200 or a 400, never more.
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 40 }), async (product) => {
        const response = await get(
          `list?product=${encodeURIComponent(product)}`,
          'Bearer good-token-0123456789',
        )
        expect([200, 400]).toContain(response.status)
      }),
      { numRuns: 200 },
    )
    // Any header a request can carry, with a product that is one: a 401, or a 200 for the
    // good token.
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 80 }), async (h) => {
        let header: string
        try {
          header = new Headers({ authorization: h }).get('authorization')!
        } catch {
          return // not a header a request can carry
        }
        const response = await get('list?product=3', header)
        expect([200, 401]).toContain(response.status)
      }),
      { numRuns: 200 },
    )
  })
})
