/**
 * The page cache for anonymous HTML (ADR 0017), and for the sitemaps and robots.txt the server
 * answers (src/server/sitemap.ts): a rendered document is kept by what changes it (path, search
 * params, the listing templates) and served from memory while fresh; once stale it is still
 * served while one render per key refreshes it in the background (no stampede), and concurrent
 * misses wait for the one render in flight. A render that fell back (a failed read) is never
 * kept, and for an hour past the stale window the kept page answers renders that fail. Members
 * get the same kept page as visitors: a page's HTML holds nothing personal (the browser fills
 * in the name, My Box, cart and pairings from its own session read). Builder's preview,
 * test-fault and authorised requests, and responses that set cookies or may not be shared are
 * never kept. In memory (an LRU bounded in bytes) by default; in Redis with REDIS_URL, so several
 * instances share it. A purge empties it everywhere (a generation number the instances share).
 */
import type { Redis } from 'ioredis'
import { isBuilderPreview } from '~/content/preview'
import { log as logger } from './logger.server'

export interface CachedPage {
  status: number
  headers: Array<[string, string]>
  body: Uint8Array
  /** ms since the epoch, when it was rendered. */
  storedAt: number
}

export interface PageStore {
  get(key: string): Promise<CachedPage | null>
  /** `tags`: the page's surrogate keys, under which a purge by key finds it. */
  set(key: string, page: CachedPage, ttlMs: number, tags?: string[]): Promise<void>
  /** Forgets every page (all instances sharing the store). */
  purge(): Promise<void>
  /**
   * Forgets the pages kept under any of these surrogate keys (all instances sharing the
   * store), and nothing else.
   */
  purgeKeys(keys: string[]): Promise<void>
  /** Figures for operators and benches. */
  stats(): { entries: number; bytes: number }
  /**
   * The page kept under the key, at once and without touching its place among the most recently
   * used: only a store in this process's memory can say.
   */
  peek?(key: string): CachedPage | null
  close?(): Promise<void>
}

export interface PageCacheOptions {
  store: PageStore
  /** Served without a render for this long (the documents' s-maxage). */
  freshMs?: number
  /** Then served while one render refreshes it, for this long (stale-while-revalidate). */
  staleMs?: number
  /**
   * Then, for this long, kept in case a render fails (stale-if-error): a render that errs,
   * answers 5xx or fell back (`fellBack`) is answered with the kept page instead.
   */
  staleIfErrorMs?: number
  /**
   * Whether a render showed a fallback somewhere (a store or content read failed), asked once
   * its body is complete: such a page is never kept, so it never replaces a good one.
   */
  fellBack?: (response: Response) => boolean
  /** Parts of the key that are not in the URL (the listing templates). */
  variant?: string
  /**
   * The surrogate keys of a render (what it was made of: src/server/surrogate-keys.server.ts),
   * asked once its body is complete: the page is kept under them, and its kept headers name
   * them all (a head sent while the page streamed may have named fewer).
   */
  surrogateKeys?: (response: Response) => string[]
  now?: () => number
  /**
   * Builds a kept page's response. The server makes it this response's own there (its CSP
   * nonce) and uses srvx's FastResponse, which Node writes straight to the socket; a standard
   * Response turns the bytes into a web stream first.
   */
  makeResponse?: (
    body: Uint8Array | null,
    init: { status: number; headers: Array<[string, string]> },
  ) => Response
}

/** Query parameters that never change a page (campaign tracking): left out of the key. */
const TRACKING = /^(utm_\w+|gclid|fbclid|msclkid|mc_cid|mc_eid|_ga)$/i
const MAX_KEY = 1024

/** Whether a request may be answered from (and fill) the cache. */
export function isCacheableRequest(request: Request, url = new URL(request.url)): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  // No cookie is read here, the member's included: the server renders every page the same
  // (tests/e2e/page-cache.spec.ts compares a signed-in member's render with a visitor's).
  if (request.headers.has('authorization')) return false
  // A test fault is the request's own, unless the test asks for the cache (to see that a page
  // that fell back is never kept): faults exist only on test servers.
  if (request.headers.has('x-test-store-fault') && !request.headers.has('x-test-page-cache'))
    return false
  // Read as the page reads it (decoded), so `builder%2Epreview` is a preview here too.
  if (isBuilderPreview(Object.fromEntries(url.searchParams))) return false
  return url.pathname.length + url.search.length <= MAX_KEY
}

