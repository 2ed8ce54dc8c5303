/**
 * Spec properties of the sticky add-to-cart bar (catalogue §2 "Sticky add-to-cart bar", §4
 * "On the sticky bar the cart call carries a type of 2 for one-time and 4 for subscription",
 * "The sticky bar returns from busy to idle, marks the product as added", §5 "Quantity … sticky
 * bar: never above 100", §9).
 */
import {
  invokedOf,
  last,
  sent,
  skip,
  type FlowSpec,
  type Observation,
  oneCallAtATime,
} from '../shared/spec'
import { quantityProperties } from '../shared/quantity-spec'

interface Props {
  shown: boolean
  busy: boolean
  mode: 'subscribe' | 'oneTime'
  quantity: number
  quantityText: string
  quantityProblem: string | null
  canAdd: boolean
  added: boolean
  isSubscribable: boolean
}
const props = (o: Observation) => o.props as unknown as Props
const before = (trace: Observation[]) => trace[trace.length - 2]

/** The bar could take a shopper's input at this step: shown and not busy before it. */
const actionable = (trace: Observation[]) => {
  const b = before(trace)
  return Boolean(b && props(b).shown && !props(b).busy)
}

export const stickyCartSpec: FlowSpec = {
  events: [
    'sticky.boxPassed',
    'sticky.boxReturned',
    'sticky.modeChosen',
    'sticky.quantityTyped',
    'sticky.decremented',
    'sticky.incremented',
    'sticky.submitted',
  ],
  samples: [
    { type: 'sticky.quantityTyped', value: '100' },
    { type: 'sticky.quantityTyped', value: '101' },
    { type: 'sticky.quantityTyped', value: '0' },
  ],
  properties: [
    // The quantity stepper's rules, shared with the purchase box (plus works up to 100 here).
    ...quantityProperties({ prefix: 'sticky', plusBelow: 100, actionable }),
    {
      id: 'appears-once-passed',
      seen: true,
      section:
        'Catalogue §2 (a bar on the product page), the issue (once the box scrolls out of view)',
      text: 'the bar shows exactly while the purchase box is scrolled out of view',
      check: (trace) => {
        const visibility = [...trace]
          .reverse()
          .find((o) => sent(o, 'sticky.boxPassed') || sent(o, 'sticky.boxReturned'))
        const expected = visibility ? sent(visibility, 'sticky.boxPassed') : false
        return props(last(trace)).shown === expected
          ? null
          : `the bar is ${expected ? 'hidden' : 'shown'} with the box ${expected ? 'passed' : 'in view'}`
      },
    },
    {
      id: 'choice-shown',
      seen: true,
      section: 'Catalogue §2 (a purchase mode of one-time or subscription)',
      text: 'on a bar that can take it, the mode the shopper chooses is the one shown, for a subscribable product; otherwise it stays one-time',
      check: (trace) => {
        const now = last(trace)
        if (!sent(now, 'sticky.modeChosen') || !actionable(trace)) return skip
        const chosen = (now.event as unknown as { mode: Props['mode'] }).mode
        const expected = props(now).isSubscribable ? chosen : 'oneTime'
        return props(now).mode === expected ? null : `chose ${chosen}, shows ${props(now).mode}`
      },
    },
    {
      id: 'subscribe-only-when-subscribable',
      seen: true,
      section: 'Catalogue §2 (one-time or subscription), §4',
      text: 'subscription is the mode only for a subscribable product',
      check: (trace) => {
        const p = props(last(trace))
        return p.mode === 'subscribe' && !p.isSubscribable
          ? 'subscribing an unsubscribable product'
          : null
      },
    },
    {
      id: 'type-2-or-4',
      section: 'Catalogue §4, §9 (type 2 one-time, 4 subscription)',
      text: 'an add sends the quantity shown and type 4 for subscription, 2 for one-time',
      check: (trace) => {
        const calls = invokedOf(trace, 'addToCart')
        if (!calls.length) return skip
        for (const call of calls) {
          const shown = props(trace[call.step - 1]!)
          const input = call.input as { quantity: number; subscribable: boolean; type: number }
          if (input.quantity !== shown.quantity)
            return `sent ${input.quantity}, showed ${shown.quantity}`
          const expected = shown.mode === 'subscribe' ? 4 : 2
          if (input.type !== expected) return `sent type ${input.type} in ${shown.mode} mode`
          if (input.subscribable !== (shown.mode === 'subscribe'))
            return 'sent the other subscription flag'
        }
        return null
      },
    },
    {
      id: 'busy-then-idle',
      seen: true,
      section: 'Catalogue §4 (the sticky bar returns from busy to idle)',
      text: 'busy exactly while the add runs; a second press adds nothing more',
      check: (trace) => oneCallAtATime(trace, 'addToCart', (o) => props(o).busy, { exact: true }),
    },
    {
      id: 'marks-added',
      // Not `seen`: it reads the machine's announcements (emitted events), which a page does not
      // show; the view test checks the cart refresh, the analytics and the toast instead.
      section: 'Catalogue §4 (marks the product as added, broadcasts a cart refresh)',
      text: 'a successful add marks the product added and is announced; a failure is shown unless nothing was sent',
      check: (trace) => {
        const now = last(trace)
        if (now.event?.type !== 'settle.addToCart') return skip
        const added = now.emitted.find((e) => e.type === 'sticky.added')
        const failed = now.emitted.find((e) => e.type === 'sticky.failed') as
          { quiet: boolean } | undefined
        if ('output' in now.event)
          return props(now).added && added ? null : 'the add was not marked'
        if (!failed || added) return 'the failure was not announced'
        const skipped = (now.event.error as Error | undefined)?.name === 'StickyAddSkipped'
        return failed.quiet === skipped ? null : 'a failure was announced the wrong way'
      },
    },
  ],
}
