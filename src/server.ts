import { createServerEntry, createStartHandler } from '@tanstack/react-start/server'
// The one seam between the storefront and the embedded reference store (ADR 0008): the store
// is mounted here and handed to the API client as its in-process transport.
import { createStore, parseRateLimits } from '#store'
import { configureStoreApi } from './api/base'
import './server/dom'
import { streamHandler } from './server/render'
import { withCachePolicy } from './server/cache-policy'
import { isCrawlerFile } from './server/sitemap'
import { registerHealthCheck, registerShutdown } from './server/health'
import { getSettings } from './server/settings'
import { injectedFault, logsOf, recordLog, withStoreFaults } from './server/store-faults'
import { formatWithOptions } from 'node:util'
import { configureVideoHost } from './api/videos.server'
import { answerOEmbed } from './server/video-stand-in'
import { VIDEO_STAND_IN_PATH } from '../app.config'
import { Redis } from 'ioredis'
import { FastResponse } from 'srvx'
import { configureStoreReadCache, purgeStoreReads } from './api/read-cache'
import { purgeContentReads } from './content/server-service'
import { AsyncLocalStorage } from 'node:async_hooks'
import { registerNonceScope } from './lib/csp-nonce'
import { onLoggedError } from './lib/log'
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
  memoryPageStore,
  redisPageStore,
  withMemoryFallback,
} from './server/page-cache'

const PURGE_PATH = '/api/cache/purge'

// Validate the environment when the server module loads, so a bad setting stops start-up
// with one message naming the variable instead of failing on the first request.
const settings = getSettings()

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
  // The catalogue changed: every page and store read kept of it is stale, on every instance.
  onCatalogueChange: () => void purgeEverything(),
})
registerHealthCheck('store-database', async () => {
  await store.ready()
})
registerShutdown(() => store.close())

// Without STORE_API_URL the API client hands its requests to the store in this process: the
// same Request, status codes and JSON, no socket. With it, real HTTP.
configureStoreApi(
  settings.storeApiUrl,
  settings.STORE_API_URL
    ? undefined
    : async (url, init) =>
        (settings.ENABLE_TEST_ROUTES && injectedFault(new URL(url).pathname)) ||
        store.fetch(new Request(url, init), { address: null, inProcess: true }),
  settings.STORE_TIMEOUT_MS,
)

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
// kept for the test to read (GET /test-only/logs?id=…), so a fault test can assert the row's
// log code although the line was written on the server.
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
onLoggedError(() => {
  const health = renderHealth.getStore()
  if (health) health.failed = true
})
/** Responses that left the page cache with their security headers set. */
const secured = new WeakSet<Response>()
registerNonceScope(nonceScope)

// Anonymous HTML kept and served from memory or Redis (ADR 0017), and the store reads the
// server keeps (src/api/read-cache.ts). Test servers keep no store reads: a request's
// injected faults must reach the page.
const cacheOn = settings.PAGE_CACHE === 'on'
configureStoreReadCache(!settings.ENABLE_TEST_ROUTES)
const pageCache = cacheOn
  ? createPageCache({
      store: pageStore(),
      variant: settings.ALL_PRODUCTS_TEMPLATE + settings.CATEGORY_TEMPLATE,
      fellBack: (response) => fellBack.get(response)?.failed ?? false,
      // A kept page is sent with this response's nonce, never the one it was rendered with,
      // and its security headers already on (set one by one they cost more than the rest).
      // srvx writes the parts to the socket as they are: no copy, no web stream.
      makeResponse: (body, { status, headers }) => {
        const nonce = nonceScope.getStore() ?? ''
        const policy = documentPolicy(nonce, policySources, false)
        const list = withSecurityHeaderList(headers, securityHeaders, policy)
        if (body) list.push(['content-length', String(body.byteLength)])
        const response = new FastResponse(
          body && (writerOf(renewedNonceParts(body, nonce)) as unknown as BodyInit),
          { status, headers: list },
        )
        secured.add(response)
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
  const store = withMemoryFallback(
    redisPageStore(
      new Redis(settings.REDIS_URL, options),
      new Redis(settings.REDIS_URL, { maxRetriesPerRequest: 1 }),
      () => {
        purgeStoreReads()
        purgeContentReads()
      },
    ),
    memoryPageStore(settings.PAGE_CACHE_MAX_MB * 1024 * 1024),
  )
  registerShutdown(() => store.close?.() ?? Promise.resolve())
  return store
}

async function purgeEverything() {
  purgeStoreReads()
  purgeContentReads()
  await pageCache
    ?.purge()
    .catch((error: unknown) => console.error('[page-cache] purge failed:', error))
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
    console.warn(
      '[store] the server adapter gives no client address: every caller shares one rate limit (set TRUST_PROXY behind a proxy)',
    )
  }
  return address
}

const isStorePath = (pathname: string) =>
  pathname.startsWith('/rest/auth/') || pathname === '/graphql'

export default createServerEntry({
  async fetch(request) {
    const url = new URL(request.url)
    const nonce = createNonce()
    const response = await nonceScope.run(nonce, () => route(request, url))
    if (secured.has(response)) return response
    return withSecurityHeaders(
      response,
      securityHeaders,
      documentPolicy(nonce, policySources, isPreviewRequest(url)),
    )
  },
})

function route(request: Request, url: URL): Promise<Response> {
  const { pathname } = url
  // Test servers only: the request's injected store faults (src/server/store-faults.ts).
  return withStoreFaults(request, settings.ENABLE_TEST_ROUTES, async () => {
    if (videoStandIn && pathname === VIDEO_STAND_IN_PATH)
      return answerOEmbed(request, settings.videoThumbnailUrl)
    if (isStorePath(pathname)) {
      return (
        (settings.ENABLE_TEST_ROUTES && injectedFault(pathname)) ||
        store.fetch(request, { address: peerAddress(request) })
      )
    }
    if (settings.ENABLE_TEST_ROUTES && pathname === LOGS_PATH)
      return Response.json({ lines: logsOf(url.searchParams.get('id') ?? '') })
    if (pathname === PURGE_PATH)
      return handlePurgeRequest(request, settings.PAGE_CACHE_PURGE_SECRET, purgeEverything)
    const render = () => {
      const health = { failed: false }
      return renderHealth.run(health, async () => {
        const response = withCachePolicy(request, await handle(request))
        fellBack.set(response, health)
        return response
      })
    }
    return pageCache && isDocumentPath(pathname) ? pageCache.serve(request, render) : render()
  })
}
