/**
 * The server's structured log (pino): one JSON line per event on stdout with `time` (ISO),
 * `level` (its name), `msg`, and inside a request its `requestId` and `traceId` (and `spanId`
 * when tracing runs: scripts/otel.mjs); LOG_LEVEL picks the least level written, and
 * `npm run dev` prints the lines readably (pino-pretty, a development dependency loaded only
 * there).
 *
 * Nothing secret is written: fields named like a secret (passwords, tokens, cookies,
 * authorization, session ids, e-mail addresses) are replaced by `[redacted]`, and every line is
 * scrubbed as it is written, so an e-mail address, a bearer token or a database call's
 * parameters inside a message or an error's text are masked too.
 *
 * Server only: browser code logs through src/lib/log.ts, which src/server.ts points here.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { randomBytes, randomUUID } from 'node:crypto'
import { createRequire } from 'node:module'
import { isSpanContextValid, trace } from '@opentelemetry/api'
import {
  pino,
  stdSerializers,
  stdTimeFunctions,
  type DestinationStream,
  type LevelWithSilent,
  type Logger,
} from 'pino'

export interface LoggerOptions {
  /** The least level written (LOG_LEVEL); `silent` writes nothing. */
  level?: LevelWithSilent
  /** Human-readable lines (development only). */
  pretty?: boolean
  /** Where lines go instead of stdout (tests capture them). */
  destination?: DestinationStream
  /** Also handed every line as written (scrubbed): the test servers' per-request log. */
  tee?: (line: string) => void
}

// --- The request's scope --------------------------------------------------------------------

interface RequestScope {
  requestId: string
  traceId: string
}

const scope = new AsyncLocalStorage<RequestScope>()

/** An id a proxy or client may hand in: at most 64 of [A-Za-z0-9._-]. */
const REQUEST_ID = /^[\w.-]{1,64}$/
/** W3C trace context: version-traceid-parentid-flags (a later version may append fields). */
const TRACEPARENT = /^([\da-f]{2})-([\da-f]{32})-([\da-f]{16})-([\da-f]{2})(-.*)?$/

/** The incoming `traceparent`'s trace id when it is valid, else null. */
export function traceIdOf(traceparent: string | null): string | null {
  const match = TRACEPARENT.exec(traceparent?.trim() ?? '')
  if (!match) return null
  const [, version, traceId, parentId, , rest] = match
  if (version === 'ff' || (version === '00' && rest)) return null
  if (/^0+$/.test(traceId!) || /^0+$/.test(parentId!)) return null
  return traceId!
}

/**
 * A request's ids: its `x-request-id` when it is a valid one (a proxy's), else a fresh one;
 * the trace id of its `traceparent`, else a fresh one (the request starts a trace).
 */
export function requestScopeOf(request: Request): RequestScope {
  const incoming = request.headers.get('x-request-id')
  let traceId = traceIdOf(request.headers.get('traceparent'))
  return {
    requestId: incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID(),
    // Drawn when a line first asks for it: most requests (a kept page) log nothing but their
    // access line, and that only at info.
    get traceId() {
      return (traceId ??= randomBytes(16).toString('hex'))
    },
  }
}

/** Runs `serve` with the request's ids on every line logged meanwhile. */
export function inRequestScope<T>(ids: RequestScope, serve: () => T): T {
  return scope.run(ids, serve)
}

/** The request id of the request being served, if any. */
export function currentRequestId(): string | undefined {
  return scope.getStore()?.requestId
}

/** The active span's context when tracing runs (scripts/otel.mjs), else null. */
function activeSpanContext() {
  const context = trace.getActiveSpan()?.spanContext()
  return context && isSpanContextValid(context) ? context : null
}

/**
 * The trace id lines carry: the active span's when tracing runs (the incoming `traceparent`'s,
 * or the one the request started), else the request's (from its `traceparent`, or fresh).
 */
export function currentTraceId(): string | undefined {
  return activeSpanContext()?.traceId ?? scope.getStore()?.traceId
}

