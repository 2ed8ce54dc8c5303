#!/usr/bin/env node
// The catalogue at scale (issue 17): the default seed against the seed plus generated products
// (STORE_SEED_SCALE, 5 000 by default), side by side, on the built server:
//   - listing pages: uncached render time (every read purged before each request) and HTML size;
//   - at the store API: search and add-to-cart latency (p50 / p95 / p99), one call at a time.
// Figures only: nothing passes or fails. The targets it prints beside them are issue 17's.
//   npm run bench:scale [-- --no-build] [-- --products=5000] [-- --samples=40] [-- --postgres]
// --postgres runs both on fresh PostgreSQL databases (TEST_PG_URL or 127.0.0.1:5432) instead of
// PGlite.
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import postgres from 'postgres'
import { build, flag, percentile, root, start } from './bench-lib.mjs'

const products = Number(flag('products', 5000))
const samples = Number(flag('samples', 40))
const usePostgres = process.argv.includes('--postgres')
const PG_ADMIN_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const PURGE_SECRET = randomBytes(16).toString('hex')
const LISTINGS = ['/products', '/products/category/laundry', '/products?sort=price-asc']
// Searches a shopper types: a common word, a rarer one, two words, one that matches nothing.
const QUERIES = ['laundry', 'dish', 'free clear', 'zzzz']

if (!process.argv.includes('--no-build')) build(undefined, 'storefront')

const dataDir = mkdtempSync(join(tmpdir(), 'bench-scale-'))
const databases = []
async function databaseEnv(label) {
  if (!usePostgres) return { PGLITE_DIR: join(dataDir, label) }
  const name = `clearhome_scale_${label}_${randomBytes(4).toString('hex')}`
  const admin = postgres(PG_ADMIN_URL, { max: 1, onnotice: () => {} })
  await admin.unsafe(`create database ${name}`)
  await admin.end()
  databases.push(name)
  return { DATABASE_URL: PG_ADMIN_URL.replace(/\/[^/]*$/, `/${name}`) }
}

async function server(label, port, scale) {
  return start(join(root, 'dist'), port, {
    ...(await databaseEnv(label)),
    STORE_SEED_SCALE: String(scale),
    PAGE_CACHE: 'off',
    PAGE_CACHE_PURGE_SECRET: PURGE_SECRET,
    // The bench calls from one address far faster than a person: the limits are not its subject.
    STORE_RATE_LIMITS: 'search=1000000/60,session=1000000/60',
  })
}

const purge = (url) =>
  fetch(`${url}/api/cache/purge`, {
    method: 'POST',
    headers: { authorization: `Bearer ${PURGE_SECRET}` },
  })

async function timed(fn) {
  const t0 = performance.now()
  const result = await fn()
  return { ms: performance.now() - t0, result }
}

async function listing(url, path) {
  const times = []
  let bytes = 0
  let status = 0
  for (let i = 0; i < samples; i++) {
    await purge(url)
    const { ms, result } = await timed(async () => {
      const r = await fetch(`${url}${path}`)
      return { status: r.status, body: await r.arrayBuffer() }
    })
    times.push(ms)
    bytes = result.body.byteLength
    status = result.status
  }
  // And kept: the store reads a server keeps for a minute (src/api/read-cache.ts).
  const warm = []
  for (let i = 0; i < samples; i++)
    warm.push((await timed(() => fetch(`${url}${path}`).then((r) => r.arrayBuffer()))).ms)
  return { status, bytes, uncached: times, warm }
}

async function session(url) {
  const r = await fetch(`${url}/rest/auth/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  })
  return r.json()
}

const call = (url, path, body, token) =>
  fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  })

async function api(url) {
  const s = await session(url)
  const search = []
  let found = 0
  for (let i = 0; i < samples; i++)
    for (const query of QUERIES) {
      const { ms, result } = await timed(async () => {
        const r = await call(url, '/rest/auth/products/search', { query, limit: 12 }, s.token)
        return r.json()
      })
      search.push(ms)
      found += result.data.length
    }
  const popular = await fetch(`${url}/rest/auth/products/popular?limit=12`, {
    headers: { authorization: `Bearer ${s.token}` },
  }).then((r) => r.json())
  const add = []
  let failed = 0
  for (let i = 0; i < samples * 2; i++) {
    const product = popular.data[i % popular.data.length]
    const { ms, result } = await timed(() =>
      call(
        url,
        '/rest/auth/cart/add-to-cart',
        {
          session_id: s.session_id,
          product_id: product.id,
          quantity: 1,
          subscribe: false,
          frequency: 2,
        },
        s.token,
      ),
    )
    add.push(ms)
    if (!result.ok) failed++
    await result.arrayBuffer()
  }
  return { search, add, found, failed }
}

const fmt = (values) =>
  ['50', '95', '99'].map((p) => percentile(values, Number(p)).toFixed(1).padStart(7)).join(' ')

const runs = []
try {
  for (const [label, scale, port] of [
    ['default', 0, 3381],
    [`+${products}`, products, 3382],
  ]) {
    console.log(`starting the ${label} seed${scale ? ' (generating products…)' : ''}`)
    const t0 = performance.now()
    const s = await server(label.replace('+', 'x'), port, scale)
    const startMs = performance.now() - t0
    const pages = []
    for (const path of LISTINGS) pages.push({ path, ...(await listing(s.url, path)) })
    const calls = await api(s.url)
    s.stop()
    runs.push({ label, startMs, pages, calls })
  }
} finally {
  await new Promise((r) => setTimeout(r, 500))
  rmSync(dataDir, { recursive: true, force: true })
  if (databases.length) {
    const admin = postgres(PG_ADMIN_URL, { max: 1, onnotice: () => {} })
    for (const name of databases) await admin.unsafe(`drop database if exists ${name} with (force)`)
    await admin.end()
  }
}

console.log(
  `\n${usePostgres ? 'PostgreSQL' : 'PGlite'}, ${samples} samples per figure, one request at a time, loopback, 2 cores\n`,
)
console.log('Listings, uncached (every kept read purged first) and with the store reads kept, ms:')
console.log(
  'seed'.padEnd(8),
  'page'.padEnd(30),
  'status'.padStart(6),
  'HTML KB'.padStart(8),
  '   uncached p50     p95     p99',
  '    kept p50     p95     p99',
)
for (const run of runs)
  for (const p of run.pages)
    console.log(
      run.label.padEnd(8),
      p.path.padEnd(30),
      String(p.status).padStart(6),
      (p.bytes / 1024).toFixed(1).padStart(8),
      '   ',
      fmt(p.uncached),
      '   ',
      fmt(p.warm),
    )
console.log('\nStore API, ms (targets at 5 000 products: search p95 ≤ 20, add-to-cart p95 ≤ 50):')
console.log('seed'.padEnd(8), 'call'.padEnd(30), '     p50     p95     p99', '  notes')
for (const run of runs) {
  console.log(
    run.label.padEnd(8),
    'POST products/search'.padEnd(30),
    fmt(run.calls.search),
    `  ${QUERIES.length} queries, ${run.calls.found} results in all`,
  )
  console.log(
    run.label.padEnd(8),
    'POST cart/add-to-cart'.padEnd(30),
    fmt(run.calls.add),
    `  ${run.calls.failed} failed`,
  )
}
console.log(
  `\nstart-up (migrate, seed${products ? ', generate' : ''}): ${runs.map((r) => `${r.label} ${(r.startMs / 1000).toFixed(1)} s`).join(', ')}`,
)
