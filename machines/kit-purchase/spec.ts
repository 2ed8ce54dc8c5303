/** Spec properties of the starter-kit purchase box (shell §2, §4 "Purchase choice", §5, §8). */
import { invokedOf, last, sent, type FlowSpec, type Observation, skip } from '../shared/spec'
import { KitAddRejected } from './machine'

/** What a failed kit add shows when the store client gave no reason (shell §8, 14601.04). */
const KIT_ADD_FAILED = 'Error adding starter kit to cart. Please try again.'
/** Shell §5: what a kit add without a session or token, or without a kit id, shows. */
const SESSION_ERROR = 'Session error. Please refresh the page and try again.'
const KIT_ID_MISSING = 'Starter Kit ID is missing. Please try again.'

const props = (o: Observation) =>
  o.props as { subscribe: boolean; busy: boolean; added: boolean; explainerOpen: boolean }

const choiceOf = (o: Observation) =>
  sent(o, 'kit.optionChosen') ? (o.event as unknown as { subscribe: boolean }).subscribe : null

export const kitPurchaseSpec: FlowSpec = {
  events: ['kit.optionChosen', 'kit.learnMoreToggled', 'kit.submitted'],
  // A page that has no kit id to give.
  samples: [{ type: 'kit.submitted', kitId: null }],
  scenarios: [
    {
      name: 'a kit add without a kit id shows the missing-id toast',
      steps: [
        { send: { type: 'kit.submitted', kitId: null } },
        { settle: 'addKit', error: new KitAddRejected(KIT_ID_MISSING) },
      ],
    },
    {
      name: 'a kit add without a session shows the session toast',
      steps: [
        { send: { type: 'kit.optionChosen', subscribe: false } },
        { send: { type: 'kit.submitted', kitId: 3 } },
        { settle: 'addKit', error: new KitAddRejected(SESSION_ERROR) },
      ],
    },
  ],
  properties: [
    {
      id: 'session-and-kit-id-required',
      section: 'Shell §5 Starter kit add',
      text: "the add is asked for with the kit id the page has (none when it has none), and a refusal for want of a session, a token or a kit id shows the spec's text for it",
      check: (trace) => {
        const now = last(trace)
        const started = now.invoked.find((i) => i.src === 'addKit')
        if (started) {
          const given = (now.event as unknown as { kitId?: number | null }).kitId ?? null
          const asked = (started.input as { kitId: number | null }).kitId
          return asked === given ? null : `asked to add kit ${asked}, the page gave ${given}`
        }
        if (now.event?.type !== 'settle.addKit' || !('error' in now.event)) return skip
        const reason = (now.event.error as Error).message
        if (reason !== SESSION_ERROR && reason !== KIT_ID_MISSING) return skip
        const failed = now.emitted.find((e) => e.type === 'kit.failed') as
          { message: string | null } | undefined
        return failed?.message === reason
          ? null
          : `a refusal for "${reason}" showed ${JSON.stringify(failed?.message ?? null)}`
      },
    },
    {
      id: 'subscribe-default',
      seen: true,
      section: 'Shell §2',
      text: '"Subscribe" is chosen until the shopper picks "Buy One Time"',
      check: (trace) => {
        if (trace.some((o) => choiceOf(o) !== null)) return skip
        return props(last(trace)).subscribe ? null : '"Buy One Time" was chosen by itself'
      },
    },
    {
      id: 'is-subscribe-follows-choice',
      section: 'Shell §4 Purchase choice, §7',
      text: 'the kit is added with is_subscribe as chosen when "Add to Cart" was pressed',
      check: (trace) => {
        const calls = invokedOf(trace, 'addKit')
        if (!calls.length) return skip
        for (const call of calls) {
          // The latest choice made while the box could still change (before this add).
          let chosen = true
          for (let i = 1; i < call.step; i++) {
            const choice = choiceOf(trace[i]!)
            const before = props(trace[i - 1]!)
            if (choice !== null && !before.busy && !before.added) chosen = choice
          }
          const input = call.input as { subscribe: boolean; kitId: number | null }
          if (input.subscribe !== chosen)
            return `added with is_subscribe ${input.subscribe}, the shopper chose ${chosen}`
          const submitted = trace[call.step]!.event as unknown as { kitId?: number | null }
          if (input.kitId !== submitted.kitId) return `added kit ${input.kitId}, not the page's`
        }
        return null
      },
    },
    {
      id: 'one-add-at-a-time',
      seen: true,
      section: 'Shell §2',
      text: 'the button is busy while the kit is added, and a second press adds nothing',
      check: (trace) => {
        const calls = invokedOf(trace, 'addKit')
        if (!calls.length) return skip
        const settles = trace.filter((o) => o.event?.type === 'settle.addKit').length
        if (calls.length > settles + 1) return 'a second add started before the first answered'
        const open = calls.length > settles
        const p = props(last(trace))
        return open && !p.busy ? 'not busy while the kit is being added' : null
      },
    },
    {
      id: 'failure-toast',
      section: 'Shell §8 (14601.xx)',
      text: 'a failed add shows the reason, or "Error adding starter kit to cart. Please try again.", and the box is ready again',
      check: (trace) => {
        const now = last(trace)
        if (now.event?.type !== 'settle.addKit' || !('error' in now.event)) return skip
        const error = now.event.error
        const expected = error instanceof KitAddRejected ? error.message : KIT_ADD_FAILED
        const failed = now.emitted.find((e) => e.type === 'kit.failed') as
          { message: string | null } | undefined
        if (!failed) return 'no failure was announced'
        const shown = failed.message ?? KIT_ADD_FAILED
        if (shown !== expected) return `the toast read "${shown}", expected "${expected}"`
        return props(now).busy || props(now).added ? 'the box stayed locked after a failure' : null
      },
    },
    {
      id: 'success-checkout',
      section: 'Shell §4 Purchase choice',
      text: "a successful add goes to the store's checkout",
      check: (trace) => {
        const now = last(trace)
        if (now.event?.type !== 'settle.addKit' || !('output' in now.event)) return skip
        return now.emitted.some((e) => e.type === 'kit.added') ? null : 'no hand-over to checkout'
      },
    },
    {
      id: 'learn-more-toggles',
      seen: true,
      section: 'Shell §2',
      text: '"Learn more" shows the tier explainer and "Learn less" hides it',
      check: (trace) => {
        const now = last(trace)
        const before = trace[trace.length - 2]
        if (!sent(now, 'kit.learnMoreToggled') || !before) return skip
        return props(now).explainerOpen !== props(before).explainerOpen
          ? null
          : 'the explainer did not toggle'
      },
    },
  ],
}
