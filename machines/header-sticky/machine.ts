/**
 * Header stickiness (header template 1): the header becomes fixed once the page is scrolled
 * past its anchor and reserves its height so the page does not jump; it returns when the
 * page is scrolled back. Spec: catalogue §2 "Header template 1", §4 "Header".
 */
import { setup } from 'xstate'

export type HeaderStickyEvent = { type: 'header.scrolled'; pastAnchor: boolean }

export const headerStickyMachine = setup({
  types: { events: {} as HeaderStickyEvent },
  guards: {
    isPastAnchor: (_, params: { pastAnchor: boolean }) => params.pastAnchor,
    isBackAboveAnchor: (_, params: { pastAnchor: boolean }) => !params.pastAnchor,
  },
}).createMachine({
  id: 'headerSticky',
  description:
    'In the page flow until scrolled past its anchor, then fixed with its height reserved.',
  meta: { spec: 'Catalogue §2 Header template 1, §4 Header' },
  initial: 'inFlow',
  states: {
    inFlow: {
      on: {
        'header.scrolled': {
          guard: {
            type: 'isPastAnchor',
            params: ({ event }) => ({ pastAnchor: event.pastAnchor }),
          },
          target: 'fixed',
        },
      },
    },
    fixed: {
      description: 'Fixed to the top; a spacer of the same height holds its place.',
      on: {
        'header.scrolled': {
          guard: {
            type: 'isBackAboveAnchor',
            params: ({ event }) => ({ pastAnchor: event.pastAnchor }),
          },
          target: 'inFlow',
        },
      },
    },
  },
})
