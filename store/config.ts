/**
 * What the reference store needs to run, handed over by whoever mounts it (the storefront's
 * server entry maps its settings onto this). The store reads no environment of its own.
 */
import type { DatabaseTarget } from './db'
import type { StoreLog } from './log'
import type { RateLimitRules } from './rate-limit'

export interface StoreConfig {
  database: DatabaseTarget
  /** The store's own service credential (from the environment; never committed). */
  serviceCredential?: { email: string; password: string }
  /** Extra generated products on a fresh database, for benchmarks (0 = the seed only). */
  seedScale: number
  /** Cookies carry Secure (an https site). */
  secureCookies: boolean
  /** Browser origins allowed to make state-changing calls besides the request's own. */
  allowedOrigins: string[]
  /** Limits per client for the abuse-prone calls; Redis shares them across instances. */
  rateLimits: RateLimitRules
  redisUrl?: string
  /**
   * Reverse proxies in front of the store (0: none). The client is the X-Forwarded-For entry
   * this many hops from the right; entries further left are the client's own claims.
   */
  trustProxy: number
  /**
   * Bearer token of the catalogue admin calls (/rest/auth/admin/*); unset, they do not exist.
   * From the environment only (STORE_ADMIN_TOKEN).
   */
  adminToken?: string
  /**
   * Told after the catalogue changed (an admin call), with the keys of what it made stale
   * (store/keys.ts: `product-12`, `listing-3`, …), so caches of it purge those.
   */
  onCatalogueChange?: (keys: string[]) => void
  /** Where failures are logged: the mounting server's log. */
  log: StoreLog
  /** Told when a call failed because the database was unavailable (the server counts it). */
  onDatabaseUnavailable?: (error: unknown) => void
}

/** Largest request body any call accepts; nothing in this API comes near it. */
export const BODY_LIMIT_BYTES = 64 * 1024
/** Longest URL path the store routes; longer is a 404 without matching. */
export const PATH_LIMIT = 512
