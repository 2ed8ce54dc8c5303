/**
 * The catalogue admin call (POST /rest/auth/admin/products/{id}): only with the admin token,
 * only what it names, and it tells the mount the catalogue changed (the storefront then empties
 * its page cache and store reads).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { openTestStore, type TestStore } from './harness'

const TOKEN = 'admin-token-for-tests-0123456789'

describe('catalogue admin', () => {
  const changed = vi.fn()
  let withToken: TestStore
  let without: TestStore
  beforeAll(async () => {
    withToken = await openTestStore('pglite', { adminToken: TOKEN, onCatalogueChange: changed })
    without = await openTestStore('pglite')
    // Opening a store runs its migrations and seed: as long as the other store suites allow.
  }, 120_000)
  afterAll(async () => {
    await Promise.all([withToken?.close(), without?.close()])
  })

  const change = (store: TestStore, body: unknown, token: string | null = TOKEN, id = 1) =>
    store.call('POST', `/rest/auth/admin/products/${id}`, { body, token })

  it('does not exist without an admin token configured', async () => {
    expect((await change(without, { price: 1 })).status).toBe(404)
  })

  it('refuses a wrong or missing token, and a session token', async () => {
    const { token: sessionToken } = await withToken.session()
    for (const token of [null, 'x'.repeat(32), sessionToken])
      expect((await change(withToken, { price: 1 }, token)).status, String(token)).toBe(401)
    expect(changed).not.toHaveBeenCalled()
  })

  it('refuses a body that names nothing, anything else, or out-of-range values; unknown ids 404', async () => {
    for (const body of [{}, { name: 'x' }, { price: -1 }, { price: 'cheap' }, { published: 1 }])
      expect((await change(withToken, body)).status, JSON.stringify(body)).toBe(422)
    expect((await change(withToken, { price: 5 }, TOKEN, 999_999)).status).toBe(404)
    expect(changed).not.toHaveBeenCalled()
  })

  it('changes the product shoppers see and says so', async () => {
    const before = (await withToken.call('GET', '/rest/auth/products/free-clear-laundry-liquid'))
      .json
    const response = await change(withToken, { price: 12.34 }, TOKEN, before.data.id)
    expect(response.status).toBe(200)
    // A price: whatever shows the product is stale, and nothing else.
    expect(changed).toHaveBeenCalledExactlyOnceWith([`product-${before.data.id}`])
    const after = (await withToken.call('GET', '/rest/auth/products/free-clear-laundry-liquid'))
      .json
    expect(after.data.price).toBe(12.34)
    expect((await change(withToken, { published: false }, TOKEN, before.data.id)).status).toBe(200)
    // Off the shelves: also the lists it was on, its categories' and those across categories.
    const keys = changed.mock.lastCall![0] as string[]
    expect(keys[0]).toBe(`product-${before.data.id}`)
    expect(keys).toContain('listing-all')
    expect(keys.filter((k) => /^listing-\d+$/.test(k)).length).toBeGreaterThan(0)
    expect(
      (await withToken.call('GET', '/rest/auth/products/free-clear-laundry-liquid')).status,
    ).toBe(404)
  })

  it('names what each answer is made of in its Surrogate-Key header', async () => {
    const keysOf = (headers: Headers) => (headers.get('surrogate-key') ?? '').split(' ')
    const product = await withToken.call('GET', '/rest/auth/products/citrus-dish-soap')
    expect(keysOf(product.headers)).toEqual([`product-${product.json.data.id}`])
    const category = await withToken.call('GET', '/rest/auth/categories/slug/laundry')
    const listed = keysOf(category.headers)
    expect(listed.filter((k) => k.startsWith('listing-')).length).toBeGreaterThan(0)
    for (const p of category.json.data.products as Array<{ id: number }>)
      expect(listed).toContain(`product-${p.id}`)
    const best = await withToken.call('POST', '/rest/auth/products/best-sellers')
    expect(keysOf(best.headers)).toContain('listing-all')
    const kits = await withToken.call('POST', '/rest/auth/starterkits', { body: {} })
    expect(keysOf(kits.headers)).toContain('listing-kits')
    // A personal answer names nothing shared.
    expect(
      (await withToken.call('POST', '/rest/auth/session', { body: {} })).headers.get(
        'surrogate-key',
      ),
    ).toBeNull()
  })
})
