// @vitest-environment jsdom
/**
 * Generated paths of a carousel's autoplay, replayed on the carousel itself (embla runs in
 * jsdom, without layout; its moves are counted) with fake timers for the 7 s interval: the
 * pointer over the region, focus inside it and a reduced-motion preference hold it, an arrow
 * key (the shopper's own move) restarts the interval. The machine-level replay and the coverage
 * gate are in coverage.test.ts.
 */
import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type * as Embla from 'embla-carousel'
import type { AutoplayEvent } from '#machines/carousel-autoplay/machine'
import { Carousel } from '~/components/carousel/Carousel'
import { loadCarouselEngine } from '~/components/carousel/embla'
import carouselAutoplayFlow from '#machines/carousel-autoplay/index'
import { buildFlowModel } from '~/flow-catalog/model'
import { machineEvents, testGeneratedPaths, type ViewBinding } from './view-runner'

/** Every move the carousel makes (embla's own, counted on each instance the carousel gets). */
const moves = vi.hoisted(() => ({ next: 0, prev: 0, engines: 0 }))

vi.mock('embla-carousel', async (original) => {
  const real = (await original<typeof Embla>()).default
  const counting = (...args: Parameters<typeof real>) => {
    const api = real(...args)
    moves.engines++
    const { scrollNext, scrollPrev } = api
    api.scrollNext = (jump) => {
      moves.next++
      scrollNext(jump)
    }
    api.scrollPrev = (jump) => {
      moves.prev++
      scrollPrev(jump)
    }
    return api
  }
  return { default: Object.assign(counting, { globalOptions: real.globalOptions }) }
})

// Embla's chunk is in hand, as the machine's is (tests/setup.ts): a carousel woken here gets
// its engine a microtask later. ADR 0021's loading itself is checked at the end.
beforeAll(async () => {
  await loadCarouselEngine()
})

const model = buildFlowModel(carouselAutoplayFlow)

const REDUCED = '(prefers-reduced-motion: reduce)'

interface C {
  /** The visitor's reduced-motion preference, as the media query answers it. */
  reduced: boolean
  /** The page's listeners to that media query's changes. */
  listeners: Set<() => void>
}

/** Answers the reduced-motion query from `c` (other queries as before) and tells its changes. */
function stubMotionPreference(c: C) {
  const original = window.matchMedia.bind(window)
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    query === REDUCED
      ? ({
          matches: c.reduced,
          media: query,
          onchange: null,
          addEventListener: (_type: string, listener: () => void) => c.listeners.add(listener),
          removeEventListener: (_type: string, listener: () => void) =>
            c.listeners.delete(listener),
          addListener: () => {},
          removeListener: () => {},
          dispatchEvent: () => false,
        } as unknown as MediaQueryList)
      : original(query),
  )
}

function renderCarousel(slides = 3) {
  render(
    <>
      <button type="button">Before the carousel</button>
      <Carousel label="Customer reviews" autoplayMs={7000}>
        {Array.from({ length: slides }, (_, i) => (
          <a key={i} href={`/reviews/${i + 1}`}>
            Review {i + 1}
          </a>
        ))}
      </Carousel>
    </>,
  )
}

const region = () => screen.getByRole('region', { name: 'Customer reviews' })
const review = (n: number) => screen.getByRole('link', { name: `Review ${n}` })
const outside = () => screen.getByRole('button', { name: 'Before the carousel' })

function preferReducedMotion(c: C, reduced: boolean) {
  act(() => {
    c.reduced = reduced
    for (const listener of [...c.listeners]) listener()
  })
}

function mount({ reduced = false } = {}) {
  moves.next = 0
  moves.prev = 0
  moves.engines = 0
  const c: C = { reduced, listeners: new Set() }
  stubMotionPreference(c)
  renderCarousel()
  return c
}

const binding: ViewBinding<C> = {
  // Embla woken by a touch (no event of the machine's), so a move the machine ignores changes
  // nothing Embla's start would; the waking itself is tested at the end.
  setup: async () => {
    const c = mount()
    await act(async () => {
      fireEvent.touchStart(region())
    })
    expect(region()).toHaveAttribute('data-engine', 'ready')
    return c
  },
  states: {
    'carousel-autoplay.playing': () => {
      expect(region()).toHaveAttribute('data-autoplay', 'playing')
      // Automatic moves are not announced.
      expect(region()).toHaveAttribute('aria-live', 'off')
    },
    'carousel-autoplay.paused': () => {
      expect(region()).toHaveAttribute('data-autoplay', 'paused')
      expect(region()).toHaveAttribute('aria-live', 'polite')
    },
  },
  observe: () => ({ playing: region().getAttribute('data-autoplay') === 'playing' }),
  events: {
    ...machineEvents<AutoplayEvent, C>({
      'autoplay.navigated': async () => {
        const before = moves.next
        // The first thing a shopper does may wake the carousel: the move waits for Embla.
        await act(async () => {
          fireEvent.keyDown(region(), { key: 'ArrowRight' })
        })
        // The shopper's own move, once (held or not).
        expect(moves.next).toBe(before + 1)
      },
      'autoplay.pointerEntered': () => {
        fireEvent.pointerEnter(region())
      },
      'autoplay.pointerLeft': () => {
        fireEvent.pointerLeave(region())
      },
      'autoplay.focusEntered': () => {
        fireEvent.focus(review(1))
      },
      'autoplay.focusLeft': () => {
        fireEvent.blur(review(1), { relatedTarget: outside() })
      },
      'autoplay.motionPreferred': (c, e) => preferReducedMotion(c, e.reduced),
    }),
    'xstate.after.slideInterval': async () => {
      // Shell §9: the next slide comes 7 s after the interval began, not a moment sooner.
      const before = moves.next
      await act(() => vi.advanceTimersByTimeAsync(6999))
      expect(moves.next).toBe(before)
      await act(() => vi.advanceTimersByTimeAsync(1))
      expect(moves.next).toBe(before + 1)
    },
  },
}

