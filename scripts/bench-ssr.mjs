#!/usr/bin/env node
// SSR throughput on loopback (autocannon), side by side in one run, for each page and each
// number of connections:
//   - uncached: the storefront with PAGE_CACHE=off, against a bare Start + Query page (bench/bare);
//   - cached: the storefront with its page cache, against the same HTML served from memory by a
//     server that does nothing else; for a visitor, and for a signed-in member (the demo member's
//     cookies from a real login: members are served the kept page too, ADR 0017);
//   - edge: the cached storefront behind Varnish with the repository's configuration
//     (deploy/varnish/default.vcl, ADR 0026), for a visitor and a member, against the same memory
//     figure (when varnishd is installed: npm test installs it);
//   - instrumented: the same build, cached and uncached, with metrics counted (a listener of its
//     own) and OpenTelemetry on (10 % of traces sampled, exported over OTLP/HTTP to a receiver
//     that drops them), against the same build with both off (METRICS_PORT=0, no OTEL_*); the
//     two are measured in turns, `--rounds` times each, and the medians compared (issue 50:
//     instrumentation within 10 %).
// Prints requests/s, p50 and p99, and the two ratios the performance issue sets targets for
// (uncached ≥ 50 % of bare, cached ≥ 50 % of memory). Figures only: nothing passes or fails.
//   npm run bench:ssr [-- --no-build] [-- --seconds=5] [-- --connections=1,10,50] [-- --rounds=3]
//     [-- --only=instrumented] [-- --control]
//     [path …]
import { spawn, spawnSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build, cpuSeconds, flag, load, root, start, untilHealthy } from './bench-lib.mjs'

const seconds = Number(flag('seconds', 5))
const connectionsList = flag('connections', '1,10,50').split(',').map(Number)
const rounds = Number(flag('rounds', 3))
// --only=instrumented: the instrumented rows and their plain twins alone (issue 50's figure).
const only = flag('only', '')
// --control: also the plain build against a second process of itself, measured the same way:
// the spread two identical servers show in this run, to read the instrumented rows against.
const control = process.argv.includes('--control')
const args = process.argv.slice(2).filter((a) => !a.startsWith('--'))
const pages = args.length ? args : ['/products/free-clear-laundry-liquid', '/products', '/']

/**
 * The same bytes every time, from memory, served by scripts/bench-memory-server.mjs in a process
 * of its own: the ceiling a cached page is measured against.
 */
async function memoryServer(port, bodies, dir) {
  const index = {}
  ;[...bodies].forEach(([path, body], i) => {
    writeFileSync(join(dir, `${i}.html`), body)
    index[path] = `${i}.html`
  })
  writeFileSync(join(dir, 'pages.json'), JSON.stringify(index))
  const child = spawn(
    process.execPath,
    [join(root, 'scripts/bench-memory-server.mjs'), String(port), join(dir, 'pages.json')],
    { stdio: 'ignore' },
  )
  return untilHealthy(child, port, () => 'the memory server did not start')
}

/** Varnish with the deployment's configuration in front of one instance, or null without it. */
async function edgeServer(port, backendPort, dir) {
  if (spawnSync('varnishd', ['-V']).error) return null
  copyFileSync(join(root, 'deploy/varnish/default.vcl'), join(dir, 'default.vcl'))
  writeFileSync(
    join(dir, 'backends.vcl'),
    `probe healthz { .url = "/healthz"; .interval = 1s; .window = 3; .threshold = 2; .initial = 2; }
backend app { .host = "127.0.0.1"; .port = "${backendPort}"; .probe = healthz; }
sub vcl_init { new storefront = directors.round_robin(); storefront.add_backend(app); }
`,
  )
  const child = spawn(
    'varnishd',
    [
      '-F',
      '-n',
      join(dir, 'state'),
      '-a',
      `127.0.0.1:${port}`,
      '-f',
      join(dir, 'default.vcl'),
    ].concat(['-p', `vcl_path=${dir}`, '-s', 'malloc,256m', '-j', 'none']),
    { stdio: 'ignore' },
  )
  return untilHealthy(child, port, () => 'varnishd did not start')
}

