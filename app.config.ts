/**
 * The app's typed settings: environment (validated with zod), brand, and the spec's
 * constants that are tunable settings rather than business rules (rules live in src/domain).
 *
 * Browser code imports brand and constants from src/config directly (this module pulls in
 * zod); `readEnv` is for the server, which calls it once at start-up (src/server/settings.ts).
 */
import { z } from 'zod'

export { brand } from './src/config/brand'
export { constants } from './src/config/constants'

const bool = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .transform((v) => v === '1' || v === 'true' || v === 'yes')

const optionalUrl = z.url({ protocol: /^https?$/ }).optional()

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Public origin of this storefront; canonical links and the embedded store default to it. */
  SITE_URL: optionalUrl,
  /** Store API base; default: the embedded reference store on this server. */
  STORE_API_URL: optionalUrl,
  /** Host of the login / checkout / membership pages; default: this server. */
  STORE_HOST_URL: optionalUrl,
  /**
   * The edge cache's purge address (Varnish with xkey, deploy/varnish/default.vcl): a catalogue
   * or content change sends it `PURGE` with the surrogate keys that went stale. Unset: no edge.
   */
  EDGE_PURGE_URL: optionalUrl,
  /** Image host for catalogue paths; default: this server's /media. */
  IMAGE_CDN_URL: optionalUrl,
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  /** PGlite data folder; ":memory:" keeps the database in memory (tests). */
  PGLITE_DIR: z.string().min(1).default('.data/pglite'),
  /** Extra generated products on a fresh database, for benchmarks (0 = the seed only). */
  STORE_SEED_SCALE: z.coerce.number().int().min(0).max(200_000).default(0),
  BUILDER_API_KEY: z.string().min(1).optional(),
  /** The store's service credential (env only; never committed). */
  STORE_SERVICE_EMAIL: z.email().optional(),
  STORE_SERVICE_PASSWORD: z.string().min(1).optional(),
  /** Hosts a last-referrer "Claim My Offer" redirect may go to, comma separated. */
  REFERRER_ALLOWED_HOSTS: z
    .string()
    .default('')
    .transform((s) =>
      s
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    ),
  /** Redis for state several instances share (rate limits); in memory when unset. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  /** Store rate limits over the defaults, e.g. "login=10/600,session=60/60" (calls/seconds). */
  STORE_RATE_LIMITS: z
    .string()
    .regex(
      /^\s*\w+=\d{1,9}\/\d{1,7}\s*(,\s*\w+=\d{1,9}\/\d{1,7}\s*)*$/,
      'must be name=calls/seconds, …',
    )
    .optional(),
  /**
   * How many reverse proxies stand in front of this server (0: none). The client address is
   * the X-Forwarded-For entry that many hops from the right: the entries further left are
   * whatever the client sent. "true" means one proxy, "false" none.
   */
  TRUST_PROXY: z
    .union([z.enum(['true', 'false', '']), z.string().regex(/^\d$/, 'must be 0–9 or true/false')])
    .default('0')
    .transform((v) => (v === 'true' ? 1 : v === 'false' || v === '' ? 0 : Number(v))),
  /** Which all-products screen /products renders (catalogue spec §2: V1 by category, V2 flat). */
  ALL_PRODUCTS_TEMPLATE: z.enum(['v1', 'v2']).default('v1'),
  /** Which category screen /products/category/{slug} renders (V1 with subcategories, V2 flat). */
  CATEGORY_TEMPLATE: z.enum(['v1', 'v2']).default('v1'),
  /**
   * The video host's oEmbed endpoint (shell §7), e.g. https://www.youtube.com/oembed. Unset: the
   * embedded stand-in answers for the seeded videos, so the product page works offline.
   */
  VIDEO_OEMBED_URL: optionalUrl,
  /** The fallback thumbnail pattern when oEmbed fails ({id} is the video id). */
  VIDEO_THUMBNAIL_URL: z
    .string()
    .regex(/^https?:\/\/[^\s]*\{id\}/, 'must be an http(s) URL containing {id}')
    .optional(),
  /** The player a video pop-up frames ({id} is the video id). */
  VIDEO_EMBED_URL: z
    .string()
    .regex(/^https:\/\/[^\s]*\{id\}/, 'must be an https URL containing {id}')
    .default('https://www.youtube-nocookie.com/embed/{id}'),
  /**
   * The page cache for anonymous HTML (ADR 0017): "on" (in memory, or Redis with REDIS_URL)
   * or "off" (every request renders; the store reads the specs cache stay cached).
   */
  PAGE_CACHE: z.enum(['on', 'off']).default('on'),
  /** The in-memory page cache's size bound, in megabytes. */
  PAGE_CACHE_MAX_MB: z.coerce.number().int().min(1).max(4096).default(64),
  /** Bearer secret of POST /api/cache/purge (Builder webhooks, an external store); unset: off. */
  PAGE_CACHE_PURGE_SECRET: z
    .string()
    .regex(/^[\x21-\x7e]{24,256}$/, 'must be 24–256 printable characters')
    .optional(),
  /** Bearer token of the embedded store's catalogue admin calls; unset: they do not exist. */
  STORE_ADMIN_TOKEN: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,128}$/, 'must be 16–128 letters, digits, _ or -')
    .optional(),
  /**
   * How long the server waits for one store call (and the video host's oEmbed) before the
   * call counts as failed and the page shows that failure's row: a hung upstream never hangs
   * a page.
   */
  STORE_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(8000),
  /** The same for one content-service read (Builder, or the embedded files). */
  CONTENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(8000),
  /**
   * The least level the server's log writes (src/server/logger.server.ts): fatal, error, warn,
   * info (every request's access line), debug, trace; silent writes nothing.
   */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * The metrics listener (Prometheus text at /metrics, src/server/metrics.server.ts): a port of
   * its own, never the public one; 0 turns it off. On 127.0.0.1 unless METRICS_HOST widens it
   * (say 0.0.0.0 for a scraper on the private network: keep that port closed to the public).
   */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9464),
  METRICS_HOST: z
    .string()
    .regex(/^[0-9A-Za-z.:-]{1,253}$/, 'must be a host name or an address')
    .default('127.0.0.1'),
  /** Enables the routes that only tests use (a deliberate render crash). Never in production. */
  ENABLE_TEST_ROUTES: bool.default(false),
})

