/**
 * A carousel of cards (shell §2 "Perfect Pairings … autoplay every 7 s", §9 "Sliders infinite,
 * speed 500 ms"; catalogue §2 related products, blog category slider, hero banner, review slider,
 * announcement bar, logo carousels; §9 autoplay intervals): a page of slides at a time, moved by
 * the arrows, the arrow keys, a swipe, or by itself when it autoplays.
 *
 * The slider engine (Embla) is an actor that starts with the machine, which starts on first use
 * (ADR 0021): a move asked for before the engine runs waits for it (the latest three), and one
 * that never came (its code did not arrive) is asked for again on the next move. Until the
 * engine runs the machine reads a one-finger sideways swipe itself; after, the finger is the
 * engine's.
 *
 * Autoplay (when the carousel has an interval): it moves on every interval, paused while the
 * pointer is over it, while focus is inside it and for visitors who prefer reduced motion. A move
 * the shopper makes restarts the interval. The first interval counts from when the carousel came
 * alive, which may be before this machine ran: `headStartMs` is the part already gone.
 */
import { assign, enqueueActions, sendTo, setup } from 'xstate'
import { partId } from '../shared/connect'
import { notProvidedCallback } from '../shared/not-provided'

export type Direction = 'prev' | 'next'
/** A move, and who asked for it. */
export interface Move {
  direction: Direction
  by: 'shopper' | 'autoplay'
}

/** How far a finger must travel sideways to count as a swipe before the engine runs. */
export const SWIPE_MIN_PX = 30
/** Moves kept for the engine while it starts. */
export const MAX_PENDING_MOVES = 3

export interface CarouselInput {
  /** Autoplay interval (a spec constant), or null for a carousel that only moves when told. */
  intervalMs: number | null
  /** Of the first interval, the ms that passed before the machine ran. */
  headStartMs?: number
  /** Infinite: the arrows always lead somewhere. */
  loop: boolean
  /** A media query the carousel is live under (a phone-only carousel), or null: always. */
  activeQuery: string | null
}

export interface CarouselContext {
  id: string
  intervalMs: number | null
  headStartMs: number
  loop: boolean
  activeQuery: string | null
  /** Moves asked for before the engine ran, oldest first. */
  pending: Move[]
  /** Where a finger went down before the engine ran (one finger only). */
  touch: { x: number; y: number } | null
  canPrev: boolean
  canNext: boolean
  hovered: boolean
  focused: boolean
  reducedMotion: boolean
}

export type CarouselEvent =
  | { type: 'carousel.prevPressed' }
  | { type: 'carousel.nextPressed' }
  | { type: 'carousel.touchStarted'; x: number; y: number; fingers: number }
  | { type: 'carousel.touchEnded'; x: number; y: number }
  | { type: 'carousel.touchCancelled' }
  | { type: 'carousel.pointerEntered' }
  | { type: 'carousel.pointerLeft' }
  | { type: 'carousel.focusEntered' }
  | { type: 'carousel.focusLeft' }
  /** From the reduced-motion preference, as it is and as it changes. */
  | { type: 'carousel.motionPreferred'; reduced: boolean }
  /** From the engine: it runs, or its code did not arrive. */
  | { type: 'carousel.engineReady' }
  | { type: 'carousel.engineFailed' }
  /** From the engine: where the slides came to rest, and whether there is anywhere to go. */
  | { type: 'carousel.settled'; canPrev: boolean; canNext: boolean }
  /** Internal: the autoplay's move. */
  | { type: 'carousel.advanced' }

/** The autoplay's interval passed: it asks for the next page. */
export type CarouselEmitted = { type: 'carousel.autoplayed' }

type Cause = 'hovered' | 'focused' | 'reducedMotion'

