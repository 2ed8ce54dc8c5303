/**
 * What the storefront depends on, as an operator sees it (README "Operating it"):
 *
 * - `store`: the store's API, in this process or over HTTP (STORE_API_URL);
 * - `content`: the content service, embedded files or Builder (BUILDER_API_KEY);
 * - `database`: the store's PostgreSQL (DATABASE_URL) or PGlite;
 * - `redis`: the shared page store and rate limits, when REDIS_URL is set.
 *
 * Three things are kept here. Every failed call of a dependency is counted
 * (`dependency_failures_total{dependency}`) and remembered, and a dependency that starts or stops
 * failing is said in the log with its name (at most once a minute each). A page whose main read failed
 * (src/lib/outage.ts) answers 503 with Retry-After, its log line naming the dependency. And
 * /healthz (src/server/health.ts) reads each dependency's state: the database and Redis are
 * asked (a cheap query, a PING) within a deadline, the store and the content service are judged
 * by the calls the pages made, so a health check never costs a call to Builder or to a remote
 * store; `dependency_up{dependency}` follows them.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { sql, type SQL } from 'drizzle-orm'
import { setOutageReporter, type Dependency } from '~/lib/outage'
import { log } from './logger.server'
import { metrics } from './metrics.server'

/** What a page whose main read failed asks the client to wait before trying again. */
export const RETRY_AFTER_SECONDS = 30
/** The longest a probe may take: a hung dependency never hangs /healthz. */
export const PROBE_DEADLINE_MS = 1000
/** A failed call counts against a dependency this long, unless a later call answers. */
export const FAILING_FOR_MS = 60_000

const NAMES: Record<Dependency, string> = {
  store: 'the store',
  content: 'the content service',
  database: "the store's database",
  redis: 'Redis',
}

// --- Failures ------------------------------------------------------------------------------

interface Calls {
  /** The last call failed (at `failedAt`, for `reason`). */
  failing: boolean
  failedAt: number
  reason: string
  /** When the failing, and the answering again, were last said (at most once a minute each). */
  saidFailing: number
  saidAnswering: number
}
const calls = new Map<Dependency, Calls>()
const callsOf = (dependency: Dependency): Calls => {
  let entry = calls.get(dependency)
  if (!entry) {
    entry = {
      failing: false,
      failedAt: -Infinity,
      reason: '',
      saidFailing: -Infinity,
      saidAnswering: -Infinity,
    }
    calls.set(dependency, entry)
  }
  return entry
}

/**
 * A short reason for a failure, safe for the public /healthz: an error code (ECONNREFUSED, a
 * PostgreSQL SQLSTATE), "timed out", an HTTP status; never the error's message, which may name
 * hosts or users.
 */
export function reasonOf(cause: unknown): string {
  if (typeof cause === 'string') return cause
  if (typeof cause === 'number') return `HTTP ${cause}`
  for (let e = cause, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, name, details } = e as {
      code?: unknown
      name?: unknown
      details?: { status?: unknown }
    }
    if (name === 'TimeoutError') return 'timed out'
    if (typeof code === 'string' && /^[A-Z0-9_]{2,40}$/.test(code)) return code
    if (typeof details?.status === 'number') return `HTTP ${details.status}`
    e = (e as { cause?: unknown }).cause
  }
  return 'failed'
}

/** A call of `dependency` failed: counted, remembered, said at most once a minute. */
export function dependencyFailed(dependency: Dependency, cause?: unknown, now = Date.now()): void {
  // A call its caller gave up on (the shopper left) says nothing of the dependency.
  if (cause instanceof Error && cause.name === 'AbortError') return
  metrics.dependencyFailure(dependency)
  if (dependency === 'database') {
    const page = pages.getStore()
    if (page) page.database = true
  }
  const entry = callsOf(dependency)
  entry.failing = true
  entry.failedAt = now
  entry.reason = reasonOf(cause)
  if (now - entry.saidFailing < FAILING_FOR_MS) return
  entry.saidFailing = now
  const { reason } = entry
  log.warn(
    { dependency, reason },
    `[dependency] ${NAMES[dependency]} is failing${reason === 'failed' ? '' : ` (${reason})`}`,
  )
}

