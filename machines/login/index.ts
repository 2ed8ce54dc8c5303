/** Store host login: the flow's one definition (ADR 0009). */
import { data, defineFlow } from '../shared/flow'
import { connectLogin } from './connect'
import { loginMachine, type LoginContext } from './machine'
import { loginSpec } from './spec'

export default defineFlow({
  title: 'Store host login',
  machine: loginMachine,
  connect: connectLogin,
  spec: loginSpec,
  start: { input: { next: data.string } },
  samples: {
    input: { next: '/membership/dashboard' },
    events: {
      'login.emailTyped': [
        { type: 'login.emailTyped', value: '' },
        { type: 'login.emailTyped', value: 'not-an-email' },
        { type: 'login.emailTyped', value: 'demo@clearhome.example' },
      ],
      'login.passwordTyped': [
        { type: 'login.passwordTyped', value: '' },
        { type: 'login.passwordTyped', value: 'clearhome-demo' },
      ],
    },
    outputs: { login: [{ firstName: 'Avery' }] },
    errors: { login: [new Error('The e-mail or password is incorrect.')] },
    // What the form shows: whether each field holds a usable value, its problem, the failure.
    context: (c: LoginContext) => ({
      email: c.email === '' ? 'empty' : c.email.includes('@') ? 'valid' : 'invalid',
      password: c.password === '' ? 'empty' : 'set',
      emailProblem: c.emailProblem,
      passwordProblem: c.passwordProblem,
      failure: c.failure,
    }),
  },
})
