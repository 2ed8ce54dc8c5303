import { createServerEntry, createStartHandler } from '@tanstack/react-start/server'
// The one seam between the storefront and the embedded reference store (ADR 0008): the store
// is mounted here and handed to the API client as its in-process transport.
import { createStore, parseRateLimits, storeEndpointOf } from '#store'
import { configureStoreApi, type StoreTransport } from './api/base'
import {
  metrics,
  routeOf,
  startMetricsListener,
  type PageCacheOutcome,
} from './server/metrics.server'
import './server/dom'
import { streamHandler } from './server/render'
import { withCachePolicy } from './server/cache-policy'
import { describeRequestSpan, inServerSpan, traced, tracedStoreCall } from './server/tracing.server'
import { isCrawlerFile } from './server/sitemap'
import { registerShutdown } from './server/health'
import {
  countingFailures,
  dependencyFailed,
  inPageScope,
  registerDependencyProbe,
  storeCallSettled,
  storeDatabaseProbe,
} from './server/dependencies'
import { getSettings } from './server/settings'
import { injectedFault, logsOf, recordLog, withStoreFaults } from './server/store-faults'
import {
  configureLogger,
  currentRequestId,
  inRequestScope,
  libraryLog,
  log,
  logAccess,
  requestScopeOf,
} from './server/logger.server'
import { formatWithOptions } from 'node:util'
import { configureVideoHost } from './api/product/videos.server'
import { answerOEmbed } from './server/video-stand-in'
import { VIDEO_STAND_IN_PATH } from '../app.config'
import { Redis } from 'ioredis'
import { FastResponse } from 'srvx'
import { configureStoreReadCache, purgeStoreReads } from './api/read-cache'
import {
  addKeys,
  ALL_PAGES,
  CONTENT_KEY_PREFIX,
  collectingKeys,
  keysOfHeader,
  pageKeys,
  readKeys,
} from './server/surrogate-keys.server'
import { purgeEdge } from './server/edge.server'
import { purgeContentReads } from './content/server-service'
import { AsyncLocalStorage } from 'node:async_hooks'
import { registerNonceScope } from './lib/csp-nonce'
import { setServerLog } from './lib/log'
import {
  API_POLICY,
  baselineHeaders,
  createNonce,
  documentPolicy,
  isPreviewRequest,
  renewedNonceParts,
  withSecurityHeaderList,
  withSecurityHeaders,
} from './server/security-headers'
import {
  createPageCache,
  handlePurgeRequest,
  SURROGATE_KEY_HEADER,
  memoryPageStore,
  redisPageStore,
  withMemoryFallback,
} from './server/page-cache'

const PURGE_PATH = '/api/cache/purge'

// Validate the environment when the server module loads, so a bad setting stops start-up
// with one message naming the variable instead of failing on the first request.
const settings = getSettings()

// The structured log (src/server/logger.server.ts), before anything logs. Test servers also
// keep what is logged at warn and above while serving a request that carries a test id, so a
// fault test can assert the row's log code although the line was written on the server
// (GET /test-only/logs?id=…).
configureLogger({
  level: settings.LOG_LEVEL,
  pretty: settings.NODE_ENV === 'development',
  tee: settings.ENABLE_TEST_ROUTES ? recordLine : undefined,
})

function recordLine(line: string) {
  const event = JSON.parse(line) as { level: string; msg?: string; err?: unknown }
  if (event.level !== 'warn' && event.level !== 'error' && event.level !== 'fatal') return
  const err = event.err as { stack?: string; message?: string } | string | undefined
  const detail = typeof err === 'string' ? err : (err?.stack ?? err?.message)
  recordLog(detail ? `${event.msg ?? ''} ${detail}` : (event.msg ?? ''))
}

