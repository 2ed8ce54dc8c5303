/**
 * Newsletter sign-up: one flow behind the modal, the footer form and the sign-up block.
 * Spec: shell §2 "Newsletter modal", §4, §5, §8; catalogue §2 "Footer", "Newsletter sign-up
 * form", §4, §5, §8, §9 (message timeout 3000 ms).
 */
import { assign, emit, setup } from 'xstate'
import { notProvided } from '../shared/not-provided'
import { constants } from '~/config/constants'
import { EMAIL_INVALID, EMAIL_REQUIRED, emailError } from '~/domain/email'
import { SubscribeRejected } from './errors'

export interface SubscribeInput {
  email: string
}
export interface SubscribeOutput {
  /** The store's confirmation text. */
  message: string
}

export { SubscribeRejected }

/** Which form: the two specs word failures differently (see connect.ts). */
export type NewsletterVariant = 'modal' | 'footer' | 'block'

export interface NewsletterContext {
  variant: NewsletterVariant
  email: string
  /** Bumped when the field is cleared: the view's uncontrolled field starts afresh. */
  cleared: number
  error: typeof EMAIL_REQUIRED | typeof EMAIL_INVALID | null
  /** Success text, or the store's reason for a failure (null for a network failure). */
  message: string | null
}

export type NewsletterEvent =
  { type: 'newsletter.typed'; value: string } | { type: 'newsletter.submitted' }

export const NEWSLETTER_MESSAGE_MS = constants.newsletterMessageMs

export const newsletterMachine = setup({
  types: {
    context: {} as NewsletterContext,
    events: {} as NewsletterEvent,
    emitted: {} as {
      type: 'newsletter.subscribed'
      variant: NewsletterVariant
      email: string
      message: string
    },
    input: {} as { variant: NewsletterVariant },
  },
  actors: {
    // Provided by ./actors.ts in the app and by tests with provide().
    subscribe: notProvided<SubscribeOutput, SubscribeInput>('newsletter', 'subscribe'),
  },
  guards: {
    isEmailMissing: ({ context }) => emailError(context.email) === EMAIL_REQUIRED,
    isEmailInvalid: ({ context }) => emailError(context.email) === EMAIL_INVALID,
  },
  actions: {
    setEmail: assign({
      email: (_, params: { value: string }) => params.value,
      error: null,
    }),
    showValidationError: assign({ error: ({ context }) => emailError(context.email) }),
    clearResult: assign({ message: null }),
    storeSuccess: assign({
      email: '',
      // Stryker disable next-line ArithmeticOperator: a remount key only has to change (−1 does too)
      cleared: ({ context }) => context.cleared + 1,
      message: (_, params: { message: string }) => params.message,
    }),
    storeFailure: assign({
      message: (_, params: { error: unknown }) =>
        params.error instanceof SubscribeRejected ? params.error.message : null,
    }),
    announceSubscribed: emit(({ context }, params: { message: string }) => ({
      type: 'newsletter.subscribed' as const,
      variant: context.variant,
      email: context.email,
      message: params.message,
    })),
  },
  delays: {
    messageTimeout: NEWSLETTER_MESSAGE_MS,
  },
}).createMachine({
  id: 'newsletter',
  description:
    'Validates an e-mail address, sends only valid ones, and shows the outcome for 3 seconds.',
  meta: {
    spec: [
      'Shell §2 Newsletter modal',
      'Shell §4 Newsletter modal',
      'Shell §5 Newsletter email',
      'Shell §8 Newsletter failure',
      'Catalogue §2 Newsletter sign-up form',
      'Catalogue §4 Newsletter form',
      'Catalogue §5 Newsletter e-mail',
      'Catalogue §8 Newsletter',
      'Catalogue §9 Newsletter message timeout',
    ],
  },
  context: ({ input }) => ({
    variant: input.variant,
    email: '',
    cleared: 0,
    error: null,
    message: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      description: 'The field accepts input; a validation message clears on typing.',
      on: {
        'newsletter.typed': {
          actions: { type: 'setEmail', params: ({ event }) => ({ value: event.value }) },
          description: 'Typing updates the address and clears any validation message.',
        },
        'newsletter.submitted': [
          {
            guard: 'isEmailMissing',
            actions: 'showValidationError',
            description:
              'When the field is empty, "This field is required" shows and nothing is sent.',
          },
          {
            guard: 'isEmailInvalid',
            actions: 'showValidationError',
            description: 'When the address is not a valid e-mail, "This email is not valid" shows.',
          },
          {
            target: 'submitting',
            description: 'Otherwise the address is sent; the button reads "Subscribing...".',
          },
        ],
      },
    },
    submitting: {
      description: 'The address is sent; the button reads "Subscribing...".',
      invoke: {
        id: 'subscribe',
        src: 'subscribe',
        input: ({ context }) => ({ email: context.email.trim() }),
        onDone: {
          target: 'succeeded',
          actions: [
            {
              type: 'announceSubscribed',
              params: ({ event }) => ({ message: event.output.message }),
            },
            { type: 'storeSuccess', params: ({ event }) => ({ message: event.output.message }) },
          ],
          description:
            'The store accepts the address; the field clears and the success text shows.',
        },
        onError: {
          target: 'failed',
          actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
          description: 'The subscription fails; the failure text shows and the address is kept.',
        },
      },
    },
    succeeded: {
      description: 'Field cleared; the success text shows for 3 seconds.',
      after: {
        messageTimeout: {
          target: 'editing',
          actions: 'clearResult',
          description: 'After the 3000 ms message timeout, the success text goes away.',
        },
      },
      on: {
        'newsletter.typed': {
          target: 'editing',
          actions: [
            'clearResult',
            { type: 'setEmail', params: ({ event }) => ({ value: event.value }) },
          ],
          description: 'Typing hides the success text and starts a new address.',
        },
        // The field is empty again: sending it says so, like any empty submit (shell §5).
        'newsletter.submitted': {
          target: 'editing',
          actions: ['clearResult', 'showValidationError'],
          description:
            'Sending the empty field hides the success text; "This field is required" shows.',
        },
      },
    },
    failed: {
      description: 'The failure text shows for 3 seconds; the address is kept for a retry.',
      after: {
        messageTimeout: {
          target: 'editing',
          actions: 'clearResult',
          description:
            'After the 3000 ms message timeout, the failure text goes; the address stays.',
        },
      },
      on: {
        'newsletter.typed': {
          target: 'editing',
          actions: [
            'clearResult',
            { type: 'setEmail', params: ({ event }) => ({ value: event.value }) },
          ],
          description: 'Typing hides the failure text and updates the address.',
        },
        'newsletter.submitted': {
          target: 'submitting',
          actions: 'clearResult',
          description: 'Sending again hides the failure text and sends the kept address once more.',
        },
      },
    },
  },
})
