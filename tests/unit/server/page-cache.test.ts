/**
 * The page cache for anonymous HTML (ADR 0017): fresh pages are served without a render, stale
 * ones while one render refreshes them, concurrent misses share one render, and nothing per
 * visitor (members, previews, cookies set, errors) is ever kept. In memory and in Redis.
 */
import { Redis } from 'ioredis'
import { afterAll, describe, expect, it, vi } from 'vitest'
import {
  createPageCache,
  handlePurgeRequest,
  isCacheableRequest,
  memoryPageStore,
  pageKey,
  redisPageStore,
  withMemoryFallback,
  type CachedPage,
  type PageStore,
} from '~/server/page-cache'
import { REDIS_TEST_URL } from '../store/harness'

const SITE = 'http://shop.test'
const get = (path: string, headers: Record<string, string> = {}) =>
  new Request(`${SITE}${path}`, { headers })

function html(body: string, init: { status?: number; headers?: Record<string, string> } = {}) {
  return new Response(body, {
    status: init.status ?? 200,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
      ...init.headers,
    },
  })
}

/** A renderer that counts its renders and can be held until released. */
function renderer(body = '<p>page</p>', init?: Parameters<typeof html>[1]) {
  let renders = 0
  let gate: Promise<void> | null = null
  let open = () => {}
  return {
    render: vi.fn(async () => {
      renders++
      if (gate) await gate
      return html(`${body} #${renders}`, init)
    }),
    hold() {
      gate = new Promise((resolve) => (open = resolve))
    },
    release() {
      open()
      gate = null
    },
    get renders() {
      return renders
    },
  }
}

function clock(start = 1_000_000) {
  let t = start
  return { now: () => t, advance: (ms: number) => (t += ms) }
}

