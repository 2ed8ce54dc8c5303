/** Spec properties of the blog post search (catalogue §2 "Blog post search", §4, §5, §9). */
import { invokedOf, last, sent, skip, type FlowSpec, type Observation } from '../shared/spec'

// The spec's own words and numbers (catalogue §2, §5), not the product's: a rule that is wrong
// in the product must not move its check with it.
const TEXT = {
  hint: 'Type at least 3 characters to search',
  found: (n: number) => `Found ${n} result(s)`,
  noResults: 'No results found',
  noResultsHint: 'Try adjusting your search terms or browse our blog for more content.',
}
/** "At least 3 characters", trimmed; an emoji is one character to a shopper. */
const searchable = (raw: string) => Array.from(raw.trim()).length >= 3

interface Props {
  query: string
  status: string
  hint: string | null
  posts: unknown[]
  busy: boolean
  canSearch: boolean
  canClear: boolean
}
const props = (o: Observation) => o.props as unknown as Props
const QUIET_MS = 500
const typedValue = (o: Observation) => (o.event as { value?: string } | null)?.value ?? ''
/** Only time passed or a call answered since step i. */
const quietSince = (trace: Observation[], i: number) =>
  trace
    .slice(i + 1)
    .every((o) => o.event?.type === 'tick' || o.event?.type.startsWith('settle.') === true)

