/**
 * The reference store's API: a table of routes under /rest/auth, each defined with its method,
 * auth mode, body and path schemas and handler. In order, every request meets: an over-long
 * path (404), no route (404), another method (405 with Allow), a cross-site or non-JSON
 * state-changing call (403 / 415), a path parameter that is not what the route takes (404),
 * the route's rate limit (429), a missing or unknown bearer token (401), a body over the limit
 * (413) or invalid (422 naming the field). Nothing escapes as a 500 except a real fault, which
 * is logged.
 */
import { createHash, timingSafeEqual } from 'node:crypto'
import type { z } from 'zod'
import { BODY_LIMIT_BYTES, PATH_LIMIT, type StoreConfig } from './config'
import { isDatabaseUnavailable, type StoreDb } from './db'
import { bearerToken, failure, forbidden, HttpError, json, readBody, unauthorized } from './http'
import type { LimitName, RateLimits } from './rate-limit'
import { sessionByToken, type SessionRow } from './services/sessions'
import { withKeys } from './keys'

/** `admin`: the catalogue admin token (config.adminToken); without one the route does not exist. */
export type AuthMode = 'bearer' | 'optional' | 'none' | 'admin'

/** What the store hands every handler besides the request. */
export interface StoreDeps {
  db: StoreDb
  config: StoreConfig
  limits: RateLimits
}

/** Known about the caller by whoever mounted the store (not from headers it could forge). */
export interface CallerInfo {
  /** The client's address; null when the server could not tell it. */
  address: string | null
  /** A call from the storefront in this process (SSR): not a client of its own. */
  inProcess?: boolean
}

export interface StoreContext<Body = undefined, Params = Record<string, string>> extends StoreDeps {
  request: Request
  url: URL
  params: Params
  /** The session behind the bearer token (bearer and optional routes). */
  session: SessionRow | null
  /** The JSON body parsed with the route's `body` schema. */
  input: Body
  /** The rate-limit key of this caller. */
  client: string
}

type Output<S, Fallback> = S extends z.ZodType ? z.output<S> : Fallback

export interface RouteDefinition<
  B extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
> {
  method: 'GET' | 'POST'
  path: string
  auth: AuthMode
  summary: string
  /** zod schema of the JSON body: parsed before the handler runs, and the OpenAPI source. */
  body?: B
  /** zod schema of the path parameters; a parameter it refuses is a 404. */
  params?: P
  /** Counted per client before anything else is done for the call. */
  rateLimit?: LimitName
  /** Statuses this route answers besides the ones every route of its kind may. */
  responses?: Record<number, string>
  handler: (
    ctx: StoreContext<Output<B, undefined>, Output<P, Record<string, string>>>,
  ) => Promise<Response>
}

/** A route with its types erased, as the table holds it. */
export interface StoreRoute {
  method: 'GET' | 'POST'
  path: string
  auth: AuthMode
  summary: string
  body?: z.ZodType
  params?: z.ZodType
  rateLimit?: LimitName
  responses?: Record<number, string>
  // Method syntax: each route's handler takes its own, narrower context.
  handler(ctx: StoreContext<unknown, unknown>): Promise<Response>
}

/** A route whose handler sees its body and path parameters typed from their schemas. */
export function defineRoute<
  B extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
>(definition: RouteDefinition<B, P>): StoreRoute {
  return definition as unknown as StoreRoute
}

