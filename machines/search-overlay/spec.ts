/** Spec properties of the search overlay (shell §2 "Search overlay", §4, §5, §7, §9). */
import { invokedOf, last, sent, type FlowSpec, type Observation, skip } from '../shared/spec'

// What the store accepts (shell §4 search call; the reference store's validation), stated here
// rather than taken from the product: no control characters, at most 200 characters.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/
const STORE_QUERY_MAX = 200
/** Blank to a shopper: nothing but spaces and control characters. */
// eslint-disable-next-line no-control-regex
const blank = (raw: string) => /^[\s\u0000-\u001f\u007f]*$/.test(raw)

interface Props {
  open: boolean
  query: string
  panel: string
  tiles: Array<{ id: number }>
  resultCount: number
  trimmedQuery: string
}
const props = (o: Observation) => o.props as unknown as Props
/** The spec's tile limit (shell §2 "Up to 6 tiles are shown"). */
const TILES = 6
/** The panels the spec names (shell §4 "States: loading popular, searching, results, no results"). */
const PANELS = ['loading', 'popular', 'searching', 'results', 'noResults']
const ids = (products: Array<{ id: number }>) => products.map((p) => p.id).join(',')
/** The products of the newest answer of `src` in the trace ([] when none came: failures aside). */
const answered = (trace: Observation[], src: string) => {
  const answer = trace.findLast((o) => o.event?.type === `settle.${src}` && 'output' in o.event)
    ?.event as { output?: { products: Array<{ id: number }> } } | undefined
  return answer?.output?.products ?? []
}
const before = (trace: Observation[]) => trace[trace.length - 2]
const typedValue = (o: Observation) =>
  (o.event as unknown as { value?: string } | null)?.value ?? ''
const QUIET_MS = 300

