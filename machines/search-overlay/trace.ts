/**
 * The spec's sentences this flow's properties check, word for word, and the parts of the spec
 * its machine's meta.spec names that no property checks, with the reason: shown on its /flows
 * page and in the requirements report (src/flow-catalog/spec-trace.ts). Server and tests only,
 * so the browser does not load the quotes.
 */
import type { FlowTrace } from '../shared/spec'

export const trace: FlowTrace = {
  quotes: {
    'opens-on-click': ['Search overlay: closed to open on click.', 'Opens on click'],
    'named-states': ['States: loading popular, searching, results, no results.'],
    'popular-while-empty': ['While the box is empty it shows "POPULAR PRODUCTS".'],
    'live-results': [
      'Once text is typed it shows live results under "PRODUCTS (n Result/Results)".',
      'No match: "No results found"',
    ],
    'up-to-6-tiles': ['Up to 6 tiles are shown.', 'overlay shows 6 tiles'],
    'show-more-results': ['A "Show More Results" button goes to /search?query={text}'],
    'debounced-trimmed': ['Input is debounced by 300 ms.', 'Search debounce 300 ms'],
    'searches-when-quiet': ['Input is debounced by 300 ms.', 'Search debounce 300 ms'],
    'blank-not-submitted': [
      'A blank query is not submitted',
      'Search: a blank query is not submitted.',
    ],
    'route-change-resets': [
      'closes and resets on any route change',
      'Resets and closes on route change.',
    ],
    'click-logged-with-log-id': ['a search-click log (search log id, product id)'],
    'failure-shows-no-results': ['search failure shows the no-results state'],
  },
}
