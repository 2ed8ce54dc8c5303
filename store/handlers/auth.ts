/**
 * Session helper, login and membership logout.
 *
 * A session's bearer token goes only to its holder: the helper binds each session to an
 * HttpOnly, SameSite=Lax cookie holding its token and resumes a session only from that cookie.
 * A session id alone (from storage, a log, another visitor) is worth nothing: it is never read
 * to resume or sign in a session.
 */
import { createHash, timingSafeEqual } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { z } from 'zod'
import { badRequest, HttpError, json, setCookie, success, tokenCookie } from '../http'
import { defineRoute, type StoreContext } from '../router'
import { sessions } from '../schema'
import {
  createSession,
  memberByEmail,
  memberByToken,
  myBoxCount,
  sessionByToken,
  signInMember,
  signOutMember,
  verifyPassword,
  verifyAgainstDummy,
} from '../services/sessions'
import { sessionIdField } from '../validation'

/** The store host's cookie holding a signed-in member's token. */
export const MEMBER_COOKIE = 'store_member'
/** The cookie binding a visitor's session (its bearer token) to their browser. */
export const SESSION_COOKIE = 'store_session'
const THIRTY_DAYS = 60 * 60 * 24 * 30

const sessionBody = z.object({
  /** Accepted for older clients; ignored (the cookie decides which session is yours). */
  session_id: sessionIdField.optional(),
})
const loginBody = z.object({
  email: z.string().trim().max(254, 'is too long').email('must be an e-mail address'),
  password: z.string().min(1, 'is required').max(200, 'is too long'),
  session_id: sessionIdField.optional(),
})
const logoutBody = z.object({ token: z.string().min(1).max(200).optional() })

function cookies(ctx: StoreContext<unknown, unknown>, values: Record<string, string | null>) {
  const headers = new Headers()
  for (const [name, value] of Object.entries(values)) {
    headers.append(
      'set-cookie',
      setCookie(name, value ?? '', {
        secure: ctx.config.secureCookies,
        maxAge: value === null ? 0 : THIRTY_DAYS,
      }),
    )
  }
  return headers
}

function withHeaders(response: Response, headers: Headers): Response {
  for (const [name, value] of headers) response.headers.append(name, value)
  return response
}

/** The visitor's own session, from their session cookie only. */
async function cookieSession(ctx: StoreContext<unknown, unknown>) {
  const token = tokenCookie(ctx.request, SESSION_COOKIE)
  return token ? sessionByToken(ctx.db, token) : null
}

const sameSecret = (a: string, b: string) =>
  timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest())

export const authRoutes = [
  defineRoute({
    method: 'POST',
    path: '/session',
    auth: 'none',
    summary:
      "Session token helper: the caller's session (from its HttpOnly session cookie, or a new one) with its id and bearer token and, when the store host signed a member in, their first name, member token and tf_order_id.",
    body: sessionBody,
    responses: { 429: 'Too many new sessions from this client' },
    handler: async (ctx) => {
      const { db, request } = ctx
      let session = await cookieSession(ctx)
      if (!session) {
        await ctx.limits.consume('session', ctx.client)
        session = await createSession(db)
      }
      const memberToken = tokenCookie(request, MEMBER_COOKIE)
      const signedIn = memberToken ? await memberByToken(db, memberToken) : null
      if (signedIn && session.memberToken !== memberToken) {
        // Carry on in the member's signed-in session.
        session = signedIn.session
      }
      await db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.id, session.id))
      return withHeaders(
        json({
          status: 'Success',
          session_id: session.id,
          token: session.token,
          authenticated: Boolean(signedIn),
          member: signedIn ? { firstName: signedIn.member.firstName, token: memberToken } : null,
          tf_order_id: signedIn?.member.tfOrderId ?? null,
          my_box_count: signedIn ? await myBoxCount(db, signedIn.member.id, session.id) : 0,
        }),
        cookies(ctx, { [SESSION_COOKIE]: session.token }),
      )
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/login',
    auth: 'none',
    summary:
      "Login with e-mail and password: the store's service credential (from settings) gets a service token; a member gets their session (the caller's, from its session cookie) signed in with a member token and the store host's cookie. Unknown and known e-mails take the same time.",
    body: loginBody,
    rateLimit: 'login',
    responses: { 401: 'Wrong e-mail or password', 429: 'Too many attempts from this client' },
    handler: async (ctx) => {
      const { input: body, db, config } = ctx
      const credential = config.serviceCredential
      if (
        credential &&
        body.email.toLowerCase() === credential.email.toLowerCase() &&
        sameSecret(body.password, credential.password)
      ) {
        const session = await createSession(db)
        return success(
          { token: session.token, token_type: 'Bearer', session_id: session.id },
          'Logged in',
        )
      }
      const member = await memberByEmail(db, body.email)
      // An unknown e-mail still pays for one hash, so timing does not tell who has an account.
      const valid = member
        ? await verifyPassword(body.password, member.passwordHash)
        : await verifyAgainstDummy(body.password)
      if (!member || !valid) throw new HttpError(401, 'The e-mail or password is incorrect.')
      const current = await cookieSession(ctx)
      const session = await signInMember(db, member.id, current?.id)
      return withHeaders(
        success(
          {
            token: session.token,
            token_type: 'Bearer',
            session_id: session.id,
            member: { firstName: member.firstName, token: session.memberToken },
            tf_order_id: member.tfOrderId,
          },
          'Logged in',
        ),
        cookies(ctx, { [MEMBER_COOKIE]: session.memberToken!, [SESSION_COOKIE]: session.token }),
      )
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/membership/logout',
    auth: 'none',
    summary:
      'Membership logout (with credentials): invalidates the member token given in the body or the cookie.',
    body: logoutBody,
    responses: { 401: 'Unknown or expired member token' },
    handler: async (ctx) => {
      const token = ctx.input.token ?? tokenCookie(ctx.request, MEMBER_COOKIE)
      if (!token) throw badRequest('Invalid token: a member token is required')
      const signedOut = await signOutMember(ctx.db, token)
      if (!signedOut) throw new HttpError(401, 'Unknown or expired member token')
      return withHeaders(
        json({ status: 'Success', message: 'Logged out' }),
        cookies(ctx, { [MEMBER_COOKIE]: null }),
      )
    },
  }),
]
