// Traces with OpenTelemetry (issue 50), started by scripts/serve.mjs before the built server
// loads, so that http, fetch (undici), pg and ioredis are instrumented when the app uses them.
// Configured only by the standard OTEL_* variables, which the SDK reads itself (exporter
// endpoint and protocol, sampler, service name, resource attributes); with none set this file's
// SDK is never imported and tracing costs nothing. The app's own spans (the render, store and
// content reads) use @opentelemetry/api, a no-op without an SDK.
import { createRequire } from 'node:module'

/** Whether to start the SDK: some OTEL_* variable is set, and OTEL_SDK_DISABLED is not true. */
export function tracingWanted(env = process.env) {
  const set = Object.keys(env).some((name) => name.startsWith('OTEL_') && env[name] !== '')
  return set && env.OTEL_SDK_DISABLED?.trim().toLowerCase() !== 'true'
}

/** Starts the SDK (once per process); the started NodeSDK, for its shutdown. */
export async function startTracing() {
  const env = process.env
  const named = /(^|,)\s*service\.name\s*=/.test(env.OTEL_RESOURCE_ATTRIBUTES ?? '')
  if (!env.OTEL_SERVICE_NAME && !named) env.OTEL_SERVICE_NAME = 'clearhome-storefront'
  // Traces only, unless the standard variables ask for more: the metrics are Prometheus'
  // (METRICS_PORT) and the log is the JSON lines on stdout.
  env.OTEL_METRICS_EXPORTER ||= 'none'
  env.OTEL_LOGS_EXPORTER ||= 'none'
  const [
    { NodeSDK },
    { UndiciInstrumentation },
    { PgInstrumentation },
    { IORedisInstrumentation },
  ] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/instrumentation-undici'),
    import('@opentelemetry/instrumentation-pg'),
    import('@opentelemetry/instrumentation-ioredis'),
  ])
  const sdk = new NodeSDK({
    // No HTTP instrumentation: the server span is the app's own (src/server/tracing.server.ts),
    // started only for a request the sampler keeps; HttpInstrumentation's per-request work,
    // sampled or not, cost kept pages a third of their throughput (ADR 0027). The server makes
    // no outgoing call through node:http.
    instrumentations: [
      // The server's fetch calls (the store with STORE_API_URL, the content service, oEmbed):
      // a client span each inside a request's trace, and `traceparent` sent along.
      new UndiciInstrumentation({ requireParentforSpans: true }),
      // Database and Redis calls inside a request's trace only (not the pool's or the page
      // cache's subscriber's own).
      new PgInstrumentation({ requireParentSpan: true }),
      new IORedisInstrumentation({ requireParentSpan: true }),
    ],
  })
  sdk.start()
  // Tells the app's request handling that spans are wanted (tracing.server.ts).
  globalThis[Symbol.for('clearhome.tracing')] = true
  // The built server imports these CommonJS packages as ES modules, which Node loads without
  // the require() the instrumentations hook: required here first, they are patched, and the
  // server's imports get the same (patched) modules from require's cache.
  const require = createRequire(import.meta.url)
  for (const name of ['pg', 'ioredis']) require(name)
  return sdk
}
