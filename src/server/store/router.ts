/**
 * The reference store's API: a table of routes under /rest/auth, each with its method, auth
 * mode and handler. Unknown paths are 404, known paths with another method 405, a missing or
 * unknown bearer token 401; every body is parsed with zod; nothing escapes as a 500 except a
 * real fault, which is logged.
 */
import type { z } from 'zod'
import type { Settings } from '../../../app.config'
import type { StoreDb } from './db'
import { bearerToken, failure, HttpError, json, readBody, unauthorized } from './http'
import { sessionByToken, type SessionRow } from './services/sessions'

export type AuthMode = 'bearer' | 'optional' | 'none'

export interface StoreContext {
  request: Request
  url: URL
  params: Record<string, string>
  db: StoreDb
  settings: Settings
  /** The session behind the bearer token (bearer and optional routes). */
  session: SessionRow | null
  /** The JSON body parsed with the route's `body` schema (undefined without one). */
  input: unknown
}

export interface StoreRoute {
  method: 'GET' | 'POST'
  path: string
  auth: AuthMode
  summary: string
  /** zod schema of the JSON body: parsed before the handler runs, and the OpenAPI source. */
  body?: z.ZodType
  handler: (ctx: StoreContext) => Promise<Response>
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

export async function dispatch(
  routes: StoreRoute[],
  request: Request,
  deps: { db: StoreDb; settings: Settings },
): Promise<Response> {
  const url = new URL(request.url)
  const path = url.pathname.replace(/^\/rest\/auth/, '') || '/'
  const all = routes
    .map((route) => ({ route, match: pattern(route).exec(path) }))
    .filter((m) => m.match)
  // A literal path ("/products/search") wins over a parameter ("/products/:slug").
  const literal = all.filter((m) => !m.route.path.includes(':'))
  const matches = literal.length ? literal : all
  if (matches.length === 0) {
    return failure(new HttpError(404, `No store endpoint at ${url.pathname}`))
  }
  const found = matches.find((m) => m.route.method === request.method)
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
  const params: Record<string, string> = {}
  for (const [key, value] of Object.entries(found.match!.groups ?? {})) {
    try {
      params[key] = decodeURIComponent(value)
    } catch {
      return failure(new HttpError(400, `Malformed path parameter ${key}`))
    }
  }
  try {
    let session: SessionRow | null = null
    if (found.route.auth !== 'none') {
      const token = bearerToken(request)
      if (token) {
        session = await sessionByToken(deps.db, token)
        if (!session) throw unauthorized('Unauthorized: unknown or expired token')
      } else if (found.route.auth === 'bearer') {
        throw unauthorized()
      }
    }
    const input = found.route.body ? await readBody(request, found.route.body) : undefined
    return await found.route.handler({ request, url, params, session, input, ...deps })
  } catch (error) {
    if (error instanceof HttpError) return failure(error)
    console.error(
      `[store] ${request.method} ${url.pathname} failed:`,
      error instanceof Error ? error.stack : error,
    )
    return failure(new HttpError(500, 'The store could not complete this request'))
  }
}