/** The key: path and search params in a fixed order, tracking parameters left out. */
export function pageKey(request: Request, variant = '', url = new URL(request.url)): string {
  const params = [...url.searchParams]
    .filter(([k]) => !TRACKING.test(k))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  const search = new URLSearchParams(params).toString()
  return `${variant}|${url.pathname}${search ? `?${search}` : ''}`
}

/** What is kept: HTML pages, and the sitemaps' XML and robots.txt the server answers. */
const KEPT_TYPES = /^(text\/html|application\/xml|text\/plain)\b/

/** A response that may be kept: a shared document, whole, that sets nothing per visitor. */
function isCacheableResponse(response: Response): boolean {
  if (response.status !== 200 && response.status !== 404) return false
  if (!KEPT_TYPES.test(response.headers.get('content-type') ?? '')) return false
  if (response.headers.has('set-cookie')) return false
  const policy = response.headers.get('cache-control') ?? ''
  return policy.includes('public') && !/no-store|private/.test(policy)
}

export function createPageCache({
  store,
  freshMs = 60_000,
  staleMs = 300_000,
  staleIfErrorMs = 3_600_000,
  fellBack = () => false,
  variant = '',
  surrogateKeys = () => [],
  now = Date.now,
  makeResponse = (body, init) => new Response(body as Uint8Array<ArrayBuffer> | null, init),
}: PageCacheOptions) {
  /** Renders in flight, by key: the one render that waiting requests share. */
  const inFlight = new Map<string, Promise<CachedPage | null>>()
  /** Renders past the stale window, by key: the page to answer, the new one or the kept one. */
  const retrying = new Map<
    string,
    Promise<{ page: CachedPage; state: 'MISS' | 'STALE-IF-ERROR' }>
  >()
  const keepFor = freshMs + staleMs + staleIfErrorMs
  /** Served as it is, without a render (`serve`'s HIT, and what `keptFresh` foretells). */
  const isFresh = (page: CachedPage) => now() - page.storedAt < freshMs

  const respond = (
    page: CachedPage,
    state: 'HIT' | 'STALE' | 'MISS' | 'STALE-IF-ERROR',
    head: boolean,
  ) => {
    // Kept headers never hold these two: they are taken from the render, before either is set.
    const headers: Array<[string, string]> = [
      ...page.headers,
      ['x-cache', state],
      ['age', String(Math.max(0, Math.floor((now() - page.storedAt) / 1000)))],
    ]
    return makeResponse(head ? null : page.body, { status: page.status, headers })
  }

  /**
   * One render for `key`. A response that may be kept streams to the request that rendered it
   * while a copy is collected for the cache (and for requests waiting on the same key); one
   * that may not goes to that request alone.
   */
  async function renderAndKeep(key: string, render: () => Promise<Response>): Promise<Response> {
    let settle: (page: CachedPage | null) => void = () => {}
    const collected = new Promise<CachedPage | null>((resolve) => (settle = resolve))
    inFlight.set(key, collected)
    const done = (page: CachedPage | null) => {
      inFlight.delete(key)
      settle(page)
    }
    let response: Response
    try {
      response = await render()
    } catch (error) {
      done(null)
      throw error
    }
    if (!isCacheableResponse(response) || !response.body) {
      done(null)
      return response
    }
    const [forClient, forCache] = response.body.tee()
    void new Response(forCache)
      .arrayBuffer()
      .then(async (bytes) => {
        // A page that fell back is this request's alone: the kept one (if any) stays.
        if (fellBack(response)) return done(null)
        const tags = surrogateKeys(response)
        const page: CachedPage = {
          status: response.status,
          headers: withKeyHeader([...response.headers], tags),
          body: new Uint8Array(bytes),
          storedAt: now(),
        }
        await store.set(key, page, keepFor, tags).catch((error: unknown) => {
          logger.error({ err: error }, '[page-cache] could not keep a page')
        })
        done(page)
      })
      .catch(() => done(null))
    const headers = new Headers(response.headers)
    headers.set('x-cache', 'MISS')
    return new Response(forClient, { status: response.status, headers })
  }

  /**
   * Past the stale window a kept page is still there for failures: the render is read whole
   * (one per key at a time) and answered if it is good, and kept; if it throws, answers 5xx or
   * fell back, the kept page is answered instead. Nothing streams on this path: it is taken
   * only when a page has gone unrequested for the stale window.
   */
  function renderOrKept(key: string, kept: CachedPage, render: () => Promise<Response>) {
    let pending = retrying.get(key)
    if (pending) return pending
    const keptAnswer = { page: kept, state: 'STALE-IF-ERROR' as const }
    pending = (async () => {
      let response: Response
      try {
        response = await render()
      } catch (error) {
        logger.error({ err: error }, '[page-cache] render failed, the kept page answers')
        return keptAnswer
      }
      if (response.status >= 500) {
        await response.body?.cancel()
        return keptAnswer
      }
      const body = new Uint8Array(await response.arrayBuffer())
      if (fellBack(response)) return keptAnswer
      const tags = surrogateKeys(response)
      const page: CachedPage = {
        status: response.status,
        headers: withKeyHeader([...response.headers], tags),
        body,
        storedAt: now(),
      }
      if (isCacheableResponse(response))
        await store.set(key, page, keepFor, tags).catch((error: unknown) => {
          logger.error({ err: error }, '[page-cache] could not keep a page')
        })
      return { page, state: 'MISS' as const }
    })().finally(() => retrying.delete(key))
    retrying.set(key, pending)
    return pending
  }

  return {
    /**
     * Answers a document request from the cache, or renders it (once per key at a time). The
     * render function must not depend on anything per visitor.
     */
    async serve(request: Request, render: () => Promise<Response>): Promise<Response> {
      const url = new URL(request.url)
      if (!isCacheableRequest(request, url)) return render()
      const head = request.method === 'HEAD'
      const key = pageKey(request, variant, url)
      const kept = await store.get(key).catch(() => null)
      const age = kept ? now() - kept.storedAt : Infinity
      if (kept && isFresh(kept)) return respond(kept, 'HIT', head)
      if (kept && age < freshMs + staleMs) {
        // Served stale at once; the refresh runs on its own (and only one per key).
        if (!inFlight.has(key))
          void renderAndKeep(key, render)
            .then((r) => r.body?.cancel())
            .catch((error: unknown) =>
              logger.error({ err: error }, '[page-cache] background render failed'),
            )
        return respond(kept, 'STALE', head)
      }
      if (kept && age < keepFor) {
        const { page, state } = await renderOrKept(key, kept, render)
        return respond(page, state, head)
      }
      const waiting = inFlight.get(key)
      if (waiting) {
        const page = await waiting
        return page ? respond(page, 'MISS', head) : render()
      }
      return renderAndKeep(key, render)
    },
    /**
     * Whether `serve` will answer the request with a fresh page from this process's memory: a
     * memory read, which needs no trace of its own (ADR 0027). False for a store elsewhere.
     */
    keptFresh(request: Request, url = new URL(request.url)): boolean {
      if (!store.peek || !isCacheableRequest(request, url)) return false
      const kept = store.peek(pageKey(request, variant, url))
      return kept !== null && isFresh(kept)
    },
    purge: () => store.purge(),
    purgeKeys: (keys: string[]) => store.purgeKeys(keys),
    stats: () => store.stats(),
  }
}

