// @vitest-environment node
/**
 * Outages read as outages (src/server/dependencies.ts, src/server/health.ts): the status a page
 * whose main read failed answers, the line that names the dependency, the failures counted, and
 * what /healthz reports of each dependency within its deadline.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { mainReadFailed, rethrowMainRead } from '~/lib/outage'
import {
  callState,
  countingFailures,
  dependencyAnswered,
  dependencyFailed,
  dependencyStates,
  FAILING_FOR_MS,
  inPageScope,
  pageStatus,
  reasonOf,
  registerDependencyProbe,
  renderStatus,
  resetDependencies,
  RETRY_AFTER_SECONDS,
  storeCallSettled,
  storeDatabaseProbe,
} from '~/server/dependencies'
import { healthReport, healthStatus, healthStatusCode } from '~/server/health'
import { configureLogger } from '~/server/logger.server'
import { scrape } from '~/server/metrics.server'

type Line = Record<string, unknown> & { level: string; msg: string }
let written: string[] = []
const lines = () => written.map((l) => JSON.parse(l) as Line)

beforeEach(() => {
  resetDependencies()
  written = []
  configureLogger({ level: 'info', destination: { write: (l: string) => void written.push(l) } })
})
afterEach(() => {
  resetDependencies()
  configureLogger({ level: 'silent' })
})

/** The value of one sample of the scrape, or null. */
async function sample(name: string, dependency: string) {
  const { body } = await scrape()
  const line = body.split('\n').find((l) => l.startsWith(`${name}{dependency="${dependency}"}`))
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : null
}

const never = () => new Promise<never>(() => {})
const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 10.0.0.7:5432'), {
    code: 'ECONNREFUSED',
  })

describe('the status of a page whose main read failed', () => {
  it('is 503 for a failure screen (200) or a loader that threw (500); a crash stays 500, a missing page 404', () => {
    expect(pageStatus(200, true, false)).toBe(503)
    expect(pageStatus(500, true, false)).toBe(503)
    expect(pageStatus(500, true, true)).toBe(500)
    expect(pageStatus(404, true, false)).toBe(404)
  })

  it('is the render’s own when no main read failed: a page whose side part fell back is whole', () => {
    expect(pageStatus(200, false, false)).toBe(200)
    expect(pageStatus(500, false, false)).toBe(500)
    expect(pageStatus(500, false, true)).toBe(500)
  })

  it('comes with Retry-After and one error line naming the dependency', () => {
    const headers = new Headers()
    const status = inPageScope(() => {
      mainReadFailed('store')
      return renderStatus(200, false, headers, '/products/soap')
    })
    expect(status).toBe(503)
    expect(headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS))
    const outage = lines().filter((l) => l.msg.startsWith('[outage]'))
    expect(outage).toHaveLength(1)
    expect(outage[0]).toMatchObject({
      level: 'error',
      dependency: 'store',
      read: 'store',
      status: 503,
      retryAfter: RETRY_AFTER_SECONDS,
    })
    expect(outage[0]!.msg).toContain('/products/soap')
  })

  it('names the database when the store found it unavailable while the page rendered', () => {
    const headers = new Headers()
    inPageScope(() => {
      dependencyFailed('database', refused())
      mainReadFailed('store')
      return renderStatus(200, false, headers, '/products')
    })
    expect(lines().find((l) => l.msg.startsWith('[outage]'))).toMatchObject({
      dependency: 'database',
      read: 'store',
    })
  })

  it('is the render’s own, with no header, when nothing was reported or the page crashed', () => {
    const headers = new Headers()
    expect(inPageScope(() => renderStatus(200, false, headers, '/'))).toBe(200)
    expect(
      inPageScope(() => {
        mainReadFailed('content')
        return renderStatus(500, true, headers, '/')
      }),
    ).toBe(500)
    expect(headers.has('retry-after')).toBe(false)
    // Outside a page (an API call, the browser) a report goes nowhere.
    expect(() => mainReadFailed('store')).not.toThrow()
  })

  it('keeps each page’s report to itself', async () => {
    const [failed, whole] = await Promise.all([
      inPageScope(async () => {
        await Promise.resolve()
        mainReadFailed('content')
        return renderStatus(200, false, new Headers(), '/about')
      }),
      inPageScope(async () => {
        await new Promise((r) => setTimeout(r, 5))
        return renderStatus(200, false, new Headers(), '/faq')
      }),
    ])
    expect([failed, whole]).toEqual([503, 200])
  })

  it('rethrowMainRead reports, then rethrows for the route’s error screen', async () => {
    const error = new Error('Content API answered 500')
    const status = await inPageScope(async () => {
      await expect(Promise.reject(error).catch(rethrowMainRead('content'))).rejects.toBe(error)
      return renderStatus(500, false, new Headers(), '/about')
    })
    expect(status).toBe(503)
  })
})

