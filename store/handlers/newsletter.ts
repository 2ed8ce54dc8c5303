import { z } from 'zod'
import { isValidEmail } from '~/domain/email'
import { HttpError, success } from '../http'
import { defineRoute } from '../router'
import { newsletterSubscribers } from '../schema'

const subscribeBody = z.object({ email: z.string().max(254, 'is too long') })

export const newsletterRoutes = [
  defineRoute({
    method: 'POST',
    path: '/storefront/newsletter',
    auth: 'bearer',
    summary: 'Newsletter sign-up: validates the address and stores each one once.',
    body: subscribeBody,
    rateLimit: 'newsletter',
    responses: { 409: 'Already subscribed', 429: 'Too many sign-ups from this client' },
    handler: async ({ input, db }) => {
      const { email } = input
      const address = email.trim()
      if (!isValidEmail(address)) throw new HttpError(422, 'Please enter a valid e-mail address.')
      const inserted = await db
        .insert(newsletterSubscribers)
        .values({ email: address })
        .onConflictDoNothing()
        .returning({ id: newsletterSubscribers.id })
      if (inserted.length === 0)
        throw new HttpError(409, 'This e-mail address is already subscribed.')
      return success(
        undefined,
        'Thanks for subscribing! Look out for our next update in your inbox.',
      )
    },
  }),
]
