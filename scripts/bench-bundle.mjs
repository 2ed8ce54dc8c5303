#!/usr/bin/env node
// First-load JS per page (gzip, as Chromium fetches it until the network is idle), against a
// bare Start + Query page built from bench/bare, with a report of where each page's bytes go
// (source maps: each script's gzip size shared out by the generated code each source became).
// Budgets: product page ≤ 40 KB above the bare page, any page ≤ 60 KB. A page already over its
// budget is held to the ceiling bench/bundle-ceilings.json records for it, with the reason, so
// nothing grows unnoticed while the debt is open. Exits 1 when a page is over what it may weigh.
//   npm run bench:bundle [-- --no-build] [-- --report=N] [path …]
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { decode } from '@jridgewell/sourcemap-codec'

process.env.NODE_ENV = 'production'
// The server runs in this process: its warnings and errors only, no access line per request.
process.env.LOG_LEVEL ??= 'warn'
// The built server calls its own store API during SSR: serve it where SITE_URL says.
const PORT = 3391
process.env.SITE_URL = `http://127.0.0.1:${PORT}`
// A fresh database each run: a store left broken by an earlier run would measure error pages.
const ownDataDir = process.env.PGLITE_DIR ? null : mkdtempSync(join(tmpdir(), 'bench-bundle-'))
process.env.PGLITE_DIR ??= ownDataDir
const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const vite = join(root, 'node_modules/.bin/vite')
const flag = (name, fallback) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback
const reportRows = Number(flag('report', 8))

function build(config, label, extra = []) {
  console.log(`building ${label}…`)
  execFileSync(vite, ['build', ...(config ? ['--config', config] : []), ...extra], {
    cwd: root,
    stdio: 'ignore',
  })
}

/** Where a source lives, for the report: a package, or the project's folder two levels down. */
function owner(source) {
  const path = source.replace(/^(\.\.\/)+/, '').replace(/^\/?work\/main\//, '')
  const pkg = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(path)
  if (pkg) return pkg[1]
  return path.split('/').slice(0, 3).join('/')
}

/**
 * A script's gzip bytes shared out by its sources' share of the generated code: each mapped
 * segment runs to the next one (or the line's end), so a library counts for what tree-shaking
 * kept of it, not for the size of the files it came from.
 */
function attribute(file, gz, totals) {
  const mapFile = `${file}.map`
  if (!existsSync(mapFile)) {
    totals.set('(no source map)', (totals.get('(no source map)') ?? 0) + gz)
    return
  }
  const map = JSON.parse(readFileSync(mapFile, 'utf8'))
  const lines = readFileSync(file, 'utf8').split('\n')
  const generated = new Map()
  decode(map.mappings).forEach((segments, line) => {
    const length = lines[line]?.length ?? 0
    segments.forEach((segment, i) => {
      const end = segments[i + 1]?.[0] ?? length
      const key = segment.length > 1 ? owner(map.sources[segment[1]]) : '(unmapped)'
      generated.set(key, (generated.get(key) ?? 0) + Math.max(0, end - segment[0]))
    })
  })
  const sum = [...generated.values()].reduce((a, b) => a + b, 0) || 1
  for (const [key, chars] of generated) totals.set(key, (totals.get(key) ?? 0) + (gz * chars) / sum)
}

/**
 * Serves a build on a free port and loads the page in Chromium: every script the page fetches
 * until the network is idle counts (lazy chunks needed to hydrate included), gzipped at level 9.
 */
async function firstLoadJs(distDir, paths) {
  const { serve } = await import('srvx')
  const { staticMiddleware } = await import('srvx/static')
  const { default: app } = await import(join(distDir, 'server/server.js'))
  const server = serve({
    port: distDir.endsWith('bench/bare/dist') ? 0 : PORT,
    hostname: '127.0.0.1',
    silent: true,
    middleware: [staticMiddleware({ dir: join(distDir, 'client') })],
    fetch: (request) => app.fetch(request),
  })
  await server.ready()
  const { chromium } = await import('@playwright/test')
  const { playwrightLaunchOptions } = await import('./chromium.mjs')
  const browser = await chromium.launch(playwrightLaunchOptions())
  const results = []
  for (const path of paths) {
    const page = await browser.newPage()
    const scripts = new Map()
    const reads = []
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return
      reads.push(
        response.body().then(
          (body) =>
            scripts.set(new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length),
          // A response without a body (aborted or redirected) adds nothing.
          () => {},
        ),
      )
    })
    const response = await page.goto(new URL(path, server.url).href, { waitUntil: 'networkidle' })
    // Every body read before the page closes: a late script (one fetched after a store call
    // answered) must count, not be lost with the page.
    await Promise.all(reads)
    await page.close()
    const bytes = [...scripts.values()].reduce((a, b) => a + b, 0)
    const owners = new Map()
    for (const [file, gz] of scripts) attribute(join(distDir, 'client', file), gz, owners)
    results.push({
      path,
      status: response?.status() ?? 0,
      kb: bytes / 1024,
      files: scripts.size,
      owners,
    })
  }
  await browser.close()
  await server.close(true)
  return results
}

