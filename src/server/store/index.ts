/**
 * The embedded reference store, one per server process: opens the database from settings,
 * migrates, seeds a fresh database, and serves /rest/auth/* (routes/rest/auth/$.ts).
 */
import type { Settings } from '../../../app.config'
import { getSettings } from '../settings'
import { registerHealthCheck } from '../health'
import { migrate, openDatabase, type StoreDatabase } from './db'
import { dispatch } from './router'
import { graphqlRoute } from './handlers/kits'
import { storeRoutes } from './routes'
import { scaleCatalogue, seedStore } from './seed/load'

let opening: Promise<StoreDatabase> | null = null

export function databaseTarget(settings: Settings) {
  return settings.DATABASE_URL
    ? ({ kind: 'postgres', url: settings.DATABASE_URL } as const)
    : ({
        kind: 'pglite',
        dataDir: settings.PGLITE_DIR === ':memory:' ? null : settings.PGLITE_DIR,
      } as const)
}

export async function prepareStore(database: StoreDatabase, settings: Settings) {
  await migrate(database.db)
  const { catalogue } = await import('./seed/catalogue')
  const seeded = await seedStore(database.db, catalogue)
  if (seeded && settings.STORE_SEED_SCALE > 0) {
    await scaleCatalogue(database.db, catalogue, settings.STORE_SEED_SCALE)
  }
  return database
}

export function getStoreDatabase(): Promise<StoreDatabase> {
  opening ??= (async () => {
    const settings = getSettings()
    const database = await openDatabase(databaseTarget(settings))
    registerShutdown(() => database.close())
    return prepareStore(database, settings)
  })().catch((error: unknown) => {
    opening = null
    throw error
  })
  return opening
}

registerHealthCheck('store-database', async () => {
  await getStoreDatabase()
})

export async function handleStoreRequest(request: Request): Promise<Response> {
  const { db } = await getStoreDatabase()
  return dispatch(storeRoutes, request, { db, settings: getSettings() })
}

export async function handleGraphqlRequest(request: Request): Promise<Response> {
  const { db } = await getStoreDatabase()
  return dispatch([graphqlRoute], request, { db, settings: getSettings() })
}

type Shutdown = () => Promise<void>
const shutdowns: Shutdown[] = []
function registerShutdown(fn: Shutdown) {
  shutdowns.push(fn)
  // scripts/serve.mjs calls this on SIGINT/SIGTERM so PGlite closes cleanly.
  ;(globalThis as { __storefrontShutdown?: () => Promise<void> }).__storefrontShutdown =
    async () => {
      await Promise.allSettled(shutdowns.map((f) => f()))
    }
}