const store = createStore({
  database: settings.DATABASE_URL
    ? { kind: 'postgres', url: settings.DATABASE_URL }
    : {
        kind: 'pglite',
        dataDir: settings.PGLITE_DIR === ':memory:' ? null : settings.PGLITE_DIR,
      },
  serviceCredential:
    settings.STORE_SERVICE_EMAIL && settings.STORE_SERVICE_PASSWORD
      ? { email: settings.STORE_SERVICE_EMAIL, password: settings.STORE_SERVICE_PASSWORD }
      : undefined,
  seedScale: settings.STORE_SEED_SCALE,
  secureCookies: settings.siteUrl.startsWith('https:'),
  allowedOrigins: [
    ...new Set([settings.siteUrl, settings.storeHostUrl].map((u) => new URL(u).origin)),
  ],
  rateLimits: parseRateLimits(settings.STORE_RATE_LIMITS),
  redisUrl: settings.REDIS_URL,
  trustProxy: settings.TRUST_PROXY,
  adminToken: settings.STORE_ADMIN_TOKEN,
  // The catalogue changed: the pages and store reads made of what it names are stale, on every
  // instance and at the edge; nothing else is.
  onCatalogueChange: (keys) => void purgeEverything(keys),
  log,
  onDatabaseUnavailable: (error) => dependencyFailed('database', error),
})
// /healthz: `starting` (503) until the database has been opened once, then a cheap query.
registerDependencyProbe('database', storeDatabaseProbe(store.ready))
registerShutdown(() => store.close())

// Without STORE_API_URL the API client hands its requests to the store in this process: the
// same Request, status codes and JSON, no socket. With it, real HTTP.
configureStoreApi(
  settings.storeApiUrl,
  metered(
    settings.STORE_API_URL
      ? (url, init) => fetch(url, init)
      : async (url, init) =>
          (settings.ENABLE_TEST_ROUTES && injectedFault(new URL(url).pathname)) ||
          store.fetch(new Request(url, init), { address: null, inProcess: true }),
  ),
  settings.STORE_TIMEOUT_MS,
)

/**
 * The server's own store calls, counted and timed by endpoint pattern and outcome, each in a
 * span of its own (the database and Redis calls in-process, or the HTTP call, beneath it).
 */
function metered(send: StoreTransport): StoreTransport {
  return async (url, init) => {
    const startedAt = performance.now()
    const endpoint = storeEndpointOf(new URL(url).pathname)
    const method = init.method ?? 'GET'
    const took = () => (performance.now() - startedAt) / 1000
    try {
      const response = await tracedStoreCall(method, endpoint, () => send(url, init))
      metrics.storeCall(endpoint, method, response.status, took(), 'server')
      storeCallSettled(response.status)
      // What the answer is made of is what the page rendering it is made of.
      addKeys(keysOfHeader(response.headers.get(SURROGATE_KEY_HEADER)))
      return response
    } catch (error) {
      metrics.storeCall(endpoint, method, null, took(), 'server')
      storeCallSettled(null, error)
      throw error
    }
  }
}

startMetricsListener(settings.METRICS_PORT, settings.METRICS_HOST)

// The video host's oEmbed: the configured endpoint, or the embedded stand-in in-process (it is
// also served over HTTP below, for anything else that asks).
const videoStandIn = !settings.VIDEO_OEMBED_URL
configureVideoHost(
  {
    oembedUrl: settings.videoOembedUrl,
    thumbnailPattern: settings.videoThumbnailUrl,
    embedPattern: settings.VIDEO_EMBED_URL,
    keep: !settings.ENABLE_TEST_ROUTES,
  },
  videoStandIn
    ? async (url, init) =>
        (settings.ENABLE_TEST_ROUTES && injectedFault(new URL(url).pathname)) ||
        answerOEmbed(new Request(url, init), settings.videoThumbnailUrl)
    : undefined,
)

const handle = createStartHandler(streamHandler)

// Test servers only: what the server logs while serving a request that carries a test id is
// kept for the test to read (GET /test-only/logs?id=…): its log's lines (recordLine above) and
// anything a library writes to the console.
const LOGS_PATH = '/test-only/logs'
if (settings.ENABLE_TEST_ROUTES) {
  for (const level of ['error', 'warn'] as const) {
    const write = console[level].bind(console)
    console[level] = (...args: unknown[]) => {
      recordLog(formatWithOptions({ colors: false, depth: 2 }, ...args))
      write(...args)
    }
  }
}

