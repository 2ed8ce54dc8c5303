import { z } from 'zod'
import { StoreApiError, storeRequest } from './http'

const subscribeResponse = z
  .object({ status: z.string().optional(), message: z.string().optional() })
  .transform((r) => ({ message: r.message?.trim() || 'Thanks for subscribing!' }))

/** POST /rest/auth/storefront/newsletter (bearer, no store). Rejections carry the server's message. */
export async function subscribeToNewsletter(email: string, token: string | null) {
  return storeRequest('/rest/auth/storefront/newsletter', {
    method: 'POST',
    body: { email },
    token,
    schema: subscribeResponse,
    code: 'newsletter',
  })
}

export function rejectionMessage(error: unknown): string | null {
  return error instanceof StoreApiError ? (error.details.serverMessage ?? null) : null
}
