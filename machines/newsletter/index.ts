/** Newsletter sign-up: the flow's one definition (ADR 0009). */
import { SubscribeRejected } from './errors'
import { defineFlow, oneOf } from '../shared/flow'
import { connectNewsletter } from './connect'
import { newsletterMachine } from './machine'
import { newsletterSpec } from './spec'

export default defineFlow({
  title: 'Newsletter sign-up',
  machine: newsletterMachine,
  connect: connectNewsletter,
  spec: newsletterSpec,
  start: { input: { variant: oneOf('modal', 'footer', 'block') } },
  samples: {
    // The footer form's wording; the modal differs only in its failure text.
    input: { variant: 'footer' },
    events: {
      'newsletter.typed': [
        { type: 'newsletter.typed', value: '' },
        { type: 'newsletter.typed', value: 'not-an-email' },
        { type: 'newsletter.typed', value: 'ana@example.com' },
      ],
    },
    outputs: { subscribe: [{ message: 'Thanks for subscribing!' }] },
    errors: {
      subscribe: [
        new SubscribeRejected('This email is already subscribed.'),
        new Error('Network error'),
      ],
    },
    // The email's validity is what changes behaviour; the address itself does not.
    context: (c: { email: string; error: string | null; message: string | null }) => ({
      email: c.email === '' ? 'empty' : c.email.includes('@') ? 'valid' : 'invalid',
      error: c.error,
      message: c.message === null ? null : 'set',
    }),
  },
})
