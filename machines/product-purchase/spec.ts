/**
 * Spec properties of the product's add-to-cart box (catalogue §4 "Add-to-cart submit", §5
 * "Quantity", §9 frequency codes; catalogue §2 "Add-to-cart box").
 */
import {
  invokedOf,
  last,
  sent,
  type FlowSpec,
  type Observation,
  skip,
  oneCallAtATime,
} from '../shared/spec'
import { quantityProperties } from '../shared/quantity-spec'
import { AddRejected } from './errors'

/** What a failed add shows when the store gave no reason (catalogue §8, 12502.01). */
const ADD_FAILED = 'Error adding to cart. Please try again.'

interface Props {
  checking: boolean
  busy: boolean
  mode: 'subscribe' | 'oneTime' | null
  frequency: number
  quantity: number
  quantityText: string
  quantityProblem: string | null
  canAdd: boolean
  canSubscribe: boolean
  hasActiveSubscription: boolean
  explainerOpen: boolean
  frequencyOptions: Array<{ days: number; code: number; label: string }>
}
const props = (o: Observation) => o.props as unknown as Props
const FREQUENCY_CODES = [9, 4, 10, 6, 8]
/** Catalogue §9 "Frequency options (label = code)", in the spec's order. */
const FREQUENCY_OPTIONS = [
  ['15 days', 9],
  ['30 days', 4],
  ['45 days', 10],
  ['60 days', 6],
  ['90 days', 8],
]

const emitted = (o: Observation, type: string) => o.emitted.filter((e) => e.type === type)