function suite(name: string, makeStore: (now: () => number) => PageStore | Promise<PageStore>) {
  describe(`page cache (${name})`, () => {
    async function setup() {
      const time = clock()
      const store = await makeStore(time.now)
      await store.purge()
      const cache = createPageCache({ store, freshMs: 60_000, staleMs: 300_000, now: time.now })
      return { time, cache, store }
    }

    it('a second request within 60 s is served from the cache, byte for byte', async () => {
      const { cache } = await setup()
      const r = renderer()
      const first = await cache.serve(get('/about'), r.render)
      expect(first.headers.get('x-cache')).toBe('MISS')
      expect(await first.text()).toBe('<p>page</p> #1')
      await vi.waitFor(async () => {
        const second = await cache.serve(get('/about'), r.render)
        expect(second.headers.get('x-cache')).toBe('HIT')
        expect(await second.text()).toBe('<p>page</p> #1')
      })
      expect(r.renders).toBe(1)
    })

    it('stale pages are served while one render refreshes them; expired ones render', async () => {
      const { cache, time } = await setup()
      const r = renderer()
      await (await cache.serve(get('/p'), r.render)).text()
      await vi.waitFor(async () =>
        expect((await cache.serve(get('/p'), r.render)).headers.get('x-cache')).toBe('HIT'),
      )
      time.advance(61_000)
      r.hold()
      const stale = await Promise.all([1, 2, 3].map(() => cache.serve(get('/p'), r.render)))
      expect(stale.map((s) => s.headers.get('x-cache'))).toEqual(['STALE', 'STALE', 'STALE'])
      expect(await stale[0]!.text()).toBe('<p>page</p> #1')
      expect(r.renders).toBe(2) // one refresh for three stale answers
      r.release()
      await vi.waitFor(async () => {
        const fresh = await cache.serve(get('/p'), r.render)
        expect(await fresh.text()).toBe('<p>page</p> #2')
      })
      time.advance(60_000 + 300_000 + 1)
      expect((await cache.serve(get('/p'), r.render)).headers.get('x-cache')).toBe('MISS')
      expect(r.renders).toBe(3)
    })

    it('concurrent misses share one render (no stampede)', async () => {
      const { cache } = await setup()
      const r = renderer()
      r.hold()
      const answers = Promise.all(
        Array.from({ length: 20 }, () => cache.serve(get('/products'), r.render)),
      )
      await vi.waitFor(() => expect(r.renders).toBe(1))
      r.release()
      const bodies = await Promise.all((await answers).map((a) => a.text()))
      expect(new Set(bodies)).toEqual(new Set(['<p>page</p> #1']))
      expect(r.renders).toBe(1)
    })

    it('never keeps errors, responses that set cookies, private ones or non-HTML', async () => {
      const { cache } = await setup()
      const cases: Array<Parameters<typeof html>[1]> = [
        { status: 500 },
        { headers: { 'set-cookie': 'a=1' } },
        { headers: { 'cache-control': 'no-store' } },
        { headers: { 'content-type': 'application/json' } },
      ]
      for (const init of cases) {
        const r = renderer('x', init)
        await (await cache.serve(get('/q'), r.render)).text()
        await (await cache.serve(get('/q'), r.render)).text()
        expect(r.renders, JSON.stringify(init)).toBe(2)
      }
    })

    it('404 pages are kept like any page (the missing-page screen is the same for everyone)', async () => {
      const { cache } = await setup()
      const r = renderer('missing', { status: 404 })
      await (await cache.serve(get('/nope'), r.render)).text()
      await vi.waitFor(async () => {
        const again = await cache.serve(get('/nope'), r.render)
        expect(again.status).toBe(404)
        expect(again.headers.get('x-cache')).toBe('HIT')
      })
    })

    it('a render that fell back never replaces a good page; past the stale window the kept page answers failures for an hour', async () => {
      const { store, time } = await setup()
      // Which renders fell back (a store or content read failed while they ran).
      const failed = new WeakSet<Response>()
      const cache = createPageCache({
        store,
        freshMs: 60_000,
        staleMs: 300_000,
        staleIfErrorMs: 3_600_000,
        fellBack: (r) => failed.has(r),
        now: time.now,
      })
      let mode: 'good' | 'fallback' | '500' | 'throws' = 'good'
      let renders = 0
      const render = async () => {
        renders++
        if (mode === 'throws') throw new Error('store down')
        if (mode === '500') return html('<p>error screen</p>', { status: 500 })
        const response = html(mode === 'good' ? `<p>good #${renders}</p>` : '<p>fallback</p>')
        if (mode === 'fallback') failed.add(response)
        return response
      }
      const text = async (path = '/p') => {
        const r = await cache.serve(get(path), render)
        return `${r.headers.get('x-cache')} ${r.status} ${await r.text()}`
      }
      // With no good copy, the fallback is shown, but not kept.
      mode = 'fallback'
      expect(await text('/new')).toBe('MISS 200 <p>fallback</p>')
      await new Promise((resolve) => setTimeout(resolve, 10))
      mode = 'good'
      expect(await text('/new')).toMatch(/^MISS 200 <p>good/)

      expect(await text()).toBe('MISS 200 <p>good #3</p>')
      await vi.waitFor(async () => expect(await text()).toBe('HIT 200 <p>good #3</p>'))
      // Stale: served while a refresh that falls back is thrown away.
      time.advance(61_000)
      mode = 'fallback'
      expect(await text()).toBe('STALE 200 <p>good #3</p>')
      await vi.waitFor(() => expect(renders).toBe(4))
      await new Promise((resolve) => setTimeout(resolve, 10))
      // Past the stale window, each failure is answered with the kept page.
      time.advance(300_000)
      for (const failing of ['fallback', '500', 'throws'] as const) {
        mode = failing
        vi.spyOn(console, 'error').mockImplementation(() => {})
        expect(await text(), failing).toBe('STALE-IF-ERROR 200 <p>good #3</p>')
      }
      // A good render answers and is kept again.
      mode = 'good'
      expect(await text()).toBe('MISS 200 <p>good #8</p>')
      expect(await text()).toBe('HIT 200 <p>good #8</p>')
      // For an hour at most: then a failure is what the request gets.
      time.advance(60_000 + 300_000 + 3_600_000 + 1)
      mode = 'fallback'
      expect(await text()).toBe('MISS 200 <p>fallback</p>')
    })

    it('a purge by key forgets the pages kept under it, and only those; the kept page names its keys', async () => {
      const time = clock()
      const store = await makeStore(time.now)
      await store.purge()
      const made: Record<string, string[]> = {
        '/products/soap': ['all', 'product-1'],
        '/products/category/laundry': ['all', 'listing-3', 'product-1', 'product-2'],
        '/products/towel': ['all', 'product-2'],
      }
      const cache = createPageCache({
        store,
        now: time.now,
        surrogateKeys: (response) => made[response.headers.get('x-path')!]!,
      })
      const r = renderer()
      const serve = (path: string) =>
        cache.serve(get(path), async () => {
          const response = await r.render()
          response.headers.set('x-path', path)
          return response
        })
      for (const path of Object.keys(made)) {
        await (await serve(path)).text()
        await vi.waitFor(async () => expect((await serve(path)).headers.get('x-cache')).toBe('HIT'))
      }
      const kept = await serve('/products/category/laundry')
      expect(kept.headers.get('surrogate-key')).toBe('all listing-3 product-1 product-2')
      await cache.purgeKeys(['product-1'])
      expect((await serve('/products/soap')).headers.get('x-cache')).toBe('MISS')
      expect((await serve('/products/category/laundry')).headers.get('x-cache')).toBe('MISS')
      expect((await serve('/products/towel')).headers.get('x-cache')).toBe('HIT')
      await cache.purgeKeys(['no-such-key'])
      expect((await serve('/products/towel')).headers.get('x-cache')).toBe('HIT')
    })

    it('a purge empties it: the next request renders anew', async () => {
      const { cache } = await setup()
      const r = renderer()
      await (await cache.serve(get('/a'), r.render)).text()
      await vi.waitFor(async () =>
        expect((await cache.serve(get('/a'), r.render)).headers.get('x-cache')).toBe('HIT'),
      )
      await cache.purge()
      expect((await cache.serve(get('/a'), r.render)).headers.get('x-cache')).toBe('MISS')
    })
  })
}

