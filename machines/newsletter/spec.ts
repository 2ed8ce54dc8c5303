/** Spec properties of the newsletter flow (shell §4, §5, §8, §9; catalogue §5). */
import {
  invokedOf,
  last,
  looksLikeEmail,
  oneCallAtATime,
  type FlowSpec,
  type Observation,
  skip,
} from '../shared/spec'

// The spec's words (shell §5, catalogue §5), written here rather than imported from the product.
const REQUIRED = 'This field is required'
const INVALID = 'This email is not valid'
/**
 * Catalogue §8: what the footer and the sign-up block show for a server or a network error. The
 * walks and paths run the footer form (the flow's sample input); the modal words its failures
 * after the shell spec instead.
 */
const FORM_FAILURE = 'Something went wrong. Please try again shortly.'

const props = (o: Observation) =>
  o.props as {
    email: string
    busy: boolean
    fieldError: string | null
    status: string | null
    statusText: string | null
  }

export const newsletterSpec: FlowSpec = {
  samples: [{ type: 'newsletter.typed', value: '  ana@example.com ' }],
  scenarios: [
    {
      name: 'a padded address is sent trimmed',
      steps: [
        { send: { type: 'newsletter.typed', value: '  ana@example.com ' } },
        { send: { type: 'newsletter.submitted' } },
      ],
    },
  ],
  events: ['newsletter.typed', 'newsletter.submitted'],
  delays: { messageTimeout: 3000 },
  ticks: [1000, 2999, 3000],
  properties: [
    {
      id: 'busy-while-sending',
      section: 'Shell §2 Newsletter modal; catalogue §2 Newsletter sign-up form',
      text: 'the form is busy ("Subscribing...") exactly while the address is being sent, and a second submit sends nothing more',
      check: (trace) => oneCallAtATime(trace, 'subscribe', (o) => props(o).busy, { exact: true }),
    },
    {
      id: 'form-failure-text',
      section: 'Catalogue §8 Newsletter',
      text: 'the footer form shows "Something went wrong. Please try again shortly." for a server error and a network error alike',
      check: (trace) => {
        const now = last(trace)
        if (now.event?.type !== 'settle.subscribe' || !('error' in now.event)) return skip
        const p = props(now)
        return p.status === 'error' && p.statusText === FORM_FAILURE
          ? null
          : `a failure shows ${JSON.stringify(p.statusText)}`
      },
    },
    {
      id: 'valid-only',
      section: 'Shell §5',
      text: 'only valid e-mail addresses are sent, trimmed',
      check: (trace) => {
        const calls = invokedOf(trace, 'subscribe')
        if (!calls.length) return skip
        const bad = calls.find(({ input }) => {
          const email = (input as { email: string }).email
          return !looksLikeEmail(email) || email !== email.trim()
        })
        return bad ? `subscribe was invoked with ${JSON.stringify(bad.input)}` : null
      },
    },
    {
      id: 'field-messages',
      seen: true,
      section: 'Shell §5',
      text: 'empty gives "This field is required", not an e-mail gives "This email is not valid"',
      check: (trace) => {
        const now = last(trace)
        const before = trace[trace.length - 2]
        if (now.event?.type !== 'newsletter.submitted' || !before || props(before).busy) return skip
        const email = props(before).email.trim()
        const expected = email === '' ? REQUIRED : looksLikeEmail(email) ? null : INVALID
        if (expected && props(now).fieldError !== expected)
          return `submitting "${email}" showed ${JSON.stringify(props(now).fieldError)}`
        if (expected && now.invoked.length) return `"${email}" was sent`
        return null
      },
    },
    {
      id: 'success-clears',
      seen: true,
      section: 'Shell §4',
      text: "success clears the field and shows the store's success text",
      check: (trace) => {
        const now = last(trace)
        if (now.event?.type !== 'settle.subscribe' || !('output' in now.event)) return skip
        const { message } = now.event.output as { message: string }
        const p = props(now)
        return p.email === '' && p.status === 'success' && p.statusText === message
          ? null
          : `after success: ${JSON.stringify(p)}`
      },
    },
    {
      id: 'message-3s',
      seen: true,
      section: 'Shell §8, §9',
      text: 'the outcome message shows for 3 s, then is gone',
      check: (trace) => {
        // The latest moment a message appeared, with nothing but time passing since.
        let shownAt = -1
        for (let i = trace.length - 1; i > 0; i--) {
          if (props(trace[i]!).status && !props(trace[i - 1]!).status) {
            shownAt = i
            break
          }
        }
        if (shownAt < 0) return skip
        const since = trace.slice(shownAt + 1)
        if (since.some((o) => o.event?.type !== 'tick')) return skip
        const now = last(trace)
        const elapsed = now.at - trace[shownAt]!.at
        const showing = props(now).status !== null
        if (elapsed < 3000 && !showing) return `the message was gone after ${elapsed} ms`
        if (elapsed >= 3000 && showing) return `the message still showed after ${elapsed} ms`
        return null
      },
    },
  ],
}
