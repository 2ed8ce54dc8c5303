/**
 * A fresh reference store for endpoint tests, through its public fetch handler: in-memory
 * PGlite, or a PostgreSQL database of its own (created and dropped here) on the server at
 * 127.0.0.1:5432.
 */
import { log } from '~/server/logger.server'
import { randomBytes } from 'node:crypto'
import postgres from 'postgres'
import { createStore, DEFAULT_RATE_LIMITS, type Store, type StoreConfig } from '#store'
import { openDatabase, type StoreDatabase } from '#store/db'
import type { RateLimitRules } from '#store/rate-limit'

export const PG_ADMIN_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
export const REDIS_TEST_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
export const ORIGIN = 'http://store.test'

// JSON bodies are asserted field by field in the suite.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any

export interface CallOptions {
  body?: unknown
  token?: string | null
  raw?: string
  cookie?: string
  headers?: Record<string, string>
  /** The client address the mounting server saw (rate-limit key); null: it could not tell. */
  address?: string | null
  /** A call from the storefront in this process (SSR). */
  inProcess?: boolean
}

export interface TestStore {
  store: Store
  database: StoreDatabase
  call: (
    method: string,
    path: string,
    options?: CallOptions,
  ) => Promise<{ status: number; json: Json; headers: Headers }>
  /** A new anonymous session, with the cookie that holds it. */
  session: () => Promise<{ session_id: string; token: string; cookie: string }>
  close: () => Promise<void>
  /** The PostgreSQL database's URL (postgres only), for a second instance on it. */
  url?: string
}

/** Limits far above what one suite needs, unless a test is about limits. */
const GENEROUS: RateLimitRules = Object.fromEntries(
  Object.keys(DEFAULT_RATE_LIMITS).map((name) => [name, { points: 100_000, duration: 60 }]),
) as RateLimitRules

export async function openTestStore(
  kind: 'pglite' | 'postgres',
  overrides: Partial<StoreConfig> = {},
): Promise<TestStore> {
  let dropDatabase = async () => {}
  let database: StoreDatabase
  let url: string | undefined
  if (kind === 'postgres') {
    const name = `store_test_${randomBytes(6).toString('hex')}`
    const admin = postgres(PG_ADMIN_URL, { max: 1, onnotice: () => {} })
    await admin.unsafe(`create database ${name}`)
    await admin.end()
    url = PG_ADMIN_URL.replace(/\/[^/]*$/, `/${name}`)
    database = await openDatabase({ kind: 'postgres', url }, log)
    dropDatabase = async () => {
      const again = postgres(PG_ADMIN_URL, { max: 1, onnotice: () => {} })
      await again.unsafe(`drop database if exists ${name} with (force)`)
      await again.end()
    }
  } else {
    database = await openDatabase({ kind: 'pglite', dataDir: null }, log)
  }
  const test = await attachStore(database, overrides)
  return {
    ...test,
    url,
    close: async () => {
      await test.store.close()
      await database.close()
      await dropDatabase()
    },
  }
}

/**
 * A store instance on an open database (as several storefront instances share one
 * PostgreSQL); closing it leaves the database open.
 */
export async function attachStore(
  database: StoreDatabase,
  overrides: Partial<StoreConfig> = {},
): Promise<TestStore> {
  const store = createStore(
    {
      database: { kind: 'pglite', dataDir: null },
      seedScale: 0,
      secureCookies: false,
      allowedOrigins: [],
      rateLimits: GENEROUS,
      trustProxy: 0,
      log,
      ...overrides,
    },
    { database },
  )
  await store.ready()

  const call: TestStore['call'] = async (method, path, options = {}) => {
    const headers: Record<string, string> = { ...options.headers }
    if (options.token) headers.authorization = `Bearer ${options.token}`
    if (options.cookie) headers.cookie = options.cookie
    const body =
      options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body))
    if (body !== undefined) headers['content-type'] ??= 'application/json'
    const request = new Request(`${ORIGIN}${path}`, { method, headers, body })
    const response = await store.fetch(request, {
      address: options.address === undefined ? '192.0.2.1' : options.address,
      inProcess: options.inProcess ?? false,
    })
    const text = await response.text()
    return {
      status: response.status,
      json: text ? JSON.parse(text) : null,
      headers: response.headers,
    }
  }

  return {
    store,
    database,
    call,
    session: async () => {
      const response = await call('POST', '/rest/auth/session', { body: {} })
      return { ...response.json, cookie: sessionCookie(response.headers) }
    },
    close: () => store.close(),
  }
}

/** The `name=value` pair of a Set-Cookie for `name` ('' when none). */
export function cookieFrom(headers: Headers, name: string): string {
  return (
    headers
      .getSetCookie()
      .map((c) => c.split(';')[0]!)
      .find((c) => c.startsWith(`${name}=`)) ?? ''
  )
}

export const sessionCookie = (headers: Headers) => cookieFrom(headers, 'store_session')
