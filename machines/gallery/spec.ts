/**
 * Spec properties of a gallery (shell §2 "Gallery (images and videos; a main slider plus a
 * 4-thumbnail slider)", §9 "Sliders infinite, speed 500 ms, 4 thumbnails"; catalogue §2 image
 * carousel "thumbnails as dots"), and what the page promises before its slider runs: the slides
 * scroll natively meanwhile, the slider starts where the shopper left them, only once they are
 * still, and a control pressed meanwhile is not lost.
 */
import { invokedOf, last, sent, skip, type FlowSpec, type Observation } from '../shared/spec'

interface Props {
  ready: boolean
  selected: number
}
const props = (o: Observation) => o.props as unknown as Props
/** The moves the gallery's slider was told to make in this step. */
const moved = (o: Observation) =>
  o.sent
    .filter((s) => s.to === 'engine' && s.event.type === 'move')
    .map((s) => s.event.command as { to: unknown })
const SLIDES = 5

export const gallerySpec: FlowSpec = {
  delays: { stillness: 150, scrollAtRest: 1000 },
  ticks: [50, 149, 150, 999, 1000],
  events: [
    'gallery.prevPressed',
    'gallery.nextPressed',
    'gallery.picked',
    'gallery.scrolled',
    'gallery.selected',
    'gallery.engineLoaded',
    'gallery.engineFailed',
    'gallery.scrollMoved',
    'gallery.scrollEnded',
  ],
  samples: [
    { type: 'gallery.picked', index: 0 },
    { type: 'gallery.picked', index: 4 },
    { type: 'gallery.picked', index: 5 },
    { type: 'gallery.scrolled', index: 3 },
    { type: 'gallery.engineLoaded', onSlideEdge: true },
    { type: 'gallery.engineLoaded', onSlideEdge: false },
    { type: 'gallery.selected', index: 4 },
    { type: 'gallery.selected', index: 0 },
  ],
  scenarios: [
    {
      name: 'the arrows go on past the first and the last slide',
      steps: [
        { tick: 150 },
        { send: { type: 'gallery.engineLoaded', onSlideEdge: true } },
        { send: { type: 'gallery.prevPressed' } },
        { send: { type: 'gallery.selected', index: 4 } },
        { send: { type: 'gallery.nextPressed' } },
      ],
    },
  ],
  properties: [
    {
      id: 'sliders-infinite',
      section: 'Shell §9 "Sliders infinite"',
      text: 'the slider has no end: at the first slide the previous arrow still moves it back, at the last the next arrow still moves it on',
      check: (trace) => {
        const now = last(trace)
        const before = trace[trace.length - 2]
        if (!before || !props(before).ready) return skip
        const at = props(before).selected
        const way = sent(now, 'gallery.prevPressed')
          ? 'prev'
          : sent(now, 'gallery.nextPressed')
            ? 'next'
            : null
        const end = way === 'prev' ? at === 0 : way === 'next' ? at === SLIDES - 1 : false
        if (!end) return skip
        const made = moved(now)
        return made.length === 1 && made[0]!.to === way
          ? null
          : `the ${way} arrow at slide ${at + 1} of ${SLIDES} made ${JSON.stringify(made)}`
      },
    },
    {
      id: 'still-before-the-slider',
      section: 'The gallery before its slider runs (ADR 0021): a finger mid-swipe is not stranded',
      text: 'the slider takes over only after the slides have been still for 150 ms',
      check: (trace) => {
        const starts = invokedOf(trace, 'runEngine')
        if (!starts.length) return skip
        const first = starts[0]!
        const lastScroll = trace
          .slice(0, first.step + 1)
          .filter((o) => sent(o, 'gallery.scrolled'))
          .at(-1)
        const since = first.at - (lastScroll?.at ?? 0)
        return since >= 150 ? null : `it took over ${since} ms after the slides moved`
      },
    },
    {
      id: 'starts-where-left',
      section: 'The gallery before its slider runs: the slide scrolled to is where it starts',
      text: 'the slider starts at the slide the native scroll left in view',
      check: (trace) => {
        const start = invokedOf(trace, 'runEngine')[0]
        if (!start) return skip
        const scrolled = trace
          .slice(0, start.step + 1)
          .filter((o) => sent(o, 'gallery.scrolled'))
          .map((o) => Number(o.event!.index))
          .filter((i) => Number.isInteger(i) && i >= 0 && i < SLIDES)
          .at(-1)
        const at = (start.input as { startIndex: number }).startIndex
        return at === (scrolled ?? 0)
          ? null
          : `it started at ${at}, the slides showed ${scrolled ?? 0}`
      },
    },
    {
      id: 'ready-where-left',
      section: 'The gallery before its slider runs: slides scrolled while its code loads',
      text: 'when the slider runs, it shows the slide the native scroll left last, unless a control was pressed',
      check: (trace) => {
        const now = last(trace)
        const before = trace[trace.length - 2]
        if (!before || props(before).ready || !props(now).ready) return skip
        const valid = (i: number) => Number.isInteger(i) && i >= 0 && i < SLIDES
        const pressed = trace.some(
          (o) =>
            sent(o, 'gallery.prevPressed') ||
            sent(o, 'gallery.nextPressed') ||
            (sent(o, 'gallery.picked') && valid(Number(o.event!.index))),
        )
        if (pressed) return skip
        const scrolled = trace
          .filter((o) => sent(o, 'gallery.scrolled'))
          .map((o) => Number(o.event!.index))
          .filter(valid)
          .at(-1)
        return props(now).selected === (scrolled ?? 0)
          ? null
          : `it shows ${props(now).selected}, the slides were left at ${scrolled ?? 0}`
      },
    },
    {
      id: 'press-not-lost',
      section: 'Shell §2 Gallery (arrows, thumbnails): a press before the slider runs',
      text: 'a control pressed before the slider runs is made once it does (the latest one)',
      check: (trace) => {
        const now = last(trace)
        const before = trace[trace.length - 2]
        if (!before || props(before).ready || !props(now).ready) return skip
        // The newest press since the slider was asked for.
        const presses = trace.filter(
          (o) =>
            sent(o, 'gallery.prevPressed') ||
            sent(o, 'gallery.nextPressed') ||
            (sent(o, 'gallery.picked') &&
              Number(o.event!.index) >= 0 &&
              Number(o.event!.index) < SLIDES),
        )
        const latest = presses.at(-1)
        const made = moved(now)
        if (!latest) return made.length ? 'a move nobody asked for' : null
        const expected = sent(latest, 'gallery.prevPressed')
          ? 'prev'
          : sent(latest, 'gallery.nextPressed')
            ? 'next'
            : Number(latest.event!.index)
        return made.length === 1 && made[0]!.to === expected
          ? null
          : `made ${JSON.stringify(made)} for ${JSON.stringify(expected)}`
      },
    },
    {
      id: 'controls-move-it',
      section: 'Shell §2 Gallery: buttons move the main slider, thumbnails choose its slide',
      text: 'once it runs, each arrow moves it one slide that way and a thumbnail or dot moves it to its slide',
      check: (trace) => {
        const now = last(trace)
        const before = trace[trace.length - 2]
        if (!before || !props(before).ready) return skip
        const made = moved(now)
        if (sent(now, 'gallery.prevPressed'))
          return made.length === 1 && made[0]!.to === 'prev' ? null : 'the arrow did not move it'
        if (sent(now, 'gallery.nextPressed'))
          return made.length === 1 && made[0]!.to === 'next' ? null : 'the arrow did not move it'
        if (sent(now, 'gallery.picked')) {
          const index = Number(now.event!.index)
          const valid = Number.isInteger(index) && index >= 0 && index < SLIDES
          if (!valid) return made.length ? `moved to a slide that is not there (${index})` : null
          return made.length === 1 && made[0]!.to === index ? null : `did not move to ${index}`
        }
        return skip
      },
    },
    {
      id: 'thumbnails-follow',
      seen: true,
      section: 'Shell §2 Gallery (a 4-thumbnail slider that follows the main one)',
      text: 'the thumbnail (or dot) marked current is the slide the slider shows',
      check: (trace) => {
        const now = last(trace)
        const before = trace[trace.length - 2]
        // The engine tells which slide shows once it runs.
        if (!sent(now, 'gallery.selected') || !before || !props(before).ready) return skip
        const index = Number(now.event!.index)
        if (!(index >= 0 && index < SLIDES)) return skip
        return props(now).selected === index
          ? null
          : `marked ${props(now).selected}, shows ${index}`
      },
    },
  ],
}
