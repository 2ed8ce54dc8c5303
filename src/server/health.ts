import { getSettings } from './settings'

export interface HealthReport {
  /** `draining`: stopping (SIGTERM), still serving what it is sent until the grace ends. */
  status: 'ok' | 'degraded' | 'draining'
  uptimeSeconds: number
  checks: Record<string, 'ok' | string>
}

type Check = () => Promise<void>
const checks = new Map<string, Check>()

/** Subsystems (database, content source) register a cheap probe here. */
export function registerHealthCheck(name: string, check: Check): void {
  checks.set(name, check)
}

registerHealthCheck('settings', async () => {
  getSettings()
})

export async function healthReport(): Promise<HealthReport> {
  const results: Record<string, string> = {}
  await Promise.all(
    [...checks].map(async ([name, check]) => {
      try {
        await check()
        results[name] = 'ok'
      } catch (error) {
        results[name] = error instanceof Error ? error.message : String(error)
      }
    }),
  )
  const healthy = Object.values(results).every((r) => r === 'ok')
  return {
    status: isDraining() ? 'draining' : healthy ? 'ok' : 'degraded',
    uptimeSeconds: Math.round(process.uptime()),
    checks: results,
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
