/**
 * The spec's sentences this flow's properties check, word for word, and the parts of the spec
 * its machine's meta.spec names that no property checks, with the reason: shown on its /flows
 * page and in the requirements report (src/flow-catalog/spec-trace.ts). Server and tests only,
 * so the browser does not load the quotes.
 */
import type { FlowTrace } from '../shared/spec'

export const trace: FlowTrace = {
  quotes: {
    'term-trimmed-3': [
      'Blog search term is trimmed and needs at least 3 characters',
      'idle until 3 or more characters are typed',
      'Search minimum 3 characters',
    ],
    'debounced-500': ['It runs after a 500 ms pause in typing', 'debounce 500 ms'],
    'searches-when-quiet': ['It runs after a 500 ms pause in typing', 'debounce 500 ms'],
    'enter-or-button': ['on Enter, or on the search button'],
    'button-disabled': ['The button is disabled while searching or with fewer than 3 characters.'],
    'hint-under-3': [
      'otherwise results are cleared and the hint "Type at least 3 characters to search" shows',
      'the hint "Type at least 3 characters to search"',
    ],
    'found-n': [
      'Results show "Found N result(s)" and a grid of post cards.',
      'No results: "No results found" and "Try adjusting your search terms or browse our blog for more content."',
    ],
    'clear-resets': ['Clearing resets the query, the results and the searched state.'],
  },
}
