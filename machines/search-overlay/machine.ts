/**
 * Search overlay: popular products while the box is empty, debounced live search, result
 * clicks logged with the search log id, and a reset on every route change.
 * Spec: shell §2 "Search overlay", §4, §5, §7 (popular, search, search-click), §8, §9.
 */
import { assign, emit, setup, spawnChild } from 'xstate'
import type { ProductCard } from '~/domain/product-card'
import { searchQuery } from '~/domain/search'
import { partId } from '../shared/connect'
import { notProvided, notProvidedCallback } from '../shared/not-provided'
import { constants } from '~/config/constants'

/** The tiles' product shape (src/domain/product-card). */
export type SearchProduct = ProductCard

export interface PopularOutput {
  products: SearchProduct[]
}
export interface SearchInput {
  query: string
}
export interface SearchOutput {
  products: SearchProduct[]
  searchLogId: number | null
}
export interface SearchClickInput {
  searchLogId: number
  productId: number
}

export interface SearchOverlayContext {
  /** The view's id: its parts' ids derive from it. */
  id: string
  query: string
  popular: SearchProduct[]
  results: SearchProduct[]
  searchLogId: number | null
}

export type SearchOverlayEvent =
  | { type: 'search.opened' }
  | { type: 'search.closed' }
  | { type: 'search.routeChanged' }
  | { type: 'search.typed'; value: string }
  | { type: 'search.cleared' }
  | { type: 'search.submitted' }
  | { type: 'search.resultClicked'; productId: number }

export const SEARCH_DEBOUNCE_MS = constants.searchDebounceMs
export const SEARCH_OVERLAY_TILES = constants.searchOverlayTiles

// Tabs, pasted control characters and over-long text are cleaned as the results page does,
// so the overlay never sends the store what it would refuse (422).
const isBlank = (value: string) => searchQuery(value) === ''