const compiled = new WeakMap<StoreRoute, RegExp>()
function pattern(route: StoreRoute): RegExp {
  let re = compiled.get(route)
  if (!re) {
    const source = route.path
      .split('/')
      .map((seg) =>
        seg.startsWith(':')
          ? `(?<${seg.slice(1)}>[^/]+)`
          : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('/')
    re = new RegExp(`^${source}/?$`)
    compiled.set(route, re)
  }
  return re
}

/**
 * Browsers say where a request comes from; a state-changing call from another site is refused
 * (login CSRF, cart stuffing). Calls without those headers come from servers, not browsers.
 */
function refuseCrossSite(request: Request, url: URL, config: StoreConfig) {
  const fetchSite = request.headers.get('sec-fetch-site')
  if (fetchSite === 'cross-site') throw forbidden('Cross-site requests are not accepted')
  const origin = request.headers.get('origin')
  if (origin === null) return
  if (origin !== url.origin && !config.allowedOrigins.includes(origin)) {
    throw forbidden('Cross-site requests are not accepted')
  }
}

/** A body on a state-changing call must be JSON (no form or text/plain posts from anywhere). */
function requireJson(request: Request) {
  // A declared length over the limit is refused before anything else is done for the call.
  if (Number(request.headers.get('content-length') ?? '0') > BODY_LIMIT_BYTES) {
    throw new HttpError(413, `Request body over ${BODY_LIMIT_BYTES / 1024} KB`)
  }
  const hasBody =
    request.body !== null &&
    (request.headers.get('content-length') !== '0' || request.headers.has('transfer-encoding'))
  if (!hasBody) return
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
  if (type !== 'application/json') {
    throw new HttpError(415, 'Send the request body as application/json')
  }
}

/**
 * The endpoint pattern a path answers to (`/rest/auth/products/:slug`), a literal path before a
 * parameter as `dispatch` chooses; "other" for none. Bounded labels for the server's metrics.
 */
export function endpointOf(routes: StoreRoute[], pathname: string): string {
  if (pathname.length > PATH_LIMIT) return 'other'
  const path = pathname.replace(/^\/rest\/auth/, '') || '/'
  const all = routes.filter((route) => pattern(route).test(path))
  const route = all.find((r) => !r.path.includes(':')) ?? all[0]
  return route ? `/rest/auth${route.path}` : 'other'
}

/**
 * The rate-limit key: the peer address, or behind `trustProxy` proxies the address the
 * outermost trusted proxy saw. Each proxy appends its peer, so only the last `trustProxy`
 * entries were written by proxies; anything left of them came from the client and is ignored.
 */
export function clientKey(request: Request, caller: CallerInfo, config: StoreConfig): string {
  if (config.trustProxy > 0) {
    const hops = (request.headers.get('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
    const client = hops[hops.length - config.trustProxy]
    if (client) return client.slice(0, 64)
  }
  // Callers the server could not place share one key: limited together, never unlimited.
  return caller.address ?? 'unknown-peer'
}

export async function dispatch(
  routes: StoreRoute[],
  request: Request,
  deps: StoreDeps,
  caller: CallerInfo = { address: null },
): Promise<Response> {
  const url = new URL(request.url)
  const notFoundHere = () => failure(new HttpError(404, `No store endpoint at this path`))
  if (url.pathname.length > PATH_LIMIT) return notFoundHere()
  const path = url.pathname.replace(/^\/rest\/auth/, '') || '/'
  const all = routes
    .map((route) => ({ route, match: pattern(route).exec(path) }))
    .filter((m) => m.match)
  // A literal path ("/products/search") wins over a parameter ("/products/:slug").
  const literal = all.filter((m) => !m.route.path.includes(':'))
  const matches = literal.length ? literal : all
  if (matches.length === 0) return notFoundHere()
  const method = request.method === 'HEAD' ? 'GET' : request.method
  const found = matches.find((m) => m.route.method === method)
  if (!found) {
    const allow = [...new Set(matches.map((m) => m.route.method))].join(', ')
    return json(
      {
        status: 'Error',
        success: false,
        message: `Method ${request.method} not allowed; use ${allow}`,
      },
      405,
      { allow },
    )
  }
  const { route } = found
  try {
    if (route.method !== 'GET') {
      refuseCrossSite(request, url, deps.config)
      requireJson(request)
    }
    const params = parseParams(route, found.match!.groups ?? {})
    const client = clientKey(request, caller, deps.config)
    // Calls from this process (SSR) are the storefront's own; its pages answer for their
    // visitors, and counting them all as one client would throttle every shopper together.
    if (route.rateLimit && !caller.inProcess) {
      await deps.limits.consume(route.rateLimit, client)
    }
    let session: SessionRow | null = null
    if (route.auth === 'admin') {
      if (!deps.config.adminToken) throw new HttpError(404, 'No store endpoint at this path')
      if (!sameSecret(bearerToken(request) ?? '', deps.config.adminToken)) throw unauthorized()
    } else if (route.auth !== 'none') {
      const token = bearerToken(request)
      if (token === null) throw unauthorized('Unauthorized: unknown or expired token')
      if (token) {
        session = await sessionByToken(deps.db, token)
        if (!session) throw unauthorized('Unauthorized: unknown or expired token')
      } else if (route.auth === 'bearer') {
        throw unauthorized()
      }
    }
    const input = route.body ? await readBody(request, route.body) : undefined
    // The answer names what it is made of (Surrogate-Key), for the caches in front.
    return await withKeys(() =>
      route.handler({ request, url, params, session, input, client, ...deps }),
    )
  } catch (error) {
    if (error instanceof HttpError) return failure(error)
    const { log } = deps.config
    // The database restarting or failing over: the call did not happen (its transaction did
    // not commit); the client may try again in a moment.
    if (isDatabaseUnavailable(error)) {
      deps.config.onDatabaseUnavailable?.(error)
      log.error(
        { dependency: 'database' },
        `[store] ${request.method} ${url.pathname}: the database is unavailable`,
      )
      return failure(
        new HttpError(
          503,
          'The store is briefly unavailable; try again',
          {},
          { 'retry-after': '1' },
        ),
      )
    }
    log.error({ err: error }, `[store] ${request.method} ${url.pathname} failed`)
    return failure(new HttpError(500, 'The store could not complete this request'))
  }
}

/** Compares a presented secret with the expected one in constant time. */
function sameSecret(presented: string, expected: string): boolean {
  const a = createHash('sha256').update(presented).digest()
  const b = createHash('sha256').update(expected).digest()
  return timingSafeEqual(a, b)
}

function parseParams(route: StoreRoute, groups: Record<string, string>): unknown {
  const raw: Record<string, string> = {}
  for (const [key, value] of Object.entries(groups)) {
    try {
      raw[key] = decodeURIComponent(value)
    } catch {
      throw new HttpError(404, `Malformed path parameter ${key}`)
    }
  }
  if (!route.params) return raw
  const parsed = route.params.safeParse(raw)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    throw new HttpError(404, `Nothing here: ${issue.path.join('.')} ${issue.message}`)
  }
  return parsed.data
}
