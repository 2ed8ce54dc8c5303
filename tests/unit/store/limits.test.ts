/**
 * Abuse-prone calls are rate-limited per client (429 with Retry-After): in memory by default,
 * and in Redis so that two store instances share one limit. Login costs the same for unknown
 * and known e-mails.
 */
import { log } from '~/server/logger.server'
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_RATE_LIMITS, parseRateLimits } from '#store'
import { catalogue } from '#store/seed/catalogue'
import { openDatabase, type StoreDatabase } from '#store/db'
import { attachStore, REDIS_TEST_URL, type TestStore } from './harness'

const member = catalogue.members[0]!
// One database for every store instance here, as instances share one in production.
let database: StoreDatabase
const opened: TestStore[] = []
beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite', dataDir: null }, log)
}, 120_000)
afterAll(async () => {
  await Promise.all(opened.map((s) => s.close()))
  await database.close()
})

async function storeWith(limits: string, extra: Parameters<typeof attachStore>[1] = {}) {
  const store = await attachStore(database, { rateLimits: parseRateLimits(limits), ...extra })
  opened.push(store)
  return store
}

describe('rate limits', () => {
  it('parses overrides over the defaults and names a bad entry', () => {
    expect(parseRateLimits('login=3/60')).toEqual({
      ...DEFAULT_RATE_LIMITS,
      login: { points: 3, duration: 60 },
    })
    expect(() => parseRateLimits('logins=3/60')).toThrow(/"logins=3\/60" is not name=points/)
    expect(() => parseRateLimits('login=3/0')).toThrow()
  })

  it('defaults stop 200 wrong passwords, sign-ups, click logs and new sessions', async () => {
    const store = await storeWith('')
    const s = await store.session()
    const statuses = async (n: number, call: (i: number) => Promise<{ status: number }>) => {
      const seen: number[] = []
      for (let i = 0; i < n; i++) seen.push((await call(i)).status)
      return seen
    }
    const address = '198.51.100.7'
    const logins = await statuses(200, () =>
      store.call('POST', '/rest/auth/login', {
        body: { email: member.email, password: 'wrong' },
        address,
      }),
    )
    expect(logins.filter((x) => x === 401)).toHaveLength(DEFAULT_RATE_LIMITS.login.points)
    expect(logins.filter((x) => x === 429)).toHaveLength(200 - DEFAULT_RATE_LIMITS.login.points)
    const signups = await statuses(200, (i) =>
      store.call('POST', '/rest/auth/storefront/newsletter', {
        body: { email: `reader${i}@example.com` },
        token: s.token,
        address,
      }),
    )
    expect(signups.filter((x) => x === 200)).toHaveLength(DEFAULT_RATE_LIMITS.newsletter.points)
    const clicks = await statuses(200, () =>
      store.call('POST', '/rest/auth/products/search/click', {
        body: { search_log_id: 1, product_id: 1 },
        token: s.token,
        address,
      }),
    )
    expect(clicks.filter((x) => x === 429)).toHaveLength(
      200 - DEFAULT_RATE_LIMITS.searchClick.points,
    )
    const sessions = await statuses(200, () =>
      store.call('POST', '/rest/auth/session', { body: {}, address }),
    )
    expect(sessions.filter((x) => x === 200)).toHaveLength(DEFAULT_RATE_LIMITS.session.points)
    // Resuming one's own session is not a new session: the cookie still works when over.
    const resumed = await store.call('POST', '/rest/auth/session', {
      body: {},
      cookie: s.cookie,
      address,
    })
    expect(resumed.status).toBe(200)
    // Another client is not affected.
    expect(
      (await store.call('POST', '/rest/auth/session', { body: {}, address: '198.51.100.8' }))
        .status,
    ).toBe(200)
  }, 120_000)

  it('searches and product views, which write a row each, are limited per client too', async () => {
    const store = await storeWith('search=3/60,productView=3/60')
    const s = await store.session()
    const product = catalogue.products.find((p) => p.published)!
    const run = async (address: string | null, inProcess = false) => {
      const seen: number[] = []
      for (let i = 0; i < 5; i++) {
        const search = await store.call('POST', '/rest/auth/products/search', {
          body: { query: 'soap' },
          token: s.token,
          address,
          inProcess,
        })
        const view = await store.call('POST', '/rest/auth/events/product-view', {
          body: { id: product.id, trulyfree_session_id: s.session_id },
          token: s.token,
          address,
          inProcess,
        })
        seen.push(search.status, view.status)
      }
      return seen
    }
    expect(await run('198.51.100.40')).toEqual([200, 200, 200, 200, 200, 200, 429, 429, 429, 429])
    // The storefront's own server-side calls are its pages' business.
    expect(await run(null, true)).toEqual(Array(10).fill(200))
    // Callers the server could not place are limited together, not let through.
    expect(await run(null)).toEqual([200, 200, 200, 200, 200, 200, 429, 429, 429, 429])
  })

  it('answers 429 with Retry-After and the wait in words', async () => {
    const store = await storeWith('login=2/120')
    const call = () =>
      store.call('POST', '/rest/auth/login', {
        body: { email: member.email, password: 'wrong' },
        address: '203.0.113.9',
      })
    await call()
    await call()
    const limited = await call()
    expect(limited.status).toBe(429)
    const retryAfter = Number(limited.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(100)
    expect(retryAfter).toBeLessThanOrEqual(120)
    expect(limited.json.message).toBe(
      `Too many requests. Please try again in ${retryAfter} seconds.`,
    )
  })

  it('X-Forwarded-For is the client only behind a trusted proxy', async () => {
    const direct = await storeWith('session=1/60')
    const forged = (ip: string) =>
      direct.call('POST', '/rest/auth/session', {
        body: {},
        address: '203.0.113.20',
        headers: { 'x-forwarded-for': ip },
      })
    expect((await forged('1.1.1.1')).status).toBe(200)
    expect((await forged('2.2.2.2')).status).toBe(429)
    // One proxy: it appends the address it saw; whatever the client put before it is ignored.
    const proxied = await storeWith('session=1/60', { trustProxy: 1 })
    const via = (client: string, claimed?: string) =>
      proxied.call('POST', '/rest/auth/session', {
        body: {},
        address: '10.0.0.1',
        headers: { 'x-forwarded-for': claimed ? `${claimed}, ${client}` : client },
      })
    expect((await via('1.1.1.1')).status).toBe(200)
    expect((await via('2.2.2.2')).status).toBe(200)
    expect((await via('1.1.1.1', '9.9.9.9')).status).toBe(429)
    expect((await via('1.1.1.1', `${Math.random()}`)).status).toBe(429)
    // A victim's limit cannot be spent by naming them: 3.3.3.3 is still fresh.
    expect((await via('4.4.4.4', '3.3.3.3')).status).toBe(200)
    expect((await via('3.3.3.3')).status).toBe(200)
    // Two proxies: the entry two from the right.
    const twice = await storeWith('session=1/60', { trustProxy: 2 })
    const chain = (xff: string) =>
      twice.call('POST', '/rest/auth/session', {
        body: {},
        address: '10.0.0.2',
        headers: { 'x-forwarded-for': xff },
      })
    expect((await chain('forged, 5.5.5.5, 10.0.0.1')).status).toBe(200)
    expect((await chain('other, 5.5.5.5, 10.0.0.1')).status).toBe(429)
  })

  it('two instances on one Redis share one limit', async () => {
    // A fresh key space per run: the limits are keyed by client, so use a client of its own.
    const address = `192.0.2.${randomBytes(1)[0]! % 250}-${randomBytes(4).toString('hex')}`
    const config = { redisUrl: REDIS_TEST_URL }
    const a = await storeWith('newsletter=4/600', config)
    const b = await storeWith('newsletter=4/600', config)
    const sa = await a.session()
    const sb = await b.session()
    const seen: number[] = []
    for (let i = 0; i < 6; i++) {
      const [store, s] = i % 2 ? [b, sb] : [a, sa]
      const r = await store.call('POST', '/rest/auth/storefront/newsletter', {
        body: { email: `shared${i}@example.com` },
        token: s.token,
        address,
      })
      seen.push(r.status)
    }
    expect(seen).toEqual([200, 200, 200, 200, 429, 429])
  })
})

describe('login timing', () => {
  it('an unknown e-mail costs a password hash like a known one (no account enumeration)', async () => {
    const store = await storeWith('login=1000/60')
    const time = async (email: string) => {
      const started = performance.now()
      const r = await store.call('POST', '/rest/auth/login', { body: { email, password: 'wrong' } })
      expect(r.status).toBe(401)
      return performance.now() - started
    }
    await time('nobody@example.com') // first use hashes the dummy once
    const median = (xs: number[]) => xs.sort((x, y) => x - y)[Math.floor(xs.length / 2)]!
    const known: number[] = []
    const unknown: number[] = []
    for (let i = 0; i < 7; i++) {
      known.push(await time(member.email))
      unknown.push(await time(`nobody${i}@example.com`))
    }
    // Without the dummy hash an unknown e-mail answered about nine times faster.
    expect(median(unknown) / median(known)).toBeGreaterThan(0.5)
  })
})