// Each build is measured in a Node process of its own, its server imported by its plain path.
// Both builds' servers are named server.js; imported once as server.js?v=… (to tell them apart
// in one process) the storefront's chunks loaded a second copy of it, the CSP nonce was lost
// from the page's inline scripts, and the page never hydrated: the scripts a hydrated page
// loads (its store reads and what they bring) went uncounted.
if (process.argv[2] === '--measure') {
  const [distDir, out, ...paths] = process.argv.slice(3)
  const results = await firstLoadJs(distDir, paths)
  writeFileSync(out, JSON.stringify(results.map((r) => ({ ...r, owners: [...r.owners] }))))
  process.exit(0)
}
function measure(distDir, paths, env = {}) {
  const out = join(mkdtempSync(join(tmpdir(), 'bench-bundle-out-')), 'results.json')
  execFileSync(
    process.execPath,
    [fileURLToPath(import.meta.url), '--measure', distDir, out, ...paths],
    {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: 'inherit',
    },
  )
  const results = JSON.parse(readFileSync(out, 'utf8'))
  rmSync(dirname(out), { recursive: true, force: true })
  return results.map((r) => ({ ...r, owners: new Map(r.owners) }))
}

const args = process.argv.slice(2).filter((a) => !a.startsWith('--'))
const pages = args.length
  ? args
  : [
      '/',
      '/about',
      '/why-clearhome',
      '/starter-kits/laundry',
      '/learn',
      '/ingredients',
      '/products',
      '/products/category/laundry',
      '/products/free-clear-laundry-liquid',
      '/products/category/starter-kits',
      '/products/category/starter-kits/laundry-starter-kit',
      '/blog',
      '/blog/how-to-clean-grout',
      '/search?query=soap',
      '/login',
      '/checkout',
      '/membership/dashboard',
      '/flows',
      '/flows/product-purchase',
      '/no-such-page',
    ]
const isProductPage = (p) => /^\/products\/[^/?]+$/.test(p) && !p.includes('category')
const ceilings = JSON.parse(readFileSync(join(root, 'bench/bundle-ceilings.json'), 'utf8')).pages

build('bench/bare/vite.config.ts', 'bare Start + Query baseline', ['--sourcemap', 'hidden'])
// Hidden source maps for the report; removed afterwards so no build ships them.
if (!process.argv.includes('--no-build')) build(undefined, 'storefront', ['--sourcemap', 'hidden'])
const [bare] = measure(join(root, 'bench/bare/dist'), ['/'])
const baseline = new Map(bare.owners)
console.log(`\nbare Start + Query page: ${bare.kb.toFixed(1)} KB gzip in ${bare.files} files\n`)
console.log(
  'page'.padEnd(52),
  'status',
  'JS KB gz'.padStart(9),
  'over bare'.padStart(10),
  'budget'.padStart(7),
  'may weigh'.padStart(10),
)
let over = 0
const measured = measure(join(root, 'dist'), pages, { ENABLE_TEST_ROUTES: '0' })
for (const page of measured) {
  const delta = page.kb - bare.kb
  const budget = isProductPage(page.path) ? 40 : 60
  const ceiling = ceilings[page.path]?.kb
  const allowed = Math.max(budget, ceiling ?? 0)
  const ok = delta <= allowed && page.status < 500
  if (!ok) over++
  console.log(
    page.path.padEnd(52),
    String(page.status).padStart(6),
    page.kb.toFixed(1).padStart(9),
    `${delta >= 0 ? '+' : ''}${delta.toFixed(1)}`.padStart(10),
    `${delta <= budget ? '≤' : '>'}${budget}`.padStart(7),
    `${ok ? '' : 'OVER '}${allowed.toFixed(0)}`.padStart(10),
  )
}

// Where the bytes over the bare page go: each owner's share beyond what the bare page loads.
// A build made elsewhere (--no-build: the test command's) has no source maps to say it.
const mapped = measured.some((page) => !page.owners.has('(no source map)'))
console.log(
  mapped
    ? `\nover the bare page, by package or folder (KB gzip, top ${reportRows}):`
    : '\nby package or folder: the build has no source maps (run without --no-build)',
)
for (const page of mapped ? measured : []) {
  const rows = [...page.owners]
    .map(([name, bytes]) => [name, (bytes - (baseline.get(name) ?? 0)) / 1024])
    .filter(([, kb]) => kb > 0.05)
    .sort((a, b) => b[1] - a[1])
    .slice(0, reportRows)
  console.log(`  ${page.path}: ${rows.map(([n, kb]) => `${n} ${kb.toFixed(1)}`).join(', ')}`)
}

for (const file of readdirSync(join(root, 'dist/client/assets')))
  if (file.endsWith('.map')) rmSync(join(root, 'dist/client/assets', file))
if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true })
process.exit(over ? 1 : 0)
