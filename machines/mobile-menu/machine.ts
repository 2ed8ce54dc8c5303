/**
 * The mobile menu (main header and header template 2): the hamburger toggles it, Escape and
 * any navigation close it, and one dropdown section is expanded at a time.
 * Spec: shell §2 "Header", §4 "Menu, dropdown"; catalogue §2 "Header template 2", §4 "Header".
 */
import { assign, setup } from 'xstate'
import { partId } from '../shared/connect'
import { notProvidedCallback } from '../shared/not-provided'

export interface MobileMenuContext {
  /** The view's id: its parts' ids derive from it. */
  id: string
  /** The one expanded dropdown section, by id. */
  expanded: string | null
}

export type MobileMenuEvent =
  | { type: 'menu.toggled' }
  | { type: 'menu.closed' }
  | { type: 'menu.routeChanged' }
  | { type: 'menu.sectionToggled'; id: string }

export const mobileMenuMachine = setup({
  types: {
    context: {} as MobileMenuContext,
    events: {} as MobileMenuEvent,
    input: {} as { id: string },
  },
  actors: {
    // While open: a navigation, and Escape or a press outside the bar, close the menu.
    watchRoute: notProvidedCallback('mobile-menu', 'watchRoute'),
    watchDismissal: notProvidedCallback<{ rootId: string; triggerId: string }>(
      'mobile-menu',
      'watchDismissal',
    ),
  },
  guards: {
    isSectionExpanded: ({ context }, params: { id: string }) => context.expanded === params.id,
  },
  actions: {
    collapseSections: assign({ expanded: null }),
    expandSection: assign({ expanded: (_, params: { id: string }) => params.id }),
  },
}).createMachine({
  id: 'mobile-menu',
  description:
    'The hamburger opens and closes the menu; Escape or a navigation closes it. One section is expanded at a time.',
  meta: {
    spec: [
      'Shell §2 "A hamburger toggles the menu"',
      'Shell §4.11',
      'Catalogue §2 "A mobile toggle menu"',
      'Catalogue §4.7',
    ],
  },
  context: ({ input }) => ({ id: input.id, expanded: null }),
  initial: 'closed',
  states: {
    closed: {
      description: 'Only the hamburger shows (width 767.98 px or less).',
      on: {
        'menu.toggled': {
          target: 'open',
          description: 'The hamburger opens the menu panel and focus moves into it.',
        },
      },
    },
    open: {
      description: 'The menu panel shows; focus moves into it.',
      exit: 'collapseSections',
      invoke: [
        { src: 'watchRoute' },
        {
          src: 'watchDismissal',
          input: ({ context }) => ({
            rootId: partId(context, 'bar'),
            triggerId: partId(context, 'trigger'),
          }),
        },
      ],
      on: {
        'menu.toggled': {
          target: 'closed',
          description: 'The hamburger closes the menu; an expanded section collapses.',
        },
        'menu.closed': {
          target: 'closed',
          description: 'Escape or a press outside the bar closes the menu.',
        },
        'menu.routeChanged': {
          target: 'closed',
          description: 'A navigation to another page closes the menu.',
        },
        'menu.sectionToggled': [
          {
            guard: {
              type: 'isSectionExpanded',
              params: ({ event }) => ({ id: event.id }),
            },
            actions: 'collapseSections',
            description: 'When that section is already expanded, it collapses.',
          },
          {
            actions: { type: 'expandSection', params: ({ event }) => ({ id: event.id }) },
            description: 'Otherwise that section expands and any other expanded one collapses.',
          },
        ],
      },
    },
  },
})
