/**
 * The server's structured log (src/server/logger.server.ts): the shape of a line, LOG_LEVEL,
 * the request's ids, the access line, and what is never written.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { logError, logWarning, setServerLog } from '~/lib/log'
import {
  createLogger,
  currentTraceId,
  inRequestScope,
  libraryLog,
  logAccess,
  requestScopeOf,
  scrub,
  traceIdOf,
  configureLogger,
  type LoggerOptions,
} from '~/server/logger.server'

type Line = Record<string, unknown> & { level: string; time: string; msg: string }

/** A logger writing into a list, and the list's lines parsed. */
function capture(options: LoggerOptions = {}) {
  const written: string[] = []
  const destination = { write: (l: string) => void written.push(l) }
  const logger = createLogger({ level: 'trace', ...options, destination })
  return { logger, written, lines: () => written.map((l) => JSON.parse(l) as Line) }
}

/** The same for the server's own logger (what the server's modules write through). */
function captureServer(level: LoggerOptions['level']) {
  const written: string[] = []
  configureLogger({ level, destination: { write: (l: string) => void written.push(l) } })
  return { written, lines: () => written.map((l) => JSON.parse(l) as Line) }
}

const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736'
const PARENT = '00f067aa0ba902b7'
const request = (path = '/products?page=2', headers: Record<string, string> = {}) =>
  new Request(`http://shop.test${path}`, { headers })

describe('a log line', () => {
  it('is one JSON object per event with time, level and msg; inside a request also requestId and traceId', () => {
    const { logger, written, lines } = capture()
    logger.info('outside any request')
    const ids = requestScopeOf(
      request('/', { 'x-request-id': 'edge-123', traceparent: `00-${TRACE}-${PARENT}-01` }),
    )
    inRequestScope(ids, () => logger.warn({ code: '10801.01' }, 'inside'))
    expect(written).toHaveLength(2)
    for (const line of written)
      expect(line.endsWith('\n') && !line.slice(0, -1).includes('\n')).toBe(true)
    const [outside, inside] = lines()
    expect(outside).toEqual({ level: 'info', time: expect.any(String), msg: 'outside any request' })
    expect(new Date(outside!.time).toISOString()).toBe(outside!.time)
    expect(inside).toEqual({
      level: 'warn',
      time: expect.any(String),
      requestId: 'edge-123',
      traceId: TRACE,
      code: '10801.01',
      msg: 'inside',
    })
  })

  it('LOG_LEVEL sets the least level written; silent writes nothing', () => {
    const at = (level: LoggerOptions['level']) => {
      const { logger, lines } = capture({ level })
      logger.trace('t')
      logger.debug('d')
      logger.info('i')
      logger.warn('w')
      logger.error('e')
      logger.fatal('f')
      return lines().map((l) => l.level)
    }
    expect(at('trace')).toEqual(['trace', 'debug', 'info', 'warn', 'error', 'fatal'])
    expect(at('info')).toEqual(['info', 'warn', 'error', 'fatal'])
    expect(at('warn')).toEqual(['warn', 'error', 'fatal'])
    expect(at('silent')).toEqual([])
  })
})

describe("a request's ids", () => {
  it('a valid incoming x-request-id is kept; a missing, long or odd one is replaced by a fresh id', () => {
    const id = (value?: string) =>
      requestScopeOf(request('/', value === undefined ? {} : { 'x-request-id': value })).requestId
    expect(id('abc.DEF_123-x')).toBe('abc.DEF_123-x')
    expect(id('a'.repeat(64))).toBe('a'.repeat(64))
    const fresh = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/
    for (const bad of [
      undefined,
      '',
      'a'.repeat(65),
      'has space',
      'x"y',
      'a/b',
      'me@x.example',
      '<script>',
    ])
      expect(id(bad), String(bad)).toMatch(fresh)
    expect(id()).not.toBe(id())
  })

  it("the trace id is the incoming traceparent's when valid, else a fresh one", () => {
    expect(traceIdOf(`00-${TRACE}-${PARENT}-01`)).toBe(TRACE)
    expect(traceIdOf(`01-${TRACE}-${PARENT}-00-later-field`)).toBe(TRACE)
    for (const bad of [
      null,
      '',
      `ff-${TRACE}-${PARENT}-01`,
      `00-${'0'.repeat(32)}-${PARENT}-01`,
      `00-${TRACE}-${'0'.repeat(16)}-01`,
      `00-${TRACE.toUpperCase()}-${PARENT}-01`,
      `00-${TRACE}-${PARENT}-01-extra`,
      `00-${TRACE.slice(1)}-${PARENT}-01`,
    ])
      expect(traceIdOf(bad), String(bad)).toBeNull()
    const { traceId } = requestScopeOf(request('/', { traceparent: 'nonsense' }))
    expect(traceId).toMatch(/^[\da-f]{32}$/)
    expect(inRequestScope({ requestId: 'r', traceId }, currentTraceId)).toBe(traceId)
    expect(currentTraceId()).toBeUndefined()
  })

  it('a request without one keeps the one trace id it was given on every line, another request another', () => {
    const { logger, lines } = capture()
    const first = requestScopeOf(request('/'))
    const second = requestScopeOf(request('/'))
    inRequestScope(first, () => {
      logger.warn('one')
      logger.warn('two')
    })
    inRequestScope(second, () => logger.warn('three'))
    const [one, two, three] = lines().map((line) => line.traceId)
    expect(one).toMatch(/^[\da-f]{32}$/)
    expect(two).toBe(one)
    expect(first.traceId).toBe(one)
    expect(three).not.toBe(one)
  })
})

