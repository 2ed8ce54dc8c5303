/**
 * Spec properties of a carousel (shell §2 "Perfect Pairings list (carousel on mobile, autoplay
 * every 7 s)", §9 "Pairing autoplay 7 s", "Sliders infinite"; catalogue §9 autoplay intervals),
 * the pauses WCAG 2.2.2 asks of anything that moves by itself (hover, focus, reduced motion),
 * and what the page promises before its engine runs (ADR 0021): no move asked for is lost, and a
 * sideways swipe moves it.
 */
import { last, sent, skip, type FlowSpec, type Observation } from '../shared/spec'

const props = (o: Observation) =>
  o.props as {
    autoplays: boolean
    playing: boolean
    ready: boolean
    canPrev: boolean
    canNext: boolean
  }
type Moved = { direction: 'prev' | 'next'; by: 'shopper' | 'autoplay' }
const autoplayed = (o: Observation) => o.emitted.some((e) => e.type === 'carousel.autoplayed')
/** The moves the carousel's engine was told to make in this step. */
const moves = (o: Observation) =>
  o.sent
    .filter((s) => s.to === 'engine' && s.event.type === 'scroll')
    .map((s) => s.event) as unknown as Moved[]
/** The interval of the carousel these walks run (the Perfect Pairings one, shell §9). */
const INTERVAL_MS = 7000

/** Whether the pointer, focus or the motion preference holds the carousel after the trace. */
function heldAfter(trace: Observation[]) {
  let hovered = false
  let focused = false
  let reduced = false
  for (const o of trace) {
    const type = o.event?.type
    if (type === 'carousel.pointerEntered') hovered = true
    if (type === 'carousel.pointerLeft') hovered = false
    if (type === 'carousel.focusEntered') focused = true
    if (type === 'carousel.focusLeft') focused = false
    if (type === 'carousel.motionPreferred') reduced = Boolean(o.event!.reduced)
  }
  return hovered || focused || reduced
}

/** The shopper's move this step asks for, if any (an arrow, an arrow key or a swipe). */
function askedFor(trace: Observation[], i: number): 'prev' | 'next' | null {
  const o = trace[i]!
  if (sent(o, 'carousel.prevPressed')) return 'prev'
  if (sent(o, 'carousel.nextPressed')) return 'next'
  if (!sent(o, 'carousel.touchEnded')) return null
  // A swipe: one finger down (the last touch start before it, none cancelled since), then up
  // at least 30 px sideways and more sideways than down.
  for (let j = i - 1; j >= 0; j--) {
    const t = trace[j]!
    if (sent(t, 'carousel.touchEnded') || sent(t, 'carousel.touchCancelled')) return null
    if (!sent(t, 'carousel.touchStarted')) continue
    if (t.event!.fingers !== 1) return null
    const dx = Number(o.event!.x) - Number(t.event!.x)
    const dy = Number(o.event!.y) - Number(t.event!.y)
    if (Math.abs(dx) < 30 || Math.abs(dx) <= Math.abs(dy)) return null
    return dx < 0 ? 'next' : 'prev'
  }
  return null
}

