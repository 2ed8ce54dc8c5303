/**
 * Metrics in Prometheus' text format (prom-client), for operators (README "Operating it",
 * ADR 0025). They are served on a listener of their own, `METRICS_HOST:METRICS_PORT`
 * (127.0.0.1:9464 by default), never on the public port: a scraper on the same host or, with
 * METRICS_HOST widened, on the private network reads them; shoppers cannot. Every label is
 * bounded: route patterns (`/products/$slug`), the store's endpoint patterns
 * (`/rest/auth/products/:slug`), fixed outcome words — never a raw path, a slug or an id.
 */
import { createServer, type Server } from 'node:http'
import { createRouter } from '@tanstack/react-router'
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'
import { routeTree } from '~/routeTree.gen'
import { log } from './logger.server'

export const registry = new Registry()

let runtimeCounted = false
/** The runtime's own: event-loop delay, heap, GC, CPU, file descriptors (standard names). */
function countRuntime() {
  if (runtimeCounted) return
  runtimeCounted = true
  collectDefaultMetrics({ register: registry })
}

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

const httpRequests = new Counter({
  name: 'http_requests_total',
  help: 'HTTP requests answered, by route pattern, method and status.',
  labelNames: ['route', 'method', 'status'] as const,
  registers: [registry],
})
const httpDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time to the response head, by route pattern and method (a page render when it is not kept).',
  labelNames: ['route', 'method'] as const,
  buckets: SECONDS,
  registers: [registry],
})
const pageCache = new Counter({
  name: 'page_cache_requests_total',
  help: 'Document requests by page-cache outcome: hit, stale (served while it refreshes), miss, stale_if_error (a failed render answered by the kept page), bypass (never kept: previews, personal or uncacheable requests).',
  labelNames: ['outcome'] as const,
  registers: [registry],
})
const pageCachePurges = new Counter({
  name: 'page_cache_purges_total',
  help: 'Purges of the page cache asked of this instance (the admin call, or another instance through Redis).',
  labelNames: ['origin'] as const,
  registers: [registry],
})
const storeCalls = new Counter({
  name: 'store_calls_total',
  help: "Calls to the store's API, by endpoint pattern, method and outcome: ok, client_error (4xx), server_error (5xx), failed (no answer: network, timeout).",
  labelNames: ['endpoint', 'method', 'outcome', 'origin'] as const,
  registers: [registry],
})
const storeDuration = new Histogram({
  name: 'store_call_duration_seconds',
  help: "Latency of the store's API calls, by endpoint pattern and origin (server: the storefront's own reads; browser: calls the server passes on).",
  labelNames: ['endpoint', 'origin'] as const,
  buckets: SECONDS,
  registers: [registry],
})
const contentReads = new Counter({
  name: 'content_reads_total',
  help: 'Reads of the content service (embedded or Builder), by kind and outcome (ok, failed).',
  labelNames: ['kind', 'outcome'] as const,
  registers: [registry],
})
const rateLimited = new Counter({
  name: 'rate_limit_refusals_total',
  help: 'Calls the store refused with 429, by endpoint pattern.',
  labelNames: ['endpoint'] as const,
  registers: [registry],
})

const edgePurges = new Counter({
  name: 'edge_purges_total',
  help: 'Purge requests sent to the edge cache (EDGE_PURGE_URL), by outcome (ok, failed).',
  labelNames: ['outcome'] as const,
  registers: [registry],
})

const dependencyFailures = new Counter({
  name: 'dependency_failures_total',
  help: "Failed calls of a dependency (store, content, database, redis): the store's calls with no answer or a 5xx, failed content reads, the store's calls its database could not serve, failed calls of the shared page store.",
  labelNames: ['dependency'] as const,
  registers: [registry],
})
const dependencyUp = new Gauge({
  name: 'dependency_up',
  help: '1 while a dependency can be used, 0 while it is down: the database and Redis as probed, the store and the content service as their last calls answered (the state /healthz reports).',
  labelNames: ['dependency'] as const,
  registers: [registry],
  // Read afresh at each scrape (within the probes' deadline), not only when /healthz is asked.
  async collect() {
    const { dependencyStates } = await import('./dependencies')
    await dependencyStates()
  },
})

export type PageCacheOutcome = 'hit' | 'stale' | 'miss' | 'stale_if_error' | 'bypass'

