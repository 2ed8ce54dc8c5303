/**
 * Mouse drag-scrolling of a horizontal strip (category pills, header template 2's bottom
 * menu): the drag begins on mouse down, scrolls on move and ends on mouse up or leaving.
 * A drag that moved suppresses the click that ends it, so a drag never follows a link.
 * Spec: shell §2 "Category bar"; catalogue §2 "Header template 2", §4 "Header".
 */
import { assign, emit, setup } from 'xstate'
import { partId } from '../shared/connect'

export interface DragScrollContext {
  /** The view's id: the strip's id derives from it. */
  id: string
  originX: number
  originScroll: number
  moved: boolean
}

export type DragScrollEvent =
  | { type: 'drag.started'; x: number; scrollLeft: number }
  | { type: 'drag.moved'; x: number }
  | { type: 'drag.ended' }

/** Movement below this many pixels is a click, not a drag. */
export const DRAG_THRESHOLD_PX = 4

export const dragScrollMachine = setup({
  types: {
    context: {} as DragScrollContext,
    events: {} as DragScrollEvent,
    /** The strip (by id) scrolls to `left`: the wiring moves it. */
    emitted: {} as { type: 'drag.scroll'; stripId: string; left: number },
    input: {} as { id: string },
  },
  actions: {
    begin: assign((_, params: { x: number; scrollLeft: number }) => ({
      originX: params.x,
      originScroll: params.scrollLeft,
      moved: false,
    })),
    follow: assign({
      moved: ({ context }, params: { x: number }) =>
        context.moved || Math.abs(params.x - context.originX) >= DRAG_THRESHOLD_PX,
    }),
    scroll: emit(({ context }, params: { x: number }) => ({
      type: 'drag.scroll' as const,
      stripId: partId(context, 'strip'),
      left: context.originScroll - (params.x - context.originX),
    })),
  },
}).createMachine({
  id: 'drag-scroll',
  description: 'Mouse down starts a drag, moving scrolls the strip, mouse up or leaving ends it.',
  meta: {
    spec: [
      'Shell §2 Category bar',
      'Catalogue §2 "The bottom menu is draggable"',
      'Catalogue §4.8',
    ],
  },
  context: ({ input }) => ({ id: input.id, originX: 0, originScroll: 0, moved: false }),
  initial: 'idle',
  states: {
    idle: {
      description: 'Not dragging: touch and the wheel scroll the strip; mouse down starts a drag.',
      on: {
        'drag.started': {
          target: 'dragging',
          actions: {
            type: 'begin',
            params: ({ event }) => ({ x: event.x, scrollLeft: event.scrollLeft }),
          },
          description: 'Mouse down on the strip starts a drag from where the pointer is.',
        },
      },
    },
    dragging: {
      description: 'The strip follows the mouse.',
      on: {
        'drag.moved': {
          actions: [
            { type: 'follow', params: ({ event }) => ({ x: event.x }) },
            { type: 'scroll', params: ({ event }) => ({ x: event.x }) },
          ],
          description:
            'Moving the mouse scrolls the strip; a real drag keeps the link from opening.',
        },
        'drag.ended': {
          target: 'idle',
          description: 'Mouse up or leaving the strip ends the drag.',
        },
      },
    },
  },
})