export const blogSearchSpec: FlowSpec = {
  samples: [
    { type: 'blog-search.typed', value: '  GROUT ' },
    { type: 'blog-search.typed', value: 'ab ' },
    // Three characters once trimmed, one of them a single emoji made of two code units.
    { type: 'blog-search.typed', value: ' 🧼ab ' },
    { type: 'blog-search.typed', value: '\t\nso' },
  ],
  scenarios: [
    {
      name: 'a padded term is searched trimmed, after 500 ms without typing',
      steps: [
        { send: { type: 'blog-search.typed', value: 'gr' } },
        { tick: 400 },
        { send: { type: 'blog-search.typed', value: '  GROUT ' } },
        { tick: 499 },
        { tick: 1 },
      ],
    },
    {
      name: 'Enter searches at once and the button does nothing while a search runs',
      steps: [
        { send: { type: 'blog-search.typed', value: 'laundry' } },
        { send: { type: 'blog-search.submitted' } },
        { send: { type: 'blog-search.submitted' } },
        { tick: 1000 },
      ],
    },
    {
      name: 'clearing after results resets everything',
      steps: [
        { send: { type: 'blog-search.typed', value: 'soap' } },
        { tick: 500 },
        { settle: 'searchPosts', output: { posts: [] } },
        { send: { type: 'blog-search.cleared' } },
      ],
    },
  ],
  events: ['blog-search.typed', 'blog-search.submitted', 'blog-search.cleared'],
  delays: { debounce: QUIET_MS },
  ticks: [100, 499, 500, 1000],
  properties: [
    {
      id: 'term-trimmed-3',
      section: 'Catalogue §5',
      text: 'only a trimmed term of 3 or more characters is searched: the one typed last',
      check: (trace) => {
        const calls = invokedOf(trace, 'searchPosts')
        if (!calls.length) return skip
        for (const call of calls) {
          const term = (call.input as { term: string }).term
          if (term !== term.trim() || !searchable(term)) return `searched for "${term}"`
          const typed = trace.slice(0, call.step + 1).findLast((o) => sent(o, 'blog-search.typed'))
          if (!typed || typedValue(typed).trim() !== term)
            return `searched "${term}", the field said "${typed ? typedValue(typed) : ''}"`
        }
        return null
      },
    },
    {
      id: 'debounced-500',
      section: 'Catalogue §4, §9',
      text: 'a search not asked for (Enter, the button) runs only after 500 ms without typing',
      check: (trace) => {
        const calls = invokedOf(trace, 'searchPosts')
        if (!calls.length) return skip
        for (const call of calls) {
          if (sent(trace[call.step]!, 'blog-search.submitted')) continue
          const typed = trace.slice(0, call.step + 1).findLast((o) => sent(o, 'blog-search.typed'))
          if (typed && call.at - typed.at < QUIET_MS)
            return `searched ${call.at - typed.at} ms after typing`
        }
        return null
      },
    },
    {
      id: 'searches-when-quiet',
      section: 'Catalogue §4, §9',
      text: 'a searchable term is searched once 500 ms pass without typing',
      check: (trace) => {
        const i = trace.findLastIndex((o) => sent(o, 'blog-search.typed'))
        if (i < 0 || !searchable(typedValue(trace[i]!)) || !quietSince(trace, i)) return skip
        const elapsed = last(trace).at - trace[i]!.at
        const searched = trace
          .slice(i + 1)
          .some((o) => o.invoked.some((c) => c.src === 'searchPosts'))
        if (elapsed >= QUIET_MS && !searched) return `no search ${elapsed} ms after typing stopped`
        return null
      },
    },
    {
      id: 'enter-or-button',
      section: 'Catalogue §4',
      text: 'Enter or the button searches at once when the button is enabled, and does nothing when it is disabled',
      check: (trace) => {
        const now = last(trace)
        const before = trace[trace.length - 2]
        if (!sent(now, 'blog-search.submitted') || !before) return skip
        const started = now.invoked.some((c) => c.src === 'searchPosts')
        if (props(before).canSearch && !started) return 'an enabled search did not search'
        if (!props(before).canSearch && started) return 'a disabled search searched'
        return null
      },
    },
    {
      id: 'button-disabled',
      seen: true,
      section: 'Catalogue §4',
      text: 'the button is disabled while searching or with fewer than 3 characters',
      check: (trace) => {
        const p = props(last(trace))
        const expected = !p.busy && searchable(p.query)
        return p.canSearch === expected
          ? null
          : `button ${p.canSearch ? 'enabled' : 'disabled'} with "${p.query}"${p.busy ? ' while searching' : ''}`
      },
    },
    {
      id: 'hint-under-3',
      seen: true,
      section: 'Catalogue §2, §5',
      text: 'under 3 characters the results are cleared and the hint shows',
      check: (trace) => {
        const p = props(last(trace))
        if (searchable(p.query)) return skip
        if (p.status !== TEXT.hint) return `"${p.query}" shows "${p.status}"`
        return p.posts.length ? `"${p.query}" still shows ${p.posts.length} posts` : null
      },
    },
    {
      id: 'found-n',
      seen: true,
      section: 'Catalogue §2',
      text: 'results show "Found N result(s)" and N cards; none show "No results found" and the hint',
      check: (trace) => {
        const now = last(trace)
        if (now.event?.type !== 'settle.searchPosts' || !('output' in now.event)) return skip
        const n = (now.event.output as { posts: unknown[] }).posts.length
        const p = props(now)
        if (n > 0)
          return p.status === TEXT.found(n) && p.posts.length === n
            ? null
            : `${n} results showed "${p.status}" and ${p.posts.length} cards`
        return p.status === TEXT.noResults && p.hint === TEXT.noResultsHint && !p.posts.length
          ? null
          : `no results showed ${JSON.stringify(p)}`
      },
    },
    {
      id: 'clear-resets',
      seen: true,
      section: 'Catalogue §4',
      text: 'clearing resets the query, the results and the searched state',
      check: (trace) => {
        const now = last(trace)
        const before = trace[trace.length - 2]
        if (!sent(now, 'blog-search.cleared') || !before?.props || !props(before).canClear)
          return skip
        const p = props(now)
        return p.query === '' && !p.posts.length && p.status === TEXT.hint && !p.canClear
          ? null
          : `after clearing: ${JSON.stringify({ ...p, posts: p.posts.length })}`
      },
    },
  ],
}