suite('memory', (now) => memoryPageStore(1024 * 1024, now))

const connections: Redis[] = []
afterAll(async () => {
  await Promise.allSettled(connections.map((c) => c.quit()))
})
suite('Redis', async () => {
  const a = new Redis(REDIS_TEST_URL, { maxRetriesPerRequest: 1 })
  const b = new Redis(REDIS_TEST_URL, { maxRetriesPerRequest: 1 })
  connections.push(a, b)
  return redisPageStore(a, b)
})

describe('a fresh page in memory, known before serving (keptFresh, ADR 0027)', () => {
  it('is true exactly when serve answers HIT from this process, and never for a shared store', async () => {
    const time = clock()
    const cache = createPageCache({ store: memoryPageStore(), now: time.now })
    const r = renderer()
    const answer = async (request: Request) =>
      (await cache.serve(request, r.render)).headers.get('x-cache')
    expect(cache.keptFresh(get('/about'))).toBe(false)
    expect(await answer(get('/about'))).toBe('MISS')
    await vi.waitFor(() => expect(cache.keptFresh(get('/about'))).toBe(true))
    expect(await answer(get('/about'))).toBe('HIT')
    // The same page under another key, or a request that is never served from the cache.
    expect(cache.keptFresh(get('/about?page=2'))).toBe(false)
    expect(cache.keptFresh(get('/about', { authorization: 'Bearer t' }))).toBe(false)
    // Campaign tracking is left out of the key, as serve leaves it.
    expect(cache.keptFresh(get('/about?utm_source=mail'))).toBe(true)
    expect(cache.keptFresh(new Request(`${SITE}/about`, { method: 'POST' }))).toBe(false)
    // At 60 s it is stale: served, but with a render behind it.
    time.advance(59_999)
    expect(cache.keptFresh(get('/about'))).toBe(true)
    time.advance(1)
    expect(cache.keptFresh(get('/about'))).toBe(false)
    expect(await answer(get('/about'))).toBe('STALE')
    await vi.waitFor(() => expect(cache.keptFresh(get('/about'))).toBe(true))
    await cache.purge()
    expect(cache.keptFresh(get('/about'))).toBe(false)
    // A store elsewhere (Redis, or Redis with memory behind it) cannot say without a call.
    const shared = withMemoryFallback(memoryPageStore(), memoryPageStore(), () => {})
    const sharedCache = createPageCache({ store: shared, now: time.now })
    await (await sharedCache.serve(get('/about'), r.render)).text()
    expect(await (await sharedCache.serve(get('/about'), r.render)).headers.get('x-cache')).toBe(
      'HIT',
    )
    expect(sharedCache.keptFresh(get('/about'))).toBe(false)
  })
})

