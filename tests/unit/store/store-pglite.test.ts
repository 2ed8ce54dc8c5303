import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestStore, type TestStore } from './harness'
import { storeSuite } from './suite'

describe('reference store on PGlite', () => storeSuite('pglite'))

/**
 * Calls of the catalogue spec's table (§7) that the storefront's own pages do not make: the
 * reference store answers them as the table gives them.
 */
describe('catalogue calls the reference store answers', () => {
  let store: TestStore
  beforeAll(async () => {
    store = await openTestStore('pglite')
  }, 120_000)
  afterAll(async () => {
    await store?.close()
  })
  const cartItems = async (s: { session_id: string; token: string }) =>
    (
      await store.call('POST', '/rest/auth/cart', {
        body: { session_id: s.session_id },
        token: s.token,
      })
    ).json.data.items as unknown[]

  it('POST /rest/auth/cart/add-offer-to-cart: bearer, session_id and offer_product; answers ok', async () => {
    const s = await store.session()
    const body = { session_id: s.session_id, offer_product: 3 }
    const refused = await store.call('POST', '/rest/auth/cart/add-offer-to-cart', { body })
    expect(refused.status).toBe(401)
    expect(await cartItems(s)).toEqual([])
    const offer = await store.call('POST', '/rest/auth/cart/add-offer-to-cart', {
      body,
      token: s.token,
    })
    expect(offer.status).toBe(200)
    expect((await cartItems(s)).length).toBeGreaterThan(0)
  })

  it('POST /rest/auth/cart/starter-kit-add-to-cart: bearer, staterkit_type and session_id; answers success and message', async () => {
    const s = await store.session()
    const body = { staterkit_type: 'dish', session_id: s.session_id }
    const refused = await store.call('POST', '/rest/auth/cart/starter-kit-add-to-cart', { body })
    expect(refused.status).toBe(401)
    const kit = await store.call('POST', '/rest/auth/cart/starter-kit-add-to-cart', {
      body,
      token: s.token,
    })
    expect(kit.status).toBe(200)
    expect(kit.json).toMatchObject({ success: true, message: expect.any(String) })
    expect((await cartItems(s)).length).toBeGreaterThan(0)
  })

  it('GET /rest/auth/all-products/{slug}: a data array whose first element is the product', async () => {
    const slug = 'free-clear-laundry-liquid'
    const res = await store.call('GET', `/rest/auth/all-products/${slug}`)
    expect(res.status).toBe(200)
    expect(Array.isArray(res.json.data)).toBe(true)
    expect(res.json.data[0]).toMatchObject({ slug, name: expect.any(String) })
    const detail = await store.call('GET', `/rest/auth/products/${slug}`)
    expect(res.json.data[0].id).toBe(detail.json.data.id)
  })
})