describe('the access line', () => {
  it('one line at info per request: method, path without the query, status, duration, bytes and the cache outcome', () => {
    const { written, lines } = captureServer('info')
    const ids = { requestId: 'req-1', traceId: TRACE }
    const started = performance.now()
    inRequestScope(ids, () => {
      logAccess(
        request('/products/category/laundry?email=me@x.example&utm_source=a'),
        '/products/category/laundry',
        new Response('<p>hello</p>', {
          status: 200,
          headers: { 'content-length': '12', 'x-cache': 'HIT', age: '3' },
        }),
        started,
      )
      logAccess(
        request('/rest/auth/cart'),
        '/rest/auth/cart',
        new Response(null, { status: 401 }),
        started,
      )
      logAccess(request('/'), '/', { status: 200 }, started, { bytes: 5120, cache: 'STALE' })
    })
    expect(written).toHaveLength(3)
    const [page, call, kept] = lines()
    expect(page).toEqual({
      level: 'info',
      time: expect.any(String),
      requestId: 'req-1',
      traceId: TRACE,
      method: 'GET',
      path: '/products/category/laundry',
      status: 200,
      durationMs: expect.any(Number),
      bytes: 12,
      cache: 'HIT',
      msg: 'GET /products/category/laundry 200',
    })
    expect(page!.durationMs).toBeGreaterThanOrEqual(0)
    expect(call).toMatchObject({ path: '/rest/auth/cart', status: 401 })
    expect(call).not.toHaveProperty('bytes')
    expect(call).not.toHaveProperty('cache')
    expect(kept).toMatchObject({ path: '/', bytes: 5120, cache: 'STALE' })
    expect(written.join('')).not.toContain('me@x.example')
  })

  it('is not written above info', () => {
    const { written } = captureServer('warn')
    logAccess(request('/'), '/', { status: 200 }, performance.now())
    expect(written).toEqual([])
  })
})

