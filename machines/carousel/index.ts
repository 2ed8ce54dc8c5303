/** Carousel: the flow's one definition (ADR 0009). */
import { data, defineFlow, oneOf } from '../shared/flow'
import { connectCarousel } from './connect'
import { carouselMachine, type CarouselContext } from './machine'
import { carouselSpec } from './spec'

export default defineFlow({
  title: 'Carousel (moves, swipe and autoplay)',
  machine: carouselMachine,
  connect: connectCarousel,
  spec: carouselSpec,
  start: {
    input: {
      intervalMs: oneOf(null, data.number),
      headStartMs: data.number,
      loop: oneOf(true, false),
      activeQuery: oneOf(null, data.string),
    },
    // A page with a carousel loads no carousel code at first (ADR 0021): its engine, its
    // reduced-motion watch and its first interval wait until the shopper reaches for it, or
    // until 1.5 s before its first move (room for two small chunks on a slow phone connection).
    defer: {
      running: ['runEngine', 'watchMotion', 'slideInterval'],
      wakeOn: ['carousel.pointerEntered', 'carousel.focusEntered', 'carousel.touchStarted'],
      wakeBefore: { inputMs: 'intervalMs', leadMs: 1500 },
    },
  },
  samples: {
    // The Perfect Pairings carousel: a 7 s autoplay, infinite (shell §2, §9).
    input: { intervalMs: 7000, headStartMs: 0, loop: true, activeQuery: null },
    // A carousel that only moves when told (the related products).
    moreInputs: [{ intervalMs: null, headStartMs: 0, loop: false, activeQuery: null }],
    events: {
      'carousel.motionPreferred': [
        { type: 'carousel.motionPreferred', reduced: true },
        { type: 'carousel.motionPreferred', reduced: false },
      ],
      'carousel.touchStarted': [{ type: 'carousel.touchStarted', x: 200, y: 100, fingers: 1 }],
      'carousel.touchEnded': [
        // At the rule's edges: exactly 30 px sideways is a swipe; as far down as sideways is not.
        { type: 'carousel.touchEnded', x: 170, y: 100 },
        { type: 'carousel.touchEnded', x: 290, y: 95 },
        { type: 'carousel.touchEnded', x: 160, y: 140 },
      ],
      'carousel.settled': [
        { type: 'carousel.settled', canPrev: true, canNext: true },
        { type: 'carousel.settled', canPrev: false, canNext: true },
      ],
    },
    // What holds it, whether a move waits for the engine and whether a finger is down change
    // behaviour (how many moves wait, and the arrows' answers, only what it shows: the spec
    // properties check those on every path and walk).
    context: (c: CarouselContext) => ({
      hovered: c.hovered,
      focused: c.focused,
      reducedMotion: c.reducedMotion,
      pending: c.pending.length > 0,
      touch: c.touch !== null,
    }),
  },
})