describe('what is kept, and by what', () => {
  it('members share the page; previews, faults and other methods are never answered from it', () => {
    expect(isCacheableRequest(get('/'))).toBe(true)
    expect(isCacheableRequest(get('/', { cookie: 'store_session=abc; theme=x' }))).toBe(true)
    expect(isCacheableRequest(get('/', { cookie: 'a=1; store_member=xyz' }))).toBe(true)
    expect(isCacheableRequest(get('/', { authorization: 'Bearer x' }))).toBe(false)
    expect(isCacheableRequest(get('/', { 'x-test-store-fault': '/rest=500' }))).toBe(false)
    expect(isCacheableRequest(get('/?builder.preview=page'))).toBe(false)
    // Read decoded, as the page reads it.
    expect(isCacheableRequest(get('/?builder%2Epreview=page'))).toBe(false)
    expect(isCacheableRequest(new Request(`${SITE}/`, { method: 'POST' }))).toBe(false)
    expect(isCacheableRequest(get(`/${'x'.repeat(2000)}`))).toBe(false)
  })

  it('keys ignore parameter order and campaign tracking, and carry the templates', () => {
    expect(pageKey(get('/products?sort=popular&page=2'), 'v1v1')).toBe(
      pageKey(get('/products?page=2&utm_source=mail&sort=popular&gclid=1'), 'v1v1'),
    )
    expect(pageKey(get('/products?page=2'), 'v1v1')).not.toBe(
      pageKey(get('/products?page=3'), 'v1v1'),
    )
    expect(pageKey(get('/products'), 'v1v1')).not.toBe(pageKey(get('/products'), 'v2v1'))
  })

  it('the in-memory store holds at most its bytes, dropping the least recently used', async () => {
    const store = memoryPageStore(3 * 1024)
    const page = (n: number) => ({
      status: 200,
      headers: [],
      body: new Uint8Array(900).fill(n),
      storedAt: 0,
    })
    await store.set('a', page(1), 60_000)
    await store.set('b', page(2), 60_000)
    await store.get('a') // a is now the most recently used
    await store.set('c', page(3), 60_000)
    expect(await store.get('b')).toBeNull()
    expect(await store.get('a')).not.toBeNull()
    expect(store.stats().bytes).toBeLessThanOrEqual(3 * 1024)
  })

  it('purge endpoint: 404 without a secret, 405 for GET, 401 with a wrong one, purges with it', async () => {
    const purge = vi.fn(async () => {})
    const post = (auth?: string) =>
      new Request(`${SITE}/api/cache/purge`, {
        method: 'POST',
        headers: auth ? { authorization: auth } : {},
      })
    const secret = 's'.repeat(32)
    expect((await handlePurgeRequest(post(`Bearer ${secret}`), undefined, purge)).status).toBe(404)
    expect((await handlePurgeRequest(get('/api/cache/purge'), secret, purge)).status).toBe(405)
    expect((await handlePurgeRequest(post('Bearer nope'), secret, purge)).status).toBe(401)
    expect((await handlePurgeRequest(post(), secret, purge)).status).toBe(401)
    expect(purge).not.toHaveBeenCalled()
    expect((await handlePurgeRequest(post(`Bearer ${secret}`), secret, purge)).status).toBe(200)
    expect(purge).toHaveBeenCalledOnce()
    expect(purge).toHaveBeenCalledWith()
  })

  it('purge endpoint: a body {"keys": [...]} purges those keys; a bad one is a 400', async () => {
    const purge = vi.fn(async (_keys?: string[]) => {})
    const secret = 's'.repeat(32)
    const post = (body: string) =>
      new Request(`${SITE}/api/cache/purge`, {
        method: 'POST',
        headers: { authorization: `Bearer ${secret}` },
        body,
      })
    const ok = await handlePurgeRequest(
      post('{"keys":["product-12","listing-3","product-12"]}'),
      secret,
      purge,
    )
    expect(ok.status).toBe(200)
    expect(purge).toHaveBeenLastCalledWith(['product-12', 'listing-3'])
    for (const bad of [
      'not json',
      '{"keys":[]}',
      '{"keys":"product-12"}',
      '{"keys":[12]}',
      '{"keys":["has space"]}',
      '{"keys":["ctl\\u0007"]}',
      JSON.stringify({ keys: Array.from({ length: 1001 }, (_, i) => `k${i}`) }),
      JSON.stringify({ keys: ['x'.repeat(129)] }),
      'null',
    ])
      expect((await handlePurgeRequest(post(bad), secret, purge)).status, bad).toBe(400)
    expect(purge).toHaveBeenCalledOnce()
  })
})

