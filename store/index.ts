/**
 * The embedded reference store as a service: `createStore(config)` gives a fetch handler for
 * /rest/auth/* and /graphql. It opens its database on first use (PGlite by default, PostgreSQL
 * with a URL), migrates, seeds a fresh database, and keeps its rate limits in memory or Redis.
 *
 * The storefront reaches it only through its API client (src/api) and the one seam that mounts
 * this handler (src/server.ts); nothing here imports the storefront except src/domain.
 */
import { Redis } from 'ioredis'
import type { StoreConfig } from './config'
import { migrate, openDatabase, type StoreDatabase } from './db'
import { createRateLimits } from './rate-limit'
import { dispatch, endpointOf, type CallerInfo, type StoreDeps } from './router'
import { graphqlRoutes, storeRoutes } from './routes'
import { scaleCatalogue, seedStore } from './seed/load'
import { prepareDummyHash } from './services/sessions'

export type { StoreConfig } from './config'
export type { CallerInfo } from './router'
export { parseRateLimits, DEFAULT_RATE_LIMITS } from './rate-limit'

/** The endpoint pattern of a store path, for the server's metrics labels ("other" for none). */
export function storeEndpointOf(pathname: string): string {
  return pathname === '/graphql' ? '/graphql' : endpointOf(storeRoutes, pathname)
}

export interface Store {
  /** Answers one /rest/auth/* or /graphql request. */
  fetch(request: Request, caller?: CallerInfo): Promise<Response>
  /** Opens, migrates and seeds the database (done on first request otherwise). */
  ready(): Promise<StoreDatabase>
  close(): Promise<void>
}

/** Waits (briefly) for Redis so the first calls already share its limits; never throws. */
function redisReady(redis: Redis | undefined, timeoutMs = 3000): Promise<void> {
  if (!redis || redis.status === 'ready') return Promise.resolve()
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer)
      redis.off('ready', done)
      resolve()
    }
    const timer = setTimeout(done, timeoutMs)
    redis.once('ready', done)
  })
}

/** Migrates and, on an empty database, seeds it. */
export async function prepareStore(database: StoreDatabase, seedScale = 0) {
  await migrate(database.db)
  const { catalogue } = await import('./seed/catalogue')
  const seeded = await seedStore(database.db, catalogue)
  if (seeded && seedScale > 0) await scaleCatalogue(database.db, catalogue, seedScale)
  return database
}

export function createStore(
  config: StoreConfig,
  options: { database?: StoreDatabase } = {},
): Store {
  const { log } = config
  let redis: Redis | undefined
  let opening: Promise<StoreDatabase> | null = null
  const ready = () => {
    opening ??= (async () => {
      const database = options.database ?? (await openDatabase(config.database, log))
      prepareDummyHash()
      await Promise.all([prepareStore(database, config.seedScale), redisReady(redis)])
      return database
    })().catch((error: unknown) => {
      opening = null
      throw error
    })
    return opening
  }

  if (config.redisUrl) {
    // Fail fast while Redis is away: the in-memory insurance limiter answers meanwhile.
    redis = new Redis(config.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 })
    let warned = false
    redis.on('error', (error: Error) => {
      if (!warned)
        log.error(
          { err: error },
          `[store] Redis unavailable (${error.message}); limits held in memory`,
        )
      warned = true
    })
    redis.on('ready', () => (warned = false))
  }
  const limits = createRateLimits(config.rateLimits, redis)

  return {
    ready,
    async fetch(request, caller) {
      const { db } = await ready()
      const deps: StoreDeps = { db, config, limits }
      const routes = new URL(request.url).pathname === '/graphql' ? graphqlRoutes : storeRoutes
      return dispatch(routes, request, deps, caller)
    },
    async close() {
      // A database handed in belongs to whoever opened it.
      const database = opening && !options.database ? await opening.catch(() => null) : null
      await Promise.allSettled([database?.close(), redis?.quit()])
    },
  }
}
