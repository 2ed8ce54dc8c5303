/**
 * The app's own spans (issue 50): a page's render, each store call and each content read,
 * inside the request's server span, with the database and Redis calls beneath them. Written
 * with @opentelemetry/api alone, which does nothing until scripts/otel.mjs registers the SDK
 * (some OTEL_* variable set): without it every call here is a no-op.
 */
import { SpanStatusCode, trace, type Attributes, type Span } from '@opentelemetry/api'

const tracer = trace.getTracer('clearhome-storefront')

/**
 * Runs `work` in a span of its own (the active one meanwhile, so calls made inside are its
 * children), ended when the work settles; a thrown error is recorded and marks it failed.
 */
export function traced<T>(
  name: string,
  attributes: Attributes,
  work: (span: Span) => Promise<T>,
): Promise<T> {
  return tracer.startActiveSpan(name, { attributes }, async (span) => {
    try {
      return await work(span)
    } catch (error) {
      span.recordException(error instanceof Error ? error : String(error))
      span.setStatus({ code: SpanStatusCode.ERROR })
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