describe('failures of a dependency', () => {
  it('are counted by dependency and said once while they go on', async () => {
    const before = (await sample('dependency_failures_total', 'content')) ?? 0
    dependencyFailed('content', new Error('Content API answered 500'), 1_000)
    dependencyFailed('content', new Error('Content API answered 500'), 2_000)
    expect(await sample('dependency_failures_total', 'content')).toBe(before + 2)
    const said = lines().filter((l) => l.msg.startsWith('[dependency]'))
    expect(said).toHaveLength(1)
    expect(said[0]).toMatchObject({ level: 'warn', dependency: 'content', reason: 'failed' })
    dependencyAnswered('content')
    expect(lines().at(-1)).toMatchObject({ level: 'info', dependency: 'content' })
  })

  it('make the dependency down until a call answers or a minute passes', () => {
    expect(callState('store')).toBe('ok')
    storeCallSettled(503)
    expect(callState('store')).toBe('down: HTTP 503')
    storeCallSettled(404)
    expect(callState('store')).toBe('ok')
    storeCallSettled(
      null,
      Object.assign(new Error('timed out after 3000 ms'), { name: 'TimeoutError' }),
    )
    expect(callState('store')).toBe('down: timed out')
    expect(callState('store', Date.now() + FAILING_FOR_MS)).toBe('ok')
  })

  it('do not include calls the caller gave up on', async () => {
    const before = (await sample('dependency_failures_total', 'store')) ?? 0
    dependencyFailed('store', new DOMException('The operation was aborted', 'AbortError'))
    expect(await sample('dependency_failures_total', 'store')).toBe(before)
    expect(callState('store')).toBe('ok')
  })

  it('are given a reason that names no host, user or message', () => {
    expect(reasonOf(refused())).toBe('ECONNREFUSED')
    const drizzle = Object.assign(new Error('Failed query: select … params: x'), {
      cause: Object.assign(new Error('terminating connection'), { code: '57P01' }),
    })
    expect(reasonOf(drizzle)).toBe('57P01')
    expect(reasonOf(new Error('password authentication failed for user "shop"'))).toBe('failed')
    expect(reasonOf(Object.assign(new Error('x'), { details: { status: 502 } }))).toBe('HTTP 502')
  })

  it('of the page store are counted on each failing call, and rethrown', async () => {
    const before = (await sample('dependency_failures_total', 'redis')) ?? 0
    const pages = countingFailures('redis', {
      get: () => Promise.reject(new Error('Connection is closed.')),
      stats: () => ({ entries: 1, bytes: 2 }),
    })
    await expect(pages.get()).rejects.toThrow('Connection is closed.')
    expect(pages.stats()).toEqual({ entries: 1, bytes: 2 })
    expect(await sample('dependency_failures_total', 'redis')).toBe(before + 1)
  })
})

describe('probes', () => {
  it('say ok, or down with a reason, and set dependency_up', async () => {
    registerDependencyProbe('database', async () => {})
    registerDependencyProbe('redis', () => Promise.reject(refused()))
    const states = await dependencyStates()
    expect(states).toEqual({
      store: 'ok',
      content: 'ok',
      database: 'ok',
      redis: 'down: ECONNREFUSED',
    })
    expect(await sample('dependency_up', 'database')).toBe(1)
    expect(await sample('dependency_up', 'redis')).toBe(0)
    expect(lines().find((l) => l.dependency === 'redis')).toMatchObject({ level: 'warn' })
  })

  it('never outlive their deadline, and a hung one is not asked again while it hangs', async () => {
    let asked = 0
    registerDependencyProbe('database', () => {
      asked++
      return never()
    })
    const startedAt = performance.now()
    expect((await dependencyStates(50)).database).toBe('down: timed out')
    expect((await dependencyStates(50)).database).toBe('down: timed out')
    expect(performance.now() - startedAt).toBeLessThan(1000)
    expect(asked).toBe(1)
  })

  it('list Redis only when it is configured', async () => {
    expect(Object.keys(await dependencyStates())).toEqual(['store', 'content'])
  })

  it('say the store’s database is starting until it has been opened once', async () => {
    let open: (db: { execute: () => Promise<unknown> }) => void = () => {}
    const opening = new Promise<{ execute: () => Promise<unknown> }>((r) => (open = r))
    let fails = false
    const db = { execute: () => (fails ? Promise.reject(refused()) : Promise.resolve([])) }
    registerDependencyProbe(
      'database',
      storeDatabaseProbe(async () => ({ db: await opening }), 10),
    )
    expect((await dependencyStates(200)).database).toBe('starting')
    open(db)
    expect((await dependencyStates(200)).database).toBe('ok')
    fails = true
    expect((await dependencyStates(200)).database).toBe('down: ECONNREFUSED')
  })
})

describe('/healthz', () => {
  it('answers 200 while the instance can serve, a dependency down or not', () => {
    expect(healthStatus({ settings: 'ok' }, { store: 'ok', database: 'ok' }, false)).toBe('ok')
    const degraded = healthStatus(
      { settings: 'ok' },
      { store: 'down: HTTP 503', database: 'down: ECONNREFUSED', redis: 'down: failed' },
      false,
    )
    expect(degraded).toBe('degraded')
    expect(healthStatusCode('ok')).toBe(200)
    expect(healthStatusCode(degraded)).toBe(200)
  })

  it('answers 503 while starting, draining, or when a check it cannot serve without fails', () => {
    expect(healthStatus({ settings: 'ok' }, { database: 'starting' }, false)).toBe('starting')
    expect(healthStatus({ settings: 'ok' }, { database: 'ok' }, true)).toBe('draining')
    expect(healthStatus({ settings: 'down: failed' }, { database: 'ok' }, false)).toBe(
      'unavailable',
    )
    for (const status of ['starting', 'draining', 'unavailable'] as const)
      expect(healthStatusCode(status)).toBe(503)
  })

  it('reports every dependency by name', async () => {
    registerDependencyProbe('database', async () => {})
    dependencyFailed('content', new Error('Content API answered 500'))
    const report = await healthReport()
    expect(report.status).toBe('degraded')
    expect(report.checks).toEqual({
      settings: 'ok',
      store: 'ok',
      content: 'down: failed',
      database: 'ok',
    })
  })
})
