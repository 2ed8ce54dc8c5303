/**
 * The store host's login (embedded reference store): the e-mail and password are checked
 * before anything is sent; a valid pair is sent once (the button is busy meanwhile); success
 * hands over to the page, which follows the safe `next` path; a refusal shows the store's
 * message and the form stays filled in.
 * Spec: shell §1 (members log in), §6, §7 POST /rest/auth/login; §5 e-mail rule.
 */
import { assign, emit, setup } from 'xstate'
import { loginProblems, type FieldProblem } from '~/domain/email'
import { notProvided } from '../shared/not-provided'

export interface LoginContext {
  /** Where the page goes after a login (a safe path on this site). */
  next: string
  email: string
  password: string
  emailProblem: FieldProblem | null
  passwordProblem: FieldProblem | null
  /** The store's reason for refusing, or the client's generic text. */
  failure: string | null
}

export type LoginEvent =
  | { type: 'login.emailTyped'; value: string }
  | { type: 'login.passwordTyped'; value: string }
  | { type: 'login.submitted' }

export interface LoginInput {
  email: string
  password: string
}

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    emitted: {} as { type: 'login.succeeded'; next: string },
    input: {} as { next: string },
  },
  actors: {
    login: notProvided<{ firstName: string }, LoginInput>('login', 'login'),
  },
  guards: {
    isFilledIn: ({ context }) => {
      const problems = loginProblems(context.email, context.password)
      return problems.email === null && problems.password === null
    },
  },
  actions: {
    setEmail: assign((_, params: { value: string }) => ({
      email: params.value,
      emailProblem: null,
    })),
    setPassword: assign((_, params: { value: string }) => ({
      password: params.value,
      passwordProblem: null,
    })),
    showProblems: assign(({ context }) => {
      const problems = loginProblems(context.email, context.password)
      return { emailProblem: problems.email, passwordProblem: problems.password }
    }),
    clearFailure: assign({ failure: null }),
    showFailure: assign((_, params: { error: unknown }) => ({
      failure: params.error instanceof Error ? params.error.message : String(params.error),
    })),
    announceSuccess: emit(({ context }) => ({
      type: 'login.succeeded' as const,
      next: context.next,
    })),
  },
}).createMachine({
  id: 'login',
  description:
    'Checks the e-mail and password, sends them once, then hands over to the page (success) or shows the reason (refusal).',
  meta: { spec: ['Shell §6 Two visitor states', 'Shell §7 POST /rest/auth/login'] },
  context: ({ input }) => ({
    next: input.next,
    email: '',
    password: '',
    emailProblem: null,
    passwordProblem: null,
    failure: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      description: 'The form; field problems show under their field, a refusal above it.',
      on: {
        'login.emailTyped': {
          actions: { type: 'setEmail', params: ({ event }) => ({ value: event.value }) },
          description: 'Typing the e-mail updates it and clears the problem shown under it.',
        },
        'login.passwordTyped': {
          actions: { type: 'setPassword', params: ({ event }) => ({ value: event.value }) },
          description: 'Typing the password updates it and clears the problem shown under it.',
        },
        'login.submitted': [
          {
            guard: 'isFilledIn',
            target: 'submitting',
            actions: 'clearFailure',
            description:
              'When the e-mail and password pass the checks, they are sent once; an old refusal clears.',
          },
          {
            actions: ['showProblems', 'clearFailure'],
            description: 'Otherwise nothing is sent; each problem shows under its field.',
          },
        ],
      },
    },
    submitting: {
      description: 'The button shows a spinner; nothing is sent twice.',
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ context }) => ({ email: context.email.trim(), password: context.password }),
        onDone: {
          target: 'signedIn',
          actions: 'announceSuccess',
          description: 'The store accepts the login; the page follows the safe next path.',
        },
        onError: {
          target: 'editing',
          actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
          description:
            'The store refuses; its message shows above the form, which stays filled in.',
        },
      },
    },
    signedIn: {
      // Not final: the page is on its way to the next path and the form stays busy meanwhile.
      description: 'The page follows the safe next path (the dashboard by default).',
    },
  },
})