// Security headers on every response; documents' policy with the response's own nonce, which
// the router stamps on the scripts it renders (ADR 0018).
const securityHeaders = baselineHeaders(settings.siteUrl)
// scripts/serve.mjs answers static files itself: it puts the same headers on them, and the
// policy that runs nothing (an SVG opened on its own runs no script).
;(
  globalThis as { __storefrontSecurityHeaders?: Record<string, string> }
).__storefrontSecurityHeaders = { ...securityHeaders, 'content-security-policy': API_POLICY }
const policySources = {
  siteUrl: settings.siteUrl,
  storeApiUrl: settings.storeApiUrl,
  imageCdnUrl: settings.imageCdnUrl,
  videoThumbnailUrl: settings.videoThumbnailUrl,
  videoEmbedUrl: settings.VIDEO_EMBED_URL,
  builder: !!settings.BUILDER_API_KEY,
}
const nonceScope = new AsyncLocalStorage<string>()
// Whether a render logged a failure (a store or content read fell back somewhere): such a page
// is served to its request but never kept in place of a good one (stale-if-error, ADR 0017).
const renderHealth = new AsyncLocalStorage<{ failed: boolean }>()
const fellBack = new WeakMap<Response, { failed: boolean }>()
setServerLog({
  error(code, message, error) {
    const health = renderHealth.getStore()
    if (health) health.failed = true
    libraryLog.error(code, message, error)
  },
  warn: libraryLog.warn,
})
/**
 * Responses that left the page cache with their security headers (and request id) set, with
 * what the access line says of them: read here, not from their headers, which srvx's
 * FastResponse only builds when asked.
 */
const secured = new WeakMap<Response, { bytes?: number; cache?: string }>()
registerNonceScope(nonceScope)

// Anonymous HTML kept and served from memory or Redis (ADR 0017), and the store reads the
// server keeps (src/api/read-cache.ts). Test servers keep no store reads: a request's
// injected faults must reach the page.
const cacheOn = settings.PAGE_CACHE === 'on'
configureStoreReadCache(!settings.ENABLE_TEST_ROUTES, readKeys)
/** Each render's surrogate keys, complete once its body is (src/server/surrogate-keys.server.ts). */
const renderKeys = new WeakMap<Response, Set<string>>()
const isShared = (response: Response) =>
  /\bpublic\b/.test(response.headers.get('cache-control') ?? '')
const pageCache = cacheOn
  ? createPageCache({
      store: pageStore(),
      variant: settings.ALL_PRODUCTS_TEMPLATE + settings.CATEGORY_TEMPLATE,
      fellBack: (response) => fellBack.get(response)?.failed ?? false,
      surrogateKeys: (response) =>
        isShared(response) ? pageKeys(renderKeys.get(response) ?? new Set()) : [],
      // A kept page is sent with this response's nonce, never the one it was rendered with,
      // and its security headers already on (set one by one they cost more than the rest).
      // srvx writes the parts to the socket as they are: no copy, no web stream.
      makeResponse: (body, { status, headers }) => {
        const nonce = nonceScope.getStore() ?? ''
        const policy = documentPolicy(nonce, policySources, false)
        const list = withSecurityHeaderList(headers, securityHeaders, policy)
        if (body) list.push(['content-length', String(body.byteLength)])
        const requestId = currentRequestId()
        if (requestId) list.push(['x-request-id', requestId])
        const response = new FastResponse(
          body && (writerOf(renewedNonceParts(body, nonce)) as unknown as BodyInit),
          { status, headers: list },
        )
        secured.set(response, {
          bytes: body?.byteLength,
          cache: headers.find(([name]) => name === 'x-cache')?.[1],
        })
        return response
      },
    })
  : null

/**
 * A body srvx pipes into Node's response (anything with `pipe`): the parts written in turn,
 * which Node gathers into one socket write.
 */
function writerOf(parts: Uint8Array[]) {
  return {
    pipe<W extends { write(chunk: Uint8Array): unknown; end(): unknown }>(target: W): W {
      for (const part of parts) target.write(part)
      target.end()
      return target
    },
  }
}

function pageStore() {
  if (!settings.REDIS_URL) return memoryPageStore(settings.PAGE_CACHE_MAX_MB * 1024 * 1024)
  const options = { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false }
  // While Redis is away this instance keeps its pages in memory (said once) and keeps serving.
  const redis = new Redis(settings.REDIS_URL, options)
  registerDependencyProbe('redis', async () => void (await redis.ping()))
  const store = withMemoryFallback(
    countingFailures(
      'redis',
      redisPageStore(redis, new Redis(settings.REDIS_URL, { maxRetriesPerRequest: 1 }), (keys) => {
        metrics.purge('remote')
        forgetReads(keys)
      }),
    ),
    memoryPageStore(settings.PAGE_CACHE_MAX_MB * 1024 * 1024),
  )
  registerShutdown(() => store.close?.() ?? Promise.resolve())
  return store
}

