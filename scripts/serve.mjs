#!/usr/bin/env node
// Production server: the built Start fetch handler behind srvx, with static files
// (fingerprinted assets cached for a year, sent precompressed), and brotli/gzip for streamed
// HTML and JSON.
import { constants as zc, createBrotliCompress, createGzip } from 'node:zlib'
import { Duplex } from 'node:stream'
import { fileURLToPath } from 'node:url'
import { serve } from 'srvx'
import { staticMiddleware } from 'srvx/static'
import { startTracing, tracingWanted } from './otel.mjs'
import { SERVER_NODE_FLAGS, hasServerFlags } from './server-node.mjs'

// DIST_DIR serves another build (the bench's bare Start + Query page).
const root = process.env.DIST_DIR
  ? `${process.env.DIST_DIR.replace(/\/+$/, '')}/`
  : fileURLToPath(new URL('../dist/', import.meta.url))

process.env.NODE_ENV ??= 'production'

/**
 * The app's log (src/server/logger.server.ts), which the built server hands over when it loads;
 * before that (or for a build without one, the bench's bare page) a line of the same shape.
 */
const log = () => globalThis.__storefrontLog
const line = (level, msg) => `${JSON.stringify({ level, time: new Date().toISOString(), msg })}\n`

// Traces (scripts/otel.mjs) only when an OTEL_* variable asks for them; started before the
// server's modules load, for its http, fetch, pg and ioredis calls to be instrumented.
const tracing = tracingWanted() ? await startTracing() : null

let app
try {
  app = (await import(`${root}server/server.js`)).default
} catch (error) {
  if (error?.name === 'InvalidEnvironmentError') {
    process.stderr.write(line('fatal', error.message))
    process.exit(1)
  }
  if (error?.code === 'ERR_MODULE_NOT_FOUND') {
    process.stderr.write(line('fatal', 'No build found in dist/. Run `npm run build` first.'))
    process.exit(1)
  }
  throw error
}

// What a library prints in this process (srvx, Node's own warnings) goes to the same structured
// log, never as bare text on stderr.
if (log()?.console)
  for (const level of ['error', 'warn']) console[level] = (...args) => log().console(level, args)

const COMPRESSIBLE =
  /^(text\/|application\/(json|javascript|xml|ld\+json|manifest\+json)|image\/svg)/

function compress(request, response) {
  // Asked first: reading `body` turns srvx's FastResponse (a kept page) into a web stream.
  const accepted = request.headers.get('accept-encoding') ?? ''
  if (!/\b(br|gzip)\b/.test(accepted)) return response
  const type = response.headers.get('content-type') ?? ''
  if (!response.body || response.headers.has('content-encoding') || !COMPRESSIBLE.test(type)) {
    return response
  }
  // Flush after every chunk so streamed SSR reaches the browser as it renders.
  const encoder = /\bbr\b/.test(accepted)
    ? {
        name: 'br',
        stream: createBrotliCompress({
          flush: zc.BROTLI_OPERATION_FLUSH,
          params: { [zc.BROTLI_PARAM_QUALITY]: 4 },
        }),
      }
    : /\bgzip\b/.test(accepted)
      ? { name: 'gzip', stream: createGzip({ flush: zc.Z_SYNC_FLUSH }) }
      : undefined
  if (!encoder) return response
  const headers = new Headers(response.headers)
  headers.set('content-encoding', encoder.name)
  headers.delete('content-length')
  headers.append('vary', 'Accept-Encoding')
  const body = response.body.pipeThrough(Duplex.toWeb(encoder.stream))
  return new Response(body, { status: response.status, statusText: response.statusText, headers })
}

// The app's security headers (src/server/security-headers.ts), for the files answered here.
const securityHeaders = Object.entries(globalThis.__storefrontSecurityHeaders ?? {})
const withHeaders = async (response) => {
  const r = await response
  if (!r) return r
  for (const [name, value] of securityHeaders) if (!r.headers.has(name)) r.headers.set(name, value)
  return r
}

// Built assets come with brotli and gzip copies made at build time (vite.config.ts).
const immutableAssets = staticMiddleware({
  dir: `${root}client`,
  maxAge: 31_536_000,
  immutable: true,
  encodings: true,
})
const publicFiles = staticMiddleware({ dir: `${root}client`, maxAge: 3600 })

/** A static file's answer, with its access line (a file not found goes on to the app's). */
async function staticFile(files, request, next) {
  const startedAt = performance.now()
  let passedOn = false
  const response = await withHeaders(
    files(request, () => {
      passedOn = true
      return next()
    }),
  )
  return passedOn || !response
    ? response
    : (log()?.access(request, response, startedAt) ?? response)
}

const server = serve({
  port: Number(process.env.PORT ?? 3000),
  hostname: process.env.HOST,
  silent: true,
  middleware: [
    (request, next) => {
      const { pathname } = new URL(request.url)
      if (pathname.startsWith('/assets/')) return staticFile(immutableAssets, request, next)
      // Every public file has an extension: pages skip the file system entirely.
      return /\.[a-z0-9]{1,12}$/i.test(pathname) ? staticFile(publicFiles, request, next) : next()
    },
  ],
  fetch: async (request) => compress(request, await app.fetch(request)),
  gracefulShutdown: false,
})

await server.ready()
const listening = `Storefront listening on ${server.url}`
if (log()) log().info(listening)
else process.stdout.write(line('info', listening))
// Started some other way than `npm start` (scripts/server-node.mjs): it serves, more slowly.
if (!hasServerFlags()) {
  const warning = `started without ${SERVER_NODE_FLAGS.join(' ')}: every request's async context costs more CPU (ADR 0030); start it with npm start`
  if (log()) log().warn(warning)
  else process.stdout.write(line('warn', warning))
}

// On SIGTERM (a rolling restart) the instance first says it is draining (/healthz answers 503)
// and keeps serving for SHUTDOWN_GRACE_MS, long enough for a load balancer's health checks to
// take it out of rotation (default 0: an instance with no balancer in front stops at once); then
// the requests in flight finish: new connections are refused and idle keep-alive ones closed at
// once, and only what is still running after DRAIN_MS is cut.
const DRAIN_MS = 10_000
const GRACE_MS = Math.min(Math.max(Number(process.env.SHUTDOWN_GRACE_MS) || 0, 0), 60_000)
let closing = false
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (closing) return
    closing = true
    globalThis.__storefrontDraining = true
    if (signal === 'SIGTERM' && GRACE_MS) await new Promise((r) => setTimeout(r, GRACE_MS))
    const cut = setTimeout(() => server.close(true).catch(() => {}), DRAIN_MS)
    await server.close().catch(() => {})
    clearTimeout(cut)
    await globalThis.__storefrontShutdown?.().catch?.(() => {})
    // The spans still buffered are sent before the process ends.
    await tracing?.shutdown().catch(() => {})
    process.exit(0)
  })
}
