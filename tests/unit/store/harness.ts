/**
 * A fresh reference store for endpoint tests: in-memory PGlite, or a PostgreSQL database of
 * its own (created and dropped here) on the server at 127.0.0.1:5432.
 */
import { randomBytes } from 'node:crypto'
import postgres from 'postgres'
import { readEnv, type Settings } from '../../../app.config'
import { openDatabase, type StoreDatabase } from '~/server/store/db'
import { prepareStore } from '~/server/store'
import { dispatch } from '~/server/store/router'
import { graphqlRoute } from '~/server/store/handlers/kits'
import { storeRoutes } from '~/server/store/routes'

export const PG_ADMIN_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

// JSON bodies are asserted field by field in the suite.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any

export interface TestStore {
  settings: Settings
  database: StoreDatabase
  call: (
    method: string,
    path: string,
    options?: { body?: unknown; token?: string | null; raw?: string; cookie?: string },
  ) => Promise<{ status: number; json: Json; headers: Headers }>
  session: () => Promise<{ session_id: string; token: string }>
  close: () => Promise<void>
}

export async function openTestStore(
  kind: 'pglite' | 'postgres',
  env: Record<string, string> = {},
): Promise<TestStore> {
  const settings = readEnv({ SITE_URL: 'http://store.test', ...env })
  let dropDatabase = async () => {}
  let database: StoreDatabase
  if (kind === 'postgres') {
    const name = `store_test_${randomBytes(6).toString('hex')}`
    const admin = postgres(PG_ADMIN_URL, { max: 1, onnotice: () => {} })
    await admin.unsafe(`create database ${name}`)
    await admin.end()
    const url = PG_ADMIN_URL.replace(/\/[^/]*$/, `/${name}`)
    database = await openDatabase({ kind: 'postgres', url })
    dropDatabase = async () => {
      const again = postgres(PG_ADMIN_URL, { max: 1, onnotice: () => {} })
      await again.unsafe(`drop database if exists ${name} with (force)`)
      await again.end()
    }
  } else {
    database = await openDatabase({ kind: 'pglite', dataDir: null })
  }
  await prepareStore(database, settings)

  const call: TestStore['call'] = async (method, path, options = {}) => {
    const headers: Record<string, string> = {}
    if (options.token) headers.authorization = `Bearer ${options.token}`
    if (options.cookie) headers.cookie = options.cookie
    const body =
      options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body))
    if (body !== undefined) headers['content-type'] = 'application/json'
    const request = new Request(`http://store.test${path}`, { method, headers, body })
    const routes = path === '/graphql' ? [graphqlRoute] : storeRoutes
    const response = await dispatch(routes, request, { db: database.db, settings })
    const text = await response.text()
    return {
      status: response.status,
      json: text ? JSON.parse(text) : null,
      headers: response.headers,
    }
  }

  return {
    settings,
    database,
    call,
    session: async () => (await call('POST', '/rest/auth/session', { body: {} })).json,
    close: async () => {
      await database.close()
      await dropDatabase()
    },
  }
}
