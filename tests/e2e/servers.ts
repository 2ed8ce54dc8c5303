/**
 * Storefront servers a browser test starts itself, beside the one Playwright serves: several
 * instances on one database (instances, edge, traces). Each runs scripts/serve.mjs on this build
 * in production mode, with no metrics listener (several on one host would want one port) and no
 * test routes, on a PostgreSQL database of its own.
 */
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import postgres from 'postgres'
import { serverArgs } from '../../scripts/server-node.mjs'

const PG_ADMIN_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

export function startStorefront(
  port: number,
  env: Record<string, string>,
  stdio: StdioOptions = ['ignore', 'ignore', 'inherit'],
): ChildProcess {
  return spawn(process.execPath, serverArgs(process.cwd()), {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      METRICS_PORT: '0',
      ENABLE_TEST_ROUTES: '',
      ...env,
    },
    stdio,
  })
}

/** Resolves once `base`/healthz answers 2xx; throws after a minute. */
export async function untilHealthy(base: string) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(2000) })).ok) return
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`${base} did not come up`)
}

/** A database of its own on the local PostgreSQL (`prefix_<random>`), and how to drop it. */
export async function freshDatabase(prefix: string) {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`
  const admin = postgres(PG_ADMIN_URL, { max: 1, onnotice: () => {} })
  await admin.unsafe(`create database ${name}`)
  await admin.end()
  return {
    url: PG_ADMIN_URL.replace(/\/[^/]*$/, `/${name}`),
    async drop() {
      const again = postgres(PG_ADMIN_URL, { max: 1, onnotice: () => {} })
      await again.unsafe(`drop database if exists ${name} with (force)`)
      await again.end()
    },
  }
}