export const productPurchaseSpec: FlowSpec = {
  delays: { myBoxUpdateDelay: 200 },
  ticks: [100, 199, 200, 1000],
  // Typed values the spec rules on: none of them is a quantity (catalogue §5).
  samples: [
    { type: 'purchase.quantityTyped', value: '0' },
    { type: 'purchase.quantityTyped', value: '2.5' },
    { type: 'purchase.quantityTyped', value: 'abc' },
    { type: 'purchase.quantityTyped', value: '' },
    { type: 'purchase.quantityTyped', value: '100' },
  ],
  events: [
    'purchase.checked',
    'purchase.checkFailed',
    'purchase.subscribeChosen',
    'purchase.oneTimeChosen',
    'purchase.frequencyChosen',
    'purchase.quantityTyped',
    'purchase.decremented',
    'purchase.incremented',
    'purchase.learnMoreToggled',
    'purchase.submitted',
  ],
  properties: [
    // The quantity stepper's rules, shared with the sticky bar (plus works below 99 here).
    ...quantityProperties({
      prefix: 'purchase',
      plusBelow: 99,
      actionable: (trace) => {
        const before = trace[trace.length - 2]
        return Boolean(before && !props(before).busy)
      },
    }),
    {
      id: 'two-purchase-options',
      seen: true,
      section: 'Catalogue §2 Add-to-cart box, §4 Purchase mode',
      text: 'once the check has answered, the box is set to subscribe or one-time and nothing else; one-time is always offered',
      check: (trace) => {
        const answered = trace.some(
          (o) => sent(o, 'purchase.checked') || sent(o, 'purchase.checkFailed'),
        )
        if (!answered) return skip
        const { mode } = props(last(trace))
        return mode === 'subscribe' || mode === 'oneTime' ? null : `the mode is ${String(mode)}`
      },
    },
    {
      id: 'frequency-dropdown',
      section: 'Catalogue §2 Add-to-cart box, §9 Frequency options',
      text: "the frequency dropdown lists the spec's five options in order, and a subscription takes the one chosen",
      check: (trace) => {
        const now = last(trace)
        const p = props(now)
        const listed = p.frequencyOptions.map((o) => [o.label, o.code])
        if (JSON.stringify(listed) !== JSON.stringify(FREQUENCY_OPTIONS))
          return `the dropdown lists ${JSON.stringify(listed)}`
        const before = trace[trace.length - 2]
        if (!sent(now, 'purchase.frequencyChosen') || !before) return null
        const code = Number(now.event!.code)
        const subscribing = props(before).mode === 'subscribe' && !props(before).busy
        if (!subscribing || !FREQUENCY_CODES.includes(code))
          return p.frequency === props(before).frequency
            ? null
            : `code ${code} changed the frequency to ${p.frequency}`
        return p.frequency === code ? null : `chose code ${code}, the box has ${p.frequency}`
      },
    },
    {
      id: 'learn-more-toggles',
      seen: true,
      section: 'Catalogue §2 Add-to-cart box, §4 The "Learn more" toggle',
      text: '"Learn more" shows the discount ladder when it is hidden and hides it when it shows',
      check: (trace) => {
        const now = last(trace)
        const before = trace[trace.length - 2]
        if (!before) return skip
        if (!sent(now, 'purchase.learnMoreToggled'))
          return props(now).explainerOpen === props(before).explainerOpen
            ? skip
            : 'the ladder moved by itself'
        return props(now).explainerOpen === !props(before).explainerOpen
          ? null
          : `the ladder stayed ${props(now).explainerOpen ? 'shown' : 'hidden'}`
      },
    },
    {
      id: 'nothing-without-a-session',
      section: 'Catalogue §5 Add-to-cart does nothing (11303.01)',
      text: 'an add the store client did not send (no auth token or session id) shows nothing, counts nothing in My Box and leaves the box ready',
      check: (trace) => {
        const now = last(trace)
        if (now.event?.type !== 'settle.addToCart' || !('error' in now.event)) return skip
        if ((now.event.error as Error | undefined)?.name !== 'AddSkipped') return skip
        const failed = emitted(now, 'purchase.failed') as Array<{ quiet?: boolean }>
        if (failed.some((f) => !f.quiet)) return 'an add that was not sent showed a failure'
        if (emitted(now, 'purchase.added').length || emitted(now, 'purchase.myBoxCounted').length)
          return 'an add that was not sent was announced'
        return props(now).busy ? 'still busy' : null
      },
    },
    {
      id: 'my-box-counted',
      section: "Catalogue §4, §6 (a logged-in customer's my-box count is incremented)",
      text: "a member's successful add raises My Box by the quantity added; no one else's does",
      check: (trace) => {
        const now = last(trace)
        if (now.event?.type !== 'settle.addToCart') return skip
        // Whose box it is: the latest check the page read says.
        const check = [...trace].reverse().find((o) => sent(o, 'purchase.checked'))
        const member = Boolean(
          (check?.event?.check as { isMember?: boolean } | undefined)?.isMember,
        )
        const counted = emitted(now, 'purchase.myBoxCounted') as Array<{ quantity?: number }>
        if (!('output' in now.event) || !member)
          return counted.length ? 'My Box counted an add it should not' : null
        const quantity = props(trace[trace.length - 2]!).quantity
        return counted.length === 1 && counted[0]!.quantity === quantity
          ? null
          : `My Box counted ${JSON.stringify(counted)} for ${quantity}`
      },
    },
    {
      id: 'my-box-update-after-200ms',
      section: 'Catalogue §4, §9 (the my-box update event fires 200 ms after an add)',
      text: "the my-box update event fires 200 ms after a member's last add, once",
      check: (trace) => {
        const now = last(trace)
        const counts = trace.filter((o) => emitted(o, 'purchase.myBoxCounted').length)
        if (!counts.length)
          return emitted(now, 'purchase.myBoxUpdated').length ? 'an update with no add' : skip
        const lastCount = counts[counts.length - 1]!
        const lastAdd = lastCount.at
        const due = lastAdd + 200
        // Updates since the last add, by step: an earlier add's update may fire at the very
        // moment a later add answers, and belongs to the earlier one.
        const since = trace.indexOf(lastCount)
        const updates = trace.filter(
          (o, i) => i >= since && emitted(o, 'purchase.myBoxUpdated').length,
        )
        // Before the due moment nothing; once it has passed, exactly one update.
        if (now.at < due)
          return updates.some((o) => o !== counts[counts.length - 1])
            ? 'the update came early'
            : null
        const fired = updates.filter((o) => o.at >= due).length
        return fired === 1 ? null : `${fired} updates 200 ms after the add`
      },
    },
    {
      id: 'no-mode-before-the-check',
      seen: true,
      section: 'Catalogue §4 (the default is decided "after loading")',
      text: 'no purchase mode shows as chosen until the add-to-cart check has answered',
      check: (trace) => {
        const answered = trace.some(
          (o) => sent(o, 'purchase.checked') || sent(o, 'purchase.checkFailed'),
        )
        if (answered) return skip
        return props(last(trace)).mode === null ? null : `${props(last(trace)).mode} showed first`
      },
    },
    {
      id: 'default-mode',
      seen: true,
      section: 'Catalogue §4',
      text: 'after the check, subscribe is the default only when the product is subscribable, no one-time purchase exists and no subscription is active',
      check: (trace) => {
        const now = last(trace)
        const before = trace[trace.length - 2]
        // The first answer decides; a check read again later only withdraws subscribe.
        if (!sent(now, 'purchase.checked') || !before?.props.checking) return skip
        const c = now.event!.check as {
          isSubscribable: boolean
          hasActiveSubscription: boolean
          hasOneTimePurchase: boolean
        }
        const expected =
          c.isSubscribable && !c.hasOneTimePurchase && !c.hasActiveSubscription
            ? 'subscribe'
            : 'oneTime'
        return props(now).mode === expected ? null : `the default was ${props(now).mode}`
      },
    },
    {
      id: 'subscribe-only-when-allowed',
      seen: true,
      section: 'Catalogue §2, §6',
      text: 'subscribe is never chosen for a product that is not subscribable or already subscribed',
      check: (trace) => {
        const p = props(last(trace))
        if (p.mode !== 'subscribe') return skip
        return p.canSubscribe ? null : 'subscribe was chosen where it is not offered'
      },
    },
    {
      id: 'subscribe-first-frequency',
      seen: true,
      section: 'Catalogue §4, §9',
      text: 'choosing subscribe sets the first frequency option (15 days, code 9)',
      check: (trace) => {
        const now = last(trace)
        const before = trace[trace.length - 2]
        if (!sent(now, 'purchase.subscribeChosen') || !before) return skip
        if (props(before).mode !== 'oneTime' || props(now).mode !== 'subscribe') return skip
        return props(now).frequency === 9
          ? null
          : `subscribe started at code ${props(now).frequency}`
      },
    },
    {
      id: 'sends-the-choice',
      section: 'Catalogue §4, §9',
      text: 'an add sends the quantity shown, subscribe with a frequency code, one-time with code 2',
      check: (trace) => {
        const calls = invokedOf(trace, 'addToCart')
        if (!calls.length) return skip
        for (const call of calls) {
          const shown = props(trace[call.step - 1]!)
          const input = call.input as { quantity: number; subscribe: boolean; frequency: number }
          if (input.quantity !== shown.quantity)
            return `sent ${input.quantity}, showed ${shown.quantity}`
          if (input.subscribe !== (shown.mode === 'subscribe'))
            return 'sent the other purchase mode'
          if (input.subscribe && !FREQUENCY_CODES.includes(input.frequency))
            return `subscribed with code ${input.frequency}`
          if (input.subscribe && input.frequency !== shown.frequency)
            return `sent code ${input.frequency}, showed ${shown.frequency}`
          if (!input.subscribe && input.frequency !== 2)
            return `one-time sent code ${input.frequency}`
        }
        return null
      },
    },
    {
      id: 'one-add-at-a-time',
      seen: true,
      section: 'Catalogue §2 (submit shows a spinner)',
      text: 'the button is busy while adding, and a second press adds nothing',
      check: (trace) => oneCallAtATime(trace, 'addToCart', (o) => props(o).busy),
    },
    {
      id: 'outcome-announced',
      section: 'Catalogue §4, §8 (11301.01, 12502.01, 11303.01)',
      text: 'success is announced with the store message (drawer or toast); a failure shows the store message or "Error adding to cart. Please try again.", nothing when nothing was sent',
      check: (trace) => {
        const now = last(trace)
        if (now.event?.type !== 'settle.addToCart') return skip
        if ('output' in now.event) {
          const added = now.emitted.find((e) => e.type === 'purchase.added') as
            { message: string | null } | undefined
          const message = (now.event.output as { message: string | null }).message
          return added?.message === message ? null : 'the add was not announced'
        }
        const error = now.event.error
        const failed = now.emitted.find((e) => e.type === 'purchase.failed') as
          { message: string | null; quiet: boolean } | undefined
        if (!failed) return 'the failure was not announced'
        if ((error as Error).name === 'AddSkipped')
          return failed.quiet ? null : 'a skipped add was shown'
        const expected = error instanceof AddRejected ? error.message : ADD_FAILED
        const shown = failed.message ?? ADD_FAILED
        if (failed.quiet || shown !== expected) return `showed "${shown}", expected "${expected}"`
        return props(now).busy ? 'still busy after a failure' : null
      },
    },
  ],
}