export const searchOverlaySpec: FlowSpec = {
  samples: [
    { type: 'search.typed', value: ' soap ' },
    // A pasted tab and an over-long query: cleaned as the results page does.
    { type: 'search.typed', value: `so\tap ${'x'.repeat(240)}` },
    { type: 'search.typed', value: '\t\n' },
  ],
  scenarios: [
    {
      name: 'pasted control characters and over-long text are searched as the store accepts them',
      steps: [
        { send: { type: 'search.opened' } },
        { send: { type: 'search.typed', value: `so\tap ${'x'.repeat(240)}` } },
        { tick: 300 },
        { send: { type: 'search.submitted' } },
        { send: { type: 'search.typed', value: '\t\n' } },
        { tick: 300 },
        { send: { type: 'search.submitted' } },
      ],
    },
    {
      name: 'a padded query is searched and submitted trimmed',
      steps: [
        { send: { type: 'search.opened' } },
        { send: { type: 'search.typed', value: ' soap ' } },
        { tick: 300 },
        { send: { type: 'search.submitted' } },
      ],
    },
    {
      name: 'a padded query that finds products offers its results page trimmed',
      steps: [
        { send: { type: 'search.opened' } },
        { send: { type: 'search.typed', value: ' soap ' } },
        { tick: 300 },
        {
          settle: 'search',
          output: {
            products: [{ id: 1, name: 'Soap', slug: 'soap', price: 5, image: '' }],
            searchLogId: 7,
          },
        },
      ],
    },
    {
      name: 'a click on results the store did not log is not logged',
      steps: [
        { send: { type: 'search.opened' } },
        { send: { type: 'search.typed', value: 'soap' } },
        { tick: 300 },
        {
          settle: 'search',
          output: {
            products: [{ id: 1, name: 'Soap', slug: 'soap', price: 5, image: '' }],
            searchLogId: null,
          },
        },
        { send: { type: 'search.resultClicked', productId: 1 } },
      ],
    },
  ],
  events: [
    'search.opened',
    'search.closed',
    'search.routeChanged',
    'search.typed',
    'search.cleared',
    'search.submitted',
    'search.resultClicked',
  ],
  // A search answer without a log id: its results' clicks are not logged (shell §7).
  outputs: {
    search: [
      { products: [{ id: 1, name: 'Soap', slug: 'soap', price: 5, image: '' }], searchLogId: null },
    ],
  },
  delays: { debounce: QUIET_MS },
  ticks: [100, 299, 300, 1000],
  properties: [
    {
      id: 'opens-on-click',
      seen: true,
      section: 'Shell §2, §4 Search overlay',
      text: 'a click on search opens the closed overlay, with an empty box',
      check: (trace) => {
        const now = last(trace)
        const was = before(trace)
        if (!sent(now, 'search.opened') || !was || props(was).open) return skip
        return props(now).open && props(now).query === ''
          ? null
          : `after the click: ${JSON.stringify({ open: props(now).open, query: props(now).query })}`
      },
    },
    {
      id: 'named-states',
      section: 'Shell §4 Search overlay',
      text: 'open, it is loading popular products, showing them, searching, showing results or no results: loading while the popular call runs, searching while the search runs, results or no results once it answers',
      check: (trace) => {
        const now = last(trace)
        const p = props(now)
        if (!p.open) return skip
        if (!PANELS.includes(p.panel)) return `shows "${p.panel}"`
        if (now.invoked.some((c) => c.src === 'fetchPopular') && p.panel !== 'loading')
          return `"${p.panel}" while the popular products load`
        if (now.invoked.some((c) => c.src === 'search') && p.panel !== 'searching')
          return `"${p.panel}" while the search runs`
        if (now.event?.type === 'settle.search' && !['results', 'noResults'].includes(p.panel))
          return `"${p.panel}" once the search answered`
        if (now.event?.type === 'settle.fetchPopular' && p.panel === 'loading')
          return 'still loading once the popular products answered'
        return null
      },
    },
    {
      id: 'popular-while-empty',
      section: 'Shell §2 Search overlay',
      text: 'while the box is empty (or blank) the popular products show: their first 6 tiles once they loaded',
      check: (trace) => {
        const p = props(last(trace))
        if (!p.open || !blank(p.query)) return skip
        if (p.panel === 'loading') return null
        if (p.panel !== 'popular') return `an empty box shows "${p.panel}"`
        const popular = answered(trace, 'fetchPopular').slice(0, TILES)
        return ids(p.tiles) === ids(popular)
          ? null
          : `shows tiles ${ids(p.tiles)}, the popular products were ${ids(popular)}`
      },
    },
    {
      id: 'live-results',
      section: 'Shell §2 Search overlay',
      text: 'a search that finds n products shows them as results, counted n, in their first 6 tiles; one that finds none shows no results and no tiles',
      check: (trace) => {
        const now = last(trace)
        if (now.event?.type !== 'settle.search' || !('output' in now.event)) return skip
        const found = (now.event.output as { products: Array<{ id: number }> }).products
        const p = props(now)
        if (!p.open) return skip
        if (!found.length)
          return p.panel === 'noResults' && !p.tiles.length
            ? null
            : `nothing found showed "${p.panel}" with ${p.tiles.length} tiles`
        if (p.panel !== 'results') return `${found.length} products showed "${p.panel}"`
        if (p.resultCount !== found.length)
          return `${found.length} products counted as ${p.resultCount}`
        return ids(p.tiles) === ids(found.slice(0, TILES))
          ? null
          : `tiles ${ids(p.tiles)} for products ${ids(found)}`
      },
    },
    {
      id: 'up-to-6-tiles',
      section: 'Shell §2 Search overlay',
      text: 'never more than 6 tiles show',
      check: (trace) => {
        const p = props(last(trace))
        if (!p.open || !p.tiles.length) return skip
        return p.tiles.length <= TILES ? null : `${p.tiles.length} tiles show`
      },
    },
    {
      id: 'show-more-results',
      section: 'Shell §2 Search overlay',
      text: '"Show More Results" goes to the results page with the text typed, trimmed',
      check: (trace) => {
        const p = props(last(trace))
        if (!p.open || p.panel !== 'results') return skip
        const typed = trace.findLast((o) => sent(o, 'search.typed'))
        const text = typed ? typedValue(typed).trim() : ''
        return p.trimmedQuery === text
          ? null
          : `"Show More Results" goes to "${p.trimmedQuery}", the box says "${text}"`
      },
    },
    {
      id: 'failure-shows-no-results',
      section: 'Shell §8 (12002.01)',
      text: 'a search that fails shows the no-results state',
      check: (trace) => {
        const now = last(trace)
        if (now.event?.type !== 'settle.search' || !('error' in now.event)) return skip
        return props(now).panel === 'noResults'
          ? null
          : `a failed search showed ${props(now).panel}`
      },
    },
    {
      id: 'debounced-trimmed',
      section: 'Shell §4, §9',
      text: 'search runs only after 300 ms without typing, with the trimmed query, never blank',
      check: (trace) => {
        const calls = invokedOf(trace, 'search')
        if (!calls.length) return skip
        for (const call of calls) {
          const query = (call.input as { query: string }).query
          if (query.trim() === '' || query !== query.trim()) return `searched for "${query}"`
          // What the store accepts (shell §4 search call; store validation): no control
          // characters and no more than the longest query it searches.
          if (CONTROL.test(query) || query.length > STORE_QUERY_MAX)
            return `searched for text the store refuses: ${JSON.stringify(query.slice(0, 40))}…`
          const typed = trace.slice(0, call.step + 1).filter((o) => sent(o, 'search.typed'))
          const lastTyped = typed[typed.length - 1]
          if (!lastTyped) return 'searched without any typing'
          if (call.at - lastTyped.at < QUIET_MS)
            return `searched ${call.at - lastTyped.at} ms after typing`
        }
        return null
      },
    },
    {
      id: 'searches-when-quiet',
      section: 'Shell §4, §9',
      text: 'a typed query is searched once 300 ms pass without typing',
      check: (trace) => {
        const i = trace.findLastIndex((o) => sent(o, 'search.typed'))
        if (i < 0 || blank(typedValue(trace[i]!)) || !props(trace[i]!).open) return skip
        const since = trace.slice(i + 1)
        if (since.some((o) => o.event?.type !== 'tick' && !o.event?.type.startsWith('settle.')))
          return skip
        const now = last(trace)
        const searched = since.some((o) => o.invoked.some((c) => c.src === 'search'))
        if (now.at - trace[i]!.at >= QUIET_MS && !searched)
          return `no search ${now.at - trace[i]!.at} ms after typing stopped`
        return null
      },
    },
    {
      id: 'blank-not-submitted',
      section: 'Shell §4, §5',
      text: 'a blank query is not submitted; a query goes to the results page trimmed',
      check: (trace) => {
        const go = last(trace).emitted.find((e) => e.type === 'search.navigate') as
          { query: string } | undefined
        if (!go) return skip
        if (go.query.trim() === '') return 'a blank query went to the results page'
        return go.query === go.query.trim() ? null : `went to the results page with "${go.query}"`
      },
    },
    {
      id: 'route-change-resets',
      seen: true,
      section: 'Shell §2, §4',
      text: 'any route change closes and resets the overlay',
      check: (trace) => {
        const now = last(trace)
        if (!sent(now, 'search.routeChanged')) return skip
        return props(now).open || props(now).query !== '' ? 'still open or not reset' : null
      },
    },
    {
      id: 'click-logged-with-log-id',
      section: 'Shell §7',
      text: 'a result click is logged with the search log id of the search that showed it, only when there is one',
      check: (trace) => {
        if (!trace.some((o) => sent(o, 'search.resultClicked'))) return skip
        for (const click of invokedOf(trace, 'logSearchClick')) {
          const answers = trace
            .slice(0, click.step)
            .filter((o) => o.event?.type === 'settle.search' && 'output' in o.event)
          const answer = answers[answers.length - 1]?.event as unknown as
            { output: { searchLogId: number | null } } | undefined
          const logId = answer?.output.searchLogId ?? null
          if (logId === null) return 'a click was logged for a search without a log id'
          if ((click.input as { searchLogId: number }).searchLogId !== logId)
            return `logged with ${JSON.stringify(click.input)}, the search said ${logId}`
        }
        return null
      },
    },
  ],
}
