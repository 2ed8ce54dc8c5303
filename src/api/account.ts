/** Membership logout: sends the member token with credentials; failures are only logged (12101.xx). */
import { z } from 'zod'
import { logError } from '~/lib/log'
import { storeRequest } from './http'
import { resetSession } from './session'

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
