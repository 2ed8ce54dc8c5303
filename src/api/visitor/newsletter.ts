import { z } from 'zod/mini'
import { StoreApiError, storeRequest } from '~/api/http'

const subscribeResponse = z.pipe(
  z.object({ status: z.optional(z.string()), message: z.optional(z.string()) }),
  z.transform((r) => ({ message: r.message?.trim() || 'Thanks for subscribing!' })),
)

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
