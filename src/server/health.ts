import { dependencyStates, reasonOf } from './dependencies'
import { getSettings } from './settings'

/**
 * What /healthz answers. `ok`: everything answers. `degraded`: a dependency is down, but the
 * instance still serves (kept pages, the spec's fallbacks, 503 for a page whose main read fails):
 * still 200, since the dependencies are shared, and a balancer that took every instance out for
 * one would leave nothing to serve the kept pages. `starting`: the store's database has not been
 * opened since start-up (it migrates, or cannot be reached yet). `unavailable`: a check the
 * instance cannot serve without fails (its settings). `draining`: stopping (SIGTERM), still
 * serving what it is sent until the grace ends. The last three answer 503.
 */
export interface HealthReport {
  status: 'ok' | 'degraded' | 'starting' | 'unavailable' | 'draining'
  uptimeSeconds: number
  /** Each check and dependency: `ok`, `starting` or `down: reason` (src/server/dependencies.ts). */
  checks: Record<string, string>
}

type Check = () => Promise<void>
const checks = new Map<string, Check>()

/** Checks the instance cannot serve without (its settings): one failing answers 503. */
export function registerHealthCheck(name: string, check: Check): void {
  checks.set(name, check)
}

registerHealthCheck('settings', async () => {
  getSettings()
})

/** The report's status from its checks (critical), its dependencies' states and draining. */
export function healthStatus(
  critical: Record<string, string>,
  dependencies: Record<string, string>,
  draining: boolean,
): HealthReport['status'] {
  if (draining) return 'draining'
  if (Object.values(critical).some((state) => state !== 'ok')) return 'unavailable'
  const states = Object.values(dependencies)
  if (states.includes('starting')) return 'starting'
  return states.every((state) => state === 'ok') ? 'ok' : 'degraded'
}

/** 200 while the instance can serve, degraded or not; 503 otherwise. */
export function healthStatusCode(status: HealthReport['status']): 200 | 503 {
  return status === 'ok' || status === 'degraded' ? 200 : 503
}

export async function healthReport(): Promise<HealthReport> {
  const critical: Record<string, string> = {}
  const [dependencies] = await Promise.all([
    dependencyStates(),
    ...[...checks].map(async ([name, check]) => {
      try {
        await check()
        critical[name] = 'ok'
      } catch (error) {
        critical[name] = `down: ${reasonOf(error)}`
      }
    }),
  ])
  const states = dependencies as Record<string, string>
  return {
    status: healthStatus(critical, states, isDraining()),
    uptimeSeconds: Math.round(process.uptime()),
    checks: { ...critical, ...states },
  }
}

/**
 * Set by scripts/serve.mjs on SIGTERM: /healthz answers 503 so a load balancer stops sending
 * new requests before the listener closes (SHUTDOWN_GRACE_MS), and none meets a closed port.
 */
function isDraining(): boolean {
  return (globalThis as { __storefrontDraining?: boolean }).__storefrontDraining === true
}

type Shutdown = () => Promise<void>
const shutdowns: Shutdown[] = []

/** Subsystems that hold resources (the store's database) close them on SIGINT/SIGTERM. */
export function registerShutdown(fn: Shutdown): void {
  shutdowns.push(fn)
  // scripts/serve.mjs calls this on SIGINT/SIGTERM so PGlite closes cleanly.
  ;(globalThis as { __storefrontShutdown?: () => Promise<void> }).__storefrontShutdown =
    async () => {
      await Promise.allSettled(shutdowns.map((f) => f()))
    }
}
