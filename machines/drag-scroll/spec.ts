/** Spec properties of drag-scrolling (shell §2 "Category bar"; catalogue template 2). */
import { last, sent, type FlowSpec, type Observation, skip } from '../shared/spec'

const props = (o: Observation) => o.props as { dragging: boolean; moved: boolean }
/** A drag begins with a press while no drag is under way (a second press changes nothing). */
const beginsDrag = (trace: Observation[], i: number) =>
  sent(trace[i]!, 'drag.started') && i > 0 && !props(trace[i - 1]!).dragging

/** The drag under way after the trace: the press that began it (none since the last release). */
function dragOf(trace: Observation[]) {
  let start: { x: number; scrollLeft: number } | null = null
  for (const o of trace) {
    if (sent(o, 'drag.ended')) start = null
    if (sent(o, 'drag.started') && !start)
      start = o.event as unknown as { x: number; scrollLeft: number }
  }
  return start
}

export const dragScrollSpec: FlowSpec = {
  // The 4 px threshold from both sides, and a start away from 0 (moves are relative to it).
  samples: [
    { type: 'drag.started', x: 250, scrollLeft: 120 },
    { type: 'drag.moved', x: 303 },
    { type: 'drag.moved', x: 304 },
    { type: 'drag.moved', x: 296 },
  ],
  scenarios: [
    {
      name: 'a 3 px wiggle is still a click, 4 px is a drag',
      steps: [
        { send: { type: 'drag.started', x: 300, scrollLeft: 0 } },
        { send: { type: 'drag.moved', x: 303 } },
        { send: { type: 'drag.moved', x: 297 } },
        { send: { type: 'drag.moved', x: 304 } },
      ],
    },
  ],
  events: ['drag.started', 'drag.moved', 'drag.ended'],
  properties: [
    {
      id: 'drag-follows-the-mouse',
      section: 'Shell §2 Category bar; catalogue §2 Header template 2, §4 Header',
      text: 'mouse down begins a drag; each move while it lasts scrolls the strip by as far as the mouse went (the other way); mouse up or leaving ends it, and a move after scrolls nothing',
      check: (trace) => {
        const now = last(trace)
        const scrolls = now.emitted.filter((e) => e.type === 'drag.scroll')
        if (sent(now, 'drag.started'))
          return props(now).dragging && !scrolls.length ? null : 'mouse down began no drag'
        if (sent(now, 'drag.ended'))
          return !props(now).dragging && !scrolls.length ? null : 'the drag did not end'
        if (!sent(now, 'drag.moved')) return skip
        const drag = dragOf(trace.slice(0, -1))
        if (!drag) return scrolls.length ? 'a move scrolled the strip with no drag' : null
        const x = (now.event as unknown as { x: number }).x
        const left = drag.scrollLeft - (x - drag.x)
        return scrolls.length === 1 && scrolls[0]!.left === left
          ? null
          : `the move to ${x} scrolled ${JSON.stringify(scrolls.map((e) => e.left))}, not to ${left}`
      },
    },
    {
      id: 'new-drag-resets',
      section: 'Shell §2 Category bar',
      text: 'a new drag has not moved yet (its click still follows the link)',
      check: (trace) => {
        if (!beginsDrag(trace, trace.length - 1)) return skip
        return props(last(trace)).moved ? 'a new drag counted as moved' : null
      },
    },
    {
      id: 'moved-means-4px',
      section: 'Shell §2 Category bar',
      text: 'only a drag that moved 4 px or more swallows the closing click',
      check: (trace) => {
        const start = trace.findLastIndex((_, i) => beginsDrag(trace, i))
        if (start < 0) return skip
        const x0 = (trace[start]!.event as unknown as { x: number }).x
        // Moves count while the drag is under way (after the release they move nothing).
        const far = trace
          .slice(start + 1)
          .some(
            (o, i) =>
              sent(o, 'drag.moved') &&
              props(trace[start + i]!).dragging &&
              Math.abs((o.event as unknown as { x: number }).x - x0) >= 4,
          )
        const moved = props(last(trace)).moved
        return moved === far ? null : `moved is ${moved} after moves ${far ? '≥' : '<'} 4 px`
      },
    },
  ],
}
