/**
 * The "Shop" dropdown of the main menu: opens on click, loads the sub-menu tiles once
 * (Whole Home first, then the fetched tiles, then Bundles), and shows "Something went wrong"
 * in place of tiles when they cannot be loaded; reopening after a failure tries again.
 * Spec: shell §2 "Header", §4, §7 fetch-sub-menu, §8 (12201.01).
 */
import { assign, setup } from 'xstate'
import { notProvided } from '../shared/not-provided'
import { shopDropdownStart } from './start'

export interface SubMenuTile {
  label: string
  url: string
  image: string
  imageAlt: string
}

export interface ShopDropdownContext {
  /** The fetched tiles (without Whole Home and Bundles, which the view adds). */
  tiles: SubMenuTile[]
  loaded: boolean
}

export type ShopDropdownEvent =
  { type: 'shop.toggled' } | { type: 'shop.closed' } | { type: 'shop.routeChanged' }

export const shopDropdownMachine = setup({
  types: { context: {} as ShopDropdownContext, events: {} as ShopDropdownEvent },
  actors: {
    fetchSubMenu: notProvided<SubMenuTile[]>('shop dropdown', 'fetchSubMenu'),
  },
  guards: {
    isLoaded: ({ context }) => context.loaded,
  },
  actions: {
    storeTiles: assign({
      tiles: (_, params: { tiles: SubMenuTile[] }) => params.tiles,
      loaded: true,
    }),
  },
}).createMachine({
  id: 'shopDropdown',
  description:
    'Shop opens a dropdown of sub-menu tiles, loaded on first open; a failure shows "Something went wrong".',
  meta: { spec: 'Shell §2 Header, §4, §7, §8 (12201.01)' },
  context: () => ({ ...shopDropdownStart.context }),
  initial: 'closed',
  states: {
    closed: {
      on: {
        'shop.toggled': [{ guard: 'isLoaded', target: 'open.shown' }, { target: 'open.loading' }],
      },
    },
    open: {
      initial: 'loading',
      on: {
        'shop.toggled': { target: 'closed' },
        'shop.closed': { target: 'closed' },
        'shop.routeChanged': { target: 'closed' },
      },
      states: {
        loading: {
          invoke: {
            id: 'fetchSubMenu',
            src: 'fetchSubMenu',
            onDone: {
              target: 'shown',
              actions: { type: 'storeTiles', params: ({ event }) => ({ tiles: event.output }) },
            },
            onError: { target: 'failed' },
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
