/** Membership login and logout. Logout: sends the member token with credentials; failures are only logged (12101.xx). */
import { z } from 'zod/mini'
import { logError } from '~/lib/log'
import { envelope, StoreApiError, storeRequest } from '~/api/http'
import { ensureSession, resetSession } from '~/api/visitor/session'

export async function logout(memberToken: string): Promise<void> {
  try {
    await storeRequest('/rest/auth/membership/logout', {
      method: 'POST',
      body: { token: memberToken },
      credentials: true,
      schema: z.unknown(),
      code: '12101.01',
    })
    resetSession()
  } catch (error) {
    logError('12101.03', 'Logout failed', error)
    throw error
  }
}

export const LOGIN_FAILED = 'We could not log you in. Please try again.'

/**
 * The store host's login: the visitor's session (and its cart) becomes the member's, and the
 * store sets its member cookie. Rejections carry the store's message.
 */
export async function login(email: string, password: string): Promise<{ firstName: string }> {
  // The store signs in the session its HttpOnly cookie holds (the one with this cart).
  await ensureSession().catch(() => null)
  try {
    const data = await storeRequest('/rest/auth/login', {
      method: 'POST',
      body: { email, password },
      credentials: true,
      schema: envelope(z.object({ member: z.object({ firstName: z.string() }) })),
      code: '10801.02',
    })
    resetSession()
    return { firstName: data.member.firstName }
  } catch (error) {
    throw new Error(
      error instanceof StoreApiError && error.details.serverMessage
        ? error.details.serverMessage
        : LOGIN_FAILED,
      { cause: error },
    )
  }
}