async function measure(url, connections, headers = {}) {
  // Warm up (first renders compile routes, fill the store's and the page cache).
  await load({ url, connections, duration: 1, headers })
  return load({ url, connections, duration: seconds, headers })
}

/** One run, with the server's CPU time per request (ms) beside its req/s. */
async function withCpu(server, url, connections) {
  const before = cpuSeconds(server.pid)
  const run = await load({ url, connections, duration: seconds })
  return { ...run, cpuMs: ((cpuSeconds(server.pid) - before) * 1000) / run.requests }
}

/**
 * Two servers measured in turns, `rounds` times each (after a warm-up of both), so that the
 * machine's swings fall on both alike: the run with the median req/s of each, and the median
 * CPU time per request, which moves far less with the machine's hour than req/s.
 */
async function inTurns([a, pathA], [b, pathB], connections) {
  await load({ url: `${a.url}${pathA}`, connections, duration: 1 })
  await load({ url: `${b.url}${pathB}`, connections, duration: 1 })
  const runsA = []
  const runsB = []
  for (let i = 0; i < rounds; i++) {
    runsA.push(await withCpu(a, `${a.url}${pathA}`, connections))
    runsB.push(await withCpu(b, `${b.url}${pathB}`, connections))
  }
  const middle = (values) => values.sort((x, y) => x - y)[Math.floor(values.length / 2)]
  const median = (runs) => ({
    ...runs.sort((x, y) => x.rps - y.rps)[Math.floor(runs.length / 2)],
    cpuMs: middle(runs.map((r) => r.cpuMs)),
  })
  return [median(runsA), median(runsB)]
}

