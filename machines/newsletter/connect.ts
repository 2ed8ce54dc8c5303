/**
 * View props for the newsletter flow (zag-style connect). The two specs word failures
 * differently: the modal follows the shell spec ("Subscription failed: {server message}" or the
 * generic text), the footer and the sign-up block follow the catalogue spec, which shows
 * "Something went wrong. Please try again shortly." whatever the cause.
 */
import type { NewsletterEvent, newsletterMachine } from './machine'
import type { FlowView } from '../shared/connect'

export type NewsletterVariant = 'modal' | 'footer' | 'block'

export const NEWSLETTER_TEXT = {
  busy: 'Subscribing...',
  modalFailure: (serverMessage: string) => `Subscription failed: ${serverMessage}`,
  modalFailureFallback: 'An error occurred while subscribing. Please try again after sometime.',
  formFailure: 'Something went wrong. Please try again shortly.',
} as const

export function connectNewsletter(
  snapshot: FlowView<typeof newsletterMachine>,
  send: (event: NewsletterEvent) => void,
  variant: NewsletterVariant,
) {
  const busy = snapshot.matches('submitting')
  const succeeded = snapshot.matches('succeeded')
  const failed = snapshot.matches('failed')
  const { email, error, message } = snapshot.context
  let statusText: string | null = null
  if (succeeded) statusText = message
  if (failed) {
    statusText =
      variant === 'modal'
        ? message
          ? NEWSLETTER_TEXT.modalFailure(message)
          : NEWSLETTER_TEXT.modalFailureFallback
        : NEWSLETTER_TEXT.formFailure
  }
  return {
    email,
    busy,
    fieldError: error,
    status: succeeded ? ('success' as const) : failed ? ('error' as const) : null,
    statusText,
    buttonLabel: (idle: string) => (busy ? NEWSLETTER_TEXT.busy : idle),
    setEmail: (value: string) => send({ type: 'newsletter.typed', value }),
    submit: () => send({ type: 'newsletter.submitted' }),
  }
}

export type NewsletterApi = ReturnType<typeof connectNewsletter>
