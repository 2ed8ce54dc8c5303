/** View props of a drag-scrollable strip (shell §2 "Category bar"; catalogue template 2). */
import type { DragScrollEvent, dragScrollMachine } from './machine'
import { DEFAULT_CONNECT, partId, type ConnectOptions, type FlowView } from '../shared/connect'

export function connectDragScroll(
  snapshot: FlowView<typeof dragScrollMachine>,
  send: (event: DragScrollEvent) => void,
  options: ConnectOptions = DEFAULT_CONNECT,
) {
  const dragging = snapshot.matches('dragging')
  const end = () => {
    if (dragging) send({ type: 'drag.ended' })
  }
  return {
    dragging,
    /** Whether the last drag moved far enough that its closing click must be ignored. */
    moved: snapshot.context.moved,
    /** The scrolling element's mouse handlers (touch and wheel scroll natively). */
    getStripProps: () => ({
      id: partId(options, 'strip'),
      'data-dragging': dragging || undefined,
      onMouseDown: (event: { button: number; clientX: number; currentTarget: Element }) => {
        if (event.button === 0) {
          send({
            type: 'drag.started',
            x: event.clientX,
            scrollLeft: event.currentTarget.scrollLeft,
          })
        }
      },
      onMouseMove: (event: { clientX: number; preventDefault(): void }) => {
        if (!dragging) return
        event.preventDefault()
        send({ type: 'drag.moved', x: event.clientX })
      },
      onMouseUp: end,
      onMouseLeave: end,
      onClickCapture: (event: {
        detail: number
        preventDefault(): void
        stopPropagation(): void
      }) => {
        // The click that ends a real drag must not follow the link under the mouse; keyboard
        // and assistive-technology activation (detail 0) is never a drag.
        if (event.detail > 0 && snapshot.context.moved) {
          event.preventDefault()
          event.stopPropagation()
        }
      },
    }),
  }
}
