/**
 * The metrics an operator scrapes (src/server/metrics.server.ts), read off the running server's
 * own listener (METRICS_PORT, beside the public port in playwright.config.ts) after real page
 * and store requests: route patterns, page-cache outcomes, store calls; none of it on the
 * public port, and no raw path or slug in any label.
 */
import { expect, test } from './fixtures'

const PORT = Number(process.env.E2E_PORT ?? 3210)
const METRICS = `http://127.0.0.1:${PORT + 1}/metrics`

async function scrape() {
  const response = await fetch(METRICS)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
  return response.text()
}

/** The value of the sample with exactly these labels (0 when absent). */
function valueOf(body: string, name: string, labels: Record<string, string>) {
  const want = Object.entries(labels)
    .map(([k, v]) => `${k}="${v}"`)
    .sort()
  for (const line of body.split('\n')) {
    if (!line.startsWith(`${name}{`)) continue
    const parts = line
      .slice(name.length + 1, line.indexOf('}'))
      .split(',')
      .sort()
    if (parts.join() === want.join()) return Number(line.slice(line.lastIndexOf(' ') + 1))
  }
  return 0
}

test('an operator scrapes requests, page-cache outcomes and store calls; the public cannot', async ({
  request,
}) => {
  const before = await scrape()
  // A page no one has asked for yet (its own key): a miss that reads the store, then a hit.
  const page = `/products/free-clear-laundry-liquid?metrics=${Date.now()}`
  expect((await request.get(page)).status()).toBe(200)
  expect((await request.get(page)).status()).toBe(200)
  // A call the browser makes, passed on to the store.
  expect((await request.get('/rest/auth/products/free-clear-laundry-liquid')).status()).toBe(200)
  const after = await scrape()

  const grew = (name: string, labels: Record<string, string>) =>
    valueOf(after, name, labels) - valueOf(before, name, labels)
  expect(
    grew('http_requests_total', { route: '/products/$slug', method: 'GET', status: '200' }),
  ).toBeGreaterThanOrEqual(2)
  expect(grew('page_cache_requests_total', { outcome: 'miss' })).toBeGreaterThanOrEqual(1)
  expect(grew('page_cache_requests_total', { outcome: 'hit' })).toBeGreaterThanOrEqual(1)
  expect(
    grew('store_calls_total', {
      endpoint: '/rest/auth/products/:slug',
      method: 'GET',
      outcome: 'ok',
      origin: 'server',
    }),
  ).toBeGreaterThanOrEqual(1)
  expect(
    grew('store_calls_total', {
      endpoint: '/rest/auth/products/:slug',
      method: 'GET',
      outcome: 'ok',
      origin: 'browser',
    }),
  ).toBe(1)
  expect(after).toContain('\nhttp_request_duration_seconds_bucket{')
  expect(after).toContain('\n# TYPE nodejs_eventloop_lag_seconds gauge')
  // Labels are patterns: no slug, no query.
  expect(after).not.toContain('free-clear-laundry-liquid')
  expect(after).not.toContain('metrics=')

  // Not on the public port: there /metrics is a page like any unknown path.
  const pub = await request.get('/metrics')
  expect(pub.status()).toBe(404)
  expect(await pub.text()).not.toContain('http_requests_total')
})
