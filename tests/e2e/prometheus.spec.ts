/**
 * A real Prometheus (Debian's package) scrapes the running server's metrics listener, and the
 * queries an operator's dashboard and alerts ask answer: the page cache's hit ratio and the p99
 * render time (README, Operations; ADR 0025).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from './fixtures'

const PORT = Number(process.env.E2E_PORT ?? 3210)
const PROMETHEUS = 'http://127.0.0.1:3391'

test.describe.configure({ mode: 'serial' })
test.skip(({ isMobile }) => isMobile, 'HTTP only, one project')

let prometheus: ChildProcess | null = null
let work = ''

test.afterAll(() => {
  prometheus?.kill('SIGTERM')
  if (work) rmSync(work, { recursive: true, force: true })
})

/** One number from an instant query, or null while it has none. */
async function query(expr: string): Promise<number | null> {
  const response = await fetch(`${PROMETHEUS}/api/v1/query?query=${encodeURIComponent(expr)}`)
  const body = (await response.json()) as {
    status: string
    data: { result: Array<{ value: [number, string] }> }
  }
  expect(body.status).toBe('success')
  const value = body.data.result[0]?.value[1]
  return value === undefined || value === 'NaN' ? null : Number(value)
}

test('Prometheus scrapes the metrics and answers the hit ratio and the p99 render time', async ({
  request,
}) => {
  test.setTimeout(90_000)
  work = mkdtempSync(join(tmpdir(), 'clearhome-prometheus-'))
  writeFileSync(
    join(work, 'prometheus.yml'),
    `global:
  scrape_interval: 1s
scrape_configs:
  - job_name: storefront
    static_configs:
      - targets: ['127.0.0.1:${PORT + 1}']
`,
  )
  prometheus = spawn(
    'prometheus',
    [
      `--config.file=${join(work, 'prometheus.yml')}`,
      `--storage.tsdb.path=${join(work, 'data')}`,
      '--web.listen-address=127.0.0.1:3391',
    ],
    { stdio: 'ignore' },
  )
  await expect
    .poll(() => query('up{job="storefront"}').catch(() => null), { timeout: 30_000 })
    .toBe(1)
  // Traffic between scrapes: pages kept and pages rendered.
  for (let round = 0; round < 4; round++) {
    for (const path of ['/', '/products', `/products/category/laundry?prom=${round}`])
      expect((await request.get(path)).status()).toBe(200)
    await new Promise((r) => setTimeout(r, 1000))
  }
  const hitRatio =
    'sum(rate(page_cache_requests_total{outcome=~"hit|stale"}[30s])) / sum(rate(page_cache_requests_total[30s]))'
  const p99 =
    'histogram_quantile(0.99, sum by (le) (rate(http_request_duration_seconds_bucket{route!="/rest/auth/*"}[30s])))'
  await expect.poll(() => query(hitRatio), { timeout: 20_000 }).not.toBeNull()
  const ratio = (await query(hitRatio))!
  expect(ratio).toBeGreaterThan(0)
  expect(ratio).toBeLessThan(1)
  const seconds = await query(p99)
  expect(seconds).not.toBeNull()
  expect(seconds!).toBeGreaterThan(0)
  test.info().annotations.push({
    type: 'prometheus',
    description: `hit ratio ${ratio.toFixed(3)}, p99 ${(seconds! * 1000).toFixed(1)} ms`,
  })
})
