/**
 * The "Shop" dropdown of the main menu: opens on click, loads the sub-menu tiles once
 * (Whole Home first, then the fetched tiles, then Bundles), and shows "Something went wrong"
 * in place of tiles when they cannot be loaded; reopening after a failure tries again.
 * Spec: shell §2 "Header", §4, §7 fetch-sub-menu, §8 (12201.01).
 */
import { assign, setup } from 'xstate'
import { partId } from '../shared/connect'
import { notProvided, notProvidedCallback } from '../shared/not-provided'

export interface SubMenuTile {
  label: string
  url: string
  image: string
  imageAlt: string
}

export interface ShopDropdownContext {
  /** The view's id: its parts' ids derive from it. */
  id: string
  /** Wider than 767.98 px (shell §2): over 4 tiles, the dropdown is a carousel. */
  desktop: boolean
  /** The fetched tiles (without Whole Home and Bundles, which the view adds). */
  tiles: SubMenuTile[]
  loaded: boolean
}

export type ShopDropdownEvent =
  | { type: 'shop.toggled' }
  | { type: 'shop.closed' }
  | { type: 'shop.routeChanged' }
  /** The desktop width query, as it answers while the dropdown is open. */
  | { type: 'shop.widthChanged'; matches: boolean }

export const shopDropdownMachine = setup({
  types: {
    context: {} as ShopDropdownContext,
    events: {} as ShopDropdownEvent,
    input: {} as { id: string },
  },
  actors: {
    fetchSubMenu: notProvided<SubMenuTile[]>('shop-dropdown', 'fetchSubMenu'),
    // While open: a navigation, a dismissal and the width.
    watchRoute: notProvidedCallback('shop-dropdown', 'watchRoute'),
    watchDismissal: notProvidedCallback<{ rootId: string; triggerId: string }>(
      'shop-dropdown',
      'watchDismissal',
    ),
    watchWidth: notProvidedCallback('shop-dropdown', 'watchWidth'),
  },
  guards: {
    isLoaded: ({ context }) => context.loaded,
  },
  actions: {
    setWidth: assign({ desktop: (_, params: { matches: boolean }) => params.matches }),
    storeTiles: assign({
      tiles: (_, params: { tiles: SubMenuTile[] }) => params.tiles,
      loaded: true,
    }),
  },
}).createMachine({
  id: 'shop-dropdown',
  description:
    'Shop opens a dropdown of sub-menu tiles, loaded on first open; a failure shows "Something went wrong".',
  meta: {
    spec: [
      'Shell §2.17',
      'Shell §2.18',
      'Shell §2.20',
      'Shell §4.11',
      'Shell §7 GET /rest/auth/fetch-sub-menu',
      'Shell §8 Sub-menu not ok',
    ],
  },
  context: ({ input }) => ({ id: input.id, tiles: [], loaded: false, desktop: false }),
  initial: 'closed',
  states: {
    closed: {
      description: 'Only the "Shop" menu entry shows; its dropdown is hidden.',
      on: {
        'shop.toggled': [
          {
            guard: 'isLoaded',
            target: 'open.shown',
            description: 'When the tiles have loaded before, Shop opens the dropdown with them.',
          },
          {
            target: 'open.loading',
            description: 'Otherwise Shop opens the dropdown and the sub-menu tiles load.',
          },
        ],
      },
    },
    open: {
      description:
        'The dropdown of sub-menu tiles is open; Shop again, dismissing or navigating closes it.',
      initial: 'loading',
      invoke: [
        { src: 'watchRoute' },
        {
          src: 'watchDismissal',
          input: ({ context }) => ({
            rootId: partId(context, 'root'),
            triggerId: partId(context, 'trigger'),
          }),
        },
        { src: 'watchWidth' },
      ],
      on: {
        'shop.widthChanged': {
          actions: { type: 'setWidth', params: ({ event }) => ({ matches: event.matches }) },
          description: 'The screen width changes; over 4 tiles show as a carousel on desktop.',
        },
        'shop.toggled': {
          target: 'closed',
          description: 'The shopper clicks Shop again; the dropdown closes.',
        },
        'shop.closed': {
          target: 'closed',
          description: 'The shopper clicks outside or presses Escape; the dropdown closes.',
        },
        'shop.routeChanged': {
          target: 'closed',
          description: 'The shopper goes to another page; the dropdown closes.',
        },
      },
      states: {
        loading: {
          description:
            '"Loading categories…" shows while the sub-menu tiles are fetched (until they have loaded once).',
          invoke: {
            id: 'fetchSubMenu',
            src: 'fetchSubMenu',
            onDone: {
              target: 'shown',
              actions: { type: 'storeTiles', params: ({ event }) => ({ tiles: event.output }) },
              description: 'The sub-menu tiles arrive; Whole Home, the tiles and Bundles show.',
            },
            onError: {
              target: 'failed',
              description: 'The sub-menu fails to load; "Something went wrong" shows instead.',
            },
          },
        },
        shown: {
          description:
            'Whole Home, the fetched tiles, Bundles: a carousel on desktop over 4 tiles.',
        },
        failed: { description: '"Something went wrong" in place of tiles.' },
      },
    },
  },
})
