/**
 * Traces (issue 50): two storefront servers from this build, tracing on through the standard
 * OTEL_* variables, exporting OTLP/HTTP (JSON) to a receiver in this test. One reaches the store
 * in-process on PostgreSQL and Redis; the other reaches the first one's store over HTTP
 * (STORE_API_URL). A product page requested with a `traceparent` is traced under that trace:
 * the request, its render, its store and content reads, the database and Redis calls beneath
 * them, and across the HTTP hop to the store.
 */
import type { ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test } from './fixtures'
import { freshDatabase, REDIS_URL, startStorefront, untilHealthy } from './servers'
/** The instance with the store in-process, and the one calling it over HTTP. */
const STORE_PORT = 3331
const FRONT_PORT = 3332
const at = (port: number) => `http://127.0.0.1:${port}`

test.describe.configure({ mode: 'serial' })
test.skip(({ isMobile }) => isMobile, 'HTTP only, one project')

interface ReceivedSpan {
  traceId: string
  spanId: string
  parentSpanId: string
  name: string
  /** OTLP's SpanKind: 1 internal, 2 server, 3 client. */
  kind: number
  scope: string
  service: string
  /** service.instance.id: which server sent it ("store" or "front"). */
  instance: string
}

interface OtlpValue {
  stringValue?: string
}
interface OtlpTraces {
  resourceSpans?: Array<{
    resource?: { attributes?: Array<{ key: string; value: OtlpValue }> }
    scopeSpans?: Array<{
      scope?: { name?: string }
      spans?: Array<{
        traceId: string
        spanId: string
        parentSpanId?: string
        name: string
        kind: number
      }>
    }>
  }>
}

const spans: ReceivedSpan[] = []
const logLines: string[] = []
let receiver: Server | null = null
let children: ChildProcess[] = []
let database: Awaited<ReturnType<typeof freshDatabase>> | null = null
let slugs: string[] = []

/** The OTLP/HTTP receiver: POST /v1/traces with a JSON body, every span kept. */
function receive(body: string) {
  const traces = JSON.parse(body) as OtlpTraces
  for (const resourceSpans of traces.resourceSpans ?? []) {
    const attribute = (key: string) =>
      resourceSpans.resource?.attributes?.find((a) => a.key === key)?.value.stringValue ?? ''
    for (const scopeSpans of resourceSpans.scopeSpans ?? [])
      for (const span of scopeSpans.spans ?? [])
        spans.push({
          traceId: span.traceId,
          spanId: span.spanId,
          parentSpanId: span.parentSpanId ?? '',
          name: span.name,
          kind: span.kind,
          scope: scopeSpans.scope?.name ?? '',
          service: attribute('service.name'),
          instance: attribute('service.instance.id'),
        })
  }
}

function startInstance(
  port: number,
  instance: string,
  otlp: string,
  databaseUrl: string,
  env: Record<string, string> = {},
): ChildProcess {
  const child = startStorefront(
    port,
    {
      SITE_URL: at(port),
      DATABASE_URL: databaseUrl,
      REDIS_URL,
      STORE_RATE_LIMITS: 'session=100000/60',
      LOG_LEVEL: 'info',
      // Only the standard variables; no service name: the default one is expected.
      OTEL_EXPORTER_OTLP_ENDPOINT: otlp,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_BSP_SCHEDULE_DELAY: '100',
      OTEL_RESOURCE_ATTRIBUTES: `service.instance.id=${instance}`,
      ...env,
    },
    ['ignore', 'pipe', 'inherit'],
  )
  let rest = ''
  child.stdout!.on('data', (chunk: Buffer) => {
    const lines = (rest + chunk.toString()).split('\n')
    rest = lines.pop()!
    logLines.push(...lines)
  })
  return child
}

