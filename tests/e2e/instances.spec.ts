/**
 * Several instances (issue 17, ADR 0017): two storefront servers from this build on one
 * PostgreSQL database and one Redis, behind a loopback round-robin. A cart written through one
 * reads exactly through the other, a catalogue change empties both page caches, rate limits
 * hold across both, 1 000 concurrent adds over 50 sessions leave every cart exact, and a
 * rolling restart of both under load (each drains: SIGTERM, /healthz says so, the balancer
 * stops sending, the requests in flight finish) drops no request.
 */
import type { ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { createServer, request as httpRequest, type Server } from 'node:http'
import { expect, test } from './fixtures'
import { freshDatabase, REDIS_URL, startStorefront, untilHealthy } from './servers'

const ADMIN_TOKEN = 'instances-admin-token-0123456789'
const PORTS = [3301, 3302]
const PROXY_PORT = 3300
const SITE = `http://127.0.0.1:${PROXY_PORT}`

test.describe.configure({ mode: 'serial' })
// Servers of their own, and HTTP only: once is enough.
test.skip(({ isMobile }) => isMobile, 'HTTP only, one project')

let database: Awaited<ReturnType<typeof freshDatabase>> | null = null
let children: ChildProcess[] = []
let proxy: Server | null = null
let watch: ReturnType<typeof setInterval> | undefined

// eslint-disable-next-line no-empty-pattern -- Playwright reads fixtures from this pattern.
test.beforeAll(async ({}, testInfo) => {
  // Hooks run in every project's worker; the servers start in the desktop one only.
  if (testInfo.project.name !== 'desktop') return
  test.setTimeout(120_000)
  database = await freshDatabase('clearhome_instances')
  // Both start at once on the empty database: one migrates and seeds, the other waits for it.
  children = PORTS.map(startInstance)
  await Promise.all(PORTS.map((port) => untilHealthy(`http://127.0.0.1:${port}`)))
  // The loopback balancer: each request to the next healthy instance in turn. Health is each
  // instance's /healthz, asked every 100 ms, as a load balancer's checks would.
  // An instance leaves the rotation when it says it cannot serve (503: draining) or refuses
  // connections; a slow answer under load is not a verdict. With none healthy, all are tried.
  const healthy = new Set(PORTS)
  watch = setInterval(() => {
    for (const port of PORTS)
      fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(2_000) }).then(
        (r) => void (r.ok ? healthy.add(port) : healthy.delete(port)),
        (error: Error) => void (error.name !== 'TimeoutError' && healthy.delete(port)),
      )
  }, 100)
  let next = 0
  proxy = createServer((req, res) => {
    const up = PORTS.filter((p) => healthy.has(p))
    const pool = up.length ? up : PORTS
    const port = pool[next++ % pool.length]!
    const upstream = httpRequest(
      { host: '127.0.0.1', port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    upstream.on('error', () => res.writeHead(502).end())
    req.pipe(upstream)
  })
  await new Promise<void>((resolve) => proxy!.listen(PROXY_PORT, '127.0.0.1', resolve))
})

function startInstance(port: number): ChildProcess {
  return startStorefront(port, {
    SITE_URL: SITE,
    DATABASE_URL: database!.url,
    REDIS_URL,
    STORE_ADMIN_TOKEN: ADMIN_TOKEN,
    STORE_RATE_LIMITS: 'login=6/60,session=100000/60',
    // The test names its client in X-Forwarded-For (a run of its own in the shared Redis).
    TRUST_PROXY: '1',
    // Serving on while /healthz says draining, for the balancer's checks to see it.
    SHUTDOWN_GRACE_MS: '1000',
  })
}

test.afterAll(async () => {
  if (!database) return
  clearInterval(watch)
  await new Promise<void>((resolve) => (proxy ? proxy.close(() => resolve()) : resolve()))
  for (const child of children) child.kill('SIGTERM')
  await new Promise((r) => setTimeout(r, 1000))
  await database.drop()
})

const direct = (i: number) => `http://127.0.0.1:${PORTS[i]}`

interface Session {
  session_id: string
  token: string
  cookie: string
}

async function newSession(base: string): Promise<Session> {
  const response = await fetch(`${base}/rest/auth/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  })
  expect(response.status).toBe(200)
  const body = (await response.json()) as { session_id: string; token: string }
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
  return { ...body, cookie }
}

const post = (base: string, path: string, body: unknown, token?: string) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  })

/** A subscribe-and-save add (every four weeks) to the session's cart; its HTTP status. */
const addToCart = (s: Session, productId: number, quantity: number) =>
  post(
    SITE,
    '/rest/auth/cart/add-to-cart',
    { session_id: s.session_id, product_id: productId, quantity, subscribe: true, frequency: 4 },
    s.token,
  )

async function cartOf(base: string, s: Session) {
  const response = await post(base, '/rest/auth/cart', { session_id: s.session_id }, s.token)
  const body = (await response.json()) as {
    data: { items: Array<{ product: { id: number }; quantity: number }> }
  }
  return new Map(body.data.items.map((i) => [i.product.id, i.quantity]))
}

async function sellable() {
  const { token } = await newSession(direct(0))
  const response = await fetch(`${direct(0)}/rest/auth/products/popular?limit=12`, {
    headers: { authorization: `Bearer ${token}` },
  })
  const body = (await response.json()) as { data: Array<{ id: number; slug: string }> }
  return body.data
}

test('a cart written through one instance reads exactly through the other', async () => {
  const [product] = await sellable()
  const s = await newSession(direct(0))
  const add = await post(
    direct(0),
    '/rest/auth/cart/add-to-cart',
    {
      session_id: s.session_id,
      product_id: product!.id,
      quantity: 3,
      subscribe: false,
      frequency: 2,
    },
    s.token,
  )
  expect(add.status).toBe(200)
  expect(await cartOf(direct(1), s)).toEqual(new Map([[product!.id, 3]]))
  // And the session resumes from its cookie through either.
  const resumed = await fetch(`${direct(1)}/rest/auth/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: s.cookie },
    body: '{}',
  })
  expect(((await resumed.json()) as { session_id: string }).session_id).toBe(s.session_id)
})