/** The header naming a page's surrogate keys (what it is made of), for the caches in front. */
export const SURROGATE_KEY_HEADER = 'surrogate-key'

/** A kept page's headers with its complete surrogate keys (none: as rendered). */
function withKeyHeader(headers: Array<[string, string]>, tags: string[]): Array<[string, string]> {
  if (tags.length === 0) return headers
  return [
    ...headers.filter(([name]) => name !== SURROGATE_KEY_HEADER),
    [SURROGATE_KEY_HEADER, tags.join(' ')],
  ]
}

/** In memory: least recently used pages go first once the bytes held pass `maxBytes`. */
export function memoryPageStore(maxBytes = 64 * 1024 * 1024, now = Date.now): PageStore {
  const pages = new Map<
    string,
    { page: CachedPage; expires: number; size: number; tags: string[] }
  >()
  /** Surrogate key → the pages kept under it. */
  const tagged = new Map<string, Set<string>>()
  let bytes = 0
  const drop = (key: string) => {
    const entry = pages.get(key)
    if (!entry) return
    bytes -= entry.size
    pages.delete(key)
    for (const tag of entry.tags) {
      const keys = tagged.get(tag)
      keys?.delete(key)
      if (keys?.size === 0) tagged.delete(tag)
    }
  }
  return {
    async get(key) {
      const entry = pages.get(key)
      if (!entry) return null
      if (entry.expires <= now()) {
        drop(key)
        return null
      }
      // Most recently used last.
      pages.delete(key)
      pages.set(key, entry)
      return entry.page
    },
    async set(key, page, ttlMs, tags = []) {
      const size = page.body.byteLength + key.length * 2 + 512
      if (size > maxBytes) return
      drop(key)
      pages.set(key, { page, expires: now() + ttlMs, size, tags })
      for (const tag of tags) {
        const keys = tagged.get(tag)
        if (keys) keys.add(key)
        else tagged.set(tag, new Set([key]))
      }
      bytes += size
      for (const oldest of pages.keys()) {
        if (bytes <= maxBytes) break
        drop(oldest)
      }
    },
    async purge() {
      pages.clear()
      tagged.clear()
      bytes = 0
    },
    async purgeKeys(tags) {
      for (const tag of tags) for (const key of [...(tagged.get(tag) ?? [])]) drop(key)
    },
    stats: () => ({ entries: pages.size, bytes }),
    peek(key) {
      const entry = pages.get(key)
      return entry && entry.expires > now() ? entry.page : null
    },
  }
}