export const carouselMachine = setup({
  types: {
    context: {} as CarouselContext,
    events: {} as CarouselEvent,
    emitted: {} as CarouselEmitted,
    input: {} as CarouselInput & { id: string },
  },
  actors: {
    // The slider engine on the viewport: tells engineReady / engineFailed and settled, and
    // takes { type: 'scroll', direction }.
    runEngine: notProvidedCallback<{
      viewportId: string
      loop: boolean
      activeQuery: string | null
    }>('carousel', 'runEngine'),
    // Sends carousel.motionPreferred now and whenever the preference changes.
    watchMotion: notProvidedCallback('carousel', 'watchMotion'),
  },
  delays: {
    // The carousel's interval (a spec constant), less what of the first one passed before the
    // machine ran.
    slideInterval: ({ context }) => Math.max(0, (context.intervalMs ?? 0) - context.headStartMs),
  },
  guards: {
    autoplays: ({ context }) => context.intervalMs !== null,
    // Whether something other than the cause that just changed still holds the carousel.
    isHeldBesides: ({ context }, params: { cause: Cause }) =>
      (params.cause !== 'hovered' && context.hovered) ||
      (params.cause !== 'focused' && context.focused) ||
      (params.cause !== 'reducedMotion' && context.reducedMotion),
    prefersReducedMotion: (_, params: { reduced: boolean }) => params.reduced,
    isSwipe: ({ context }, params: { x: number; y: number; to: Direction }) => {
      if (!context.touch) return false
      const dx = params.x - context.touch.x
      const dy = params.y - context.touch.y
      // Sideways, not a page scroll that drifted.
      if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(dy)) return false
      return params.to === (dx < 0 ? 'next' : 'prev')
    },
  },
  actions: {
    queue: assign({
      pending: ({ context }, params: Move) =>
        [...context.pending, params].slice(-MAX_PENDING_MOVES),
    }),
    // The engine is told who asked too: the spec's checks tell the shopper's moves apart.
    scroll: sendTo('engine', (_, params: Move) => ({ type: 'scroll' as const, ...params })),
    // Each waiting move, in order, once the engine runs.
    flush: enqueueActions(({ context, enqueue }) => {
      for (const move of context.pending) enqueue.sendTo('engine', { type: 'scroll', ...move })
      enqueue.assign({ pending: [] })
    }),
    touchDown: assign({
      touch: (_, params: { x: number; y: number; fingers: number }) =>
        params.fingers === 1 ? { x: params.x, y: params.y } : null,
    }),
    touchUp: assign({ touch: null }),
    setArrows: assign((_, params: { canPrev: boolean; canNext: boolean }) => params),
    hover: assign({ hovered: true }),
    unhover: assign({ hovered: false }),
    focus: assign({ focused: true }),
    unfocus: assign({ focused: false }),
    preferMotion: assign({ reducedMotion: (_, params: { reduced: boolean }) => params.reduced }),
    advance: enqueueActions(({ enqueue }) => {
      enqueue.emit({ type: 'carousel.autoplayed' })
      enqueue.raise({ type: 'carousel.advanced' })
    }),
    endHeadStart: assign({ headStartMs: 0 }),
  },
}).createMachine({
  id: 'carousel',
  description:
    'Moves a page of slides by the arrows, keys or a swipe, and by itself every interval unless hovered, focused or reduced motion.',
  meta: {
    spec: ['Shell §2 "Perfect Pairings list"', 'Shell §9 Breakpoints', 'Catalogue §9 Autoplay'],
  },
  context: ({ input }) => ({
    id: input.id,
    intervalMs: input.intervalMs,
    headStartMs: input.headStartMs ?? 0,
    loop: input.loop,
    activeQuery: input.activeQuery,
    pending: [],
    touch: null,
    // Before the engine says: a loop always leads somewhere; otherwise the first page shows.
    canPrev: input.loop,
    canNext: true,
    hovered: false,
    focused: false,
    reducedMotion: false,
  }),
  type: 'parallel',
  states: {
    engine: {
      description: 'The slider engine: loading, moving the slides, or its code did not arrive.',
      initial: 'running',
      states: {
        running: {
          description: 'The slider engine is started; moves made before it runs wait for it.',
          invoke: {
            id: 'engine',
            src: 'runEngine',
            input: ({ context }) => ({
              viewportId: partId(context, 'viewport'),
              loop: context.loop,
              activeQuery: context.activeQuery,
            }),
          },
          initial: 'starting',
          states: {
            starting: {
              description: 'The engine loads; moves wait for it, and a swipe is read here.',
              on: {
                // Its code did not arrive (once it runs, there is nothing left to fail).
                'carousel.engineFailed': {
                  target: '#carousel.engine.failed',
                  description:
                    "The engine's code does not arrive; the next move the carousel makes asks for it again.",
                },
                'carousel.prevPressed': {
                  actions: { type: 'queue', params: { direction: 'prev', by: 'shopper' } },
                  description:
                    'The previous arrow or key waits for the engine to load, with at most the latest three moves.',
                },
                'carousel.nextPressed': {
                  actions: { type: 'queue', params: { direction: 'next', by: 'shopper' } },
                  description:
                    'The next arrow or key waits for the engine to load, with at most the latest three moves.',
                },
                'carousel.advanced': {
                  actions: { type: 'queue', params: { direction: 'next', by: 'autoplay' } },
                  description:
                    "The autoplay's next page waits for the engine to load, with at most the latest three moves.",
                },
                'carousel.touchStarted': {
                  actions: {
                    type: 'touchDown',
                    params: ({ event }) => ({ x: event.x, y: event.y, fingers: event.fingers }),
                  },
                  description:
                    'A finger goes down on the slides; a single finger is followed to read a swipe.',
                },
                'carousel.touchCancelled': {
                  actions: 'touchUp',
                  description:
                    'The touch is interrupted, so no swipe is read and the slides stay put.',
                },
                'carousel.touchEnded': [
                  {
                    guard: {
                      type: 'isSwipe',
                      params: ({ event }) => ({ x: event.x, y: event.y, to: 'next' as const }),
                    },
                    actions: [
                      'touchUp',
                      { type: 'queue', params: { direction: 'next', by: 'shopper' } },
                    ],
                    description:
                      'When the finger swipes at least 30 px to the left, the next page waits for the engine.',
                  },
                  {
                    guard: {
                      type: 'isSwipe',
                      params: ({ event }) => ({ x: event.x, y: event.y, to: 'prev' as const }),
                    },
                    actions: [
                      'touchUp',
                      { type: 'queue', params: { direction: 'prev', by: 'shopper' } },
                    ],
                    description:
                      'When the finger swipes at least 30 px to the right, the previous page waits for the engine.',
                  },
                  {
                    actions: 'touchUp',
                    description:
                      'Otherwise the touch was no sideways swipe (or a page scroll), so the slides stay put.',
                  },
                ],
                'carousel.engineReady': {
                  target: 'ready',
                  actions: ['touchUp', 'flush'],
                  description:
                    'The engine runs; the moves that waited are made in order, oldest first.',
                },
              },
            },
            ready: {
              description: 'The engine moves the slides (and reads the finger itself).',
              on: {
                'carousel.prevPressed': {
                  actions: { type: 'scroll', params: { direction: 'prev', by: 'shopper' } },
                  description: 'The previous arrow or key slides the carousel back a page.',
                },
                'carousel.nextPressed': {
                  actions: { type: 'scroll', params: { direction: 'next', by: 'shopper' } },
                  description: 'The next arrow or key slides the carousel on to the next page.',
                },
                'carousel.advanced': {
                  actions: { type: 'scroll', params: { direction: 'next', by: 'autoplay' } },
                  description: 'The autoplay slides the carousel on to the next page.',
                },
                'carousel.settled': {
                  actions: {
                    type: 'setArrows',
                    params: ({ event }) => ({ canPrev: event.canPrev, canNext: event.canNext }),
                  },
                  description:
                    'The slides come to rest; the arrows show whether there is anywhere left to go.',
                },
              },
            },
          },
        },
        failed: {
          description: "The engine's code did not arrive: the next move asks for it again.",
          on: {
            'carousel.prevPressed': {
              target: 'running',
              actions: { type: 'queue', params: { direction: 'prev', by: 'shopper' } },
              description:
                "The previous arrow or key asks for the engine's code again; the move waits for it.",
            },
            'carousel.nextPressed': {
              target: 'running',
              actions: { type: 'queue', params: { direction: 'next', by: 'shopper' } },
              description:
                "The next arrow or key asks for the engine's code again; the move waits for it.",
            },
            'carousel.advanced': {
              target: 'running',
              actions: { type: 'queue', params: { direction: 'next', by: 'autoplay' } },
              description:
                "The autoplay's next page asks for the engine's code again; the move waits for it.",
            },
          },
        },
      },
    },
    autoplay: {
      description:
        'Whether the carousel moves by itself every interval, and whether that is paused.',
      initial: 'off',
      states: {
        off: {
          description: 'This carousel moves only when told (one with an interval plays at once).',
          always: {
            guard: 'autoplays',
            target: 'on',
            description: 'When the carousel has an autoplay interval, it starts playing at once.',
          },
        },
        on: {
          description:
            'It moves by itself every interval, unless hovered, focused or reduced motion is preferred.',
          invoke: { src: 'watchMotion' },
          initial: 'playing',
          states: {
            playing: {
              description: 'The next page comes after the interval.',
              // Every later interval is whole: a move, the shopper's move or a pause ends the first.
              exit: 'endHeadStart',
              after: {
                slideInterval: {
                  target: 'playing',
                  reenter: true,
                  actions: 'advance',
                  description:
                    'After the autoplay interval (7 s for Perfect Pairings), the next page slides in.',
                },
              },
              on: {
                'carousel.prevPressed': {
                  target: 'playing',
                  reenter: true,
                  description: "The shopper's move back a page restarts the autoplay interval.",
                },
                'carousel.nextPressed': {
                  target: 'playing',
                  reenter: true,
                  description: "The shopper's move on a page restarts the autoplay interval.",
                },
                'carousel.pointerEntered': {
                  target: 'paused',
                  actions: 'hover',
                  description: 'The pointer comes over the carousel, so autoplay pauses.',
                },
                'carousel.focusEntered': {
                  target: 'paused',
                  actions: 'focus',
                  description: 'Focus moves inside the carousel, so autoplay pauses.',
                },
                'carousel.motionPreferred': {
                  guard: {
                    type: 'prefersReducedMotion',
                    params: ({ event }) => ({ reduced: event.reduced }),
                  },
                  target: 'paused',
                  actions: { type: 'preferMotion', params: { reduced: true } },
                  description: 'When the visitor prefers reduced motion, autoplay pauses.',
                },
              },
            },
            paused: {
              description: 'Held by the pointer, focus or the reduced-motion preference.',
              on: {
                'carousel.pointerEntered': {
                  actions: 'hover',
                  description: 'The pointer comes over the carousel, which stays paused.',
                },
                'carousel.focusEntered': {
                  actions: 'focus',
                  description: 'Focus moves inside the carousel, which stays paused.',
                },
                'carousel.pointerLeft': [
                  {
                    guard: { type: 'isHeldBesides', params: { cause: 'hovered' as const } },
                    actions: 'unhover',
                    description:
                      'When focus or reduced motion still holds it, the pointer leaving keeps it paused.',
                  },
                  {
                    target: 'playing',
                    actions: 'unhover',
                    description:
                      'Otherwise the pointer leaving resumes autoplay with a whole interval.',
                  },
                ],
                'carousel.focusLeft': [
                  {
                    guard: { type: 'isHeldBesides', params: { cause: 'focused' as const } },
                    actions: 'unfocus',
                    description:
                      'When the pointer or reduced motion still holds it, focus leaving keeps it paused.',
                  },
                  {
                    target: 'playing',
                    actions: 'unfocus',
                    description: 'Otherwise focus leaving resumes autoplay with a whole interval.',
                  },
                ],
                'carousel.motionPreferred': [
                  {
                    guard: {
                      type: 'prefersReducedMotion',
                      params: ({ event }) => ({ reduced: event.reduced }),
                    },
                    actions: { type: 'preferMotion', params: { reduced: true } },
                    description:
                      'When the visitor prefers reduced motion, the carousel stays paused.',
                  },
                  {
                    guard: { type: 'isHeldBesides', params: { cause: 'reducedMotion' as const } },
                    actions: { type: 'preferMotion', params: { reduced: false } },
                    description:
                      'When the pointer or focus still holds it, motion allowed again keeps it paused.',
                  },
                  {
                    target: 'playing',
                    actions: { type: 'preferMotion', params: { reduced: false } },
                    description:
                      'Otherwise motion allowed again resumes autoplay with a whole interval.',
                  },
                ],
              },
            },
          },
        },
      },
    },
  },
})
