/** Spec properties of the cart drawer (catalogue §3 cart, §4 "Add-to-cart submit", §8 11304.01). */
import { last, sent, type FlowSpec, type Observation, skip } from '../shared/spec'

const props = (o: Observation) => o.props as { open: boolean; panel: string | null }
const loads = (o: Observation) => o.invoked.some((c) => c.src === 'loadCart')

export const cartDrawerSpec: FlowSpec = {
  events: ['cart.opened', 'cart.closed', 'cart.itemAdded', 'cart.retried', 'cart.routeChanged'],
  properties: [
    {
      id: 'opening-loads',
      section: 'Catalogue §4',
      text: 'opening the drawer (button or an add) loads the cart afresh',
      check: (trace) => {
        const now = last(trace)
        const before = trace[trace.length - 2]
        if (!before || props(before).open) return skip
        if (!sent(now, 'cart.opened') && !sent(now, 'cart.itemAdded')) return null
        return props(now).open && loads(now) ? null : 'opened without loading the cart'
      },
    },
    {
      id: 'retry-reloads',
      section: 'Catalogue §8 (11304.01)',
      text: '"Try again" after a failed load loads the cart again',
      check: (trace) => {
        const now = last(trace)
        const before = trace[trace.length - 2]
        if (!sent(now, 'cart.retried') || !before || props(before).panel !== 'failed') return skip
        return loads(now) && props(now).panel === 'loading' ? null : 'Try again did not reload'
      },
    },
    {
      id: 'failure-shown',
      seen: true,
      section: 'Catalogue §8 (11304.01)',
      text: 'a failed load shows the failure with Try again',
      check: (trace) => {
        const now = last(trace)
        if (now.event?.type !== 'settle.loadCart' || !('error' in now.event)) return skip
        return !props(now).open || props(now).panel === 'failed' ? null : 'the failure is not shown'
      },
    },
    {
      id: 'route-change-closes',
      seen: true,
      section: 'Catalogue §4',
      text: 'a navigation closes the drawer',
      check: (trace) => {
        if (!sent(last(trace), 'cart.routeChanged')) return skip
        return props(last(trace)).open ? 'stayed open' : null
      },
    },
  ],
}
