/**
 * A product or kit gallery (shell §2 "Gallery (images and videos; a main slider plus a
 * 4-thumbnail slider)", §9 "Sliders infinite, speed 500 ms, 4 thumbnails"; catalogue §2 image
 * carousel: dots under 9 items, a thumbnail slider from 9).
 *
 * Until its slider engine runs, the server's slides scroll natively (swipe and keys, snapping to
 * slides). The gallery starts when the shopper reaches for it (its island wakes); the engine
 * is asked for once the slides have been still for a moment (a finger that woke it may be
 * mid-swipe, or the slides still gliding to their snap), and takes over once its code has
 * arrived and the native scroll is at rest, starting at the slide the shopper scrolled to (the
 * slides scroll natively until it runs, and after its code failed to arrive).
 * A control pressed meanwhile is made once it runs (the latest one). The engine
 * moves the main slider and the thumbnails follow it; a thumbnail or a dot chooses the slide.
 */
import { assign, enqueueActions, sendTo, setup } from 'xstate'
import { partId } from '../shared/connect'
import { notProvidedCallback } from '../shared/not-provided'

/** How long the slides must be still (no scroll, no touch move) before the engine takes over. */
export const GALLERY_STILL_MS = 150

/**
 * How long a scroll that ends off a slide's edge without a `scrollend` (a browser that has none)
 * must be still before the engine takes over: longer than the gaps between a swipe's scroll
 * events on a busy phone (up to 370 ms seen under load), or a slow swipe would still be cut.
 */
export const SCROLL_AT_REST_MS = 1000

export type GalleryCommand = { to: 'prev' } | { to: 'next' } | { to: number }

export interface GalleryContext {
  id: string
  count: number
  /** The slide in view (the engine's, once it runs). */
  selected: number
  /** The latest control pressed before the engine ran. */
  pending: GalleryCommand | null
}

export type GalleryEvent =
  | { type: 'gallery.prevPressed' }
  | { type: 'gallery.nextPressed' }
  | { type: 'gallery.picked'; index: number }
  /** The native scroll moved (to the slide mostly in view), or a finger moved on it. */
  | { type: 'gallery.scrolled'; index: number }
  /**
   * From the engine: its code arrived (it takes over when told to); whether the native scroll
   * then stands on a slide's edge (at rest: the snapping stops only there).
   */
  | { type: 'gallery.engineLoaded'; onSlideEdge: boolean }
  /** From the engine: its code did not arrive. */
  | { type: 'gallery.engineFailed' }
  /** From the watch for rest: the native scroll moved, or it ended (`scrollend`). */
  | { type: 'gallery.scrollMoved' }
  | { type: 'gallery.scrollEnded' }
  /** From the engine: the slide in view. */
  | { type: 'gallery.selected'; index: number }

const watching = ({ context }: { context: GalleryContext }) => ({
  viewportId: partId(context, 'viewport'),
  selected: context.selected,
  count: context.count,
})

/**
 * While the slides settle, the engine's code is on its way or it waits for the scroll to rest: the
 * latest press waits.
 */
const keepLatestPress = {
  'gallery.prevPressed': {
    actions: { type: 'keep', params: { to: 'prev' } },
    description: 'The previous arrow or key waits for the engine; only the latest press is kept.',
  },
  'gallery.nextPressed': {
    actions: { type: 'keep', params: { to: 'next' } },
    description: 'The next arrow or key waits for the engine; only the latest press is kept.',
  },
  'gallery.picked': {
    guard: {
      type: 'isSlide',
      params: ({ event }: { event: { index: number } }) => ({ index: event.index }),
    },
    actions: {
      type: 'keep',
      params: ({ event }: { event: { index: number } }) => ({ to: event.index }),
    },
    description:
      'When a thumbnail or dot names a slide, the choice waits for the engine (the latest press).',
  },
} as const