export const carouselSpec: FlowSpec = {
  events: [
    'carousel.prevPressed',
    'carousel.nextPressed',
    'carousel.touchStarted',
    'carousel.touchEnded',
    'carousel.touchCancelled',
    'carousel.pointerEntered',
    'carousel.pointerLeft',
    'carousel.focusEntered',
    'carousel.focusLeft',
    'carousel.motionPreferred',
    'carousel.engineReady',
    'carousel.engineFailed',
    'carousel.settled',
    // The autoplay's own move (raised inside; sent from outside, it is one more autoplay move).
    'carousel.advanced',
  ],
  delays: { slideInterval: INTERVAL_MS },
  ticks: [1000, 6999, 7000],
  samples: [
    { type: 'carousel.motionPreferred', reduced: true },
    { type: 'carousel.motionPreferred', reduced: false },
    { type: 'carousel.touchStarted', x: 200, y: 100, fingers: 2 },
    { type: 'carousel.touchEnded', x: 185, y: 100 },
    { type: 'carousel.touchEnded', x: 150, y: 190 },
  ],
  properties: [
    {
      id: 'pairings-infinite',
      section: 'Shell §9 "Sliders infinite"; §2 Perfect Pairings',
      text: 'the Perfect Pairings slider (the one that plays every 7 s) is infinite: its engine loops, and its arrows lead both ways until the engine says where the slides rest',
      check: (trace) => {
        if (!props(last(trace)).autoplays) return skip
        const starts = trace.flatMap((o) => o.invoked.filter((i) => i.src === 'runEngine'))
        const bounded = starts.find((i) => (i.input as { loop?: unknown }).loop !== true)
        if (bounded) return `its engine was started with ${JSON.stringify(bounded.input)}`
        if (trace.some((o) => sent(o, 'carousel.settled'))) return starts.length ? null : skip
        const { canPrev, canNext } = props(last(trace))
        return canPrev && canNext ? null : `arrows: previous ${canPrev}, next ${canNext}`
      },
    },
    {
      id: 'pauses-when-held',
      seen: true,
      section: 'Shell §2 Perfect Pairings (autoplay); pauses on hover, focus, reduced motion',
      text: 'it plays exactly when neither the pointer, focus nor a reduced-motion preference holds it',
      check: (trace) => {
        if (!props(last(trace)).autoplays) return props(last(trace)).playing ? 'playing' : skip
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
        const moved = autoplayed(now)
        if (!props(before).playing) return moved ? 'moved while held' : skip
        // When the interval last (re)started: playing began, its own move, or the shopper's.
        let start = 0
        for (let i = trace.length - 2; i >= 0; i--) {
          const o = trace[i]!
          const prev = trace[i - 1]
          if (
            autoplayed(o) ||
            sent(o, 'carousel.prevPressed') ||
            sent(o, 'carousel.nextPressed') ||
            (props(o).playing && (!prev || !props(prev).playing))
          ) {
            start = o.at
            break
          }
        }
        const due = start + INTERVAL_MS
        // Only time moves it: the step that passes the due moment, and no other.
        const passesDue = now.event?.type === 'tick' && before.at < due && due <= now.at
        if (moved === passesDue) return moved || now.event?.type === 'tick' ? null : skip
        return moved
          ? `moved ${now.at - start} ms after the interval began`
          : `no move ${INTERVAL_MS} ms after the interval began`
      },
    },
    {
      id: 'no-move-lost',
      section: 'ADR 0021: a move asked for before the engine runs waits for it',
      text: 'every move the shopper asks for is made, in order; before the engine runs the latest three wait for it',
      check: (trace) => {
        const now = last(trace)
        const made = moves(now).filter((m) => m.by === 'shopper')
        if (!made.length) return skip
        // What the shopper asked for since the last move was made, newest three.
        let since = 0
        for (let i = trace.length - 2; i >= 0; i--)
          if (moves(trace[i]!).length) {
            since = i + 1
            break
          }
        const asked: string[] = []
        for (let i = since; i < trace.length; i++) {
          const direction = askedFor(trace, i)
          if (direction) asked.push(direction)
        }
        const expected = asked.slice(-3)
        const got = made.map((m) => m.direction)
        return JSON.stringify(got) === JSON.stringify(expected.slice(-got.length)) &&
          got.length <= 3
          ? null
          : `made ${got.join(', ')} for ${asked.join(', ')}`
      },
    },
    {
      id: 'ready-moves-at-once',
      section: 'Shell §2 (arrows), catalogue §2 carousels',
      text: 'once the engine runs, an arrow or arrow key moves it one page that way at once',
      check: (trace) => {
        const now = last(trace)
        const before = trace[trace.length - 2]
        if (!before || !props(before).ready) return skip
        const direction = sent(now, 'carousel.prevPressed')
          ? 'prev'
          : sent(now, 'carousel.nextPressed')
            ? 'next'
            : null
        if (!direction) return skip
        const made = moves(now)
        return made.length === 1 && made[0]!.direction === direction
          ? null
          : `${direction} made ${JSON.stringify(made)}`
      },
    },
  ],
}
