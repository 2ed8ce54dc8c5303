/**
 * A carousel's autoplay (shell §2 "Perfect Pairings … autoplay every 7 s"; catalogue §9 hero
 * 7000 ms, announcement bar 3000 ms, review slider 6000 ms): while playing, the carousel moves
 * on every interval. It pauses while the pointer is over it, while focus is inside it and for
 * visitors who prefer reduced motion, and resumes when none of those holds. A move the shopper
 * makes restarts the interval, so the next slide never comes a moment after their own. The
 * first interval counts from when the carousel came alive (hydrated), which may be before this
 * machine ran (ADR 0021): `headStartMs` is the part already gone.
 */
import { assign, emit, setup } from 'xstate'
import { autoplayContext, type AutoplayInput } from './start'

export type AutoplayEvent =
  | { type: 'autoplay.pointerEntered' }
  | { type: 'autoplay.pointerLeft' }
  | { type: 'autoplay.focusEntered' }
  | { type: 'autoplay.focusLeft' }
  | { type: 'autoplay.motionPreferred'; reduced: boolean }
  | { type: 'autoplay.navigated' }

export interface AutoplayContext {
  intervalMs: number
  hovered: boolean
  focused: boolean
  reducedMotion: boolean
  /** Of the first interval, the ms that passed before the machine ran; 0 once it ends. */
  headStartMs: number
}

export const carouselAutoplayMachine = setup({
  types: {
    context: {} as AutoplayContext,
    events: {} as AutoplayEvent,
    emitted: {} as { type: 'autoplay.advanced' },
    input: {} as AutoplayInput,
  },
  delays: {
    // The interval the carousel was made with (a spec constant, see AUTOPLAY_INTERVALS in start.ts), less
    // what of the first one passed before the machine ran.
    slideInterval: ({ context }) => Math.max(0, context.intervalMs - context.headStartMs),
  },
  guards: {
    // Whether something other than the cause that just changed still holds the carousel.
    isHeldBesides: ({ context }, params: { cause: 'hovered' | 'focused' | 'reducedMotion' }) =>
      (params.cause !== 'hovered' && context.hovered) ||
      (params.cause !== 'focused' && context.focused) ||
      (params.cause !== 'reducedMotion' && context.reducedMotion),
    prefersReducedMotion: (_, params: { reduced: boolean }) => params.reduced,
  },
  actions: {
    hover: assign({ hovered: true }),
    unhover: assign({ hovered: false }),
    focus: assign({ focused: true }),
    unfocus: assign({ focused: false }),
    preferMotion: assign({ reducedMotion: (_, params: { reduced: boolean }) => params.reduced }),
    advance: emit({ type: 'autoplay.advanced' as const }),
    endHeadStart: assign({ headStartMs: 0 }),
  },
}).createMachine({
  id: 'carouselAutoplay',
  description: 'Moves the carousel on every interval unless hovered, focused or reduced motion.',
  meta: { spec: 'Shell §2 Perfect Pairings, §9; Catalogue §9 Autoplay' },
  context: ({ input }) => autoplayContext(input),
  // The view tells the reduced-motion preference as soon as it can read it.
  initial: 'playing',
  states: {
    playing: {
      description: 'The next slide comes after the interval.',
      // Every later interval is whole: a move, the shopper's move or a pause ends the first.
      exit: 'endHeadStart',
      after: { slideInterval: { target: 'playing', reenter: true, actions: 'advance' } },
      on: {
        'autoplay.navigated': { target: 'playing', reenter: true },
        'autoplay.pointerEntered': { target: 'paused', actions: 'hover' },
        'autoplay.focusEntered': { target: 'paused', actions: 'focus' },
        'autoplay.motionPreferred': {
          guard: {
            type: 'prefersReducedMotion',
            params: ({ event }) => ({ reduced: event.reduced }),
          },
          target: 'paused',
          actions: { type: 'preferMotion', params: { reduced: true } },
        },
      },
    },
    paused: {
      description: 'Held by the pointer, focus or the reduced-motion preference.',
      on: {
        'autoplay.pointerEntered': { actions: 'hover' },
        'autoplay.focusEntered': { actions: 'focus' },
        'autoplay.pointerLeft': [
          {
            guard: { type: 'isHeldBesides', params: { cause: 'hovered' as const } },
            actions: 'unhover',
          },
          { target: 'playing', actions: 'unhover' },
        ],
        'autoplay.focusLeft': [
          {
            guard: { type: 'isHeldBesides', params: { cause: 'focused' as const } },
            actions: 'unfocus',
          },
          { target: 'playing', actions: 'unfocus' },
        ],
        'autoplay.motionPreferred': [
          {
            guard: {
              type: 'prefersReducedMotion',
              params: ({ event }) => ({ reduced: event.reduced }),
            },
            actions: { type: 'preferMotion', params: { reduced: true } },
          },
          {
            guard: { type: 'isHeldBesides', params: { cause: 'reducedMotion' as const } },
            actions: { type: 'preferMotion', params: { reduced: false } },
          },
          { target: 'playing', actions: { type: 'preferMotion', params: { reduced: false } } },
        ],
      },
    },
  },
})
