// @vitest-environment node
/**
 * The request's server span with the SDK running (issue 50, ADR 0026): kept requests are traced
 * whole, a request the sampler leaves out makes no span at all (its cost is the decision), and a
 * caller's trace context is honoured either way.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { SpanKind, context, trace, type Context } from '@opentelemetry/api'
import { NodeSDK, tracing } from '@opentelemetry/sdk-node'
import { FastResponse } from 'srvx'
import { describeRequestSpan, inServerSpan, traced, tracedStoreCall } from '~/server/tracing.server'

/**
 * The requests' root decision the tests set (a caller's trace context decides for its requests).
 * Any other root is kept, as a ratio sampler keeps some: a span started halfway down a request
 * left out would show.
 */
let keepRoots = true
const root = {
  shouldSample: (_context: Context, _traceId: string, _name: string, kind: SpanKind) => ({
    decision:
      keepRoots || kind !== SpanKind.SERVER
        ? tracing.SamplingDecision.RECORD_AND_SAMPLED
        : tracing.SamplingDecision.NOT_RECORD,
  }),
  toString: () => 'switchable',
}
const exporter = new tracing.InMemorySpanExporter()
const sdk = new NodeSDK({
  sampler: new tracing.ParentBasedSampler({ root }),
  spanProcessors: [new tracing.SimpleSpanProcessor(exporter)],
  instrumentations: [],
  // No resource detection: with none pending, a span is exported as it ends.
  autoDetectResources: false,
})
sdk.start()
const TRACING = Symbol.for('clearhome.tracing')
;(globalThis as { [TRACING]?: boolean })[TRACING] = true

afterAll(async () => {
  ;(globalThis as { [TRACING]?: boolean })[TRACING] = false
  await sdk.shutdown()
})
beforeEach(() => {
  exporter.reset()
  keepRoots = true
})

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736'
const CALLER = '00f067aa0ba902b7'

/** A page request through the server span: a render with a store call inside, as server.ts does. */
async function page(headers: Record<string, string> = {}, path = '/products/soap') {
  const url = new URL(`http://shop.example${path}`)
  const seen: { traceId?: string } = {}
  const response = await inServerSpan(new Request(url, { headers }), url, async () => {
    seen.traceId = trace.getActiveSpan()?.spanContext().traceId
    await traced('render /products/$slug', {}, () =>
      tracedStoreCall('GET', '/rest/auth/products/:slug', async () => new Response('{}')),
    )
    describeRequestSpan('GET', '/products/$slug', 'MISS')
    return new Response(new Blob(['<html>', '</html>']).stream(), { status: 200 })
  })
  return { response, seen }
}
const names = () => exporter.getFinishedSpans().map((s) => s.name)

describe('a request the sampler keeps', () => {
  it('is one server span named by its route, its render and store call beneath it', async () => {
    const { response } = await page()
    // The span lasts until the body has been sent.
    expect(names()).not.toContain('GET /products/$slug')
    expect(await response.text()).toBe('<html></html>')
    const spans = exporter.getFinishedSpans()
    const server = spans.find((s) => s.name === 'GET /products/$slug')!
    expect(server.kind).toBe(SpanKind.SERVER)
    expect(server.attributes).toMatchObject({
      // Written once the sampler has kept the span (tracing.server.ts).
      'http.request.method': 'GET',
      'url.path': '/products/soap',
      'http.route': '/products/$slug',
      'http.response.status_code': 200,
      'clearhome.page_cache': 'MISS',
    })
    const render = spans.find((s) => s.name === 'render /products/$slug')!
    const store = spans.find((s) => s.name === 'store GET /rest/auth/products/:slug')!
    expect(render.parentSpanContext?.spanId).toBe(server.spanContext().spanId)
    expect(store.parentSpanContext?.spanId).toBe(render.spanContext().spanId)
  })

  it('continues a caller’s sampled trace', async () => {
    keepRoots = false
    const { response, seen } = await page({ traceparent: `00-${TRACE_ID}-${CALLER}-01` })
    await response.text()
    const server = exporter.getFinishedSpans().find((s) => s.name === 'GET /products/$slug')!
    expect(server.spanContext().traceId).toBe(TRACE_ID)
    expect(server.parentSpanContext?.spanId).toBe(CALLER)
    expect(seen.traceId).toBe(TRACE_ID)
  })

  it('ends its span when the shopper goes away before the end', async () => {
    const { response } = await page()
    await response.body!.cancel()
    expect(names()).toContain('GET /products/$slug')
  })
})

describe('a request the sampler leaves out', () => {
  it('makes no span at all, nor does anything beneath it', async () => {
    keepRoots = false
    const { response, seen } = await page()
    expect(await response.text()).toBe('<html></html>')
    expect(names()).toEqual([])
    expect(seen.traceId).toBeUndefined()
  })

  it('carries an unsampled caller’s decision along: its trace id is the active one, no span kept', async () => {
    const { response, seen } = await page({ traceparent: `00-${TRACE_ID}-${CALLER}-00` })
    await response.text()
    expect(names()).toEqual([])
    // What a fetch beneath it propagates.
    expect(seen.traceId).toBe(TRACE_ID)
    expect(trace.getSpan(context.active())).toBeUndefined()
  })
})

describe('requests that are never traced', () => {
  it('health checks and built files', async () => {
    for (const path of ['/healthz', '/assets/main-abc.js']) {
      const url = new URL(`http://shop.example${path}`)
      await inServerSpan(new Request(url), url, async () => new Response('ok'))
    }
    expect(names()).toEqual([])
  })
})

describe('a kept page', () => {
  it('ends its span with its head: the bytes are all there, and stay srvx’s fast response', async () => {
    const url = new URL('http://shop.example/products/soap')
    const kept = new FastResponse('<html></html>', { status: 200 })
    const response = await inServerSpan(
      new Request(url),
      url,
      async () => kept,
      (r) => r === kept,
    )
    expect(response).toBe(kept)
    expect(names()).toEqual(['GET'])
  })

  it('from memory makes no trace, unless the caller sent a trace context (ADR 0027)', async () => {
    const url = new URL('http://shop.example/products/soap')
    const kept = new FastResponse('<html></html>', { status: 200 })
    const serve = (headers: Record<string, string> = {}) =>
      inServerSpan(
        new Request(url, { headers }),
        url,
        async () => {
          seen.push(trace.getActiveSpan()?.spanContext().traceId)
          return kept
        },
        (r) => r === kept,
        () => true,
      )
    const seen: Array<string | undefined> = []
    expect(await serve()).toBe(kept)
    expect(names()).toEqual([])
    expect(seen).toEqual([undefined])
    // A caller's context is carried on, sampled (a span) or not (its trace id, no span).
    await serve({ traceparent: `00-${TRACE_ID}-${CALLER}-01` })
    expect(names()).toEqual(['GET'])
    exporter.reset()
    await serve({ traceparent: `00-${TRACE_ID}-${CALLER}-00` })
    expect(names()).toEqual([])
    expect(seen.at(-1)).toBe(TRACE_ID)
  })
})
