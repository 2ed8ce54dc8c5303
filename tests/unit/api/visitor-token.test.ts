/**
 * The visitor's session token on the store calls (catalogue §6): which calls carry the bearer
 * token, the product detail that goes without one, and the product view that waits for it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { addToCart, fetchCart } from '~/api/cart/add'
import { fetchProduct } from '~/api/catalogue/reads.server'
import { fetchIngredientsPage } from '~/api/catalogue/ingredients.server'
import { addStarterKitToCart, fetchOfferBundle, fetchStarterKits } from '~/api/catalogue/kits'
import { trackProductView } from '~/api/product/view-event'
import { captureLogs, fakeStore } from './helpers'

afterEach(() => {
  vi.unstubAllGlobals()
})

const product = { id: 7, name: 'Soap', slug: 'soap', price: '10', published: 1 }

describe("the visitor's token", () => {
  it('a bearer token from the session goes on product, cart, offer, ingredient and starter-kit calls [Catalogue §6.4]', async () => {
    const seen = fakeStore({
      'GET /rest/auth/products/soap': { json: { status: 'Success', data: product } },
      'POST /rest/auth/cart': {
        json: {
          status: 'Success',
          data: {
            items: [],
            discount_total: 0,
            subtotal: 0,
            tier_slab: 0,
            total_subscription_items: 0,
          },
        },
      },
      'POST /rest/auth/cart/add-to-cart': { json: { success: true } },
      'GET /rest/auth/offers/fetch-offer-bundle/3': { json: { products: [] } },
      'GET /rest/auth/ingredients/page': { json: { data: { ingredients: [] } } },
      'POST /rest/auth/starterkits': { json: { status: 'Success', data: [] } },
      'POST /rest/auth/cart/add-to-cart-starterkit': { json: { success: true } },
    })
    await fetchProduct('soap')
    await fetchCart()
    await addToCart({ productId: 7, quantity: 1, subscribe: true, frequency: 9 })
    expect(await fetchOfferBundle(3)).toEqual({ status: 'ok', products: [] })
    await fetchIngredientsPage()
    await fetchStarterKits()
    await addStarterKitToCart(3, true)
    const calls = seen.filter((s) => s.path !== '/rest/auth/session')
    expect(calls.map((s) => `${s.method} ${s.path}`)).toEqual([
      'GET /rest/auth/products/soap',
      'POST /rest/auth/cart',
      'POST /rest/auth/cart/add-to-cart',
      'GET /rest/auth/offers/fetch-offer-bundle/3',
      'GET /rest/auth/ingredients/page',
      'POST /rest/auth/starterkits',
      'POST /rest/auth/cart/add-to-cart-starterkit',
    ])
    for (const call of calls)
      expect(call.headers.get('authorization'), call.path).toBe('Bearer t-1')
  })

  it('product detail is read without a token when the session gives none [Catalogue §6.5]', async () => {
    const seen = fakeStore({
      'POST /rest/auth/session': { status: 500 },
      'GET /rest/auth/products/soap': { json: { status: 'Success', data: product } },
    })
    captureLogs()
    expect(await fetchProduct('soap')).toMatchObject({ id: 7, name: 'Soap' })
    const call = seen.find((s) => s.path === '/rest/auth/products/soap')!
    expect(call.headers.has('authorization')).toBe(false)
  })

  it('the product API accepts "Success" in any letter case [Catalogue §5.13]', async () => {
    for (const status of ['Success', 'SUCCESS', 'success', 'sUcCeSs']) {
      fakeStore({ 'GET /rest/auth/products/soap': { json: { status, data: product } } })
      expect(await fetchProduct('soap'), status).toMatchObject({ id: 7 })
    }
    fakeStore({ 'GET /rest/auth/products/soap': { json: { status: 'Successful', data: product } } })
    await expect(fetchProduct('soap')).rejects.toThrow('API Error')
  })

  it('a product view is sent only with the session: the product id, session id and token [Catalogue §4.31]', async () => {
    let seen = fakeStore({
      'POST /rest/auth/session': { status: 500 },
      'POST /rest/auth/events/product-view': { json: { status: 'Success' } },
    })
    captureLogs()
    expect(await trackProductView(14)).toBe(false)
    expect(seen.filter((s) => s.path === '/rest/auth/events/product-view')).toEqual([])
    seen = fakeStore({ 'POST /rest/auth/events/product-view': { json: { status: 'Success' } } })
    expect(await trackProductView(14)).toBe(true)
    const views = seen.filter((s) => s.path === '/rest/auth/events/product-view')
    expect(views).toHaveLength(1)
    expect(views[0]!.body).toEqual({ id: 14, trulyfree_session_id: 's-1' })
    expect(views[0]!.headers.get('authorization')).toBe('Bearer t-1')
  })
})
