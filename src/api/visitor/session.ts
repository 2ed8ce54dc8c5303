/**
 * The store session and its bearer token: this module is its one source (issue 52).
 * - Browser: the visitor's own session from the session helper (anonymous visitors hold a
 *   token too; members also get their name and member token). Fetched once per page load;
 *   the session query (`sessionQuery`, what views read) asks this module, and a fresh read
 *   (`refreshSession`, the My Box count) replaces it here before the query is told.
 * - Server: one storefront session for catalogue reads during SSR, from the service
 *   credential when configured, otherwise an anonymous session; renewed after a 401.
 */
import { z } from 'zod/mini'
import { StoreApiError, storeRequest } from '~/api/http'
import { maybe, num } from '~/api/wire'

const sessionSchema = z.pipe(
  z.object({
    session_id: z.string().check(z.minLength(1)),
    token: z.string().check(z.minLength(1)),
    authenticated: z._default(z.boolean(), false),
    member: z.optional(z.nullable(z.object({ firstName: z.string(), token: z.string() }))),
    tf_order_id: z.optional(z.nullable(z.string())),
    // Only a badge: an odd value reads as 0 instead of losing the whole session.
    my_box_count: z.catch(maybe(num), 0),
  }),
  z.transform((s) => ({
    sessionId: s.session_id,
    authToken: s.token,
    authenticated: s.authenticated && Boolean(s.member),
    member: s.member ?? null,
    tfOrderId: s.tf_order_id ?? null,
    myBoxCount: Math.max(0, Math.floor(s.my_box_count ?? 0)),
  })),
)

export type StoreSession = z.output<typeof sessionSchema>

const isBrowser = typeof window !== 'undefined'

/**
 * The session helper (path documented in the README). The store resumes the visitor's session
 * from its own HttpOnly cookie (sent with credentials), so nothing about it is kept in storage
 * a script could read and replay.
 */
export function fetchSession() {
  return storeRequest('/rest/auth/session', {
    method: 'POST',
    body: {},
    schema: sessionSchema,
    code: '10801.01',
    credentials: true,
  })
}

let current: Promise<StoreSession> | null = null

/** The one session of this page (browser) or of this server process (SSR reads). */
export function ensureSession(): Promise<StoreSession> {
  current ??= fetchSession().catch((error: unknown) => {
    current = null
    throw error
  })
  return current
}

/** Read the session afresh (the store's own My Box count): what every later call gets. */
export async function refreshSession(): Promise<StoreSession> {
  const fresh = fetchSession()
  const session = await fresh
  current = fresh
  return session
}

/** Forget the session (after logout, or a 401 on the server's shared token). */
export function resetSession(): void {
  current = null
}

/** The bearer token, or null when none can be had (10801.xx: "yields no token"). */
export async function authToken(): Promise<string | null> {
  try {
    return (await ensureSession()).authToken
  } catch {
    return null
  }
}

/** Calls `run` with the token; on the server a 401 renews the shared session once. */
export async function withToken<T>(run: (token: string | null) => Promise<T>): Promise<T> {
  try {
    return await run(await authToken())
  } catch (error) {
    if (!isBrowser && error instanceof StoreApiError && error.details.status === 401) {
      resetSession()
      return run(await authToken())
    }
    throw error
  }
}
