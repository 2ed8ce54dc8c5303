/**
 * GET /api/{scope}/{call}: the browser's side of the reads the server's render makes directly
 * (src/server/own-reads.ts). Each read's parameters are declared once, in its resource's table
 * (src/api/calls.server.ts): what the endpoint refuses is what the render's own call refuses,
 * at the same bounds (the blocks' fields' own: best sellers 1 to 24, featured categories 0 to
 * 48, at most 12 picked products).
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { InputError } from '~/api/calls.server'
import { blockCalls } from '~/api/catalogue/blocks.server'
import { productCalls } from '~/api/product/page.server'
import { flowCalls } from '~/flow-catalog/queries.server'
import {
  handleBlockRequest,
  handleContentRequest,
  handleFlowsRequest,
  handleListingRequest,
  handleProductRequest,
} from '~/server/own-reads'
import { captureLogs, fakeStore } from '../api/helpers'

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

type Handler = (request: Request, call: string) => Promise<Response>
const get = (handler: Handler, scope: string, path: string) => {
  const [call, query = ''] = path.split('?')
  return handler(new Request(`https://shop.test/api/${scope}/${call}?${query}`), call!)
}

describe('/api/blocks', () => {
  it.each([
    ['best-sellers?limit=1', 200],
    ['best-sellers?limit=24', 200],
    ['best-sellers?limit=0', 400],
    ['best-sellers?limit=25', 400],
    ['best-sellers?limit=1e1', 400],
    ['best-sellers', 400],
    ['featured-categories?limit=0', 200],
    ['featured-categories?limit=48', 200],
    ['featured-categories?limit=49', 400],
    ['featured-categories?limit=-1', 400],
    ['reviews?sku=CH-1.a_b', 200],
    ['reviews?sku=' + 'A'.repeat(40), 200],
    ['reviews?sku=' + 'A'.repeat(41), 400],
    ['reviews?sku=a%20b', 400],
    ['reviews', 400],
    ['products?slugs=a,b-2,invalid', 200],
    ['products?slugs=' + Array.from({ length: 12 }, (_, i) => `p-${i}`).join(','), 200],
    ['products?slugs=' + Array.from({ length: 13 }, (_, i) => `p-${i}`).join(','), 400],
    ['products?slugs=' + 'a'.repeat(120), 200],
    ['products?slugs=' + 'a'.repeat(121), 400],
    ['products?slugs=Not-A-Slug', 400],
    ['ingredients', 200],
  ])('%s answers %i', async (path, status) => {
    fakeStore({})
    captureLogs()
    const response = await get(handleBlockRequest, 'blocks', path)
    expect(response.status).toBe(status)
    if (status === 400) {
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect((await response.json()).message).toMatch(/^Invalid "(limit|sku|slugs)"$/)
    } else {
      expect(response.headers.get('cache-control')).toBe(
        'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
      )
    }
  })

  it("the render's own call refuses the same input (one declaration, not two)", () => {
    expect(() => blockCalls['best-sellers'](new URLSearchParams({ limit: '25' }))).toThrow(
      InputError,
    )
    expect(() => blockCalls.reviews(new URLSearchParams({ sku: 'a b' }))).toThrow(InputError)
  })
})

describe('/api/product', () => {
  it.each([
    ['page?slug=free-clear-laundry-liquid', 200],
    ['page?slug=' + 'a'.repeat(5000), 200],
    ['videos', 200],
    ['videos?howTo=abc_DEF-123', 200],
    ['recommendations?id=1', 200],
    ['recommendations?id=2147483647', 200],
    ['recommendations?id=2147483648', 400],
    ['recommendations?id=0', 400],
    ['recommendations?id=0x10', 400],
  ])('%s answers %i', async (path, status) => {
    const seen = fakeStore({})
    captureLogs()
    const response = await get(handleProductRequest, 'product', path)
    expect(response.status).toBe(status)
    // A slug is cut to 1 000 characters before the store is asked.
    for (const r of seen.filter((r) => r.path.startsWith('/rest/auth/products/')))
      expect(r.path.length).toBeLessThanOrEqual('/rest/auth/products/'.length + 1000)
  })

  it('a store id that is no video id is the failed preview, asked of no host [Shell §8.17]', async () => {
    const seen = fakeStore({})
    captureLogs()
    const response = await get(
      handleProductRequest,
      'product',
      `videos?howTo=${'a'.repeat(5000)}&review=a%20b`,
    )
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body.howTo.failed).toBe(true)
    expect(body.review).toBeNull()
    expect(seen.filter((r) => r.path.includes('oembed'))).toEqual([])
  })

  it("the render's own call refuses the same ids", () => {
    expect(() => productCalls.recommendations(new URLSearchParams({ id: '0' }))).toThrow(InputError)
  })
})

describe('/api/flows, /api/listings, /api/content', () => {
  it('an unknown call is a 404 naming it; bad keys a 400', async () => {
    fakeStore({})
    for (const [handler, scope] of [
      [handleFlowsRequest, 'flows'],
      [handleListingRequest, 'listings'],
      [handleContentRequest, 'content'],
      [handleProductRequest, 'product'],
      [handleBlockRequest, 'blocks'],
    ] as const) {
      const response = await get(handler, scope, 'toString')
      expect(response.status).toBe(404)
      expect((await response.json()).message).toBe(`No ${scope} call named toString`)
    }
    expect((await get(handleFlowsRequest, 'flows', 'facts?key=Bad%20Key')).status).toBe(400)
    expect((await get(handleFlowsRequest, 'flows', 'facts?key=' + 'a'.repeat(61))).status).toBe(400)
    expect(() => flowCalls.path(new URLSearchParams({ key: 'account', id: 'A B' }))).toThrow(
      InputError,
    )
    expect((await get(handleFlowsRequest, 'flows', 'facts?key=no-such-flow')).status).toBe(200)
    // Loads every flow's catalogue on first use.
  }, 30_000)
})
