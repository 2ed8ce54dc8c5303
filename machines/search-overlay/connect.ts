/** View props for the search overlay (zag-style connect). */
import { DEFAULT_CONNECT, partId, type ConnectOptions, type FlowView } from '../shared/connect'
import { SEARCH_OVERLAY_TILES, type SearchOverlayEvent, type searchOverlayMachine } from './machine'

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
  open: 'Search',
  close: 'Close',
  clear: 'Clear',
  input: 'Search products',
} as const

export type SearchPanel = 'popular' | 'loading' | 'searching' | 'results' | 'noResults'

export function connectSearchOverlay(
  snapshot: FlowView<typeof searchOverlayMachine>,
  send: (event: SearchOverlayEvent) => void,
  options: ConnectOptions = DEFAULT_CONNECT,
) {
  const { query, popular, results } = snapshot.context
  const open = snapshot.matches('open')
  const titleId = partId(options, 'title')
  const close = () => send({ type: 'search.closed' })
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
    open,
    query,
    panel,
    canClear: query !== '',
    tiles: (panel === 'results' ? results : panel === 'popular' ? popular : []).slice(
      0,
      SEARCH_OVERLAY_TILES,
    ),
    resultCount: results.length,
    trimmedQuery: query.trim(),
    close,
    resultClicked: (productId: number) =>
      panel === 'results' ? send({ type: 'search.resultClicked', productId }) : undefined,
    getTriggerProps: () => ({
      id: partId(options, 'trigger'),
      type: 'button' as const,
      'aria-haspopup': 'dialog' as const,
      'aria-expanded': open,
      onClick: () => send({ type: 'search.opened' }),
    }),
    getDialogProps: () => ({ id: partId(options, 'dialog'), 'aria-labelledby': titleId }),
    getTitleProps: () => ({ id: titleId }),
    getCloseProps: () => ({ type: 'button' as const, onClick: close }),
    getFormProps: () => ({
      role: 'search' as const,
      onSubmit: (event: { preventDefault(): void }) => {
        event.preventDefault()
        send({ type: 'search.submitted' })
      },
    }),
    getInputProps: () => ({
      id: partId(options, 'input'),
      type: 'search' as const,
      'aria-label': SEARCH_TEXT.input,
      autoComplete: 'off',
      value: query,
      onChange: (event: { target: { value: string } }) =>
        send({ type: 'search.typed', value: event.target.value }),
      // A search field's own Escape only clears it; here Escape closes the overlay at once.
      onKeyDown: (event: { key: string; preventDefault(): void }) => {
        if (event.key === 'Escape') {
          event.preventDefault()
          close()
        }
      },
    }),
    getClearProps: () => ({
      type: 'button' as const,
      onClick: () => send({ type: 'search.cleared' }),
      children: SEARCH_TEXT.clear,
    }),
  }
}

export type SearchOverlayApi = ReturnType<typeof connectSearchOverlay>
