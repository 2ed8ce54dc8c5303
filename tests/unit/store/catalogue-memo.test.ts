/**
 * The store keeps its whole-catalogue listings built per catalogue version
 * (store/catalogue-memo.ts): an answer after any write (the admin call, another instance on the
 * same database, a hand-run UPDATE) shows it at once, and answers for different parameters or
 * callers are never mixed up.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { log } from '~/server/logger.server'
import { openDatabase, type StoreDatabase } from '#store/db'
import { attachStore, openTestStore, type TestStore } from './harness'

const TOKEN = 'admin-token-for-tests-0123456789'
const LISTINGS = [
  '/rest/auth/categories',
  '/rest/auth/all-products',
  '/rest/auth/products/subcategory/laundry',
  '/rest/auth/categories/slug/laundry',
] as const

interface Card {
  id: number
  price: number
  in_stock: boolean
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any

/** Every card of a listing answer, whatever its shape. */
function cards(path: string, json: Json): Card[] {
  const data = json.data
  const ofCategory = (c: Json): Card[] => [
    ...(c.products as Card[]),
    ...((c.subcategories ?? []) as Json[]).flatMap((s: Json) => s.products as Card[]),
  ]
  if (path.endsWith('/all-products')) return (data as Card[][]).flat()
  if (path.includes('/subcategory/')) return (data as Json[]).flatMap(ofCategory)
  if (path.includes('/categories/slug/')) return ofCategory(data)
  return (data as Json[]).flatMap(ofCategory)
}

async function cardOf(store: TestStore, path: string, id: number) {
  const { status, json } = await store.call('GET', path)
  expect(status, path).toBe(200)
  return cards(path, json).find((c) => c.id === id)
}

/** Price, stock and publishing through `writer` are in every listing `reader` sends next. */
async function writesShowAtOnce(writer: TestStore, reader: TestStore) {
  const product = (await reader.call('GET', '/rest/auth/products/free-clear-laundry-liquid')).json
    .data as Card
  const change = (body: unknown) =>
    writer.call('POST', `/rest/auth/admin/products/${product.id}`, { body, token: TOKEN })
  // Warm: each listing built and kept.
  for (const path of LISTINGS) expect(await cardOf(reader, path, product.id)).toBeDefined()

  const price = Math.round(product.price * 100 + 137) / 100
  expect((await change({ price })).status).toBe(200)
  for (const path of LISTINGS)
    expect((await cardOf(reader, path, product.id))?.price, path).toBe(price)

  expect((await change({ in_stock: false })).status).toBe(200)
  for (const path of LISTINGS)
    expect((await cardOf(reader, path, product.id))?.in_stock, path).toBe(false)

  expect((await change({ published: false })).status).toBe(200)
  for (const path of LISTINGS) expect(await cardOf(reader, path, product.id), path).toBeUndefined()

  expect((await change({ published: true, in_stock: true, price: product.price })).status).toBe(200)
  for (const path of LISTINGS)
    expect(await cardOf(reader, path, product.id), path).toMatchObject({
      price: product.price,
      in_stock: true,
    })
}

describe('catalogue listings kept per version (PGlite)', () => {
  let store: TestStore
  beforeAll(async () => {
    store = await openTestStore('pglite', { adminToken: TOKEN })
  }, 120_000)
  afterAll(async () => {
    await store?.close()
  })

  // Some twenty listings built: more than the default timeout on a loaded machine.
  it('shows a price, stock or publishing change in the very next answer', async () => {
    await writesShowAtOnce(store, store)
  }, 60_000)

  it('shows a write made by hand on the database (not through the store)', async () => {
    const path = '/rest/auth/categories'
    const id = 1
    const before = await cardOf(store, path, id)
    await store.database.db.execute(sql`update products set price = price + 1 where id = ${id}`)
    expect((await cardOf(store, path, id))?.price).toBeCloseTo(before!.price + 1, 2)
    await store.database.db.execute(sql`update products set price = price - 1 where id = ${id}`)
    expect((await cardOf(store, path, id))?.price).toBeCloseTo(before!.price, 2)
  })

  it('keeps an answer per route and parameter, never one for another', async () => {
    const order = async (path: string) =>
      cards(path, (await store.call('GET', path)).json).map((c) => c.id)
    const cases = [
      '/rest/auth/categories',
      '/rest/auth/categories?sort=price-asc',
      '/rest/auth/categories?sort=price-desc',
      '/rest/auth/products/subcategory/laundry',
      '/rest/auth/products/subcategory/laundry?filter=popular',
      '/rest/auth/products/subcategory/dish',
      '/rest/auth/categories/slug/laundry?sort=price-desc',
    ]
    // Each asked twice, interleaved: the second (kept) answer is the first's.
    const first = await Promise.all(cases.map((path) => store.call('GET', path)))
    const second = await Promise.all(cases.map((path) => store.call('GET', path)))
    for (const [i, path] of cases.entries()) {
      expect(second[i]!.json, path).toEqual(first[i]!.json)
      // The Surrogate-Key header names what the kept answer is made of, as the built one did.
      expect(second[i]!.headers.get('surrogate-key'), path).toBe(
        first[i]!.headers.get('surrogate-key'),
      )
    }
    const asc = await order('/rest/auth/categories?sort=price-asc')
    expect(asc).not.toEqual(await order('/rest/auth/categories?sort=price-desc'))
    expect(await order('/rest/auth/products/subcategory/dish')).not.toEqual(
      await order('/rest/auth/products/subcategory/laundry'),
    )
    // An unknown slug stays a 404 (nothing kept for it), asked again or not.
    for (let i = 0; i < 2; i++)
      expect(
        (await store.call('GET', '/rest/auth/products/subcategory/no-such-thing')).status,
      ).toBe(404)
  })

  it('still checks each caller: a kept answer does not skip an unknown bearer', async () => {
    const path = '/rest/auth/categories'
    const anonymous = await store.call('GET', path)
    const { token } = await store.session()
    expect((await store.call('GET', path, { token })).json).toEqual(anonymous.json)
    expect((await store.call('GET', path, { token: 'x'.repeat(32) })).status).toBe(401)
  })
})

describe('catalogue listings kept per version (two instances on one PostgreSQL)', () => {
  let a: TestStore
  let b: TestStore
  let bDatabase: StoreDatabase
  beforeAll(async () => {
    a = await openTestStore('postgres', { adminToken: TOKEN })
    // A second instance: its own connection pool, as another server process has.
    bDatabase = await openDatabase({ kind: 'postgres', url: a.url! }, log)
    b = await attachStore(bDatabase, { adminToken: TOKEN })
  }, 120_000)
  afterAll(async () => {
    await b?.close()
    await bDatabase?.close()
    await a?.close()
  })

  it("shows a write through one instance in the other's next answer", async () => {
    await writesShowAtOnce(a, b)
    await writesShowAtOnce(b, a)
  }, 60_000)
})