// eslint-disable-next-line no-empty-pattern -- Playwright reads fixtures from this pattern.
test.beforeAll(async ({}, testInfo) => {
  if (testInfo.project.name !== 'desktop') return
  test.setTimeout(120_000)
  receiver = createServer((request, response) => {
    let body = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => (body += chunk))
    request.on('end', () => {
      if (request.method === 'POST' && request.url === '/v1/traces') receive(body)
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}')
    })
  })
  await new Promise<void>((resolve) => receiver!.listen(0, '127.0.0.1', resolve))
  const otlp = at((receiver.address() as AddressInfo).port)
  database = await freshDatabase('clearhome_traces')
  const databaseUrl = database.url
  children = [
    startInstance(STORE_PORT, 'store', otlp, databaseUrl),
    // Its own requests are never sampled (a ratio of 0); a caller's decision still holds.
    startInstance(FRONT_PORT, 'front', otlp, databaseUrl, {
      STORE_API_URL: at(STORE_PORT),
      OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
      OTEL_TRACES_SAMPLER_ARG: '0',
    }),
  ]
  await Promise.all([untilHealthy(at(STORE_PORT)), untilHealthy(at(FRONT_PORT))])
  const home = await (await fetch(at(STORE_PORT))).text()
  slugs = [...new Set([...home.matchAll(/href="\/products\/([a-z0-9-]+)"/g)].map((m) => m[1]!))]
  expect(slugs.length).toBeGreaterThan(1)
})

test.afterAll(async () => {
  for (const child of children) child.kill('SIGTERM')
  await new Promise<void>((resolve) => (receiver ? receiver.close(() => resolve()) : resolve()))
  if (!database) return
  await new Promise((r) => setTimeout(r, 1000))
  await database.drop()
})

/** A sampled W3C trace context of a fresh trace: its header, trace id and parent span id. */
function traceContext() {
  const traceId = randomBytes(16).toString('hex')
  const parentId = randomBytes(8).toString('hex')
  return { header: `00-${traceId}-${parentId}-01`, traceId, parentId }
}

/** Requests a product page (a page-cache miss) with the trace context; its status. */
async function productPage(port: number, slug: string, traceparent: string) {
  const response = await fetch(
    `${at(port)}/products/${slug}?trace=${randomBytes(4).toString('hex')}`,
    {
      headers: { traceparent },
    },
  )
  await response.text()
  return response.status
}

/** The trace's spans received, once there is one of each kind asked for. */
async function received(traceId: string, wanted: Array<(s: ReceivedSpan) => boolean>) {
  const trace = () => spans.filter((s) => s.traceId === traceId)
  await expect.poll(() => wanted.every((w) => trace().some(w)), { timeout: 10_000 }).toBe(true)
  return trace()
}
/** Whether `span` is `ancestor` or lies beneath it. */
function under(span: ReceivedSpan, ancestor: ReceivedSpan, trace: ReceivedSpan[]): boolean {
  for (let s: ReceivedSpan | undefined = span; s;) {
    if (s.spanId === ancestor.spanId) return true
    s = trace.find((p) => p.spanId === s!.parentSpanId)
  }
  return false
}
const one = (trace: ReceivedSpan[], test: (s: ReceivedSpan) => boolean, what: string) => {
  const found = trace.filter(test)
  expect(found, `${what} in ${trace.map((s) => s.name).join(', ')}`).toHaveLength(1)
  return found[0]!
}

test('a product page’s trace holds its render, store and content reads, database and Redis calls', async () => {
  const { header, traceId, parentId } = traceContext()
  expect(await productPage(STORE_PORT, slugs[0]!, header)).toBe(200)
  const storeCall = (s: ReceivedSpan) => s.name === 'store GET /rest/auth/products/:slug'
  // Exported within the batch delay (the request's span ends last).
  const trace = await received(traceId, [(s) => s.kind === 2, storeCall])
  expect(new Set(trace.map((s) => s.service))).toEqual(new Set(['clearhome-storefront']))
  // The request continues the caller's trace, named by its route pattern.
  const request = one(trace, (s) => s.kind === 2, 'the server span')
  expect(request).toMatchObject({ name: 'GET /products/$slug', parentSpanId: parentId })
  const render = one(trace, (s) => s.name === 'render /products/$slug', 'the render span')
  expect(render.parentSpanId).toBe(request.spanId)
  const product = one(trace, storeCall, 'the product’s store call')
  expect(under(product, render, trace)).toBe(true)
  // The store in-process: its database calls beneath its call.
  const queries = trace.filter(
    (s) => s.scope === '@opentelemetry/instrumentation-pg' && s.name.startsWith('pg.query'),
  )
  expect(queries.filter((q) => under(q, product, trace)).length).toBeGreaterThan(0)
  expect(trace.filter((s) => s.name.startsWith('content ')).length).toBeGreaterThan(0)
  // The page cache's Redis lookup, within the request.
  const redis = trace.filter((s) => s.scope === '@opentelemetry/instrumentation-ioredis')
  expect(redis.filter((r) => under(r, request, trace)).length).toBeGreaterThan(0)
  // The request's log lines carry its trace and span ids.
  const access = logLines
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { path?: string; traceId?: string; spanId?: string })
    .find((line) => line.path === `/products/${slugs[0]}`)
  expect(access).toMatchObject({ traceId, spanId: request.spanId })
})