export const searchOverlayMachine = setup({
  types: {
    context: {} as SearchOverlayContext,
    events: {} as SearchOverlayEvent,
    emitted: {} as { type: 'search.navigate'; to: '/search'; query: string },
    input: {} as { id: string },
  },
  actors: {
    fetchPopular: notProvided<PopularOutput>('search-overlay', 'fetchPopular'),
    search: notProvided<SearchOutput, SearchInput>('search-overlay', 'search'),
    logSearchClick: notProvided<void, SearchClickInput>('search-overlay', 'logSearchClick'),
    // While open: a modal dialog with the field focused, closed by any navigation.
    showDialog: notProvidedCallback<{ dialogId: string; returnFocusId: string; focusId: string }>(
      'search-overlay',
      'showDialog',
    ),
    watchRoute: notProvidedCallback('search-overlay', 'watchRoute'),
  },
  guards: {
    isQueryBlank: (_, params: { value: string }) => isBlank(params.value),
    hasResults: (_, params: { output: SearchOutput }) => params.output.products.length > 0,
    hasQuery: ({ context }) => !isBlank(context.query),
    hasSearchLog: ({ context }) => context.searchLogId !== null,
  },
  actions: {
    reset: assign({ query: '', results: [], searchLogId: null }),
    setQuery: assign({ query: (_, params: { value: string }) => params.value }),
    storePopular: assign({
      popular: (_, params: { output: PopularOutput }) => params.output.products,
    }),
    storeResults: assign({
      results: (_, params: { output: SearchOutput }) => params.output.products,
      searchLogId: (_, params: { output: SearchOutput }) => params.output.searchLogId,
    }),
    clearResults: assign({ results: [], searchLogId: null }),
    navigateToResults: emit(({ context }) => ({
      type: 'search.navigate' as const,
      to: '/search' as const,
      query: searchQuery(context.query),
    })),
    logClick: spawnChild('logSearchClick', {
      input: ({ context, event }) => ({
        searchLogId: context.searchLogId ?? 0,
        productId: event.type === 'search.resultClicked' ? event.productId : 0,
      }),
    }),
  },
  delays: {
    debounce: SEARCH_DEBOUNCE_MS,
  },
}).createMachine({
  id: 'search-overlay',
  description:
    'Opens on click; shows popular products while empty and live results 300 ms after typing stops; closes and resets on any route change.',
  meta: {
    spec: [
      'Shell §2 Search overlay',
      'Shell §4 Search overlay',
      'Shell §5 Search',
      'Shell §7 Popular products (12)',
      'Shell §8 Popular or search failure',
      'Shell §9 Search debounce',
    ],
  },
  context: ({ input }) => ({
    id: input.id,
    query: '',
    popular: [],
    results: [],
    searchLogId: null,
  }),
  initial: 'closed',
  states: {
    closed: {
      description: 'Only the search button shows.',
      on: {
        'search.opened': {
          target: 'open',
          actions: 'reset',
          description: 'The shopper clicks search; the overlay opens with an empty box.',
        },
      },
    },
    open: {
      description: '"WHAT ARE YOU LOOKING FOR": focus is trapped in the dialog.',
      initial: 'popular',
      invoke: [
        {
          src: 'showDialog',
          input: ({ context }) => ({
            dialogId: partId(context, 'dialog'),
            returnFocusId: partId(context, 'trigger'),
            focusId: partId(context, 'input'),
          }),
        },
        { src: 'watchRoute' },
      ],
      on: {
        'search.closed': {
          target: 'closed',
          actions: 'reset',
          description: 'The shopper closes the overlay; it closes and its search is reset.',
        },
        'search.routeChanged': {
          target: 'closed',
          actions: 'reset',
          description: 'The page changes; the overlay closes and its search is reset.',
        },
        'search.typed': [
          {
            guard: { type: 'isQueryBlank', params: ({ event }) => ({ value: event.value }) },
            target: '.popular',
            actions: [
              { type: 'setQuery', params: ({ event }) => ({ value: event.value }) },
              'clearResults',
            ],
            description: 'When the typed box is blank, the popular products show again.',
          },
          {
            // Not re-entering `open`: that would restart its dialog (closed and shown again,
            // focus sent back to the search button, then to the dialog's first control) at
            // every key. A transition to a child still enters it afresh: the debounce restarts.
            target: '.debouncing',
            actions: { type: 'setQuery', params: ({ event }) => ({ value: event.value }) },
            description: 'Otherwise the typed text waits for the 300 ms debounce to restart.',
          },
        ],
        'search.cleared': {
          guard: 'hasQuery',
          target: '.popular',
          actions: 'reset',
          description: 'When there is text, Clear empties the box and popular products show again.',
        },
        // Enter goes to the results page; the overlay closes with it. A blank query is not submitted.
        'search.submitted': {
          guard: 'hasQuery',
          target: 'closed',
          actions: ['navigateToResults', 'reset'],
          description:
            'When there is text, Enter opens the search results page and the overlay closes.',
        },
      },
      states: {
        popular: {
          description: '"POPULAR PRODUCTS" and "Show More Products".',
          initial: 'loading',
          states: {
            loading: {
              description: '"Loading popular products..." shows while the popular products load.',
              invoke: {
                id: 'fetchPopular',
                src: 'fetchPopular',
                onDone: {
                  target: 'shown',
                  actions: {
                    type: 'storePopular',
                    params: ({ event }) => ({ output: event.output }),
                  },
                  description: 'The popular products arrive; their tiles show.',
                },
                // A failure leaves the popular list empty (log 12001.01 in the actor).
                onError: {
                  target: 'shown',
                  description: 'The popular products fail to load; no popular tiles show.',
                },
              },
            },
            shown: {
              description:
                'Up to 6 popular product tiles show (none when they could not be loaded).',
            },
          },
        },
        debouncing: {
          description: 'Waits for 300 ms without typing before searching.',
          after: {
            debounce: {
              target: 'searching',
              description: 'After the 300 ms debounce, the search for the typed text runs.',
            },
          },
        },
        searching: {
          description: '"Searching..." shows while live results for the typed text load.',
          invoke: {
            id: 'search',
            src: 'search',
            input: ({ context }) => ({ query: searchQuery(context.query) }),
            onDone: [
              {
                guard: { type: 'hasResults', params: ({ event }) => ({ output: event.output }) },
                target: 'results',
                actions: {
                  type: 'storeResults',
                  params: ({ event }) => ({ output: event.output }),
                },
                description: 'When the search finds products, their result tiles show.',
              },
              {
                target: 'noResults',
                actions: {
                  type: 'storeResults',
                  params: ({ event }) => ({ output: event.output }),
                },
                description: 'Otherwise the search found nothing; "No results found" shows.',
              },
            ],
            // A failed search shows the no-results state (log 12002.01 in the actor).
            onError: {
              target: 'noResults',
              actions: 'clearResults',
              description: 'The search fails; "No results found" shows.',
            },
          },
        },
        results: {
          description: '"PRODUCTS (n Results)", up to 6 tiles and "Show More Results".',
          on: {
            'search.resultClicked': {
              guard: 'hasSearchLog',
              actions: 'logClick',
              description: 'When the search was logged, the click on a result tile is logged too.',
            },
          },
        },
        noResults: {
          description: '"No results found" with a hint to try another term.',
        },
      },
    },
  },
})