/**
 * A purge: with `keys`, what is kept under them (pages here and in Redis, the store and content
 * reads they were made of, the edge's copies); without, everything. Other instances hear of it
 * through Redis and forget their reads; the edge is told once, from here.
 */
async function purgeEverything(keys?: string[]) {
  metrics.purge('admin')
  forgetReads(keys)
  const purgePages = () =>
    (keys ? pageCache?.purgeKeys(keys) : pageCache?.purge())?.catch((error: unknown) =>
      log.error({ err: error }, '[page-cache] purge failed'),
    )
  await purgePages()
  if (!settings.EDGE_PURGE_URL) return
  // In order, or the edge would fetch the old page again: the pages here first; then, once the
  // other instances have had time to forget their reads (the announcement above), once more for
  // a page one of them rendered from an old read meanwhile; then the edge.
  if (pageCache && settings.REDIS_URL) {
    await new Promise((resolve) => setTimeout(resolve, PURGE_SETTLE_MS))
    await purgePages()
  }
  await purgeEdge(settings.EDGE_PURGE_URL, keys ?? [ALL_PAGES])
}

/** How long other instances get to hear of a purge before the second pass and the edge. */
const PURGE_SETTLE_MS = 150

/** The reads this instance keeps, for a purge: those under `keys`, or all. */
function forgetReads(keys?: string[]) {
  purgeStoreReads(keys)
  if (!keys || keys.some((k) => k === ALL_PAGES || k.startsWith(CONTENT_KEY_PREFIX)))
    purgeContentReads()
}

/**
 * Documents the page cache may answer: page paths, not APIs, server functions or files; and
 * robots.txt and the sitemaps, which a catalogue change must reach like the pages.
 */
const isDocumentPath = (pathname: string) =>
  isCrawlerFile(pathname) ||
  (!/^\/(api|_serverFn|healthz|test-only|flows\/export)(\/|$)/.test(pathname) &&
    !/\.[a-z0-9]{1,8}$/i.test(pathname))

let warnedNoAddress = false
/**
 * The peer's address as the server adapter reports it (srvx sets `ip`; other adapters put it
 * on the request context). Forwarded addresses are the store's business, with TRUST_PROXY.
 */
function peerAddress(request: Request): string | null {
  const r = request as Request & { ip?: string; context?: { clientAddress?: string } }
  const address = r.ip ?? r.context?.clientAddress ?? null
  if (!address && !settings.TRUST_PROXY && !warnedNoAddress) {
    warnedNoAddress = true
    log.warn(
      '[store] the server adapter gives no client address: every caller shares one rate limit (set TRUST_PROXY behind a proxy)',
    )
  }
  return address
}

const isStorePath = (pathname: string) =>
  pathname.startsWith('/rest/auth/') || pathname === '/graphql'

export default createServerEntry({
  // Every request runs with its ids in scope (its log lines carry them), answers with its
  // `x-request-id`, and leaves one access line.
  fetch(request) {
    const startedAt = performance.now()
    const url = new URL(request.url)
    const ids = requestScopeOf(request)
    return inServerSpan(
      request,
      url,
      () =>
        inRequestScope(ids, async () => {
          let response: Response
          try {
            response = await answer(request, url)
          } catch (error) {
            log.error({ err: error }, `[server] ${request.method} ${url.pathname} failed`)
            logAccess(request, url.pathname, { status: 500 }, startedAt)
            observe(request, url, 500, startedAt, undefined)
            throw error
          }
          const kept = secured.get(response)
          if (!kept) response = withRequestId(response, ids.requestId)
          logAccess(request, url.pathname, response, startedAt, kept)
          observe(
            request,
            url,
            response.status,
            startedAt,
            kept?.cache ?? response.headers.get('x-cache'),
          )
          return response
        }),
      (response) => secured.has(response),
      () => pageCache?.keptFresh(request, url) ?? false,
    )
  },
})

