#!/usr/bin/env node
// A soak (issue 17): mixed pages at 50 connections for 60 s, twice, on one built server that
// renders every request (PAGE_CACHE=off: a leak in rendering shows; the cache would hide it).
// Prints each run's requests, 5xx, timeouts and latency, and the server's resident memory
// after the warm-up and after each run: growth from run 1 to run 2 is what a per-request leak
// would show (target: within 10 %, and zero 5xx). Figures only: nothing passes or fails.
//   npm run bench:soak [-- --no-build] [-- --seconds=60] [-- --connections=50] [-- --cache]
// --cache keeps the page cache on (what production runs).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build, flag, load, root, rssMb, start } from './bench-lib.mjs'

const seconds = Number(flag('seconds', 60))
const connections = Number(flag('connections', 50))
const cache = process.argv.includes('--cache')

// What shoppers open, in roughly the mix a shop sees: listings and product pages most.
const PAGES = [
  '/',
  '/products',
  '/products/free-clear-laundry-liquid',
  '/products/category/laundry',
  '/products/free-clear-laundry-liquid',
  '/products?sort=price-asc',
  '/products/category/starter-kits/laundry-starter-kit',
  '/starter-kits/laundry',
  '/blog',
  '/blog/how-to-clean-grout',
  '/blog/category/laundry-lab',
  '/ingredients',
  '/about',
  '/why-clearhome',
  '/search?q=laundry',
  '/products/no-such-product',
]

if (!process.argv.includes('--no-build')) build(undefined, 'storefront')
const dataDir = mkdtempSync(join(tmpdir(), 'bench-soak-'))
const server = await start(join(root, 'dist'), 3386, {
  PGLITE_DIR: join(dataDir, 'store'),
  ...(cache ? {} : { PAGE_CACHE: 'off' }),
})

const requests = PAGES.map((path) => ({ method: 'GET', path }))
const settle = () => new Promise((r) => setTimeout(r, 3000))
const rows = []
try {
  // Every page once, then a short run: routes compiled, the store's caches and pools filled.
  for (const path of PAGES) await (await fetch(`${server.url}${path}`)).arrayBuffer()
  await load({ url: server.url, connections, duration: 5, requests })
  await settle()
  const warm = rssMb(server.pid)
  for (const run of [1, 2]) {
    const r = await load({ url: server.url, connections, duration: seconds, requests })
    await settle()
    rows.push({ run, ...r, rss: rssMb(server.pid) })
  }
  console.log(
    `\n${PAGES.length} pages in turn, ${connections} connections, ${seconds} s a run, page cache ${cache ? 'on' : 'off'}, PGlite, loopback, 2 cores\n`,
  )
  console.log(
    'run'.padEnd(5),
    'requests'.padStart(9),
    'req/s'.padStart(7),
    'p50 ms'.padStart(7),
    'p99 ms'.padStart(7),
    '5xx'.padStart(5),
    'timeouts'.padStart(9),
    'RSS MB'.padStart(8),
  )
  console.log(
    'warm'.padEnd(5),
    ''.padStart(9),
    ''.padStart(7),
    ''.padStart(7),
    ''.padStart(7),
    ''.padStart(5),
    ''.padStart(9),
    warm.toFixed(0).padStart(8),
  )
  for (const r of rows)
    console.log(
      String(r.run).padEnd(5),
      String(r.requests).padStart(9),
      r.rps.toFixed(0).padStart(7),
      String(r.p50).padStart(7),
      String(r.p99).padStart(7),
      String(r.status5xx).padStart(5),
      String(r.timeouts).padStart(9),
      r.rss.toFixed(0).padStart(8),
    )
  const [one, two] = rows
  console.log(
    `\nmemory after run 2 vs run 1: ${(((two.rss - one.rss) / one.rss) * 100).toFixed(1)} % (target within 10 %); 5xx in all: ${one.status5xx + two.status5xx} (target 0)`,
  )
} finally {
  server.stop()
  await new Promise((r) => setTimeout(r, 500))
  rmSync(dataDir, { recursive: true, force: true })
}