/** A call of `dependency` answered: it no longer counts as failing. */
export function dependencyAnswered(dependency: Dependency, now = Date.now()): void {
  const entry = calls.get(dependency)
  if (!entry) return
  const wasFailing = entry.failing
  entry.failing = false
  if (!wasFailing || now - entry.saidAnswering < FAILING_FOR_MS) return
  entry.saidAnswering = now
  log.info({ dependency }, `[dependency] ${NAMES[dependency]} answers again`)
}

/** A call of the store settled: no answer or a 5xx failed; any other status is an answer. */
export function storeCallSettled(status: number | null, error?: unknown): void {
  if (status !== null && status < 500) dependencyAnswered('store')
  else dependencyFailed('store', status ?? error)
}

/** `target` with each of its calls that fails counted against `dependency` (the page store). */
export function countingFailures<T extends object>(dependency: Dependency, target: T): T {
  const failed = (error: unknown) => {
    dependencyFailed(dependency, error)
    throw error
  }
  return new Proxy(target, {
    get(object, property, receiver) {
      const value: unknown = Reflect.get(object, property, receiver)
      if (typeof value !== 'function') return value
      return (...args: unknown[]) => {
        try {
          const result: unknown = value.apply(object, args)
          return result instanceof Promise ? result.catch(failed) : result
        } catch (error) {
          return failed(error)
        }
      }
    },
  })
}

/** The state the calls made say: `down: reason` after a recent failure, else `ok`. */
export function callState(dependency: Dependency, now = Date.now()): string {
  const entry = calls.get(dependency)
  if (!entry?.failing || now - entry.failedAt >= FAILING_FOR_MS) return 'ok'
  return `down: ${entry.reason}`
}

// --- Pages whose main read failed -------------------------------------------------------------

interface PageOutage {
  /** The dependency the page's main read named (src/lib/outage.ts). */
  read: Dependency | null
  /** The store found its database unavailable while this page rendered. */
  database: boolean
}
const pages = new AsyncLocalStorage<PageOutage>()

setOutageReporter((dependency) => {
  const page = pages.getStore()
  if (page) page.read ??= dependency
})

/** Runs a page's render with its own outage record (src/server.ts). */
export function inPageScope<T>(render: () => T): T {
  return pages.run({ read: null, database: false }, render)
}

/**
 * The status a rendered page answers with. A page whose main read failed answers 503, whether
 * it shows its own failure screen (200 until now) or its loader threw to the error screen (500);
 * a page that crashed while rendering (a bug) stays 500, a missing one 404. Without a failed
 * main read the status is the render's: a page where only a side part fell back is whole (200).
 */
export function pageStatus(status: number, mainReadFailed: boolean, crashed: boolean): number {
  if (!mainReadFailed || crashed) return status
  return status === 200 || status === 500 ? 503 : status
}

/**
 * The render's status (src/server/render.tsx), made 503 with Retry-After when its main read
 * failed, and said in the log with the dependency: the store's database when the store
 * found it unavailable meanwhile, else the one the page named. With a kept copy the page cache
 * answers that instead (STALE-IF-ERROR).
 */
export function renderStatus(
  status: number,
  crashed: boolean,
  headers: Headers,
  pathname: string,
): number {
  const page = pages.getStore()
  const answered = pageStatus(status, Boolean(page?.read), crashed)
  if (answered !== 503 || status === 503 || !page?.read) return answered
  headers.set('retry-after', String(RETRY_AFTER_SECONDS))
  const dependency = page.database ? 'database' : page.read
  log.error(
    { dependency, read: page.read, status: 503, retryAfter: RETRY_AFTER_SECONDS },
    `[outage] ${pathname}: its main read failed, ${NAMES[dependency]} did not answer: 503 unless a kept copy answers`,
  )
  return 503
}

// --- Health ---------------------------------------------------------------------------------

/** A probe rejects (or outlives the deadline) when its dependency cannot be used. */
export type Probe = (signal: AbortSignal) => Promise<void>

