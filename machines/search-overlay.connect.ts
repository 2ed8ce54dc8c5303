/** View props for the search overlay (zag-style connect). */
import type { SnapshotFrom } from 'xstate'
import {
  SEARCH_OVERLAY_TILES,
  type SearchOverlayEvent,
  type searchOverlayMachine,
} from './search-overlay'

export const SEARCH_TEXT = {
  heading: 'WHAT ARE YOU LOOKING FOR',
  popular: 'POPULAR PRODUCTS',
  results: (n: number) => `PRODUCTS (${n} ${n === 1 ? 'Result' : 'Results'})`,
  noResults: 'No results found',
  noResultsHint: 'Try another term, or check the spelling.',
  showMoreResults: 'Show More Results',
  showMoreProducts: 'Show More Products',
  searching: 'Searching...',
  loading: 'Loading popular products...',
} as const

export type SearchPanel = 'popular' | 'loading' | 'searching' | 'results' | 'noResults'

export function connectSearchOverlay(
  snapshot: SnapshotFrom<typeof searchOverlayMachine>,
  send: (event: SearchOverlayEvent) => void,
) {
  const { query, popular, results } = snapshot.context
  const panel: SearchPanel = snapshot.matches({ open: { popular: 'loading' } })
    ? 'loading'
    : snapshot.matches({ open: 'popular' })
      ? 'popular'
      : snapshot.matches({ open: 'results' })
        ? 'results'
        : snapshot.matches({ open: 'noResults' })
          ? 'noResults'
          : 'searching'
  return {
    open: snapshot.matches('open'),
    query,
    panel,
    canClear: query !== '',
    tiles: (panel === 'results' ? results : panel === 'popular' ? popular : []).slice(
      0,
      SEARCH_OVERLAY_TILES,
    ),
    resultCount: results.length,
    trimmedQuery: query.trim(),
    openOverlay: () => send({ type: 'search.opened' }),
    close: () => send({ type: 'search.closed' }),
    routeChanged: () => send({ type: 'search.routeChanged' }),
    type: (value: string) => send({ type: 'search.typed', value }),
    clear: () => send({ type: 'search.cleared' }),
    submit: () => send({ type: 'search.submitted' }),
    resultClicked: (productId: number) =>
      panel === 'results' ? send({ type: 'search.resultClicked', productId }) : undefined,
  }
}

export type SearchOverlayApi = ReturnType<typeof connectSearchOverlay>
