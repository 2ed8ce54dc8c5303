import { sql } from 'drizzle-orm'
import { afterAll, expect, it } from 'vitest'
import { resultRows } from '#store/db'
import { catalogue } from '#store/seed/catalogue'
import { openTestStore, type TestStore } from './harness'

let store: TestStore | undefined
afterAll(() => store?.close())

it('STORE_SEED_SCALE adds generated products for benchmarks, searchable like the seed', async () => {
  store = await openTestStore('pglite', { seedScale: 300 })
  const rows = resultRows<{ n: number }>(
    await store.database.db.execute(sql`select count(*)::int as n from products`),
  )
  expect(rows[0]!.n).toBe(catalogue.products.length + 300)
  const s = await store.session()
  const search = await store.call('POST', '/rest/auth/products/search', {
    body: { query: 'No.', limit: 48 },
    token: s.token,
  })
  expect(search.json.data).toHaveLength(48)
}, 60_000)
