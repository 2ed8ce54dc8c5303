/** Drag-scrolling strip: the flow's one definition (ADR 0009). */
import { defineFlow } from '../shared/flow'
import { connectDragScroll } from './connect'
import { dragScrollMachine, type DragScrollContext } from './machine'
import { dragScrollSpec } from './spec'

export default defineFlow({
  title: 'Drag-scrolling strip',
  machine: dragScrollMachine,
  connect: connectDragScroll,
  spec: dragScrollSpec,
  start: { warm: true },
  samples: {
    events: {
      'drag.started': [{ type: 'drag.started', x: 300, scrollLeft: 0 }],
      'drag.moved': [{ type: 'drag.moved', x: 200 }],
    },
    // Whether the drag moved is what the view reacts to (the closing click is swallowed).
    context: (c: DragScrollContext) => ({ moved: c.moved }),
  },
})