describe('secrets are never written', () => {
  const TOKEN = 'Zk3vQ9_x-Lm2PqR8sT4uVw6yA1bC5dE7'
  const SESSION = '0b6f7c2e-9a41-4d3b-8c5e-2f1a7d9e6b30'

  it('fields named like a secret are redacted, at the top, one level down and in headers', () => {
    const { logger, written, lines } = capture()
    logger.info(
      {
        password: 'hunter2-pw',
        token: TOKEN,
        authToken: 'auth-token-value',
        auth_token: 'auth_token-value',
        session_id: SESSION,
        email: 'shopper@mail.example',
        body: { password: 'nested-pw', email: 'nested@mail.example', member_token: 'member-tok' },
        headers: {
          authorization: 'Bearer header-token',
          cookie: 'store_session=cookie-token',
          'set-cookie': 'store_member=set-cookie-token; HttpOnly',
          accept: 'text/html',
        },
        request: { headers: { authorization: 'Basic deep-credential', cookie: 'a=deep-cookie' } },
      },
      'a call',
    )
    const [line] = lines()
    expect(line).toMatchObject({
      password: '[redacted]',
      token: '[redacted]',
      authToken: '[redacted]',
      auth_token: '[redacted]',
      session_id: '[redacted]',
      email: '[redacted]',
      body: { password: '[redacted]', email: '[redacted]', member_token: '[redacted]' },
      headers: {
        authorization: '[redacted]',
        cookie: '[redacted]',
        'set-cookie': '[redacted]',
        accept: 'text/html',
      },
      request: { headers: { authorization: '[redacted]', cookie: '[redacted]' } },
    })
    for (const secret of [
      'hunter2-pw',
      TOKEN,
      'auth-token-value',
      'auth_token-value',
      SESSION,
      'shopper@mail.example',
      'nested-pw',
      'nested@mail.example',
      'member-tok',
      'header-token',
      'cookie-token',
      'set-cookie-token',
      'deep-credential',
      'deep-cookie',
    ])
      expect(written.join(''), secret).not.toContain(secret)
  })

  it("e-mail addresses, bearer tokens, secrets in text and a database call's parameters are masked in messages and errors", () => {
    const { logger, written, lines } = capture()
    const failure = Object.assign(
      new Error(
        `Failed query: select * from "sessions" where "token" = $1\nparams: ${TOKEN},shopper@mail.example`,
      ),
      {
        params: [TOKEN, 'shopper@mail.example'],
        detail: `Key (email)=(other@mail.example) exists`,
      },
    )
    const wrapped = new Error(`login for shopper@mail.example failed`, { cause: failure })
    logger.error({ err: failure }, `[store] POST /rest/auth/login failed for shopper@mail.example`)
    logger.error({ err: wrapped }, 'wrapped')
    logger.warn(`sent Authorization: Bearer ${TOKEN} and Cookie: store_session=${TOKEN}; x=1`)
    logger.warn(`body {"password":"hunter2-pw","session_id":"${SESSION}"} token=${TOKEN}&next=1`)
    logger.warn(`an opaque token on its own:\n${TOKEN}`)
    for (const line of written) expect(() => JSON.parse(line)).not.toThrow()
    for (const secret of [
      TOKEN,
      SESSION,
      'shopper@mail.example',
      'other@mail.example',
      'hunter2-pw',
    ])
      expect(written.join(''), secret).not.toContain(secret)
    const [first, second, headers, body, opaque] = lines()
    expect(first!.msg).toBe('[store] POST /rest/auth/login failed for [email]')
    expect(first!.err).toMatchObject({
      message:
        'Failed query: select * from "sessions" where "token" = [redacted]\nparams: [redacted]',
      params: '[redacted]',
    })
    expect((second!.err as { message: string }).message).toMatch(/^login for \[email\] failed: /)
    expect(headers!.msg).toBe(
      'sent Authorization: [redacted] [redacted] and Cookie: [redacted]; x=1',
    )
    expect(body!.msg).toBe(
      'body {"password":"[redacted]","session_id":"[redacted]"} token=[redacted]&next=1',
    )
    expect(opaque!.msg).toBe('an opaque token on its own:\n[redacted]')
  })

  it('a secret field whose value is a number is masked and the line stays JSON', () => {
    // node-postgres' error for a connection the server closed carries its client's cancel key.
    const { logger, written, lines } = capture()
    const err = Object.assign(new Error('Connection terminated unexpectedly'), {
      client: { processID: 4242, secretKey: 1234567890, ssl: false },
    })
    logger.error({ err, apiKey: 987654321 }, '[store] database connection lost')
    expect(written[0]).not.toMatch(/1234567890|987654321/)
    const [line] = lines()
    expect(line).toMatchObject({
      apiKey: '[redacted]',
      err: { client: { processID: 4242, secretKey: '[redacted]', ssl: false } },
    })
  })

  it('log codes, ids, paths, versions and stack frames are left as they are', () => {
    const text = [
      '[10801.01] Timed out calling POST /rest/auth/session (timed out after 8000 ms)',
      '[13601.01] GET /rest/auth/categories failed: 500 Internal Server Error',
      'at transformReadableStreamWithRouter (node_modules/@tanstack/router-core/dist/ssr.js:12:3)',
      'react-dom@19.3.1 /products/free-clear-laundry-liquid-refill-2-pack-extra-large?x=1',
      `"requestId":"${'Ab1'.repeat(20)}","traceId":"${TRACE}"`,
    ].join(' | ')
    expect(scrub(text)).toBe(text)
  })
})

describe('logError and logWarning on the server', () => {
  afterEach(() => setServerLog(null))

  it('go to the log: level error with the code and the error as err, a warning at warn', () => {
    const { lines } = captureServer('info')
    setServerLog(libraryLog)
    logError(
      '10801.01',
      'Network error calling POST /rest/auth/session',
      new TypeError('fetch failed'),
    )
    logError('content', 'Menu "Footer Menu 1" failed')
    logWarning('content', '"Custom Code" blocks are not rendered on published pages')
    const [failed, plain, warned] = lines()
    expect(failed).toMatchObject({
      level: 'error',
      code: '10801.01',
      msg: '[10801.01] Network error calling POST /rest/auth/session',
      err: { type: 'TypeError', message: 'fetch failed', stack: expect.any(String) },
    })
    expect(plain).toMatchObject({
      level: 'error',
      code: 'content',
      msg: '[content] Menu "Footer Menu 1" failed',
    })
    expect(plain).not.toHaveProperty('err')
    expect(warned).toMatchObject({
      level: 'warn',
      msg: '[content] "Custom Code" blocks are not rendered on published pages',
    })
  })
})

describe("a library's console output in the server", () => {
  it('is a JSON line at its level, its error as err; a client gone mid-request is info', () => {
    const { lines } = captureServer('info')
    const reset = Object.assign(new Error('aborted'), { code: 'ECONNRESET' })
    libraryLog.console('error', [reset, { cause: { req: {}, handler: () => {} } }])
    libraryLog.console('error', ['[srvx] Failed to send response:', new Error('boom')])
    libraryLog.console('warn', ['(node) a warning'])
    const [gone, failed, warned] = lines()
    expect(gone).toMatchObject({
      level: 'info',
      source: 'console',
      msg: 'a client closed its connection before its request was read',
      err: { message: 'aborted', code: 'ECONNRESET' },
    })
    expect(gone).not.toHaveProperty('cause')
    expect(failed).toMatchObject({
      level: 'error',
      msg: '[srvx] Failed to send response:',
      err: { message: 'boom' },
    })
    expect(warned).toMatchObject({ level: 'warn', msg: '(node) a warning', source: 'console' })
    expect(warned).not.toHaveProperty('err')
  })
})