function requestFields(): Record<string, string> {
  const ids = scope.getStore()
  if (!ids) return {}
  const span = activeSpanContext()
  if (span) return { requestId: ids.requestId, traceId: span.traceId, spanId: span.spanId }
  return { requestId: ids.requestId, traceId: ids.traceId }
}

// --- Secrets --------------------------------------------------------------------------------

const SECRET_FIELDS = [
  'password',
  'token',
  'authToken',
  'auth_token',
  'memberToken',
  'member_token',
  // A session id alone resumes nothing (store/handlers/auth.ts), but it names one shopper's
  // cart: kept out like the bearer secrets.
  'session_id',
  'sessionId',
  'email',
  'cookie',
  'authorization',
  '["set-cookie"]',
]
/** Field names redacted at the top, one level down, and in headers two levels down. */
const REDACTED_PATHS = [
  ...SECRET_FIELDS.map((f) => (f.startsWith('[') ? `headers${f}` : f)),
  ...SECRET_FIELDS.map((f) => `*${f.startsWith('[') ? '' : '.'}${f}`),
  ...['authorization', 'cookie', '["set-cookie"]'].map(
    (f) => `*.headers${f.startsWith('[') ? '' : '.'}${f}`,
  ),
  // A failed database call's parameters (drizzle keeps them on the error and its cause).
  'err.params',
  'err.cause.params',
]