test('a catalogue change empties both instances’ page caches', async () => {
  const [, product] = await sellable()
  const path = `/products/${product!.slug}?instances=1`
  const availability = async (i: number) => {
    const html = await (await fetch(`${direct(i)}${path}`)).text()
    return /"availability":"https:\/\/schema\.org\/(\w+)"/.exec(html)?.[1]
  }
  for (const i of [0, 1])
    await expect
      .poll(async () => (await fetch(`${direct(i)}${path}`)).headers.get('x-cache'))
      .toBe('HIT')
  expect(await availability(1)).toBe('InStock')
  const change = await post(
    direct(0),
    `/rest/auth/admin/products/${product!.id}`,
    { in_stock: false },
    ADMIN_TOKEN,
  )
  expect(change.status).toBe(200)
  // The other instance renders anew (its cache and its store reads were emptied through Redis).
  await expect.poll(() => availability(1)).toBe('OutOfStock')
  await expect.poll(() => availability(0)).toBe('OutOfStock')
})

test('rate limits hold across both instances (Redis)', async () => {
  const client = `198.51.100.${Math.floor(Math.random() * 250) + 1}-${randomBytes(3).toString('hex')}`
  const attempt = (i: number) =>
    fetch(`${direct(i)}/rest/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
      body: JSON.stringify({ email: 'nobody@clearhome.example', password: 'wrong-password' }),
    })
  const statuses: number[] = []
  for (let n = 0; n < 8; n++) statuses.push((await attempt(n % 2)).status)
  // login=6/60: six answers, then the seventh and eighth are refused, whichever instance asks.
  expect(statuses.slice(0, 6).every((s) => s !== 429)).toBe(true)
  expect(statuses.slice(6)).toEqual([429, 429])
})

test('1 000 concurrent adds over 50 sessions through the round-robin leave every cart exact', async () => {
  test.setTimeout(120_000)
  const products = (await sellable()).slice(0, 5)
  const sessions = await Promise.all(Array.from({ length: 50 }, () => newSession(SITE)))
  const adds = Array.from({ length: 1000 }, (_, i) => ({
    s: sessions[i % 50]!,
    product: products[i % 5]!,
    quantity: 1 + (i % 3),
  }))
  const answers = await Promise.all(
    adds.map(({ s, product, quantity }) =>
      addToCart(s, product.id, quantity).then((r) => r.status),
    ),
  )
  expect(answers.filter((s) => s !== 200)).toEqual([])
  for (const [si, s] of sessions.entries()) {
    const expected = new Map<number, number>()
    for (const add of adds.filter((a) => a.s === s))
      expected.set(add.product.id, (expected.get(add.product.id) ?? 0) + add.quantity)
    expect(await cartOf(si % 2 ? direct(0) : direct(1), s), `session ${si}`).toEqual(expected)
  }
})

test('a rolling restart of both instances under load drops no request and no cart add', async () => {
  test.setTimeout(180_000)
  const products = (await sellable()).slice(0, 3)
  const sessions = await Promise.all(Array.from({ length: 10 }, () => newSession(SITE)))
  const statuses: Array<number | string> = []
  const adds: Array<{ s: Session; product: number; quantity: number }> = []
  let loading = true
  // Eight shoppers at once: pages (kept and rendered) and cart adds, until both have restarted.
  const shopper = async (n: number) => {
    for (let i = 0; loading; i++) {
      const s = sessions[(n + i) % sessions.length]!
      const product = products[i % products.length]!
      try {
        if (i % 2) {
          const quantity = 1 + (i % 2)
          const r = await addToCart(s, product.id, quantity)
          statuses.push(r.status)
          if (r.status === 200) adds.push({ s, product: product.id, quantity })
          await r.body?.cancel()
        } else {
          const r = await fetch(`${SITE}/products/${product.slug}${i % 4 ? '' : `?r=${i}-${n}`}`)
          statuses.push(r.status)
          await r.arrayBuffer()
        }
      } catch (error) {
        statuses.push(error instanceof Error ? error.message : String(error))
      }
    }
  }
  const load = Promise.all(Array.from({ length: 8 }, (_, n) => shopper(n)))
  for (const [i, port] of PORTS.entries()) {
    await new Promise((r) => setTimeout(r, 1000))
    const stopping = children[i]!
    const exited = new Promise<number | null>((resolve) => stopping.once('exit', resolve))
    stopping.kill('SIGTERM')
    expect(await exited, `instance ${port} stops cleanly`).toBe(0)
    children[i] = startInstance(port)
    await untilHealthy(`http://127.0.0.1:${port}`)
  }
  await new Promise((r) => setTimeout(r, 1000))
  loading = false
  await load
  // Every request answered, by one instance or the other; none refused, reset or failed.
  expect(statuses.length).toBeGreaterThan(100)
  expect(statuses.filter((s) => s !== 200)).toEqual([])
  // And every add the store confirmed is in its cart, read through either instance: a line
  // holds at most 100 (Catalogue §9 "Quantity 1 to 100"; the store caps a growing line there),
  // which a quick machine's ten sessions reach.
  for (const [si, s] of sessions.entries()) {
    const expected = new Map<number, number>()
    for (const add of adds.filter((a) => a.s === s))
      expected.set(add.product, Math.min(100, (expected.get(add.product) ?? 0) + add.quantity))
    expect(await cartOf(direct(si % 2), s), `session ${si}`).toEqual(expected)
  }
})
