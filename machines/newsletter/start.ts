/** The newsletter form before its machine runs: editing, empty (ADR 0020). */
import type { Resting } from '../shared/start'
import type { NewsletterContext } from './machine'

export const newsletterStart: Resting<NewsletterContext> = {
  value: 'editing',
  context: { email: '', error: null, message: null },
}
