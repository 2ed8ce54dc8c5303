// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { metrics, routeOf, scrape, startMetricsListener } from '~/server/metrics.server'

/** The value of one sample line of the scrape, or null when it is not there. */
async function sample(name: string, labels: Record<string, string>) {
  const { body } = await scrape()
  const want = Object.entries(labels).map(([k, v]) => `${k}="${v}"`)
  for (const line of body.split('\n')) {
    if (!line.startsWith(`${name}{`)) continue
    const inner = line.slice(name.length + 1, line.indexOf('}'))
    const parts = inner.split(',')
    if (want.every((w) => parts.includes(w)) && parts.length === want.length)
      return Number(line.slice(line.lastIndexOf(' ') + 1))
  }
  return null
}

describe('route labels', () => {
  it('are the route patterns, never the path: slugs, ids and queries stay out', () => {
    expect(routeOf('/')).toBe('/')
    expect(routeOf('/products')).toBe('/products')
    expect(routeOf('/products/free-clear-laundry-liquid')).toBe('/products/$slug')
    expect(routeOf('/products/category/laundry')).toBe('/products/category/$slug')
    expect(routeOf('/products/category/starter-kits')).toBe('/products/category/starter-kits')
    expect(routeOf('/products/category/starter-kits/laundry-starter-kit')).toBe(
      '/products/category/starter-kits/$kit',
    )
    expect(routeOf('/blog/category/laundry-lab')).toBe('/blog/category/$slug')
    expect(routeOf('/blog/some-post')).toBe('/blog/$slug')
    expect(routeOf('/flows/spec')).toBe('/flows/spec')
    expect(routeOf('/api/product/anything/at/all')).toBe('/api/product/$')
    // Content pages and unknown paths: the catch-all, one label for all of them.
    expect(routeOf('/about')).toBe('/$')
    expect(routeOf('/no/such/page/12345')).toBe('/$')
    expect(routeOf('/rest/auth/products/soap')).toBe('/rest/auth/*')
    expect(routeOf('/assets/main-abc.js')).toBe('/assets/*')
  })
})

describe('the scrape', () => {
  it('counts requests by route, method and status, with their time in a histogram', async () => {
    const before =
      (await sample('http_requests_total', {
        route: '/products/$slug',
        method: 'GET',
        status: '200',
      })) ?? 0
    metrics.request('/products/$slug', 'GET', 200, 0.012)
    metrics.request('/products/$slug', 'GET', 200, 0.3)
    expect(
      await sample('http_requests_total', {
        route: '/products/$slug',
        method: 'GET',
        status: '200',
      }),
    ).toBe(before + 2)
    expect(
      await sample('http_request_duration_seconds_bucket', {
        route: '/products/$slug',
        method: 'GET',
        le: '0.025',
      }),
    ).toBeGreaterThanOrEqual(1)
    // An unknown method is one label, not one per spelling.
    metrics.request('/', 'BREW', 405, 0.001)
    expect(
      await sample('http_requests_total', { route: '/', method: 'OTHER', status: '405' }),
    ).toBe(1)
  })

  it('counts store calls by endpoint and outcome, and a 429 as a rate-limit refusal', async () => {
    metrics.storeCall('/rest/auth/products/:slug', 'GET', 200, 0.02, 'server')
    metrics.storeCall('/rest/auth/products/:slug', 'GET', 503, 0.02, 'server')
    metrics.storeCall('/rest/auth/products/:slug', 'GET', null, 8, 'server')
    metrics.storeCall('/rest/auth/storefront/newsletter', 'POST', 429, 0.001, 'browser')
    const at = (
      outcome: string,
      endpoint = '/rest/auth/products/:slug',
      method = 'GET',
      origin = 'server',
    ) => sample('store_calls_total', { endpoint, method, outcome, origin })
    expect(await at('ok')).toBe(1)
    expect(await at('server_error')).toBe(1)
    expect(await at('failed')).toBe(1)
    expect(await at('client_error', '/rest/auth/storefront/newsletter', 'POST', 'browser')).toBe(1)
    expect(
      await sample('rate_limit_refusals_total', { endpoint: '/rest/auth/storefront/newsletter' }),
    ).toBe(1)
  })

  it('counts page-cache outcomes, purges and content reads, and has the runtime figures', async () => {
    metrics.pageCache('hit')
    metrics.pageCache('stale_if_error')
    metrics.purge('admin')
    metrics.contentRead('page', 'failed')
    expect(await sample('page_cache_requests_total', { outcome: 'hit' })).toBe(1)
    expect(await sample('page_cache_requests_total', { outcome: 'stale_if_error' })).toBe(1)
    expect(await sample('page_cache_purges_total', { origin: 'admin' })).toBe(1)
    expect(await sample('content_reads_total', { kind: 'page', outcome: 'failed' })).toBe(1)
    const { body, contentType } = await scrape()
    expect(contentType).toMatch(/^text\/plain; version=0\.0\.4/)
    for (const runtime of [
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_size_used_bytes',
      'nodejs_gc_duration_seconds',
      'process_cpu_seconds_total',
    ])
      expect(body).toContain(`\n# TYPE ${runtime} `)
  })
})

describe('the listener', () => {
  it('answers GET /metrics on its own port and nothing else', async () => {
    const server = startMetricsListener(0 + 39464, '127.0.0.1')!
    await new Promise((resolve) =>
      server.listening ? resolve(null) : server.once('listening', resolve),
    )
    const scraped = await fetch('http://127.0.0.1:39464/metrics')
    expect(scraped.status).toBe(200)
    expect(await scraped.text()).toContain('# TYPE http_requests_total counter')
    expect((await fetch('http://127.0.0.1:39464/')).status).toBe(404)
    expect((await fetch('http://127.0.0.1:39464/metrics', { method: 'POST' })).status).toBe(404)
    // Once per process: a second start keeps the first.
    expect(startMetricsListener(39465, '127.0.0.1')).toBe(server)
    server.close()
  })
})

describe('metrics off (METRICS_PORT=0)', () => {
  it('counts nothing and listens nowhere', async () => {
    vi.resetModules()
    const fresh = await import('~/server/metrics.server')
    expect(fresh.startMetricsListener(0, '127.0.0.1')).toBeNull()
    fresh.metrics.request('/products/$slug', 'GET', 200, 0.01)
    fresh.metrics.pageCache('hit')
    fresh.metrics.storeCall('/rest/auth/products/:slug', 'GET', 200, 0.01, 'server')
    const { body } = await fresh.scrape()
    expect(body).toContain('# TYPE http_requests_total counter')
    expect(body).not.toMatch(/^http_requests_total\{/m)
    expect(body).not.toMatch(/^page_cache_requests_total\{/m)
    expect(body).not.toMatch(/^store_calls_total\{/m)
  })
})