export const galleryMachine = setup({
  types: {
    context: {} as GalleryContext,
    events: {} as GalleryEvent,
    input: {} as { id: string; count: number },
  },
  actors: {
    // Sends gallery.scrolled while the native scroll moves, and at once when the slides stand
    // on another of the `count` slides than `selected` (scrolled before the machine ran).
    watchScroll: notProvidedCallback<{ viewportId: string; selected: number; count: number }>(
      'gallery',
      'watchScroll',
    ),
    // Sends gallery.scrollMoved while the native scroll moves and gallery.scrollEnded when it
    // ends (`scrollend`), so the machine can tell when it is at rest.
    watchRest: notProvidedCallback<{ viewportId: string }>('gallery', 'watchRest'),
    // The main slider and the thumbnails on their viewports: loads its code (engineLoaded /
    // engineFailed), takes over when told { type: 'start' }, then tells selected; takes
    // { type: 'move', command }.
    runEngine: notProvidedCallback<{ id: string; count: number; startIndex: number }>(
      'gallery',
      'runEngine',
    ),
  },
  delays: { stillness: GALLERY_STILL_MS, scrollAtRest: SCROLL_AT_REST_MS },
  guards: {
    // The native scroll stands on a slide's edge: with mandatory snapping it is at rest there.
    onSlideEdge: (_, params: { onSlideEdge: boolean }) => params.onSlideEdge,
    isSlide: ({ context }, params: { index: number }) =>
      Number.isInteger(params.index) && params.index >= 0 && params.index < context.count,
  },
  actions: {
    keep: assign({ pending: (_, params: GalleryCommand) => params }),
    move: sendTo('engine', (_, params: GalleryCommand) => ({
      type: 'move' as const,
      command: params,
    })),
    // The engine takes over (it resets the native scroll and starts at the slide told so far),
    // then makes the control pressed meanwhile, if any.
    takeOver: enqueueActions(({ context, enqueue }) => {
      enqueue.sendTo('engine', { type: 'start' })
      enqueue.assign({ pending: null })
      if (context.pending) enqueue.sendTo('engine', { type: 'move', command: context.pending })
    }),
    select: assign({ selected: (_, params: { index: number }) => params.index }),
    // The native scroll moved while the engine loads: it starts at the slide now in view.
    startAt: sendTo('engine', (_, params: { index: number }) => ({
      type: 'startAt',
      index: params.index,
    })),
  },
}).createMachine({
  id: 'gallery',
  description:
    'Native scrolling until the slider engine takes over (once the slides are still, and at rest when its code arrives); then the arrows, keys, thumbnails and dots move it.',
  meta: {
    spec: [
      'Shell §2 "Gallery (images and videos"',
      'Shell §9 Breakpoints',
      'Catalogue §2 Image carousel',
      'Catalogue §9 Image carousel thumbnails',
    ],
  },
  context: ({ input }) => ({ id: input.id, count: input.count, selected: 0, pending: null }),
  initial: 'settling',
  states: {
    settling: {
      description: 'Waits for the slides to be still for 150 ms; a press waits with it.',
      invoke: {
        src: 'watchScroll',
        input: watching,
      },
      after: {
        stillness: {
          target: 'live',
          description:
            "After the slides are still for 150 ms, the slider engine's code is asked for.",
        },
      },
      on: {
        'gallery.scrolled': [
          {
            guard: { type: 'isSlide', params: ({ event }) => ({ index: event.index }) },
            target: 'settling',
            reenter: true,
            actions: { type: 'select', params: ({ event }) => ({ index: event.index }) },
            description:
              'When the slides scroll onto a slide, it is the one in view and the 150 ms wait restarts.',
          },
          {
            target: 'settling',
            reenter: true,
            description: 'Otherwise the scroll or finger move still restarts the 150 ms wait.',
          },
        ],
        ...keepLatestPress,
      },
    },
    live: {
      description:
        'The slider engine takes over: it loads, then moves the main slider and the thumbnails follow.',
      invoke: {
        id: 'engine',
        src: 'runEngine',
        input: ({ context }) => ({
          id: context.id,
          count: context.count,
          startIndex: context.selected,
        }),
      },
      initial: 'starting',
      states: {
        starting: {
          description:
            "The engine's code is on its way (the slides still scroll natively meanwhile).",
          invoke: {
            src: 'watchScroll',
            input: watching,
          },
          on: {
            'gallery.scrolled': {
              guard: { type: 'isSlide', params: ({ event }) => ({ index: event.index }) },
              actions: [
                { type: 'select', params: ({ event }) => ({ index: event.index }) },
                { type: 'startAt', params: ({ event }) => ({ index: event.index }) },
              ],
              description:
                'When the native scroll reaches a slide, the loading engine will start at that slide.',
            },
            ...keepLatestPress,
            'gallery.engineLoaded': [
              {
                guard: {
                  type: 'onSlideEdge',
                  params: ({ event }) => ({ onSlideEdge: event.onSlideEdge }),
                },
                target: '#gallery.live.ready',
                actions: 'takeOver',
                description:
                  "When the engine's code arrives with the slides at rest on a slide's edge, the engine takes over; the control pressed while it loaded, if any, is made now.",
              },
              {
                target: 'resting',
                description:
                  "When the engine's code arrives while the slides are between two slides (a finger mid-swipe, or still gliding), it waits for the scroll to rest.",
              },
            ],
            // Its code did not arrive (once it has, there is nothing left to fail).
            'gallery.engineFailed': {
              target: '#gallery.failed',
              description: "The engine's code does not arrive; the slides keep scrolling natively.",
            },
          },
        },
        resting: {
          description:
            "The engine's code is here; it waits for the native scroll to rest (its end, or 1 s without a scroll) before it takes over, so a swipe under way is not thrown away.",
          invoke: [
            {
              src: 'watchScroll',
              input: watching,
            },
            {
              src: 'watchRest',
              input: ({ context }) => ({ viewportId: partId(context, 'viewport') }),
            },
          ],
          after: {
            scrollAtRest: {
              target: '#gallery.live.ready',
              actions: 'takeOver',
              description:
                'After 1 s without a scroll, the engine takes over; the control pressed meanwhile, if any, is made now.',
            },
          },
          on: {
            'gallery.scrolled': {
              guard: { type: 'isSlide', params: ({ event }) => ({ index: event.index }) },
              actions: [
                { type: 'select', params: ({ event }) => ({ index: event.index }) },
                { type: 'startAt', params: ({ event }) => ({ index: event.index }) },
              ],
              description:
                'When the native scroll reaches a slide, the engine will take over at that slide.',
            },
            ...keepLatestPress,
            'gallery.scrollMoved': {
              target: 'resting',
              reenter: true,
              description: 'When the native scroll moves, the 1 s wait restarts.',
            },
            'gallery.scrollEnded': {
              target: '#gallery.live.ready',
              actions: 'takeOver',
              description:
                'When the native scroll ends, the engine takes over; the control pressed meanwhile, if any, is made now.',
            },
          },
        },
        ready: {
          description: 'The arrows, keys, thumbnails and dots move the slider.',
          on: {
            'gallery.prevPressed': {
              actions: { type: 'move', params: { to: 'prev' } },
              description:
                'The previous arrow or key moves the main slider back one slide; the thumbnails follow.',
            },
            'gallery.nextPressed': {
              actions: { type: 'move', params: { to: 'next' } },
              description:
                'The next arrow or key moves the main slider on one slide; the thumbnails follow.',
            },
            'gallery.picked': {
              guard: { type: 'isSlide', params: ({ event }) => ({ index: event.index }) },
              actions: { type: 'move', params: ({ event }) => ({ to: event.index }) },
              description:
                'When a thumbnail or dot names a slide, the main slider moves to that slide.',
            },
            'gallery.selected': {
              guard: { type: 'isSlide', params: ({ event }) => ({ index: event.index }) },
              actions: { type: 'select', params: ({ event }) => ({ index: event.index }) },
              description: 'When the slider comes to a slide, that slide is the one in view.',
            },
          },
        },
      },
    },
    failed: {
      description:
        "The engine's code did not arrive: the slides scroll natively; a press asks again.",
      invoke: {
        src: 'watchScroll',
        input: watching,
      },
      on: {
        'gallery.scrolled': {
          guard: { type: 'isSlide', params: ({ event }) => ({ index: event.index }) },
          actions: { type: 'select', params: ({ event }) => ({ index: event.index }) },
          description: 'When the native scroll reaches a slide, that slide is the one in view.',
        },
        'gallery.prevPressed': {
          target: 'live',
          actions: { type: 'keep', params: { to: 'prev' } },
          description:
            "The previous arrow or key asks for the engine's code again; the press waits for it.",
        },
        'gallery.nextPressed': {
          target: 'live',
          actions: { type: 'keep', params: { to: 'next' } },
          description:
            "The next arrow or key asks for the engine's code again; the press waits for it.",
        },
        'gallery.picked': {
          guard: { type: 'isSlide', params: ({ event }) => ({ index: event.index }) },
          target: 'live',
          actions: { type: 'keep', params: ({ event }) => ({ to: event.index }) },
          description:
            'When a thumbnail or dot names a slide, the engine is asked for again; the choice waits.',
        },
      },
    },
  },
})