const CENSOR = '[redacted]'
// Each works on the written JSON line: a match never starts right after a backslash (it would
// split an escape such as \n) and never swallows a quote or a backslash.
const SCRUBS: Array<[RegExp, string | ((match: string, ...groups: string[]) => string)]> = [
  // Bearer and Basic credentials.
  [/\b(Bearer|Basic)(\s+)[^\s"\\,;]+/gi, `$1$2${CENSOR}`],
  // name=value or name: value where the name says secret (cookies, query strings, JSON bodies,
  // PostgreSQL's "Key (token)=(…)" details). A JSON field whose value has no quotes (a number:
  // node-postgres' secretKey on a lost connection's error) gets a quoted one, or the line
  // would no longer be JSON.
  [
    /\b([\w-]{0,40}(?:password|passwd|secret|token|session_?id|store_session|store_member|api_?key|cookie|authorization)[\w-]{0,40})(\)?\\?"?\s*[:=]\s*\\?"?\(?)(?!\[redacted\])[^\s"\\,;&)}]+/gi,
    (_, name: string, between: string) =>
      /^"\s*:\s*$/.test(between) ? `${name}${between}"${CENSOR}"` : `${name}${between}${CENSOR}`,
  ],
  // What a failed database call was given (drizzle's "Failed query: … params: …").
  [/(params: )(?:\\.|[^"\\])*?(?=\\n|"|$)/g, `$1${CENSOR}`],
  // E-mail addresses (not package@1.2.3: the domain ends in letters).
  [/(?<!\\)[\w.%+-]+@[A-Za-z\d-]+(?:\.[A-Za-z\d-]+)*\.[A-Za-z]{2,}\b/g, '[email]'],
  // Opaque tokens on their own: 24+ characters of base64url with upper and lower case letters
  // and a digit (the store's tokens); the line's own ids are not touched.
  [
    /(?<!"(?:requestId|traceId)":")(?:(?<=\\[nrtbf])|(?<![\w\\-]))(?=[\w-]*[A-Z])(?=[\w-]*[a-z])(?=[\w-]*\d)[\w-]{24,}(?![\w-])/g,
    CENSOR,
  ],
]

/** Masks what looks secret in a written line (also for anything logged outside pino). */
export function scrub(line: string): string {
  let out = line
  for (const [pattern, replacement] of SCRUBS)
    out = out.replace(pattern, replacement as (match: string, ...groups: string[]) => string)
  return out
}

// --- The logger -----------------------------------------------------------------------------

function prettyStream(): DestinationStream {
  // Development only: a devDependency, required when asked for so production never loads it.
  const pretty = createRequire(import.meta.url)('pino-pretty') as (
    options: Record<string, unknown>,
  ) => DestinationStream
  // One line an event; an access line's method, path and status are its message already.
  return pretty({
    colorize: true,
    translateTime: 'SYS:HH:MM:ss.l',
    singleLine: true,
    ignore: 'method,path,status',
    sync: true,
  })
}

export function createLogger({
  level = 'info',
  pretty = false,
  destination,
  tee,
}: LoggerOptions = {}): Logger {
  let stream: DestinationStream =
    destination ?? (pretty ? prettyStream() : pino.destination({ dest: 1, sync: false }))
  if (tee) {
    const base = stream as DestinationStream & { flush?: (cb?: () => void) => void }
    stream = {
      write(line: string) {
        base.write(line)
        tee(line)
      },
      flush: (cb?: () => void) => (base.flush ? base.flush(cb) : cb?.()),
    } as DestinationStream
  }
  return pino(
    {
      level,
      // No pid or hostname: the platform names the instance a stream comes from.
      base: undefined,
      timestamp: stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: requestFields,
      serializers: { err: stdSerializers.err, error: stdSerializers.err },
      redact: { paths: REDACTED_PATHS, censor: CENSOR },
      hooks: { streamWrite: scrub },
    },
    stream,
  )
}

const LEVELS = new Set(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
const envLevel = process.env.LOG_LEVEL?.trim().toLowerCase() ?? ''

/**
 * The server's logger. Read it at the call (`log.error(…)`), not once: src/server.ts replaces it
 * at start-up with the validated settings' (configureLogger).
 */
export let log: Logger = createLogger({
  level: LEVELS.has(envLevel) ? (envLevel as LevelWithSilent) : 'info',
})

/** Replaces the logger (the server at start-up, tests). */
export function configureLogger(options: LoggerOptions): Logger {
  log = createLogger(options)
  return log
}

/**
 * What src/lib/log.ts hands the server (logError, logWarning): `[code] message` with the code
 * as a field and the error as `err`.
 */
export const libraryLog = {
  error(code: string, message: string, error?: unknown): void {
    log.error(error === undefined ? { code } : { code, err: error }, `[${code}] ${message}`)
  },
  warn(scope: string, message: string): void {
    log.warn(`[${scope}] ${message}`)
  },
  /**
   * What a library prints to the console in the server (srvx cancelling the body of a request
   * whose client went away, Node's warnings): one JSON line like every other, its error as
   * `err`; objects beside it (srvx hands its request and handler) are left out. A client that
   * closed its connection mid-request is no fault of the server's: info, not error.
   */
  console(level: 'error' | 'warn', args: unknown[]): void {
    const err = args.find((a): a is Error => a instanceof Error)
    const text = args.filter((a) => typeof a === 'string').join(' ')
    const clientGone =
      (err as NodeJS.ErrnoException | undefined)?.code === 'ECONNRESET' ||
      err?.message === 'aborted'
    const message = text || (clientGone ? CLIENT_GONE : (err?.message ?? ''))
    log[clientGone ? 'info' : level](
      err ? { err, source: 'console' } : { source: 'console' },
      message,
    )
  },
}

const CLIENT_GONE = 'a client closed its connection before its request was read'

// --- Access log -----------------------------------------------------------------------------

/**
 * One line per request, at info, when its response's headers are ready (a streamed page may
 * still be sending its body): method, path without the query, status, duration in ms, the
 * body's size when known, and the page cache's answer when it gave one (HIT, STALE, MISS,
 * STALE-IF-ERROR).
 */
export function logAccess(
  request: Request,
  pathname: string,
  response: { status: number; headers?: Headers },
  startedAt: number,
  known: { bytes?: number; cache?: string } = {},
): void {
  if (!log.isLevelEnabled('info')) return
  const length = known.bytes ?? response.headers?.get('content-length')
  const cache = known.cache ?? response.headers?.get('x-cache') ?? undefined
  const path = pathname.length > 512 ? `${pathname.slice(0, 512)}…` : pathname
  log.info(
    {
      method: request.method,
      path,
      status: response.status,
      durationMs: Math.round((performance.now() - startedAt) * 10) / 10,
      ...(length == null || length === '' ? {} : { bytes: Number(length) }),
      ...(cache ? { cache } : {}),
    },
    `${request.method} ${path} ${response.status}`,
  )
}
