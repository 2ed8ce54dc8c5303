/** Session helper, login and membership logout. */
import { eq } from 'drizzle-orm'
import { z } from 'zod'
import { badRequest, cookie, HttpError, json, success } from '../http'
import type { StoreRoute } from '../router'
import { sessions } from '../schema'
import {
  createSession,
  memberByEmail,
  memberByToken,
  myBoxCount,
  sessionById,
  signInMember,
  signOutMember,
  verifyPassword,
} from '../services/sessions'

/** The store host's httpOnly cookie holding a signed-in member's token. */
export const MEMBER_COOKIE = 'store_member'

const sessionBody = z.object({ session_id: z.string().uuid().optional() })
const loginBody = z.object({
  email: z.string().trim().email('must be an e-mail address'),
  password: z.string().min(1, 'is required').max(200),
  session_id: z.string().uuid().optional(),
})
const logoutBody = z.object({ token: z.string().min(1).max(200).optional() })

export const authRoutes: StoreRoute[] = [
  {
    method: 'POST',
    path: '/session',
    auth: 'none',
    summary:
      'Session token helper: returns a session id and bearer token (reusing session_id when it exists) and, when the store host signed a member in, their first name, member token and tf_order_id.',
    body: sessionBody,
    handler: async ({ input, request, db }) => {
      const body = input as z.output<typeof sessionBody>
      let session =
        (body.session_id && (await sessionById(db, body.session_id))) || (await createSession(db))
      const memberToken = cookie(request, MEMBER_COOKIE)
      const signedIn = memberToken ? await memberByToken(db, memberToken) : null
      if (signedIn && session.memberToken !== memberToken) {
        // Carry the visitor's cart over to the member's signed-in session.
        session = signedIn.session
      }
      await db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.id, session.id))
      return json({
        status: 'Success',
        session_id: session.id,
        token: session.token,
        authenticated: Boolean(signedIn),
        member: signedIn ? { firstName: signedIn.member.firstName, token: memberToken } : null,
        tf_order_id: signedIn?.member.tfOrderId ?? null,
        my_box_count: signedIn ? await myBoxCount(db, signedIn.member.id) : 0,
      })
    },
  },
  {
    method: 'POST',
    path: '/login',
    auth: 'none',
    summary:
      "Login with e-mail and password: the store's service credential (from settings) gets a service token; a member gets a session with a member token (and the store host's cookie).",
    body: loginBody,
    handler: async ({ input, request, db, settings }) => {
      const body = input as z.output<typeof loginBody>
      const service =
        settings.STORE_SERVICE_EMAIL &&
        settings.STORE_SERVICE_PASSWORD &&
        body.email.toLowerCase() === settings.STORE_SERVICE_EMAIL.toLowerCase() &&
        body.password === settings.STORE_SERVICE_PASSWORD
      if (service) {
        const session = await createSession(db)
        return success(
          { token: session.token, token_type: 'Bearer', session_id: session.id },
          'Logged in',
        )
      }
      const member = await memberByEmail(db, body.email)
      if (!member || !(await verifyPassword(body.password, member.passwordHash))) {
        throw new HttpError(401, 'The e-mail or password is incorrect.')
      }
      const session = await signInMember(db, member.id, body.session_id)
      return new Response(
        JSON.stringify({
          status: 'Success',
          message: 'Logged in',
          data: {
            token: session.token,
            token_type: 'Bearer',
            session_id: session.id,
            member: { firstName: member.firstName, token: session.memberToken },
            tf_order_id: member.tfOrderId,
          },
        }),
        {
          headers: {
            'content-type': 'application/json; charset=utf-8',
            'cache-control': 'no-store',
            'set-cookie': memberCookie(session.memberToken!, request),
          },
        },
      )
    },
  },
  {
    method: 'POST',
    path: '/membership/logout',
    auth: 'none',
    summary:
      'Membership logout (with credentials): invalidates the member token given in the body or the cookie.',
    body: logoutBody,
    handler: async ({ input, request, db }) => {
      const body = input as z.output<typeof logoutBody>
      const token = body.token ?? cookie(request, MEMBER_COOKIE)
      if (!token) throw badRequest('Invalid token: a member token is required')
      const signedOut = await signOutMember(db, token)
      if (!signedOut) throw new HttpError(401, 'Unknown or expired member token')
      return new Response(JSON.stringify({ status: 'Success', message: 'Logged out' }), {
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'cache-control': 'no-store',
          'set-cookie': memberCookie('', request, 0),
        },
      })
    },
  },
]

export function memberCookie(value: string, request: Request, maxAge = 60 * 60 * 24 * 30): string {
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : ''
  return `${MEMBER_COOKIE}=${encodeURIComponent(value)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure}`
}
