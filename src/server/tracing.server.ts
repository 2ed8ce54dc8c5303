/**
 * The app's own spans (issue 50): each request's server span, a page's render, each store call
 * and each content read, with the database and Redis calls beneath them. Written with
 * @opentelemetry/api alone, which does nothing until scripts/otel.mjs registers the SDK (some
 * OTEL_* variable set): without it every call here is a no-op.
 *
 * A request the sampler leaves out costs a sampling decision and nothing more (ADR 0027): no
 * context is entered, so nothing beneath it makes a span, unless the caller sent a trace
 * context, whose decision then goes along to the store's HTTP calls. A fresh page from memory
 * makes no trace without a caller's context: it is a memory read (ADR 0027).
 */
import {
  INVALID_SPAN_CONTEXT,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  context,
  propagation,
  trace,
  type Attributes,
  type Span,
  type TextMapGetter,
} from '@opentelemetry/api'

const tracer = trace.getTracer('clearhome-storefront')
const NO_SPAN = trace.wrapSpanContext(INVALID_SPAN_CONTEXT)

/** Set by scripts/otel.mjs once the SDK runs. */
const TRACING = Symbol.for('clearhome.tracing')
const tracing = () => (globalThis as { [TRACING]?: boolean })[TRACING] === true

const HEADERS: TextMapGetter<Headers> = {
  get: (headers, key) => headers.get(key) ?? undefined,
  keys: (headers) => [...headers.keys()],
}

/** Requests that make no trace: health checks and built files. */
const untraced = (path: string) => path === '/healthz' || path.startsWith('/assets/')

/**
 * Runs a request's handling in its server span when the sampler keeps it (or the caller sent a
 * trace context to carry on), ending the span when the body has been sent (with the head, for a
 * response `whole` says is all there); otherwise just runs it. The span is named by the route
 * later (describeRequestSpan), never by the raw path.
 */
export function inServerSpan(
  request: Request,
  url: URL,
  work: () => Promise<Response>,
  whole: (response: Response) => boolean = () => false,
  /**
   * Whether the answer is a memory read (a fresh kept page): then no trace is started unless
   * the caller sent a trace context to carry on (ADR 0027). Asked only when tracing is on.
   */
  fromMemory: () => boolean = () => false,
): Promise<Response> {
  if (!tracing() || untraced(url.pathname)) return work()
  if (!request.headers.has('traceparent') && fromMemory()) return work()
  const parent = propagation.extract(ROOT_CONTEXT, request.headers, HEADERS)
  // The standard samplers (OTEL_TRACES_SAMPLER) decide by the trace id and the parent alone:
  // the attributes are written only on a span that is kept, so a request left out costs less.
  const span = tracer.startSpan(request.method, { kind: SpanKind.SERVER }, parent)
  if (!span.isRecording() && !trace.getSpan(parent)) return work()
  if (span.isRecording())
    span.setAttributes({
      'http.request.method': request.method,
      'url.scheme': url.protocol.slice(0, -1),
      'url.path': url.pathname,
      'server.address': url.hostname,
      'user_agent.original': request.headers.get('user-agent') ?? '',
    })
  return context.with(trace.setSpan(parent, span), async () => {
    let response: Response
    try {
      response = await work()
    } catch (error) {
      failed(span, error)
      span.end()
      throw error
    }
    span.setAttribute('http.response.status_code', response.status)
    if (response.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR })
    // A kept page's bytes are all there with its head (and reading `body` would turn srvx's
    // FastResponse into a web stream); a streamed render goes on after the head: the span
    // lasts until its last byte is sent.
    if (whole(response) || !response.body) {
      span.end()
      return response
    }
    return new Response(endingWith(response.body, span), response)
  })
}

/** The same bytes; the span ends at their end, or when the client goes away first. */
function endingWith(body: ReadableStream<Uint8Array>, span: Span) {
  const reader = body.getReader()
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read()
        if (!done) return controller.enqueue(value)
        span.end()
        controller.close()
      } catch (error) {
        failed(span, error)
        span.end()
        controller.error(error)
      }
    },
    cancel(reason) {
      span.end()
      return reader.cancel(reason)
    },
  })
}

function failed(span: Span, error: unknown) {
  span.recordException(error instanceof Error ? error : String(error))
  span.setStatus({ code: SpanStatusCode.ERROR })
}

/**
 * Runs `work` in a span of its own (the active one meanwhile, so calls made inside are its
 * children), ended when the work settles; a thrown error is recorded and marks it failed.
 */
export function traced<T>(
  name: string,
  attributes: Attributes,
  work: (span: Span) => Promise<T>,
): Promise<T> {
  // Outside a request's trace (one the sampler left out, or work of no request): no span, so
  // no trace of its own starts halfway down.
  if (!trace.getSpan(context.active())) return work(NO_SPAN)
  return tracer.startActiveSpan(name, { attributes }, async (span) => {
    try {
      return await work(span)
    } catch (error) {
      failed(span, error)
      throw error
    } finally {
      span.end()
    }
  })
}

/** A store call's span: `store GET /rest/auth/products/:slug`, its answer's status on it. */
export function tracedStoreCall(
  method: string,
  endpoint: string,
  call: () => Promise<Response>,
): Promise<Response> {
  return traced(
    `store ${method} ${endpoint}`,
    { 'http.request.method': method, 'url.template': endpoint },
    async (span) => {
      const response = await call()
      span.setAttribute('http.response.status_code', response.status)
      if (response.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR })
      return response
    },
  )
}

/**
 * Names the request's server span (HTTP instrumentation calls it just `GET`) by its route
 * pattern, never the raw path, and notes the page cache's answer.
 */
export function describeRequestSpan(method: string, route: string, cache?: string | null): void {
  const span = trace.getActiveSpan()
  if (!span?.isRecording()) return
  span.updateName(`${method} ${route}`)
  span.setAttribute('http.route', route)
  if (cache) span.setAttribute('clearhome.page_cache', cache)
}
