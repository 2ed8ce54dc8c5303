/**
 * View props for the newsletter flow (zag-style connect). The two specs word failures
 * differently: the modal follows the shell spec ("Subscription failed: {server message}" or the
 * generic text), the footer and the sign-up block follow the catalogue spec, which shows
 * "Something went wrong. Please try again shortly." whatever the cause.
 */
import type { NewsletterEvent, newsletterMachine } from './machine'
import { DEFAULT_CONNECT, partId, type ConnectOptions, type FlowView } from '../shared/connect'

export type { NewsletterVariant } from './machine'

export const NEWSLETTER_TEXT = {
  busy: 'Subscribing...',
  modalFailure: (serverMessage: string) => `Subscription failed: ${serverMessage}`,
  modalFailureFallback: 'An error occurred while subscribing. Please try again after sometime.',
  formFailure: 'Something went wrong. Please try again shortly.',
} as const

export function connectNewsletter(
  snapshot: FlowView<typeof newsletterMachine>,
  send: (event: NewsletterEvent) => void,
  options: ConnectOptions = DEFAULT_CONNECT,
) {
  const busy = snapshot.matches('submitting')
  const succeeded = snapshot.matches('succeeded')
  const failed = snapshot.matches('failed')
  const { variant, error, message, cleared } = snapshot.context
  const fieldId = partId(options, 'email')
  const errorId = partId(options, 'error')
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
    /** What the field holds (the machine's copy of it). */
    email: snapshot.context.email,
    busy,
    fieldError: error,
    status: succeeded ? ('success' as const) : failed ? ('error' as const) : null,
    statusText,
    buttonLabel: (idle: string) => (busy ? NEWSLETTER_TEXT.busy : idle),
    /** A new field after a success (it is uncontrolled: what is typed shows before the machine runs). */
    fieldKey: cleared,
    getFormProps: () => ({
      // Sent before hydration, the address goes in a body to this page, never into a URL.
      method: 'post' as const,
      noValidate: true,
      onSubmit: (event: { preventDefault(): void }) => {
        event.preventDefault()
        send({ type: 'newsletter.submitted' })
      },
    }),
    getLabelProps: () => ({ htmlFor: fieldId }),
    getEmailProps: () => ({
      id: fieldId,
      type: 'email' as const,
      name: 'email',
      autoComplete: 'email',
      defaultValue: '',
      disabled: busy,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? errorId : undefined,
      onChange: (event: { target: { value: string } }) =>
        send({ type: 'newsletter.typed', value: event.target.value }),
    }),
    getErrorProps: () => ({ id: errorId }),
    getSubmitProps: () => ({ type: 'submit' as const, disabled: busy }),
  }
}

export type NewsletterApi = ReturnType<typeof connectNewsletter>
