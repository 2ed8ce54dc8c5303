/**
 * Spec properties of a carousel's autoplay (shell §2 "Perfect Pairings list (carousel on mobile,
 * autoplay every 7 s)", §9 "Pairing autoplay 7 s"; the pauses on hover, focus and
 * reduced motion, which WCAG 2.2.2 asks of anything that moves by itself).
 */
import { last, skip, type FlowSpec, type Observation } from '../shared/spec'

const props = (o: Observation) => o.props as { playing: boolean; intervalMs: number }
const advanced = (o: Observation) => o.emitted.some((e) => e.type === 'autoplay.advanced')

/** Whether the pointer, focus or the motion preference holds the carousel after the trace. */
function heldAfter(trace: Observation[]) {
  let hovered = false
  let focused = false
  let reduced = false
  for (const o of trace) {
    const type = o.event?.type
    if (type === 'autoplay.pointerEntered') hovered = true
    if (type === 'autoplay.pointerLeft') hovered = false
    if (type === 'autoplay.focusEntered') focused = true
    if (type === 'autoplay.focusLeft') focused = false
    if (type === 'autoplay.motionPreferred') reduced = Boolean(o.event!.reduced)
  }
  return hovered || focused || reduced
}

export const carouselAutoplaySpec: FlowSpec = {
  events: [
    'autoplay.pointerEntered',
    'autoplay.pointerLeft',
    'autoplay.focusEntered',
    'autoplay.focusLeft',
    'autoplay.motionPreferred',
    'autoplay.navigated',
  ],
  delays: { slideInterval: 7000 },
  ticks: [1000, 6999, 7000],
  samples: [
    { type: 'autoplay.motionPreferred', reduced: true },
    { type: 'autoplay.motionPreferred', reduced: false },
  ],
  properties: [
    {
      id: 'pauses-when-held',
      seen: true,
      section: 'Shell §2 Perfect Pairings (autoplay); pauses on hover, focus, reduced motion',
      text: 'it plays exactly when neither the pointer, focus nor a reduced-motion preference holds it',
      check: (trace) => {
        const held = heldAfter(trace)
        const { playing } = props(last(trace))
        if (held && playing) return 'playing while held'
        if (!held && !playing) return 'paused with nothing holding it'
        return null
      },
    },
    {
      id: 'every-interval',
      section: 'Shell §9 (pairing autoplay 7 s)',
      text: 'while playing it moves on every 7 s of uninterrupted play: not sooner, not later, never while held',
      check: (trace) => {
        const now = last(trace)
        const before = trace[trace.length - 2]
        if (!before) return skip
        const moved = advanced(now)
        if (!props(before).playing) return moved ? 'moved while held' : skip
        // When the interval last (re)started: playing began, a move, or a shopper's move.
        let start = 0
        for (let i = trace.length - 2; i >= 0; i--) {
          const o = trace[i]!
          const prev = trace[i - 1]
          if (
            advanced(o) ||
            o.event?.type === 'autoplay.navigated' ||
            (props(o).playing && (!prev || !props(prev).playing))
          ) {
            start = o.at
            break
          }
        }
        const due = start + props(before).intervalMs
        // Only time moves it: the step that passes the due moment, and no other.
        const passesDue = now.event?.type === 'tick' && before.at < due && due <= now.at
        if (moved === passesDue) return moved || now.event?.type === 'tick' ? null : skip
        return moved
          ? `moved ${now.at - start} ms after the interval began`
          : `no move ${props(before).intervalMs} ms after the interval began`
      },
    },
  ],
}