const CACHE_OUTCOMES: Record<string, PageCacheOutcome> = {
  HIT: 'hit',
  STALE: 'stale',
  MISS: 'miss',
  'STALE-IF-ERROR': 'stale_if_error',
}

/** A request's metrics: its route pattern, status and time; for documents, the cache's answer. */
function observe(
  request: Request,
  url: URL,
  status: number,
  startedAt: number,
  cache: string | null | undefined,
) {
  const route = routeOf(url.pathname)
  metrics.request(route, request.method, status, (performance.now() - startedAt) / 1000)
  describeRequestSpan(request.method, route, cache)
  if (!pageCache || !isDocumentPath(url.pathname)) return
  metrics.pageCache((cache && CACHE_OUTCOMES[cache]) || 'bypass')
}

async function answer(request: Request, url: URL): Promise<Response> {
  const nonce = createNonce()
  const response = await nonceScope.run(nonce, () => route(request, url))
  if (secured.has(response)) return response
  return withSecurityHeaders(
    response,
    securityHeaders,
    documentPolicy(nonce, policySources, isPreviewRequest(url)),
  )
}

function withRequestId(response: Response, requestId: string): Response {
  try {
    response.headers.set('x-request-id', requestId)
    return response
  } catch {
    // Headers that cannot change (a Response.redirect): the same response, copied.
    const copy = new Response(response.body, response)
    copy.headers.set('x-request-id', requestId)
    return copy
  }
}

// scripts/serve.mjs answers static files and says the server is listening: through this log.
;(globalThis as { __storefrontLog?: unknown }).__storefrontLog = {
  info: (message: string) => log.info(message),
  warn: (message: string) => log.warn(message),
  console: libraryLog.console,
  /** The access line of a response answered outside this handler (a static file). */
  access(request: Request, response: Response, startedAt: number): Response {
    const ids = requestScopeOf(request)
    return inRequestScope(ids, () => {
      const answered = withRequestId(response, ids.requestId)
      logAccess(request, new URL(request.url).pathname, answered, startedAt)
      return answered
    })
  },
}

function route(request: Request, url: URL): Promise<Response> {
  const { pathname } = url
  // Test servers only: the request's injected store faults (src/server/store-faults.ts).
  return withStoreFaults(request, settings.ENABLE_TEST_ROUTES, async () => {
    if (videoStandIn && pathname === VIDEO_STAND_IN_PATH)
      return answerOEmbed(request, settings.videoThumbnailUrl)
    if (isStorePath(pathname)) {
      const fault = settings.ENABLE_TEST_ROUTES && injectedFault(pathname)
      if (fault) return fault
      // The browser's calls, passed on: counted apart from the server's own.
      const startedAt = performance.now()
      const answered = await store.fetch(request, { address: peerAddress(request) })
      metrics.storeCall(
        storeEndpointOf(pathname),
        request.method,
        answered.status,
        (performance.now() - startedAt) / 1000,
        'browser',
      )
      return answered
    }
    if (settings.ENABLE_TEST_ROUTES && pathname === LOGS_PATH)
      return Response.json({ lines: logsOf(url.searchParams.get('id') ?? '') })
    if (pathname === PURGE_PATH)
      return handlePurgeRequest(request, settings.PAGE_CACHE_PURGE_SECRET, purgeEverything)
    const render = () => {
      const health = { failed: false }
      const keys = new Set<string>()
      // The render's span ends when the response's head is ready; reads deferred to the
      // stream still count as its children.
      const route = routeOf(pathname)
      return renderHealth.run(health, () =>
        collectingKeys(keys, () =>
          traced(`render ${route}`, { 'http.route': route }, async () => {
            const response = withCachePolicy(request, await handle(request))
            fellBack.set(response, health)
            renderKeys.set(response, keys)
            // The keys known as the head leaves; a kept copy names them all (the page cache).
            if (isShared(response))
              response.headers.set(SURROGATE_KEY_HEADER, pageKeys(keys).join(' '))
            return response
          }),
        ),
      )
    }
    // Its own record of a failed main read: such a page answers 503 (src/server/dependencies.ts).
    return inPageScope(() =>
      pageCache && isDocumentPath(pathname) ? pageCache.serve(request, render) : render(),
    )
  })
}
