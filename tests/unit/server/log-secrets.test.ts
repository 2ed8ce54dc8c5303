/**
 * Nothing secret is ever logged. Every line the server's log writes is captured, at trace, over
 * a run of the reference store (a session, sign-in with a known password, bearer calls, the
 * newsletter with an e-mail address, carts with session ids, the admin call, refusals) and of
 * the store faults (each injected fault under the API client's calls, then the database failing
 * under the same calls). Each call is made as the server makes it: its request's ids in scope
 * and one access line, and a debug line of everything it sent and got back, as a careless line
 * might. Then no secret seen on the wire appears in any line.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { login, logout } from '~/api/visitor/account'
import { configureStoreApi } from '~/api/base'
import { fetchCart } from '~/api/cart/add'
import { subscribeToNewsletter } from '~/api/visitor/newsletter'
import { resetSession } from '~/api/visitor/session'
import { setServerLog } from '~/lib/log'
import {
  configureLogger,
  inRequestScope,
  libraryLog,
  log,
  logAccess,
  requestScopeOf,
} from '~/server/logger.server'
import { injectedFault, withStoreFaults } from '~/server/store-faults'
import { catalogue } from '#store/seed/catalogue'
import { ORIGIN, openTestStore, type TestStore } from '../store/harness'

const member = catalogue.members[0]!
const SERVICE = { email: 'service-account@store.example', password: 'Svc-pass-8f3k2m9q' }
const ADMIN_TOKEN = 'admin_Tk9vQ2xR7mLp4ZsW8nYb'
const NEWSLETTER_EMAIL = 'newsletter.reader+home@mail.example'
const product = catalogue.products.find((p) => p.published && p.inStock)!

const written: string[] = []
/** Every value on the wire that must never be logged. */
const secrets = new Set<string>([
  member.email,
  member.password,
  SERVICE.email,
  SERVICE.password,
  ADMIN_TOKEN,
  NEWSLETTER_EMAIL,
])
let served = 0

/** Collects what is secret in a body or an answer: tokens, session ids, e-mails, passwords. */
function collect(value: unknown) {
  if (Array.isArray(value)) return value.forEach(collect)
  if (!value || typeof value !== 'object') return
  for (const [key, v] of Object.entries(value)) {
    if (typeof v === 'string' && /token|session_id|email|password/i.test(key) && v.length >= 8)
      secrets.add(v)
    else collect(v)
  }
}

function collectHeaders(headers: Headers) {
  const bearer = /^Bearer (.+)$/.exec(headers.get('authorization') ?? '')?.[1]
  if (bearer) secrets.add(bearer)
  const cookies = [headers.get('cookie') ?? '', ...headers.getSetCookie()]
  for (const pair of cookies.join(';').split(';')) {
    const value = pair.split('=')[1]?.trim()
    if (value && value.length >= 8) secrets.add(value)
  }
}

/** The fields of the store's answers this run reads. */
interface Answer {
  token?: string
  session_id?: string
  member?: { token?: string }
  data?: { token?: string; member?: { token?: string } }
}

let test: TestStore
let token = ''
let sessionId = ''
let cookie = ''
let memberToken = ''

