/** Spec properties of the store host's login (shell §1, §5 e-mail rule, §7 login). */
import {
  invokedOf,
  last,
  looksLikeEmail,
  type FlowSpec,
  type Observation,
  skip,
} from '../shared/spec'

const props = (o: Observation) => o.props as { busy: boolean; failure: string | null }

export const loginSpec: FlowSpec = {
  samples: [{ type: 'login.emailTyped', value: ' demo@clearhome.example ' }],
  scenarios: [
    {
      name: 'a padded e-mail is sent trimmed',
      steps: [
        { send: { type: 'login.emailTyped', value: ' demo@clearhome.example ' } },
        { send: { type: 'login.passwordTyped', value: 'clearhome-demo' } },
        { send: { type: 'login.submitted' } },
      ],
    },
  ],
  events: ['login.emailTyped', 'login.passwordTyped', 'login.submitted'],
  properties: [
    {
      id: 'valid-only',
      section: 'Shell §5, §7',
      text: 'login is sent only with a valid e-mail (trimmed) and a password',
      check: (trace) => {
        const calls = invokedOf(trace, 'login')
        if (!calls.length) return skip
        const bad = calls.find(({ input }) => {
          const { email, password } = input as { email: string; password: string }
          return !looksLikeEmail(email) || email !== email.trim() || password === ''
        })
        return bad ? `login was sent with ${JSON.stringify(bad.input)}` : null
      },
    },
    {
      id: 'refusal-shown',
      seen: true,
      section: 'Shell §7',
      text: "a refusal shows the store's reason and the form can be sent again",
      check: (trace) => {
        const now = last(trace)
        if (now.event?.type !== 'settle.login' || !('error' in now.event)) return skip
        const reason = (now.event.error as Error).message
        const p = props(now)
        return p.failure === reason && !p.busy ? null : `after a refusal: ${JSON.stringify(p)}`
      },
    },
    {
      id: 'success-hands-over',
      section: 'Shell §1',
      text: 'a successful login hands over to the page (which follows the safe next path)',
      check: (trace) => {
        const now = last(trace)
        if (now.event?.type !== 'settle.login' || !('output' in now.event)) return skip
        return now.emitted.some((e) => e.type === 'login.succeeded') ? null : 'no hand-over'
      },
    },
  ],
}
