#!/usr/bin/env node
// First-load JS per page (gzip), against a bare Start + Query page built from bench/bare.
// Budgets (DEVELOPERS.md): product page ≤ 40 KB above the bare page, any page ≤ 60 KB.
// Prints figures; exits 1 when a page is over budget. Not part of the test command.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

process.env.NODE_ENV = 'production'
const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const vite = join(root, 'node_modules/.bin/vite')

function build(config, label) {
  console.log(`building ${label}…`)
  execFileSync(vite, ['build', ...(config ? ['--config', config] : [])], {
    cwd: root,
    stdio: 'ignore',
  })
}

async function firstLoadJs(distDir, path) {
  const { default: app } = await import(join(distDir, 'server/server.js') + `?v=${distDir}`)
  const response = await app.fetch(new Request(`http://bench.local${path}`))
  const html = await response.text()
  const queue = [
    ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
  ].map((m) => m[1])
  const seen = new Set()
  let bytes = 0
  while (queue.length) {
    const url = queue.shift()
    if (seen.has(url)) continue
    seen.add(url)
    const file = join(distDir, 'client', url)
    if (!existsSync(file)) continue
    const code = readFileSync(file)
    bytes += gzipSync(code, { level: 9 }).length
    // Follow static imports: they load before the page can run.
    for (const m of code.toString().matchAll(/(?:import|from)\s*["'](\.\/[^"']+\.js)["']/g)) {
      queue.push(join(dirname(url), m[1]))
    }
  }
  return { status: response.status, kb: bytes / 1024, files: seen.size }
}

const pages = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['/', '/products', '/blog', '/search?query=soap', '/flows', '/no-such-page']
const productPages = new Set(
  pages.filter((p) => /^\/products\/[^/]+$/.test(p) && !p.includes('category')),
)

build('bench/bare/vite.config.ts', 'bare Start + Query baseline')
if (!process.argv.includes('--no-build')) build(undefined, 'storefront')
const bare = await firstLoadJs(join(root, 'bench/bare/dist'), '/')
console.log(`\nbare Start + Query page: ${bare.kb.toFixed(1)} KB gzip in ${bare.files} files\n`)
console.log(
  'page'.padEnd(36),
  'status',
  'JS KB gz'.padStart(9),
  'over bare'.padStart(10),
  'budget'.padStart(7),
)
let over = 0
for (const path of pages) {
  const page = await firstLoadJs(join(root, 'dist'), path)
  const delta = page.kb - bare.kb
  const budget = productPages.has(path) ? 40 : 60
  const ok = delta <= budget
  if (!ok) over++
  console.log(
    path.padEnd(36),
    String(page.status).padStart(6),
    page.kb.toFixed(1).padStart(9),
    `${delta >= 0 ? '+' : ''}${delta.toFixed(1)}`.padStart(10),
    `${ok ? '≤' : '>'}${budget}`.padStart(7),
  )
}
process.exit(over ? 1 : 0)
