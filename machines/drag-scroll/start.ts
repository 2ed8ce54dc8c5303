/** The drag-scroll strip before it runs: idle (ADR 0020). */
import type { Resting } from '../shared/start'
import type { DragScrollContext } from './machine'

export const dragScrollStart: Resting<DragScrollContext> = {
  value: 'idle',
  context: { originX: 0, originScroll: 0, moved: false },
}
