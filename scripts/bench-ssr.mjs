#!/usr/bin/env node
// Uncached SSR throughput: autocannon on loopback against the built storefront and, in the same
// run, a bare Start + Query page (bench/bare). Prints requests/s, p50 and p99 per page and the
// ratio to the bare page. Figures only: nothing here passes or fails on speed.
//   npm run bench:ssr [-- --no-build] [-- --http] [-- --seconds=10] [-- --connections=1,10,50] [path …]
import { execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const flag = (name, fallback) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback
const seconds = Number(flag('seconds', 10))
const connectionsList = flag('connections', '10').split(',').map(Number)
const args = process.argv.slice(2).filter((a) => !a.startsWith('--'))
const pages = args.length ? args : ['/', '/search?query=soap']

function build(config, label) {
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

/** Starts scripts/serve.mjs on a build; resolves once it answers. */
async function start(distDir, port, env = {}) {
  const child = spawn(process.execPath, [join(root, 'scripts/serve.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
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
  const url = `http://127.0.0.1:${port}`
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${url}/`)).status < 500) return { url, stop: () => child.kill('SIGTERM') }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  child.kill('SIGKILL')
  throw new Error(`server on ${distDir} did not start:\n${stderr}`)
}

async function measure(url, connections) {
  // Warm up (first renders compile routes and fill the store's caches).
  await autocannon({ url, connections, duration: 2 })
  const r = await autocannon({ url, connections, duration: seconds })
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
  }
}

if (!process.argv.includes('--no-build')) {
  build('bench/bare/vite.config.ts', 'bare Start + Query baseline')
  build(undefined, 'storefront')
}
const dataDir = mkdtempSync(join(tmpdir(), 'bench-ssr-'))
const bare = await start(join(root, 'bench/bare/dist'), 3393)
// The default: the store in-process. With --http, also the same build calling its own store
// over loopback HTTP (STORE_API_URL set), side by side.
const apps = [['', await start(join(root, 'dist'), 3392, { PGLITE_DIR: join(dataDir, 'a') })]]
if (process.argv.includes('--http')) {
  apps.push([
    ' (HTTP)',
    await start(join(root, 'dist'), 3394, {
      PGLITE_DIR: join(dataDir, 'b'),
      STORE_API_URL: 'http://127.0.0.1:3394',
    }),
  ])
}
try {
  console.log(`\n${seconds} s per run, loopback, uncached\n`)
  console.log(
    'page'.padEnd(28),
    'conns'.padStart(5),
    'req/s'.padStart(8),
    'p50 ms'.padStart(7),
    'p99 ms'.padStart(7),
    'non-2xx'.padStart(8),
    'vs bare'.padStart(8),
  )
  for (const connections of connectionsList) {
    const base = await measure(`${bare.url}/`, connections)
    const row = (label, m, ratio) =>
      console.log(
        label.padEnd(28),
        String(connections).padStart(5),
        m.rps.toFixed(0).padStart(8),
        String(m.p50).padStart(7),
        String(m.p99).padStart(7),
        String(m.errors).padStart(8),
        ratio.padStart(8),
      )
    row('bare Start + Query /', base, '100 %')
    for (const path of pages) {
      for (const [label, app] of apps) {
        const m = await measure(`${app.url}${path}`, connections)
        row(`${path}${label}`, m, `${((m.rps / base.rps) * 100).toFixed(0)} %`)
      }
    }
  }
} finally {
  bare.stop()
  for (const [, app] of apps) app.stop()
  await new Promise((r) => setTimeout(r, 500))
  rmSync(dataDir, { recursive: true, force: true })
}