/** The cookies a signed-in member's browser sends: the demo member logs in (shell §5). */
async function memberCookies(url) {
  const response = await fetch(`${url}/rest/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@clearhome.example', password: 'clearhome-demo' }),
  })
  const cookies = response.headers.getSetCookie().map((c) => c.split(';')[0])
  if (!response.ok || !cookies.some((c) => c.startsWith('store_member=')))
    throw new Error(`the demo member could not sign in (${response.status})`)
  return cookies.join('; ')
}

if (!process.argv.includes('--no-build')) {
  build('bench/bare/vite.config.ts', 'bare Start + Query baseline')
  build(undefined, 'storefront')
}
const dataDir = mkdtempSync(join(tmpdir(), 'bench-ssr-'))
const bare = await start(join(root, 'bench/bare/dist'), 3393)
const cached = await start(join(root, 'dist'), 3392, { PGLITE_DIR: join(dataDir, 'a') })
const uncached = await start(join(root, 'dist'), 3394, {
  PGLITE_DIR: join(dataDir, 'b'),
  PAGE_CACHE: 'off',
})
// Metrics and OpenTelemetry on, as a deployment would run it: a scraper's listener, and a
// tenth of the traces sent to a collector. The instances above have both off. The collector is a
// process of its own, as it would be a host of its own: inside this one it took the load
// generator's time whenever spans arrived, and the instrumented rows measured that too.
const collector = spawn(
  process.execPath,
  [
    '-e',
    `require('node:http').createServer((q, s) => q.resume().on('end', () => s.end('{}')))
      .listen(3399, '127.0.0.1', () => console.log('ready'))`,
  ],
  { stdio: ['ignore', 'pipe', 'inherit'] },
)
await new Promise((resolve, reject) => {
  collector.stdout.once('data', resolve)
  collector.once('exit', () => reject(new Error('the OTLP stand-in collector did not start')))
})
const tracing = {
  OTEL_SERVICE_NAME: 'clearhome-bench',
  OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
  OTEL_TRACES_SAMPLER_ARG: '0.1',
  OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:3399',
  OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
}
const instrumentedCached = await start(join(root, 'dist'), 3397, {
  PGLITE_DIR: join(dataDir, 'c'),
  METRICS_PORT: '3387',
  ...tracing,
})
const instrumentedUncached = await start(join(root, 'dist'), 3398, {
  PGLITE_DIR: join(dataDir, 'd'),
  PAGE_CACHE: 'off',
  METRICS_PORT: '3388',
  ...tracing,
})
// Second processes of the plain builds, for --control.
const twinCached = control
  ? await start(join(root, 'dist'), 3385, { PGLITE_DIR: join(dataDir, 'e') })
  : null
const twinUncached = control
  ? await start(join(root, 'dist'), 3386, { PGLITE_DIR: join(dataDir, 'f'), PAGE_CACHE: 'off' })
  : null
const member = { cookie: await memberCookies(cached.url) }
const bodies = new Map()
for (const path of pages)
  bodies.set(path, new Uint8Array(await (await fetch(`${cached.url}${path}`)).arrayBuffer()))
mkdirSync(join(dataDir, 'memory'))
const memory = await memoryServer(3395, bodies, join(dataDir, 'memory'))
mkdirSync(join(dataDir, 'edge'))
const edge = await edgeServer(3396, 3392, join(dataDir, 'edge'))

try {
  console.log(`\n${seconds} s per run, loopback, one process per server, 2 cores shared\n`)
  console.log(
    'page'.padEnd(38),
    'conns'.padStart(5),
    'server'.padStart(9),
    'req/s'.padStart(8),
    'p50 ms'.padStart(7),
    'p99 ms'.padStart(7),
    'non-2xx'.padStart(8),
    'CPU ms/req'.padStart(11),
    'ratio'.padStart(22),
  )
  const row = (path, connections, label, m, ratio = '') =>
    console.log(
      path.padEnd(38),
      String(connections).padStart(5),
      label.padStart(9),
      m.rps.toFixed(0).padStart(8),
      String(m.p50).padStart(7),
      String(m.p99).padStart(7),
      String(m.errors).padStart(8),
      (m.cpuMs === undefined ? '' : m.cpuMs.toFixed(3)).padStart(11),
      ratio.padStart(22),
    )
  const pct = (a, b) => `${((a.rps / b.rps) * 100).toFixed(0)} %`
  // The instrumented twin's cost two ways: its req/s, and its CPU per request (plain = 100 %).
  const cost = (a, b, of) =>
    `${pct(a, b)} of ${of}, CPU ${((a.cpuMs / b.cpuMs) * 100).toFixed(0)} %`
  for (const connections of connectionsList) {
    const base = await measure(`${bare.url}/`, connections)
    row('bare Start + Query /', connections, 'bare', base)
    for (const path of pages) {
      const [u, iu] = await inTurns([uncached, path], [instrumentedUncached, path], connections)
      row(path, connections, 'uncached', u, `${pct(u, base)} of bare`)
      row(path, connections, 'instr u', iu, cost(iu, u, 'uncached'))
      if (twinUncached) {
        const [u1, u2] = await inTurns([uncached, path], [twinUncached, path], connections)
        row(path, connections, 'control u', u2, cost(u2, u1, 'its twin'))
      }
      const mem = await measure(`${memory.url}${path}`, connections)
      row(path, connections, 'memory', mem)
      const [c, ic] = await inTurns([cached, path], [instrumentedCached, path], connections)
      row(path, connections, 'cached', c, `${pct(c, mem)} of memory`)
      row(path, connections, 'instr c', ic, cost(ic, c, 'cached'))
      if (twinCached) {
        const [c1, c2] = await inTurns([cached, path], [twinCached, path], connections)
        row(path, connections, 'control c', c2, cost(c2, c1, 'its twin'))
      }
      if (only === 'instrumented') continue
      const m = await measure(`${cached.url}${path}`, connections, member)
      row(path, connections, 'member', m, `${pct(m, mem)} of memory`)
      if (!edge) continue
      const e = await measure(`${edge.url}${path}`, connections)
      row(path, connections, 'edge', e, `${pct(e, mem)} of memory`)
      const em = await measure(`${edge.url}${path}`, connections, member)
      row(path, connections, 'edge mbr', em, `${pct(em, mem)} of memory`)
    }
  }
} finally {
  bare.stop()
  cached.stop()
  uncached.stop()
  memory.stop()
  edge?.stop()
  instrumentedCached.stop()
  instrumentedUncached.stop()
  twinCached?.stop()
  twinUncached?.stop()
  collector.kill()
  await new Promise((r) => setTimeout(r, 500))
  rmSync(dataDir, { recursive: true, force: true })
}