export type Env = z.infer<typeof envSchema>

/** Where the embedded oEmbed stand-in answers when VIDEO_OEMBED_URL is unset. */
export const VIDEO_STAND_IN_PATH = '/api/video/oembed'

export interface Settings extends Env {
  siteUrl: string
  storeApiUrl: string
  storeHostUrl: string
  imageCdnUrl: string
  videoOembedUrl: string
  videoThumbnailUrl: string
}

/** The part of the settings the browser may see. */
export interface PublicSettings {
  siteUrl: string
  storeApiUrl: string
  storeHostUrl: string
  imageCdnUrl: string
  referrerAllowedHosts: string[]
  /** The listing screens the product routes render. */
  templates: { allProducts: 'v1' | 'v2'; category: 'v1' | 'v2' }
}

export class InvalidEnvironmentError extends Error {
  override name = 'InvalidEnvironmentError'
}

/** Parses the environment; throws one message naming every bad variable. */
export function readEnv(source: Record<string, string | undefined>): Settings {
  // An empty string means "unset" for optional variables (docker/systemd env files do that).
  const cleaned = Object.fromEntries(
    Object.keys(envSchema.shape).flatMap((key) => {
      const value = source[key]
      return value === undefined || value === '' ? [] : [[key, value]]
    }),
  )
  const parsed = envSchema.safeParse(cleaned)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = issue.path.join('.') || '(environment)'
      return `${name}: ${issue.message} (got ${JSON.stringify(source[String(issue.path[0])])})`
    })
    throw new InvalidEnvironmentError(`Invalid environment:\n  ${lines.join('\n  ')}`)
  }
  const env = parsed.data
  const siteUrl = trimSlash(env.SITE_URL ?? `http://localhost:${env.PORT}`)
  const imageCdnUrl = trimSlash(env.IMAGE_CDN_URL ?? `${siteUrl}/media`)
  return {
    ...env,
    siteUrl,
    storeApiUrl: trimSlash(env.STORE_API_URL ?? siteUrl),
    storeHostUrl: trimSlash(env.STORE_HOST_URL ?? siteUrl),
    imageCdnUrl,
    videoOembedUrl: env.VIDEO_OEMBED_URL ?? `${siteUrl}${VIDEO_STAND_IN_PATH}`,
    // The stand-in's posters are drawn into the media folder with the rest of the seed's art.
    videoThumbnailUrl: env.VIDEO_THUMBNAIL_URL ?? `${imageCdnUrl}/videos/{id}.svg`,
  }
}

export function toPublicSettings(settings: Settings): PublicSettings {
  return {
    siteUrl: settings.siteUrl,
    storeApiUrl: settings.storeApiUrl,
    storeHostUrl: settings.storeHostUrl,
    imageCdnUrl: settings.imageCdnUrl,
    referrerAllowedHosts: settings.REFERRER_ALLOWED_HOSTS,
    templates: {
      allProducts: settings.ALL_PRODUCTS_TEMPLATE,
      category: settings.CATEGORY_TEMPLATE,
    },
  }
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '')
}
