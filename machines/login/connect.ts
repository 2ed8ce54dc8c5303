/** View props of the store host's login form. */
import { EMAIL_INVALID, EMAIL_REQUIRED, type FieldProblem } from '~/domain/email'
import { DEFAULT_CONNECT, partId, type ConnectOptions, type FlowView } from '../shared/connect'
import type { LoginEvent, loginMachine } from './machine'

export const LOGIN_TEXT = {
  title: 'Log In',
  intro: 'Log in to manage your subscription box and orders.',
  email: 'Email address',
  password: 'Password',
  submit: 'Log In',
  submitting: 'Logging in…',
  demo: 'Reference store demo member: demo@clearhome.example, password clearhome-demo.',
} as const

const problemText = (problem: FieldProblem | null) =>
  problem === 'required' ? EMAIL_REQUIRED : problem === 'invalid' ? EMAIL_INVALID : null

export function connectLogin(
  snapshot: FlowView<typeof loginMachine>,
  send: (event: LoginEvent) => void,
  options: ConnectOptions = DEFAULT_CONNECT,
) {
  const busy = snapshot.matches('submitting') || snapshot.matches('signedIn')
  const { emailProblem, passwordProblem, failure } = snapshot.context
  // Uncontrolled fields: what is typed shows before the machine runs (it never rewrites them).
  const field = (
    name: 'email' | 'password',
    problem: FieldProblem | null,
    onChange: (value: string) => void,
  ) => {
    const id = partId(options, name)
    const error = problemText(problem)
    return {
      labelProps: { htmlFor: id, children: LOGIN_TEXT[name] },
      inputProps: {
        id,
        name,
        type: name,
        autoComplete: name === 'email' ? 'email' : 'current-password',
        defaultValue: '',
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? `${id}-error` : undefined,
        onChange: (event: { target: { value: string } }) => onChange(event.target.value),
      },
      error: error ? { id: `${id}-error`, role: 'alert' as const, children: error } : null,
    }
  }
  return {
    busy,
    failure,
    titleId: partId(options, 'title'),
    email: field('email', emailProblem, (value) => send({ type: 'login.emailTyped', value })),
    password: field('password', passwordProblem, (value) =>
      send({ type: 'login.passwordTyped', value }),
    ),
    getFormProps: () => ({
      // Sent before the page has hydrated, the form posts to the page, which only shows it
      // again: the password never goes into a URL (history, logs, referrers).
      method: 'post' as const,
      noValidate: true,
      'aria-labelledby': partId(options, 'title'),
      onSubmit: (event: { preventDefault(): void }) => {
        event.preventDefault()
        send({ type: 'login.submitted' })
      },
    }),
    getSubmitProps: () => ({ type: 'submit' as const, disabled: busy, 'aria-busy': busy }),
    submitLabel: busy ? LOGIN_TEXT.submitting : LOGIN_TEXT.submit,
  }
}

export type LoginApi = ReturnType<typeof connectLogin>