/** Thrown by a probe whose dependency has not been opened yet since start-up. */
class Starting extends Error {
  override name = 'Starting'
  constructor() {
    super('starting')
  }
}

/**
 * The store's database: `starting` until it has been opened (migrated, seeded) once since
 * start-up, which the first probe sets going; then a `select 1`.
 */
export function storeDatabaseProbe(
  ready: () => Promise<{ db: { execute(query: SQL): Promise<unknown> } }>,
  waitMs = PROBE_DEADLINE_MS / 2,
): Probe {
  let opened = false
  let opening: Promise<void> | null = null
  return async () => {
    if (!opened) {
      opening ??= ready().then(
        () => void (opened = true),
        () => void (opening = null),
      )
      await Promise.race([opening, new Promise((resolve) => setTimeout(resolve, waitMs).unref())])
      if (!opened) throw new Starting()
    }
    const { db } = await ready()
    await db.execute(sql`select 1`)
  }
}

const probes = new Map<Dependency, { probe: Probe; pending: Promise<string> | null }>()

/** The database and Redis are asked directly: a cheap query, a PING. */
export function registerDependencyProbe(dependency: Dependency, probe: Probe): void {
  probes.set(dependency, { probe, pending: null })
}

/**
 * One probe, bounded by the deadline. A probe still running from an earlier round is not
 * started again (a hung database must not fill its pool with probes): it reads as timed out.
 */
function runProbe(dependency: Dependency, deadlineMs: number): Promise<string> {
  const entry = probes.get(dependency)!
  if (entry.pending) return Promise.resolve('down: timed out')
  const controller = new AbortController()
  const settled = entry
    .probe(controller.signal)
    .then(
      () => 'ok',
      (error: unknown) => (error instanceof Starting ? 'starting' : `down: ${reasonOf(error)}`),
    )
    .finally(() => (entry.pending = null))
  entry.pending = settled
  let timer: ReturnType<typeof setTimeout> | undefined
  const deadline = new Promise<string>((resolve) => {
    timer = setTimeout(() => {
      controller.abort()
      resolve('down: timed out')
    }, deadlineMs)
    timer.unref?.()
  })
  return Promise.race([settled, deadline]).finally(() => clearTimeout(timer))
}

const DEPENDENCIES: Dependency[] = ['store', 'content', 'database', 'redis']
const lastProbed = new Map<Dependency, string>()
let round: Promise<Partial<Record<Dependency, string>>> | null = null

/**
 * Each dependency's state: `ok`, `starting` (not opened yet since start-up) or `down: reason`.
 * Redis is listed only when it is configured (it has a probe). Concurrent asks share a round.
 */
export function dependencyStates(
  deadlineMs = PROBE_DEADLINE_MS,
): Promise<Partial<Record<Dependency, string>>> {
  round ??= (async () => {
    const found = await Promise.all(
      DEPENDENCIES.map(async (dependency): Promise<[Dependency, string] | null> => {
        let state: string
        if (probes.has(dependency)) {
          state = await runProbe(dependency, deadlineMs)
          sayProbed(dependency, state)
        } else if (dependency === 'store' || dependency === 'content') {
          state = callState(dependency)
        } else {
          return null
        }
        metrics.dependencyUp(dependency, state === 'ok')
        return [dependency, state]
      }),
    )
    return Object.fromEntries(found.filter((entry) => entry !== null))
  })().finally(() => (round = null))
  return round
}

/** A probed dependency going down or coming back is said once. */
function sayProbed(dependency: Dependency, state: string) {
  const before = lastProbed.get(dependency) ?? 'ok'
  lastProbed.set(dependency, state)
  // Opened for the first time is not a recovery.
  if (state === before || state === 'starting' || (state === 'ok' && before === 'starting')) return
  if (state === 'ok') log.info({ dependency }, `[dependency] ${NAMES[dependency]} answers again`)
  else log.warn({ dependency, state }, `[dependency] ${NAMES[dependency]} is ${state}`)
}

/** Forgets every failure and probe (tests). */
export function resetDependencies(): void {
  calls.clear()
  probes.clear()
  lastProbed.clear()
  round = null
}
