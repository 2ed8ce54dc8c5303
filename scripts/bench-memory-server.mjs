#!/usr/bin/env node
// The ceiling bench:ssr measures a kept page against: the same bytes every time, from memory,
// with srvx's FastResponse (the quickest way it sends bytes, as the page cache does), in a
// process of its own like every other server the bench measures (one sharing the load
// generator's process would skip the hop between processes at one connection and share its
// thread at ten and fifty).
//   node scripts/bench-memory-server.mjs <port> <pages.json: { "/path": "file.html", … }>
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { FastResponse, serve } from 'srvx'

const [port, pagesFile] = process.argv.slice(2)
const index = JSON.parse(readFileSync(pagesFile, 'utf8'))
const bodies = new Map(
  Object.entries(index).map(([path, file]) => [
    path,
    new Uint8Array(readFileSync(join(dirname(pagesFile), file))),
  ]),
)
const server = serve({
  port: Number(port),
  hostname: '127.0.0.1',
  silent: true,
  fetch: (request) => {
    const url = new URL(request.url)
    if (url.pathname === '/healthz') return new Response('ok')
    const page = bodies.get(url.pathname + url.search)
    return page
      ? new FastResponse(page, { headers: { 'content-type': 'text/html; charset=utf-8' } })
      : new Response('Not found', { status: 404 })
  },
})
await server.ready()