// Before the carousel renders: its first interval starts as it mounts (measured on the page's
// clock, faked with the timers).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] })
})
afterEach(() => {
  vi.useRealTimers()
})

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))

/** Nothing for `ms` − 1 ms, then the carousel's `n`th move of its own. */
async function expectMove(n: number, ms: number) {
  await advance(ms - 1)
  expect(moves.next).toBe(n - 1)
  await advance(1)
  expect(moves.next).toBe(n)
}

describe('carousel autoplay', () => {
  testGeneratedPaths(model, binding)

  it('moves every 7 s while nothing holds it; a move of the shopper restarts the interval', async () => {
    mount()
    await advance(7000)
    await advance(7000)
    expect(moves.next).toBe(2)
    await advance(5000)
    await act(async () => {
      fireEvent.keyDown(region(), { key: 'ArrowLeft' })
    })
    expect(moves.prev).toBe(1)
    await expectMove(3, 7000)
  })

  it('stays held while focus moves within it, and for a visitor who prefers reduced motion', async () => {
    const c = mount({ reduced: true })
    expect(region()).toHaveAttribute('data-autoplay', 'paused')
    await advance(21000)
    expect(moves.next).toBe(0)
    fireEvent.focus(review(1))
    preferReducedMotion(c, false)
    // Focus from one review to the next stays inside: still held.
    fireEvent.blur(review(1), { relatedTarget: review(2) })
    fireEvent.focus(review(2))
    await advance(14000)
    expect(moves.next).toBe(0)
    expect(region()).toHaveAttribute('data-autoplay', 'paused')
    fireEvent.blur(review(2), { relatedTarget: outside() })
    expect(region()).toHaveAttribute('data-autoplay', 'playing')
    await advance(7000)
    expect(moves.next).toBe(1)
  })

  it('a single slide does not play', async () => {
    moves.next = 0
    render(
      <Carousel label="Customer reviews" autoplayMs={7000}>
        <p>Only review</p>
      </Carousel>,
    )
    expect(region()).not.toHaveAttribute('data-autoplay')
    await advance(14000)
    expect(moves.next).toBe(0)
  })

  it('loads no engine or machine until the first move nears, which keeps its moment', async () => {
    mount()
    expect(region()).toHaveAttribute('data-engine', 'waiting')
    expect(region()).toHaveAttribute('data-autoplay', 'playing')
    // 1.5 s before the first move (CAROUSEL_WAKE_LEAD_MS) both come; the move is still at 7 s.
    await advance(5499)
    expect(moves.engines).toBe(0)
    await advance(1)
    expect(moves.engines).toBe(1)
    expect(region()).toHaveAttribute('data-engine', 'ready')
    await expectMove(1, 1500)
    // Every later interval is whole.
    await expectMove(2, 7000)
  })

  it('wakes when the shopper reaches for it, held as long as they are', async () => {
    mount()
    fireEvent.pointerEnter(region())
    expect(region()).toHaveAttribute('data-autoplay', 'paused')
    await act(async () => {})
    expect(moves.engines).toBe(1)
    fireEvent.pointerLeave(region())
    // Playing again: a whole interval from now.
    await expectMove(1, 7000)
  })

  it('an arrow key pressed before Embla runs wakes it and moves once it has', async () => {
    mount()
    await act(async () => {
      fireEvent.keyDown(region(), { key: 'ArrowRight' })
    })
    expect(moves.engines).toBe(1)
    expect(moves.next).toBe(1)
  })

  it('a swipe made before Embla runs moves the carousel once Embla has come', async () => {
    mount()
    await act(async () => {
      fireEvent.touchStart(region(), { touches: [{ clientX: 300, clientY: 100 }] })
      fireEvent.touchEnd(region(), { changedTouches: [{ clientX: 120, clientY: 110 }] })
    })
    expect(moves.next).toBe(1)
    // Once Embla runs the finger is Embla's to read: the stand-in makes no second move.
    await act(async () => {
      fireEvent.touchStart(region(), { touches: [{ clientX: 300, clientY: 100 }] })
      fireEvent.touchEnd(region(), { changedTouches: [{ clientX: 120, clientY: 110 }] })
    })
    expect(moves.next).toBe(1)
  })

  it('a tap, a page scroll that drifts sideways or a pinch before Embla runs moves nothing', async () => {
    mount()
    await act(async () => {
      fireEvent.touchStart(region(), { touches: [{ clientX: 300, clientY: 100 }] })
      fireEvent.touchEnd(region(), { changedTouches: [{ clientX: 290, clientY: 100 }] })
      fireEvent.touchStart(region(), { touches: [{ clientX: 300, clientY: 100 }] })
      fireEvent.touchEnd(region(), { changedTouches: [{ clientX: 250, clientY: 400 }] })
      const fingers = [
        { clientX: 300, clientY: 100 },
        { clientX: 100, clientY: 100 },
      ]
      fireEvent.touchStart(region(), { touches: fingers })
      fireEvent.touchEnd(region(), { changedTouches: [{ clientX: 100, clientY: 100 }] })
    })
    expect(region()).toHaveAttribute('data-engine', 'ready')
    expect(moves.next + moves.prev).toBe(0)
  })

  it('a carousel that does not move by itself has its engine at once', async () => {
    moves.engines = 0
    render(
      <Carousel label="Customer reviews">
        <p>One</p>
        <p>Two</p>
      </Carousel>,
    )
    await act(async () => {})
    expect(moves.engines).toBe(1)
  })
})
