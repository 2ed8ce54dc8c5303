// What the bench scripts share: building, starting the built server on loopback, a load run.
import { execFileSync, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import { serverArgs } from './server-node.mjs'

export const root = join(dirname(fileURLToPath(import.meta.url)), '..')

/**
 * Lighthouse's mobile "slow 4G" (its devtools throttling figures, in its own units): the network
 * the phone benches emulate, written once for bench:lighthouse's 6× row and bench:inp.
 */
export const SLOW_4G = {
  rttMs: 150,
  throughputKbps: 1638.4,
  requestLatencyMs: 562.5,
  downloadThroughputKbps: 1474.56,
  uploadThroughputKbps: 675,
}

export const flag = (name, fallback) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback

export function build(config, label) {
  console.log(`building ${label}…`)
  execFileSync(
    join(root, 'node_modules/.bin/vite'),
    ['build', ...(config ? ['--config', config] : [])],
    {
      cwd: root,
      stdio: 'ignore',
    },
  )
}

/** Starts scripts/serve.mjs on a build; resolves once it answers, with its process id. */
export async function start(distDir, port, env = {}) {
  const child = spawn(process.execPath, serverArgs(root), {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      // Several instances on one host: metrics off (no listener, which would want one port, and
      // nothing counted) unless a bench asks for them.
      METRICS_PORT: '0',
      HOST: '127.0.0.1',
      SITE_URL: `http://127.0.0.1:${port}`,
      DIST_DIR: distDir,
      ...env,
    },
    // Autocannon closes its sockets mid-response when a run ends; the server's resulting
    // "aborted" lines are noise here, so stderr is kept only to explain a failed start.
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)))
  return untilHealthy(child, port, () => `server on ${distDir} did not start:\n${stderr}`)
}

/**
 * Resolves once the child's server on the port answers /healthz (under 500), with its URL,
 * process id and a stop; kills it and throws `failure()` if it does not within two minutes.
 */
export async function untilHealthy(child, port, failure) {
  const url = `http://127.0.0.1:${port}`
  for (let i = 0; i < 1200; i++) {
    try {
      if ((await fetch(`${url}/healthz`)).status < 500)
        return { url, pid: child.pid, stop: () => child.kill('SIGTERM') }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  child.kill('SIGKILL')
  throw new Error(failure())
}

/** A process's resident memory in MB (Linux /proc). */
export function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024
}

/**
 * CPU seconds a process has used so far (user + system, from /proc): what a request costs,
 * whatever else the machine is doing, where req/s swings with the hour.
 */
export function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  // utime and stime are fields 14 and 15 of stat(5), counted from the state (field 3) here.
  return (Number(fields[11]) + Number(fields[12])) / 100
}

export async function load(options) {
  const r = await autocannon(options)
  const status5xx = r['5xx'] ?? 0
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
    status5xx,
    timeouts: r.timeouts,
    requests: r.requests.total,
  }
}

/** The p-th percentile of numbers (nearest rank). */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}