describe('page cache while the shared store is away', () => {
  const page = (body: string): CachedPage => ({
    status: 200,
    headers: [['content-type', 'text/html']],
    body: new TextEncoder().encode(body),
    storedAt: Date.now(),
  })
  const text = (p: CachedPage | null) => (p ? new TextDecoder().decode(p.body) : null)

  /** A shared store that fails while `down`, as Redis does with its offline queue off. */
  function flaky() {
    const inner = memoryPageStore()
    const state = { down: false, purges: 0 }
    const guard = async () => {
      if (state.down) throw new Error("Stream isn't writeable")
    }
    const store: PageStore = {
      get: async (k) => (await guard(), inner.get(k)),
      set: async (k, p, t) => (await guard(), inner.set(k, p, t)),
      purge: async () => {
        await guard()
        state.purges++
        await inner.purge()
      },
      purgeKeys: async (keys) => (await guard(), inner.purgeKeys(keys)),
      stats: () => inner.stats(),
    }
    return { store, state }
  }

  it('keeps serving from memory, says so once, and rejoins (with the purge it missed) when it answers', async () => {
    const { store, state } = flaky()
    const said: string[] = []
    const cache = withMemoryFallback(store, memoryPageStore(), (m) => said.push(m))
    await cache.set('a', page('shared'), 60_000)
    state.down = true
    // Away: what was shared is out of reach, pages go to memory, and that is said once.
    expect(await cache.get('a')).toBeNull()
    await cache.set('b', page('in memory'), 60_000)
    expect(text(await cache.get('b'))).toBe('in memory')
    await cache.set('c', page('in memory too'), 60_000)
    expect(said).toHaveLength(1)
    expect(said[0]).toMatch(/unreachable.*kept in memory/)
    // A purge while away empties memory now and the shared store once it answers.
    await cache.purge()
    expect(await cache.get('b')).toBeNull()
    state.down = false
    expect(await cache.get('a')).toBeNull()
    expect(state.purges).toBe(1)
    expect(said).toHaveLength(2)
    expect(said[1]).toMatch(/answers again/)
    await cache.set('d', page('shared again'), 60_000)
    expect(text(await store.get('d'))).toBe('shared again')
  })

  // Within the test's timeout: commands fail at once instead of queueing for a connection.
  it('with Redis unreachable, the cache still answers and keeps pages', async () => {
    const options = { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false }
    // Nothing listens on port 1: every command fails at once.
    const redis = new Redis('redis://127.0.0.1:1', options)
    const subscriber = new Redis('redis://127.0.0.1:1', { ...options, lazyConnect: true })
    const said: string[] = []
    const store = withMemoryFallback(redisPageStore(redis, subscriber), memoryPageStore(), (m) =>
      said.push(m),
    )
    try {
      const cache = createPageCache({ store })
      const r = renderer()
      expect((await cache.serve(get('/p'), r.render)).headers.get('x-cache')).toBe('MISS')
      await vi.waitFor(async () =>
        expect((await cache.serve(get('/p'), r.render)).headers.get('x-cache')).toBe('HIT'),
      )
      expect(said).toHaveLength(1)
    } finally {
      redis.disconnect()
      subscriber.disconnect()
    }
  })
})
