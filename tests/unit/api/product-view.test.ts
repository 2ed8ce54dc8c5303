/** The product page's data as the server reads it (src/api/product/page.server.ts). */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadProductPage } from '~/api/product/page.server'
import { fakeStore, wireProduct } from './helpers'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the product page’s reviews', () => {
  it('the product page reads its reviews for the product’s sku [Shell §7.24]', async () => {
    const summary = { count: 0, average: 0, reviews: [] }
    const seen = fakeStore({
      'GET /rest/auth/products/soap': {
        json: { status: 'Success', data: wireProduct(14, { slug: 'soap', sku: 'CH-14' }) },
      },
      'GET /rest/auth/reviews/CH-14': { json: { status: 'Success', data: summary } },
    })
    const page = await loadProductPage('soap')
    expect(page).toMatchObject({ kind: 'found', product: { sku: 'CH-14' }, reviews: summary })
    expect(seen.filter((s) => s.path.startsWith('/rest/auth/reviews/')).map((s) => s.path)).toEqual(
      ['/rest/auth/reviews/CH-14'],
    )
  })
})
