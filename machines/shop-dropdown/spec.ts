/** Spec properties of the Shop dropdown (shell §2 "Header", §4, §7, §8 12201.01). */
import { invokedOf, last, sent, type FlowSpec, type Observation, skip } from '../shared/spec'

interface Props {
  open: boolean
  loading: boolean
  failed: boolean
  shown: boolean
  tiles: Array<{ label: string; url: string }>
  carousel: boolean
}
const props = (o: Observation) => o.props as unknown as Props
/** The tiles the spec puts around the fetched ones (shell §2 "Header"). */
const WHOLE_HOME = 'Whole Home'
const BUNDLES = 'Bundles'
const labels = (tiles: Array<{ label: string }>) => tiles.map((t) => t.label).join(' | ')
const tile = (label: string) => ({
  label,
  url: `/products/category/${label.toLowerCase()}`,
  image: `categories/${label.toLowerCase()}.svg`,
  imageAlt: label,
})

export const shopDropdownSpec: FlowSpec = {
  events: ['shop.toggled', 'shop.closed', 'shop.routeChanged', 'shop.widthChanged'],
  // Fewer tiles: 2 fetched make 4 in all (no carousel), 3 make 5 (a carousel on desktop).
  outputs: {
    fetchSubMenu: [
      [tile('Laundry'), tile('Dish')],
      [tile('Laundry'), tile('Dish'), tile('Floors')],
    ],
  },
  scenarios: [
    {
      name: 'four tiles in all are no carousel on desktop, five are',
      steps: [
        { send: { type: 'shop.toggled' } },
        { send: { type: 'shop.widthChanged', matches: true } },
        { settle: 'fetchSubMenu', output: [tile('Laundry'), tile('Dish')] },
        { send: { type: 'shop.routeChanged' } },
        { send: { type: 'shop.toggled' } },
      ],
    },
    {
      name: 'five tiles in all are a carousel on desktop and not on a phone',
      steps: [
        { send: { type: 'shop.toggled' } },
        { send: { type: 'shop.widthChanged', matches: true } },
        { settle: 'fetchSubMenu', output: [tile('Laundry'), tile('Dish'), tile('Floors')] },
        { send: { type: 'shop.widthChanged', matches: false } },
      ],
    },
  ],
  samples: [
    { type: 'shop.widthChanged', matches: true },
    { type: 'shop.widthChanged', matches: false },
  ],
  properties: [
    {
      id: 'shop-toggles',
      seen: true,
      section: 'Shell §2 Header, §4 Menu, dropdown',
      text: 'Shop opens the closed dropdown and closes the open one',
      check: (trace) => {
        const now = last(trace)
        const before = trace[trace.length - 2]
        if (!sent(now, 'shop.toggled') || !before) return skip
        return props(now).open === !props(before).open
          ? null
          : `Shop left the dropdown ${props(now).open ? 'open' : 'closed'}`
      },
    },
    {
      id: 'tiles-in-order',
      section: 'Shell §2 Header',
      text: 'once the sub-menu has loaded, the dropdown shows Whole Home, then the fetched tiles in their order, then Bundles',
      check: (trace) => {
        const p = props(last(trace))
        if (!p.open || !p.shown) return skip
        const answer = trace.findLast(
          (o) => o.event?.type === 'settle.fetchSubMenu' && 'output' in o.event,
        )
        if (!answer) return 'tiles shown that never loaded'
        const fetched = (answer.event as unknown as { output: Array<{ label: string }> }).output
        const expected = [WHOLE_HOME, ...fetched.map((t) => t.label), BUNDLES].join(' | ')
        return labels(p.tiles) === expected ? null : `shows ${labels(p.tiles)}, not ${expected}`
      },
    },
    {
      id: 'sub-menu-call',
      section: 'Shell §7 GET /rest/auth/fetch-sub-menu',
      text: 'the sub-menu call sends nothing, and the array of items it answers are the tiles between Whole Home and Bundles',
      check: (trace) => {
        const calls = invokedOf(trace, 'fetchSubMenu')
        if (!calls.length) return skip
        if (calls.some((c) => c.input !== undefined))
          return `the call sent ${JSON.stringify(calls.find((c) => c.input !== undefined)!.input)}`
        const now = last(trace)
        if (now.event?.type !== 'settle.fetchSubMenu' || !('output' in now.event)) return null
        const items = now.event.output as Array<{ label: string; url: string }>
        const between = props(now).tiles.slice(1, -1)
        return JSON.stringify(between.map((t) => [t.label, t.url])) ===
          JSON.stringify(items.map((t) => [t.label, t.url]))
          ? null
          : `answered ${labels(items)}, the tiles are ${labels(between)}`
      },
    },
    {
      id: 'carousel-over-4-on-desktop',
      section: 'Shell §2 Header',
      text: 'open on a desktop-wide window with more than 4 tiles in all, the dropdown is a carousel; otherwise it is not',
      check: (trace) => {
        const p = props(last(trace))
        if (!p.open) return skip
        // The width as the page last answered it while the dropdown was open (a phone until then).
        const widths = trace.filter(
          (o, i) => sent(o, 'shop.widthChanged') && i > 0 && props(trace[i - 1]!).open,
        )
        const desktop = Boolean(widths.at(-1)?.event?.matches)
        const expected = desktop && p.tiles.length > 4
        return p.carousel === expected
          ? null
          : `${p.tiles.length} tiles ${desktop ? 'on desktop' : 'on a phone'}: carousel ${p.carousel}`
      },
    },
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