test('over HTTP (STORE_API_URL) the store’s calls carry the trace to the store’s server', async () => {
  const { header, traceId, parentId } = traceContext()
  expect(await productPage(FRONT_PORT, slugs[1]!, header)).toBe(200)
  const trace = await received(traceId, [
    (s) => s.kind === 2 && s.instance === 'front',
    (s) => s.kind === 2 && s.instance === 'store',
  ])
  const request = one(trace, (s) => s.kind === 2 && s.instance === 'front', 'the page request')
  expect(request.parentSpanId).toBe(parentId)
  const product = one(
    trace,
    (s) => s.instance === 'front' && s.name === 'store GET /rest/auth/products/:slug',
    'the product’s store call',
  )
  expect(under(product, request, trace)).toBe(true)
  // fetch's client span beneath it, and the store's server span beneath that: the
  // `traceparent` went along.
  const client = one(
    trace,
    (s) => s.parentSpanId === product.spanId && s.kind === 3,
    'the HTTP call of the product’s store call',
  )
  expect(client.scope).toBe('@opentelemetry/instrumentation-undici')
  const served = one(trace, (s) => s.parentSpanId === client.spanId, 'the store’s server span')
  expect(served).toMatchObject({ instance: 'store', kind: 2 })
  const queries = trace.filter((s) => s.scope === '@opentelemetry/instrumentation-pg')
  expect(queries.filter((q) => under(q, served, trace)).length).toBeGreaterThan(0)
})

test('a request the sampler leaves out makes no span, and its caller’s decision goes along to the store', async () => {
  type Line = { path?: string; traceId?: string }
  const linesSince = (from: number) =>
    logLines
      .slice(from)
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Line)
  // A caller that decided not to sample, on a product the front has not read yet: no span
  // anywhere in its trace, and the store's own access line carries its trace id (the
  // `traceparent` went along, unsampled).
  const slug = slugs[0]!
  const { traceId, parentId } = traceContext()
  let from = logLines.length
  expect(await productPage(FRONT_PORT, slug, `00-${traceId}-${parentId}-00`)).toBe(200)
  await expect
    .poll(() => linesSince(from).find((l) => l.path === `/rest/auth/products/${slug}`)?.traceId, {
      timeout: 5_000,
    })
    .toBe(traceId)
  // No trace context: the front's own decision (a ratio of 0), so no span from it.
  from = logLines.length
  const response = await fetch(`${at(FRONT_PORT)}/products/${slug}?untraced=1`)
  expect(response.status).toBe(200)
  await response.text()
  await expect
    .poll(() => linesSince(from).find((l) => l.path === `/products/${slug}`)?.traceId, {
      timeout: 5_000,
    })
    .toBeTruthy()
  const own = linesSince(from).find((l) => l.path === `/products/${slug}`)!.traceId!
  // Batches go out every 100 ms: past a few, nothing of either trace has come.
  await new Promise((resolve) => setTimeout(resolve, 1_000))
  expect(spans.filter((s) => s.traceId === traceId)).toEqual([])
  expect(spans.filter((s) => s.traceId === own)).toEqual([])
})
