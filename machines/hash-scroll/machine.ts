/**
 * Scrolling to the URL's hash on the ingredients page (catalogue §2 "Ingredient page", §9):
 * smoothly to the element with that id, 120 px above it, retrying every 100 ms until the
 * element exists. The element may arrive later than the page (a list still loading), so a
 * miss waits and tries again. The machine lives as long as the page: leaving it stops the tries.
 */
import { assign, setup } from 'xstate'
import { constants } from '~/config/constants'
import { notProvided, notProvidedCallback } from '../shared/not-provided'

export interface HashScrollContext {
  /** The id to scroll to (the hash without "#"), or null. */
  target: string | null
}

export interface ScrollInput {
  id: string
  /** Pixels left above the element (the sticky header's room). */
  offset: number
}

export type HashScrollEvent = { type: 'hash.changed'; hash: string }

export const HASH_SCROLL_RETRY_MS = constants.ingredientScrollRetryMs
export const HASH_SCROLL_OFFSET_PX = constants.ingredientScrollOffsetPx

/** "#12" → "12"; an empty or unreadable hash is no target. */
export function hashTarget(hash: string): string | null {
  let id = hash.replace(/^#/, '')
  try {
    id = decodeURIComponent(id)
  } catch {
    return null
  }
  return id && id.length <= 200 ? id : null
}

export const hashScrollMachine = setup({
  types: {
    context: {} as HashScrollContext,
    events: {} as HashScrollEvent,
  },
  actors: {
    // Resolves true once the element exists and the page scrolled to it (./actors.ts).
    scrollToTarget: notProvided<boolean, ScrollInput>('hash-scroll', 'scrollToTarget'),
    // Sends the hash the page opened with, then every change (a link, the back button).
    watchHash: notProvidedCallback('hash-scroll', 'watchHash'),
  },
  guards: {
    isTarget: (_, params: { hash: string }) => hashTarget(params.hash) !== null,
    isFound: (_, params: { found: boolean }) => params.found,
  },
  actions: {
    setTarget: assign({ target: (_, params: { hash: string }) => hashTarget(params.hash) }),
  },
  delays: { retry: HASH_SCROLL_RETRY_MS },
}).createMachine({
  id: 'hash-scroll',
  description:
    'Scrolls smoothly to the element the URL hash names, 120 px above it, retrying every 100 ms until it exists.',
  meta: { spec: ['Catalogue §2 Ingredient page', 'Catalogue §9 "Ingredient page scroll offset"'] },
  context: { target: null },
  initial: 'idle',
  invoke: { src: 'watchHash' },
  on: {
    'hash.changed': [
      {
        guard: { type: 'isTarget', params: ({ event }) => ({ hash: event.hash }) },
        // Not re-entering the root: that would restart watchHash, which tells the hash again.
        // Seeking is still left and entered again (a new look, the old answer dropped).
        target: '.seeking',
        actions: { type: 'setTarget', params: ({ event }) => ({ hash: event.hash }) },
        description: 'When the URL hash names an element, the page looks for it afresh.',
      },
      {
        target: '.idle',
        actions: { type: 'setTarget', params: ({ event }) => ({ hash: event.hash }) },
        description: 'Otherwise there is nothing to scroll to and any looking stops.',
      },
    ],
  },
  states: {
    idle: {
      description: 'No hash: nothing to scroll to.',
    },
    seeking: {
      description: 'Looks for the element and scrolls to it when it is there.',
      invoke: {
        id: 'scrollToTarget',
        src: 'scrollToTarget',
        input: ({ context }) => ({ id: context.target!, offset: HASH_SCROLL_OFFSET_PX }),
        onDone: [
          {
            guard: { type: 'isFound', params: ({ event }) => ({ found: event.output }) },
            target: 'scrolled',
            description: 'When the element is there, the page scrolls smoothly to 120 px above it.',
          },
          {
            target: 'waiting',
            description: 'Otherwise the element is not there yet and the page waits to look again.',
          },
        ],
        onError: {
          target: 'waiting',
          description: 'Looking for the element fails; the page waits and tries again.',
        },
      },
    },
    waiting: {
      description: 'Not there yet: tries again 100 ms later.',
      after: {
        retry: {
          target: 'seeking',
          description: 'After the 100 ms retry wait, the page looks for the element again.',
        },
      },
    },
    scrolled: {
      description: 'The element is in view, 120 px below the top.',
    },
  },
})