export const metrics = {
  request(route: string, method: string, status: number, seconds: number) {
    const m = KNOWN_METHODS.has(method) ? method : 'OTHER'
    httpRequests.inc({ route, method: m, status: String(status) })
    httpDuration.observe({ route, method: m }, seconds)
  },
  pageCache(outcome: PageCacheOutcome) {
    pageCache.inc({ outcome })
  },
  purge(origin: 'admin' | 'remote') {
    pageCachePurges.inc({ origin })
  },
  storeCall(
    endpoint: string,
    method: string,
    status: number | null,
    seconds: number,
    origin: 'server' | 'browser',
  ) {
    const outcome =
      status === null
        ? 'failed'
        : status >= 500
          ? 'server_error'
          : status >= 400
            ? 'client_error'
            : 'ok'
    storeCalls.inc({
      endpoint,
      method: KNOWN_METHODS.has(method) ? method : 'OTHER',
      outcome,
      origin,
    })
    storeDuration.observe({ endpoint, origin }, seconds)
    if (status === 429) rateLimited.inc({ endpoint })
  },
  edgePurge(outcome: 'ok' | 'failed') {
    edgePurges.inc({ outcome })
  },
  contentRead(kind: string, outcome: 'ok' | 'failed') {
    contentReads.inc({ kind, outcome })
  },
  dependencyFailure(dependency: 'store' | 'content' | 'database' | 'redis') {
    dependencyFailures.inc({ dependency })
  },
  dependencyUp(dependency: 'store' | 'content' | 'database' | 'redis', up: boolean) {
    dependencyUp.set({ dependency }, up ? 1 : 0)
  },
}

const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

interface Pattern {
  label: string
  re: RegExp
  rank: number
}
let patterns: Pattern[] | null = null

/** The app's routes as the router knows them (`/products/$slug`), most specific first. */
function routePatterns(): Pattern[] {
  if (patterns) return patterns
  // Only its route table is read: nothing loads, so no per-request context is needed.
  const router = createRouter({ routeTree, context: {} as never })
  patterns = Object.keys(router.routesByPath)
    .map((path) => {
      const segments = path.split('/').filter(Boolean)
      const splat = segments.at(-1) === '$'
      const fixed = splat ? segments.slice(0, -1) : segments
      const source = fixed
        .map((s) => (s.startsWith('$') ? '/[^/]+' : `/${s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`))
        .join('')
      const re = new RegExp(`^${source}${splat ? '(?:/.*)?' : ''}/?$`)
      const statics = fixed.filter((s) => !s.startsWith('$')).length
      // Literal segments win over parameters, and anything over a splat.
      return { label: path, re, rank: (splat ? 0 : 1000) + statics * 10 + fixed.length }
    })
    .sort((a, b) => b.rank - a.rank)
  return patterns
}

/** The route pattern a path answers to, for labels; never the path itself. */
export function routeOf(pathname: string): string {
  if (pathname.startsWith('/rest/auth/')) return '/rest/auth/*'
  if (pathname === '/graphql') return '/graphql'
  if (pathname.startsWith('/_serverFn/')) return '/_serverFn/*'
  if (pathname.startsWith('/assets/')) return '/assets/*'
  return routePatterns().find((p) => p.re.test(pathname))?.label ?? 'other'
}

/** The scrape answer: the text and its content type. */
export async function scrape(): Promise<{ body: string; contentType: string }> {
  countRuntime()
  return { body: await registry.metrics(), contentType: registry.contentType }
}

const LISTENER = Symbol.for('clearhome.metricsListener')

/**
 * Starts the metrics listener once per process (a dev server reloading this module keeps the
 * first). A port already taken is logged, not fatal: the instance still serves shoppers. Port 0
 * turns metrics off: with no listener nothing is counted either, so an instance no scraper
 * reads pays nothing for them.
 */
export function startMetricsListener(port: number, host: string): Server | null {
  const scope = globalThis as { [LISTENER]?: Server }
  if (port === 0) {
    for (const name of Object.keys(metrics) as Array<keyof typeof metrics>) metrics[name] = () => {}
    return null
  }
  if (scope[LISTENER]) return scope[LISTENER]
  countRuntime()
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0]
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n')
      return
    }
    scrape().then(
      ({ body, contentType }) => response.writeHead(200, { 'content-type': contentType }).end(body),
      (error: unknown) => {
        log.error({ err: error }, '[metrics] the scrape failed')
        response.writeHead(500, { 'content-type': 'text/plain' }).end('Scrape failed\n')
      },
    )
  })
  server.on('error', (error: NodeJS.ErrnoException) =>
    log.error(
      { err: error },
      `[metrics] cannot listen on ${host}:${port} (${error.code ?? error.message}): no metrics from this instance`,
    ),
  )
  server.listen(port, host, () => log.info(`[metrics] on http://${host}:${port}/metrics`))
  // Never keeps the process alive on its own.
  server.unref()
  scope[LISTENER] = server
  return server
}
