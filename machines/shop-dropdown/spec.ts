/** Spec properties of the Shop dropdown (shell §2 "Header", §4, §7, §8 12201.01). */
import { invokedOf, last, sent, type FlowSpec, type Observation, skip } from '../shared/spec'

const props = (o: Observation) =>
  o.props as { open: boolean; loading: boolean; failed: boolean; shown: boolean }

export const shopDropdownSpec: FlowSpec = {
  events: ['shop.toggled', 'shop.closed', 'shop.routeChanged', 'shop.widthChanged'],
  samples: [
    { type: 'shop.widthChanged', matches: true },
    { type: 'shop.widthChanged', matches: false },
  ],
  properties: [
    {
      id: 'tiles-loaded-once',
      section: 'Shell §2 Header',
      text: 'the tiles are fetched on first open and not again once they loaded',
      check: (trace) => {
        const loadedAt = trace.findIndex((o) => props(o).shown)
        if (loadedAt < 0) return skip
        const again = invokedOf(trace.slice(loadedAt + 1), 'fetchSubMenu')
        return again.length ? 'the tiles were fetched again after they loaded' : null
      },
    },
    {
      id: 'failure-in-place-of-tiles',
      seen: true,
      section: 'Shell §2, §8 (12201.01)',
      text: 'if the sub-menu fails to load, "Something went wrong" shows in place of tiles',
      check: (trace) => {
        const now = last(trace)
        if (now.event?.type !== 'settle.fetchSubMenu' || !('error' in now.event)) return skip
        const p = props(now)
        return !p.open || (p.failed && !p.shown) ? null : `after a failure: ${JSON.stringify(p)}`
      },
    },
    {
      id: 'closes-on-navigation',
      seen: true,
      section: 'Shell §4',
      text: 'a navigation closes the dropdown',
      check: (trace) => {
        if (!sent(last(trace), 'shop.routeChanged')) return skip
        return props(last(trace)).open ? 'stayed open' : null
      },
    },
  ],
}
