#!/usr/bin/env node
// First-load JS per page (gzip, as Chromium fetches it), against a bare Start + Query page
// built from bench/bare.
// Budgets (DEVELOPERS.md): product page ≤ 40 KB above the bare page, any page ≤ 60 KB.
// Prints figures; exits 1 when a page is over budget. Not part of the test command.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

process.env.NODE_ENV = 'production'
// The built server calls its own store API during SSR: serve it where SITE_URL says.
const PORT = 3391
process.env.SITE_URL = `http://127.0.0.1:${PORT}`
// A fresh database each run: a store left broken by an earlier run would measure error pages.
const ownDataDir = process.env.PGLITE_DIR ? null : mkdtempSync(join(tmpdir(), 'bench-bundle-'))
process.env.PGLITE_DIR ??= ownDataDir
const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const vite = join(root, 'node_modules/.bin/vite')

function build(config, label) {
  console.log(`building ${label}…`)
  execFileSync(vite, ['build', ...(config ? ['--config', config] : [])], {
    cwd: root,
    stdio: 'ignore',
  })
}

/**
 * Serves a build on a free port and loads the page in Chromium: every script the page fetches
 * until the network is idle counts (lazy chunks needed to hydrate included), gzipped at level 9.
 */
async function firstLoadJs(distDir, paths) {
  const { serve } = await import('srvx')
  const { staticMiddleware } = await import('srvx/static')
  const { default: app } = await import(join(distDir, 'server/server.js') + `?v=${distDir}`)
  const server = serve({
    port: distDir.endsWith('bench/bare/dist') ? 0 : PORT,
    hostname: '127.0.0.1',
    silent: true,
    middleware: [staticMiddleware({ dir: join(distDir, 'client') })],
    fetch: (request) => app.fetch(request),
  })
  await server.ready()
  const { chromium } = await import('@playwright/test')
  const { CHROMIUM_ARGS, findChromium } = await import('./chromium.mjs')
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS })
  const results = []
  for (const path of paths) {
    const page = await browser.newPage()
    const scripts = new Map()
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return
      try {
        scripts.set(response.url(), gzipSync(await response.body(), { level: 9 }).length)
      } catch {
        // A response without a body (aborted or redirected) adds nothing.
      }
    })
    const response = await page.goto(new URL(path, server.url).href, { waitUntil: 'networkidle' })
    await page.close()
    const bytes = [...scripts.values()].reduce((a, b) => a + b, 0)
    results.push({ path, status: response?.status() ?? 0, kb: bytes / 1024, files: scripts.size })
  }
  await browser.close()
  await server.close(true)
  return results
}

const args = process.argv.slice(2).filter((a) => !a.startsWith('--'))
const pages = args.length
  ? args
  : [
      '/',
      '/about',
      '/starter-kits/laundry',
      '/learn',
      '/products',
      '/products/category/laundry',
      '/products/free-clear-laundry-liquid',
      '/products/category/starter-kits',
      '/products/category/starter-kits/laundry-starter-kit',
      '/blog',
      '/search?query=soap',
      '/login',
      '/checkout',
      '/membership/dashboard',
      '/flows',
      '/no-such-page',
    ]
const productPages = new Set(
  pages.filter((p) => /^\/products\/[^/]+$/.test(p) && !p.includes('category')),
)

build('bench/bare/vite.config.ts', 'bare Start + Query baseline')
if (!process.argv.includes('--no-build')) build(undefined, 'storefront')
const [bare] = await firstLoadJs(join(root, 'bench/bare/dist'), ['/'])
console.log(`\nbare Start + Query page: ${bare.kb.toFixed(1)} KB gzip in ${bare.files} files\n`)
console.log(
  'page'.padEnd(52),
  'status',
  'JS KB gz'.padStart(9),
  'over bare'.padStart(10),
  'budget'.padStart(7),
)
let over = 0
process.env.ENABLE_TEST_ROUTES = '0'
for (const page of await firstLoadJs(join(root, 'dist'), pages)) {
  const path = page.path
  const delta = page.kb - bare.kb
  const budget = productPages.has(path) ? 40 : 60
  const ok = delta <= budget
  if (!ok) over++
  console.log(
    path.padEnd(52),
    String(page.status).padStart(6),
    page.kb.toFixed(1).padStart(9),
    `${delta >= 0 ? '+' : ''}${delta.toFixed(1)}`.padStart(10),
    `${ok ? '≤' : '>'}${budget}`.padStart(7),
  )
}
if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true })
process.exit(over ? 1 : 0)