/**
 * A shared store (Redis) with memory behind it: while the shared one fails, pages are kept in
 * this instance's memory (said once, and once again when it answers); a purge made meanwhile
 * is made on the shared store as soon as it answers, before it serves a page again.
 */
export function withMemoryFallback(
  shared: PageStore,
  memory: PageStore,
  /** Where the outage and the recovery are said (the server's log: warn, then info). */
  log: (message: string, level: 'warn' | 'info') => void = (message, level) =>
    logger[level](message),
): PageStore {
  let down = false
  let purgeOwed = false
  const failed = (error: unknown) => {
    if (down) return
    down = true
    log(
      `[page-cache] the shared page store is unreachable (${error instanceof Error ? error.message : String(error)}): pages are kept in memory until it answers`,
      'warn',
    )
  }
  /** The shared store answered: it is used again, after any purge it missed. */
  const answered = async () => {
    if (purgeOwed) {
      await shared.purge()
      purgeOwed = false
    }
    if (!down) return
    down = false
    log('[page-cache] the shared page store answers again: pages are shared again', 'info')
    await memory.purge()
  }
  return {
    async get(key) {
      try {
        if (purgeOwed) await answered()
        const page = await shared.get(key)
        await answered()
        return page
      } catch (error) {
        failed(error)
        return memory.get(key)
      }
    },
    async set(key, page, ttlMs, tags) {
      try {
        await shared.set(key, page, ttlMs, tags)
        await answered()
      } catch (error) {
        failed(error)
        await memory.set(key, page, ttlMs, tags)
      }
    },
    async purge() {
      await memory.purge()
      try {
        await shared.purge()
        purgeOwed = false
      } catch (error) {
        purgeOwed = true
        failed(error)
      }
    },
    async purgeKeys(tags) {
      await memory.purgeKeys(tags)
      try {
        await shared.purgeKeys(tags)
      } catch (error) {
        // The shared store missed it: it is emptied whole once it answers, the safe side.
        purgeOwed = true
        failed(error)
      }
    },
    stats: () => (down ? memory.stats() : shared.stats()),
    close: () => shared.close?.() ?? Promise.resolve(),
  }
}

const PREFIX = 'clearhome:page'
const GENERATION = `${PREFIX}:generation`
const PURGED = `${PREFIX}:purged`
/** Where purges by key are announced (their keys, space-separated). */
const PURGED_KEYS = `${PREFIX}:purged-keys`

/**
 * In Redis, shared by every instance: pages live under the current generation, which a purge
 * increments (old pages expire by themselves) and announces, so each instance moves on at once.
 */
