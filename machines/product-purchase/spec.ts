/**
 * Spec properties of the product's add-to-cart box (catalogue §4 "Add-to-cart submit", §5
 * "Quantity", §9 frequency codes; catalogue §2 "Add-to-cart box").
 */
import { invokedOf, last, sent, type FlowSpec, type Observation, skip } from '../shared/spec'
import { AddRejected } from './errors'
import { PURCHASE_TEXT, purchaseFailureText } from './connect'

interface Props {
  checking: boolean
  busy: boolean
  mode: 'subscribe' | 'oneTime'
  frequency: number
  quantity: number
  quantityText: string
  canSubscribe: boolean
  hasActiveSubscription: boolean
  explainerOpen: boolean
}
const props = (o: Observation) => o.props as unknown as Props
const FREQUENCY_CODES = [9, 4, 10, 6, 8]

export const productPurchaseSpec: FlowSpec = {
  events: [
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
    {
      id: 'quantity-1-100',
      seen: true,
      section: 'Catalogue §5 Quantity',
      text: 'the quantity is always a whole number from 1 to 100',
      check: (trace) => {
        const q = props(last(trace)).quantity
        return Number.isInteger(q) && q >= 1 && q <= 100 ? null : `the quantity was ${q}`
      },
    },
    {
      id: 'typed-quantity',
      seen: true,
      section: 'Catalogue §5 Quantity',
      text: 'a typed quantity counts only when it is an integer from 1 to 100; otherwise it stays',
      check: (trace) => {
        const now = last(trace)
        const before = trace[trace.length - 2]
        if (!sent(now, 'purchase.quantityTyped') || !before || props(before).busy) return skip
        if (props(before).checking) return skip
        const value = (now.event as unknown as { value: string }).value.trim()
        const valid = /^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 100
        const expected = valid ? Number(value) : props(before).quantity
        return props(now).quantity === expected
          ? null
          : `typing "${value}" made the quantity ${props(now).quantity}, expected ${expected}`
      },
    },
    {
      id: 'buttons',
      seen: true,
      section: 'Catalogue §5 Quantity',
      text: 'minus works only above 1; plus works below 99 and never passes 100',
      check: (trace) => {
        const now = last(trace)
        const before = trace[trace.length - 2]
        if (!before || props(before).busy || props(before).checking) return skip
        const q = props(before).quantity
        if (sent(now, 'purchase.decremented'))
          return props(now).quantity === (q > 1 ? q - 1 : q)
            ? null
            : `minus at ${q} gave ${props(now).quantity}`
        if (sent(now, 'purchase.incremented'))
          return props(now).quantity === (q < 99 ? q + 1 : q)
            ? null
            : `plus at ${q} gave ${props(now).quantity}`
        return skip
      },
    },
    {
      id: 'default-mode',
      seen: true,
      section: 'Catalogue §4',
      text: 'after the check, subscribe is the default only when the product is subscribable, no one-time purchase exists and no subscription is active',
      check: (trace) => {
        const now = last(trace)
        if (now.event?.type !== 'settle.loadCheck' || !('output' in now.event)) return skip
        const c = now.event.output as {
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
      check: (trace) => {
        const calls = invokedOf(trace, 'addToCart')
        if (!calls.length) return skip
        const settled = trace.filter((o) => o.event?.type === 'settle.addToCart').length
        if (calls.length > settled + 1) return 'a second add started before the first answered'
        return calls.length > settled && !props(last(trace)).busy ? 'not busy while adding' : null
      },
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
        const expected = error instanceof AddRejected ? error.message : PURCHASE_TEXT.failure
        if (failed.quiet || purchaseFailureText(failed.message) !== expected)
          return `showed "${purchaseFailureText(failed.message)}", expected "${expected}"`
        return props(now).busy ? 'still busy after a failure' : null
      },
    },
  ],
}