/** One store call as the server serves it: ids in scope, a debug line of it, an access line. */
async function serve(
  method: string,
  path: string,
  {
    body,
    bearer,
    withCookie = true,
  }: { body?: unknown; bearer?: string; withCookie?: boolean } = {},
) {
  const headers = new Headers({ 'x-request-id': `run-${++served}` })
  if (body !== undefined) headers.set('content-type', 'application/json')
  if (bearer) headers.set('authorization', `Bearer ${bearer}`)
  if (withCookie && cookie) headers.set('cookie', cookie)
  const request = new Request(`${ORIGIN}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  collectHeaders(request.headers)
  collect(body)
  return inRequestScope(requestScopeOf(request), async () => {
    const startedAt = performance.now()
    log.debug({ headers: Object.fromEntries(request.headers), body }, `store call ${path}`)
    const response = await test.store.fetch(request, { address: '192.0.2.7' })
    const text = await response.text()
    const json = text ? (JSON.parse(text) as unknown) : null
    collectHeaders(response.headers)
    collect(json)
    log.debug(
      { headers: Object.fromEntries(response.headers), body: json },
      `store answer ${response.status}`,
    )
    logAccess(request, new URL(request.url).pathname, response, startedAt)
    return { status: response.status, json: (json ?? {}) as Answer, headers: response.headers }
  })
}

/** The storefront's own calls (the API client, in process) while serving one page request. */
async function pageWithCalls(fault: string | null) {
  const headers = new Headers({ 'x-request-id': `page-${++served}` })
  if (fault) headers.set('x-test-store-fault', `/rest/auth=${fault}`)
  headers.set('authorization', `Bearer ${token}`)
  headers.set('cookie', cookie)
  const request = new Request('http://shop.test/checkout?email=' + NEWSLETTER_EMAIL, { headers })
  await inRequestScope(requestScopeOf(request), async () => {
    const startedAt = performance.now()
    await withStoreFaults(request, true, async () => {
      resetSession()
      await Promise.allSettled([
        login(member.email, member.password),
        login(SERVICE.email, SERVICE.password),
        subscribeToNewsletter(NEWSLETTER_EMAIL, token),
        fetchCart(),
        logout(memberToken),
      ])
    })
    logAccess(request, '/checkout', { status: 200 }, startedAt)
  })
}

/** The store's calls in turn; once the database is gone each fails, with the last ids. */
async function storeRun() {
  const session = await serve('POST', '/rest/auth/session', { body: {}, withCookie: false })
  if (session.status === 200) {
    token = session.json.token ?? ''
    sessionId = session.json.session_id ?? ''
    cookie = session.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')
  }
  const signedIn = await serve('POST', '/rest/auth/login', {
    body: { email: member.email, password: member.password, session_id: sessionId },
  })
  if (signedIn.status === 200) {
    memberToken = signedIn.json.data?.member?.token ?? signedIn.json.member?.token ?? ''
    token = signedIn.json.data?.token ?? signedIn.json.token ?? token
  }
  await serve('POST', '/rest/auth/login', {
    body: { email: member.email, password: `${member.password}-wrong` },
  })
  await serve('POST', '/rest/auth/login', { body: SERVICE })
  await serve('POST', '/rest/auth/cart', { body: { session_id: sessionId }, bearer: token })
  await serve('POST', '/rest/auth/cart/add-to-cart', {
    body: { session_id: sessionId, product_id: product.id, quantity: 1, subscribe: false },
    bearer: token,
  })
  await serve('POST', '/rest/auth/cart', {
    body: { session_id: '7d1c2f9e-3b4a-4c5d-8e6f-a1b2c3d4e5f6' },
    bearer: token,
  })
  await serve('POST', '/rest/auth/cart', { body: { session_id: sessionId }, bearer: 'nope' })
  await serve('POST', '/rest/auth/storefront/newsletter', {
    body: { email: NEWSLETTER_EMAIL },
    bearer: token,
  })
  await serve('POST', `/rest/auth/admin/products/${product.id}`, {
    body: { price: product.price },
    bearer: ADMIN_TOKEN,
  })
  await serve('POST', `/rest/auth/admin/products/${product.id}`, {
    body: { price: 1 },
    bearer: `${ADMIN_TOKEN}x`,
  })
  await serve('GET', '/rest/auth/categories')
  await serve('POST', '/rest/auth/membership/logout', { body: { token: memberToken } })
}

beforeAll(async () => {
  configureLogger({ level: 'trace', destination: { write: (line) => void written.push(line) } })
  setServerLog(libraryLog)
  test = await openTestStore('pglite', {
    log,
    serviceCredential: SERVICE,
    adminToken: ADMIN_TOKEN,
  })
  // As src/server.ts mounts it: in process, each path's injected fault first.
  configureStoreApi(
    ORIGIN,
    async (url, init) =>
      injectedFault(new URL(url).pathname) ||
      test.store.fetch(new Request(url, init), { address: null, inProcess: true }),
    300,
  )
}, 120_000)

afterAll(async () => {
  setServerLog(null)
  configureStoreApi('', undefined, 15_000)
  await test?.close().catch(() => {})
})

describe('nothing secret is ever logged', () => {
  it('over a run of the store, its faults and a failing database, no password, token, cookie, session id or e-mail address appears in any line', async () => {
    await storeRun()
    expect([token, sessionId, cookie, memberToken].every(Boolean)).toBe(true)
    for (const fault of [
      null,
      '500',
      '503',
      'network',
      'timeout',
      'malformed',
      'no-data',
      'not-array',
    ])
      await pageWithCalls(fault)
    // The database goes away under the same calls: the store logs each failure with its error.
    await test.database.close()
    await storeRun()
    await pageWithCalls(null)

    const lines = written.map((l) => JSON.parse(l) as Record<string, unknown>)
    for (const line of lines)
      expect(line).toMatchObject({ time: expect.any(String), msg: expect.any(String) })
    // The run did what it says: access lines, the faults' codes, the store's own failures.
    expect(lines.filter((l) => l.method).length).toBe(served)
    const codes = new Set(lines.map((l) => l.code).filter(Boolean))
    for (const code of ['10801.01', '10801.02', 'newsletter', '12101.03'])
      expect(codes, code).toContain(code)
    expect(lines.some((l) => /^\[store\] POST \/rest\/auth\/login/.test(String(l.msg)))).toBe(true)
    expect(lines.some((l) => l.level === 'debug' && l.body)).toBe(true)
    expect(secrets.size).toBeGreaterThan(10)

    const leaks = [...secrets].flatMap((secret) =>
      written.filter((line) => line.includes(secret)).map((line) => `${secret} in ${line}`),
    )
    expect(leaks).toEqual([])
  }, 120_000)
})