export function redisPageStore(
  redis: Redis,
  subscriber: Redis,
  /**
   * Another instance purged: empty what this one keeps besides pages (its store reads), all of
   * it, or what is under `keys` for a purge by key.
   */
  onRemotePurge: (keys?: string[]) => void = () => {},
): PageStore {
  let generation = '0'
  const readGeneration = () =>
    redis
      .get(GENERATION)
      .then((g) => {
        generation = g ?? '0'
      })
      .catch(() => {})
  const ready = readGeneration()
  // Back after an outage: purges made meanwhile moved the generation on.
  redis.on('ready', () => void readGeneration())
  // An outage is said once by the store in front (withMemoryFallback), not per reconnect.
  for (const client of [redis, subscriber]) client.on('error', () => {})
  void subscriber.subscribe(PURGED, PURGED_KEYS).catch(() => {})
  /** Purges by key this instance announced itself, which it has already acted on. */
  const ownAnnouncements = new Set<string>()
  subscriber.on('message', (channel: string, message: string) => {
    if (channel === PURGED_KEYS) {
      if (ownAnnouncements.delete(message)) return
      onRemotePurge(message.split(' ').filter(Boolean))
      return
    }
    if (channel !== PURGED || message === generation) return
    generation = message
    onRemotePurge()
  })
  const keyOf = (key: string) => `${PREFIX}:${generation}:${key}`
  const tagOf = (tag: string) => `${PREFIX}:${generation}:tag:${tag}`
  return {
    async get(key) {
      await ready
      const raw = await redis.getBuffer(keyOf(key))
      if (!raw) return null
      // meta JSON, a newline, then the body bytes.
      const split = raw.indexOf(10)
      const meta = JSON.parse(raw.subarray(0, split).toString('utf8')) as Omit<CachedPage, 'body'>
      return { ...meta, body: new Uint8Array(raw.subarray(split + 1)) }
    },
    async set(key, page, ttlMs, tags = []) {
      await ready
      const { body, ...meta } = page
      const value = Buffer.concat([Buffer.from(`${JSON.stringify(meta)}\n`), Buffer.from(body)])
      const batch = redis.multi().set(keyOf(key), value, 'PX', ttlMs)
      // Each key's set of pages outlives every page in it (a longer expiry, never a shorter).
      for (const tag of tags) batch.sadd(tagOf(tag), key).pexpire(tagOf(tag), ttlMs, 'GT')
      for (const tag of tags) batch.pexpire(tagOf(tag), ttlMs, 'NX')
      await batch.exec()
    },
    async purgeKeys(tags) {
      await ready
      for (const tag of tags) {
        const pages = await redis.smembers(tagOf(tag))
        await redis
          .multi()
          .del(tagOf(tag), ...pages.map(keyOf))
          .exec()
      }
      const message = tags.join(' ')
      ownAnnouncements.add(message)
      await redis.publish(PURGED_KEYS, message)
    },
    async purge() {
      const next = String(await redis.incr(GENERATION))
      generation = next
      await redis.publish(PURGED, next)
    },
    stats: () => ({ entries: -1, bytes: -1 }),
    async close() {
      await Promise.allSettled([subscriber.quit(), redis.quit()])
    },
  }
}

/**
 * POST /api/cache/purge with the purge secret as its bearer token (Builder's publish webhook,
 * an external store's catalogue hook): empties the page cache everywhere. 404 without a secret
 * configured, 401 with a wrong one; the comparison takes the same time whatever is sent.
 */
export async function handlePurgeRequest(
  request: Request,
  secret: string | undefined,
  purge: (keys?: string[]) => Promise<void>,
): Promise<Response> {
  if (!secret) return Response.json({ message: 'Not found' }, { status: 404 })
  if (request.method !== 'POST')
    return Response.json({ message: 'Use POST' }, { status: 405, headers: { allow: 'POST' } })
  const presented = /^Bearer\s+(.+)$/i.exec(request.headers.get('authorization') ?? '')?.[1] ?? ''
  const { createHash, timingSafeEqual } = await import('node:crypto')
  const digest = (v: string) => createHash('sha256').update(v).digest()
  if (!timingSafeEqual(digest(presented), digest(secret)))
    return Response.json({ message: 'Unauthorized' }, { status: 401 })
  // A body `{ "keys": ["product-12", …] }` purges what is kept under those keys; none, all.
  const text = await request.text().catch(() => '')
  if (text.trim() === '') {
    await purge()
    return Response.json({ status: 'Success', message: 'Page cache purged' })
  }
  const keys = purgeKeysOf(text)
  if (!keys)
    return Response.json(
      { message: 'The body must be {"keys": [...]}: 1 to 1000 surrogate keys' },
      { status: 400 },
    )
  await purge(keys)
  return Response.json({ status: 'Success', message: `Purged ${keys.length} keys` })
}

/** A surrogate key as pages and the store name them: short, no spaces or control characters. */
export const SURROGATE_KEY = /^[A-Za-z0-9][A-Za-z0-9_.:/-]{0,127}$/

/** The keys of a purge request's body, or null when it is not `{ "keys": [1..1000 keys] }`. */
export function purgeKeysOf(text: string): string[] | null {
  if (text.length > 128 * 1024) return null
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return null
  }
  const keys = (body as { keys?: unknown } | null)?.keys
  if (!Array.isArray(keys) || keys.length === 0 || keys.length > 1000) return null
  if (!keys.every((k): k is string => typeof k === 'string' && SURROGATE_KEY.test(k))) return null
  return [...new Set(keys)]
}
