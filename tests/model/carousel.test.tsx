// @vitest-environment jsdom
/**
 * Generated paths of a carousel (machines/carousel), replayed on the carousel itself with its
 * production wiring: Embla runs in jsdom (without layout), loaded by the engine actor's own
 * `import('embla-carousel')`, which the test holds until the path says the engine runs (or
 * fails it); every move made on Embla is counted. Fake timers for the 7 s interval and the
 * wake 1.5 s before the first move; the reduced-motion media query is stubbed. The
 * machine-level replay and the coverage gate are spec-properties.test.ts and coverage.test.ts.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { createActor, type AnyActorLogic } from 'xstate'
import { QueryClientProvider } from '@tanstack/react-query'
import carousel, { runEngine } from '#machines/carousel/actors'
import carouselFlow from '#machines/carousel/index'
import type { CarouselEvent, Direction } from '#machines/carousel/machine'
import { Carousel } from '~/components/carousel/Carousel'
import { buildFlowModel } from '~/flow-catalog/model'
import { FlowOverridesProvider } from '~/flow-wiring/overrides'
import { holdsEmbla, type Engine } from './embla-harness'
import { seededQueryClient } from './shell-harness'
import {
  counted,
  heldGate,
  machineEvents,
  NotOnPage,
  testGeneratedPaths,
  untilLoaded,
  type Gate,
  type ViewBinding,
} from './view-runner'

const model = buildFlowModel(carouselFlow)

const LABEL = 'Customer reviews'
const INTERVAL_MS = 7000
/** Its code loads 1.5 s before its first move (start.defer.wakeBefore, ADR 0021). */
const WAKE_LEAD_MS = 1500
const WAKE_MS = INTERVAL_MS - WAKE_LEAD_MS
const REDUCED = '(prefers-reduced-motion: reduce)'
/** The real clock's timer (captured before the fake timers), to let a module load. */
const realSetTimeout = globalThis.setTimeout.bind(globalThis)

// --- Embla, held and counted ------------------------------------------------------------------

/** Everything Embla is asked, across the file (reset per test). */
const embla = {
  /** Every page move made on an Embla instance, in order. */
  made: [] as Direction[],
  engines: [] as Engine[],
  requested: 0,
  finished: 0,
  gate: null as Gate | null,
  /** What Embla answers when asked whether there is anywhere to go. */
  answers: { prev: true, next: true },
  /** How often an Embla already destroyed was asked that. */
  askedWhenGone: 0,
}

/** How many times the carousel started its engine (the production actor, counted). */
const started = { engines: 0 }
/** Its answers about the arrows the test's (its moves are counted by the harness). */
const { live } = holdsEmbla(embla, started, (engine) => {
  const { api } = engine
  const answer = (direction: Direction) => {
    if (engine.destroyed) embla.askedWhenGone++
    return embla.answers[direction]
  }
  api.canScrollPrev = () => answer('prev')
  api.canScrollNext = () => answer('next')
})

const countedEngine = counted(
  carousel.wiring({ queryClient: seededQueryClient(), router: undefined }).actors!
    .runEngine as AnyActorLogic,
  () => started.engines++,
)

// --- The carousel on the page -------------------------------------------------------------------

interface C {
  autoplays: boolean
  loop: boolean
  /** The visitor's reduced-motion preference, as the media query answers it. */
  reduced: boolean
  /** The page's listeners to that media query's changes. */
  listeners: Set<() => void>
  /** When the page mounted the carousel, and when its current interval began (page clock). */
  mountedAt: number
  intervalFrom: number
  /** What the shopper has seen Embla do (its moves), and what waits for it. */
  expected: Direction[]
  waiting: Direction[]
  /** Where a finger went down before Embla ran, as the carousel read it. */
  touch: { x: number; y: number } | null
  failed: boolean
  presses: number
  focusIndex: number
}

/** Answers the reduced-motion query from `c` (other queries as before) and tells its changes. */
function stubMotionPreference(c: C) {
  const original = window.matchMedia.bind(window)
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    query === REDUCED
      ? ({
          get matches() {
            return c.reduced
          },
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

function Page({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={seededQueryClient()}>
      <FlowOverridesProvider overrides={{ carousel: { actors: { runEngine: countedEngine } } }}>
        <button type="button">Before the carousel</button>
        {children}
      </FlowOverridesProvider>
    </QueryClientProvider>
  )
}

const reviews = (n: number) =>
  Array.from({ length: n }, (_, i) => (
    <a key={i} href={`/reviews/${i + 1}`}>
      Review {i + 1}
    </a>
  ))

/** Forgets what Embla was asked in an earlier test. */
function resetEmbla({ loop }: { loop: boolean }) {
  embla.made = []
  embla.engines = []
  embla.requested = 0
  embla.finished = 0
  embla.answers = { prev: loop, next: true }
  embla.askedWhenGone = 0
  started.engines = 0
}

function mount({
  autoplay = true,
  loop = autoplay,
  reduced = false,
  slides = 3,
  mobileOnly = false,
}: {
  autoplay?: boolean
  loop?: boolean
  reduced?: boolean
  slides?: number
  mobileOnly?: boolean
} = {}) {
  resetEmbla({ loop })
  const c: C = {
    autoplays: autoplay && slides > 1,
    loop,
    reduced,
    listeners: new Set(),
    mountedAt: now(),
    intervalFrom: now(),
    expected: [],
    waiting: [],
    touch: null,
    failed: false,
    presses: 0,
    focusIndex: 0,
  }
  stubMotionPreference(c)
  render(
    <Page>
      <Carousel
        label={LABEL}
        autoplayMs={autoplay ? INTERVAL_MS : undefined}
        loop={loop}
        mobileOnly={mobileOnly}
      >
        {reviews(slides)}
      </Carousel>
    </Page>,
  )
  return c
}

const region = () => screen.getByRole('region', { name: LABEL })
const viewport = () => region().querySelector<HTMLElement>('[id$="-viewport"]')!
const review = (n: number) => screen.getByRole('link', { name: `Review ${n}` })
const outside = () => screen.getByRole('button', { name: 'Before the carousel' })
const prevArrow = () => screen.getByRole('button', { name: `Previous: ${LABEL}` })
const nextArrow = () => screen.getByRole('button', { name: `Next: ${LABEL}` })
const isReady = () => region().getAttribute('data-engine') === 'ready'
const isPlaying = () => region().getAttribute('data-autoplay') === 'playing'
const now = () => performance.now()

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))

/** The carousel's machine runs (it started its engine as it began). */
const running = () => started.engines > 0

/**
 * Wakes a carousel whose machine has not started, as the page does with nothing else
 * happening: an autoplaying one 1.5 s before its first move, one that does not move by itself
 * when the shopper reaches for it (the pointer over it, which such a carousel ignores).
 */
async function wake(c: C) {
  if (running()) return
  if (c.autoplays) {
    const at = c.mountedAt + WAKE_MS
    expect(now(), 'woken before its first interval ends').toBeLessThan(at)
    await advance(at - 1 - now())
    expect(started.engines).toBe(0)
    await advance(1)
  } else {
    fireEvent.pointerEnter(region())
  }
  expect(started.engines).toBe(1)
}

/** A move the shopper asked for (or the autoplay's), as the page should make it. */
function moveAsked(c: C, direction: Direction, { wasReady }: { wasReady: boolean }) {
  if (wasReady) {
    c.expected.push(direction)
    return
  }
  c.waiting = [...c.waiting, direction].slice(-3)
  if (c.failed) {
    // It asks for Embla's code again.
    c.failed = false
    expect(started.engines, 'the engine started again').toBeGreaterThan(1)
  }
}

/** The press of an arrow: the button, or the arrow key on the region (the button when it can). */
async function press(c: C, direction: Direction) {
  const wasReady = isReady()
  const wasPlaying = c.autoplays && isPlaying()
  const engines = started.engines
  const arrow = direction === 'prev' ? prevArrow() : nextArrow()
  c.presses++
  // A disabled arrow cannot be pressed: the key still can.
  if (c.presses % 2 === 1 && !arrow.hasAttribute('disabled')) fireEvent.click(arrow)
  else {
    // The key moves the carousel, not the page; other keys stay the page's.
    expect(fireEvent.keyDown(region(), { key: 'Tab' })).toBe(true)
    expect(
      fireEvent.keyDown(region(), { key: direction === 'prev' ? 'ArrowLeft' : 'ArrowRight' }),
    ).toBe(false)
  }
  await act(async () => {})
  if (c.failed) expect(started.engines).toBe(engines + 1)
  moveAsked(c, direction, { wasReady })
  // The shopper's own move restarts the interval.
  if (wasPlaying) c.intervalFrom = now()
}

/** What a finger does: down on the slides, up (or cancelled). */
function touchStart(x: number, y: number, fingers: number) {
  fireEvent.touchStart(review(1), {
    touches: Array.from({ length: fingers }, (_, i) => ({ clientX: x + i * 150, clientY: y })),
  })
}
function touchEnd(x: number, y: number) {
  fireEvent.touchEnd(review(1), { changedTouches: [{ clientX: x, clientY: y }] })
}

/** The interval restarts when the carousel plays again after a hold. */
function resumed(c: C, wasPlaying: boolean) {
  if (c.autoplays && !wasPlaying && isPlaying()) c.intervalFrom = now()
}

async function preferReducedMotion(c: C, reduced: boolean, ignored: boolean) {
  c.reduced = reduced
  // The carousel reads the preference when its machine starts.
  if (!ignored && c.autoplays && !running()) return wake(c)
  const wasPlaying = isPlaying()
  await act(async () => {
    for (const listener of [...c.listeners]) listener()
  })
  resumed(c, wasPlaying)
}

type Ctx = {
  hovered: boolean
  focused: boolean
  reducedMotion: boolean
  pending: boolean
  touch: boolean
}

const binding: ViewBinding<C> = {
  setup: (input) => {
    // The flow's sample inputs: the Perfect Pairings carousel (7 s, infinite), and one that
    // only moves when told.
    expect(input).toMatchObject({ headStartMs: 0, activeQuery: null })
    const autoplay = input.intervalMs === INTERVAL_MS
    if (!autoplay) expect(input.intervalMs).toBeNull()
    return mount({ autoplay, loop: input.loop as boolean })
  },
  states: {
    'carousel.engine': (c, context) => {
      const ctx = context as Ctx
      expect(region()).toHaveAttribute('aria-roledescription', 'carousel')
      for (const li of screen.getAllByRole('listitem'))
        expect(li).toHaveAttribute('aria-roledescription', 'slide')
      expect(screen.getAllByRole('listitem').map((li) => li.getAttribute('aria-label'))).toEqual([
        '1 of 3',
        '2 of 3',
        '3 of 3',
      ])
      // Every move Embla made, in order: none lost, none made twice, none nobody asked for.
      expect(embla.made).toEqual(c.expected)
      expect(ctx.pending).toBe(c.waiting.length > 0)
      expect(ctx.touch).toBe(c.touch !== null)
      // The arrows lead where Embla says it can go (before it runs: a loop anywhere, otherwise
      // forward from the first page).
      expect(prevArrow()).toHaveProperty('disabled', !embla.answers.prev)
      expect(nextArrow()).toHaveProperty('disabled', !embla.answers.next)
    },
    'carousel.engine.running': () => {
      expect(live().length).toBeLessThanOrEqual(1)
    },
    'carousel.engine.running.starting': (c) => {
      expect(region()).toHaveAttribute('data-engine', 'waiting')
      expect(live()).toEqual([])
      expect(c.failed).toBe(false)
    },
    'carousel.engine.running.ready': (c) => {
      expect(region()).toHaveAttribute('data-engine', 'ready')
      const [engine] = live()
      expect(engine?.root).toBe(viewport())
      // A page of slides at a time, at the sliders' speed (shell §9 "speed 500 ms": Embla's
      // duration 25), live at every width.
      expect(engine?.options).toMatchObject({
        loop: c.loop,
        align: 'start',
        slidesToScroll: 'auto',
        duration: 25,
        active: true,
        breakpoints: {},
      })
      expect(c.waiting).toEqual([])
    },
    'carousel.engine.failed': (c) => {
      // Its code did not arrive: the slides and arrows stay as they are, nothing moves.
      expect(region()).toHaveAttribute('data-engine', 'waiting')
      expect(live()).toEqual([])
      expect(c.failed).toBe(true)
    },
    'carousel.autoplay': () => {
      expect(region()).toHaveAttribute('aria-live')
    },
    'carousel.autoplay.off': (c) => {
      expect(c.autoplays).toBe(false)
      expect(region()).not.toHaveAttribute('data-autoplay')
      expect(region()).toHaveAttribute('aria-live', 'polite')
    },
    'carousel.autoplay.on': (c, context) => {
      expect(c.autoplays).toBe(true)
      expect(region()).toHaveAttribute('data-autoplay')
      expect((context as Ctx).reducedMotion).toBe(c.reduced && running())
    },
    'carousel.autoplay.on.playing': () => {
      expect(region()).toHaveAttribute('data-autoplay', 'playing')
      // Automatic moves are not announced.
      expect(region()).toHaveAttribute('aria-live', 'off')
    },
    'carousel.autoplay.on.paused': () => {
      expect(region()).toHaveAttribute('data-autoplay', 'paused')
      expect(region()).toHaveAttribute('aria-live', 'polite')
    },
  },
  observe: () => ({
    autoplays: region().hasAttribute('data-autoplay'),
    playing: isPlaying(),
    ready: isReady(),
  }),
  events: {
    ...machineEvents<Exclude<CarouselEvent, { type: 'carousel.advanced' }>, C>({
      'carousel.prevPressed': (c) => press(c, 'prev'),
      'carousel.nextPressed': (c) => press(c, 'next'),
      'carousel.touchStarted': (c, e) => {
        const reading = !isReady() && !c.failed
        touchStart(e.x, e.y, e.fingers)
        if (reading) c.touch = e.fingers === 1 ? { x: e.x, y: e.y } : null
      },
      'carousel.touchEnded': (c, e, { ignored }) => {
        touchEnd(e.x, e.y)
        if (ignored) return
        // Before Embla runs, a sideways swipe of 30 px or more is a move one page that way.
        const from = c.touch
        c.touch = null
        if (!from) return
        const dx = e.x - from.x
        const dy = e.y - from.y
        if (Math.abs(dx) >= 30 && Math.abs(dx) > Math.abs(dy))
          moveAsked(c, dx < 0 ? 'next' : 'prev', { wasReady: false })
      },
      'carousel.touchCancelled': (c, _e, { ignored }) => {
        fireEvent.touchCancel(review(1))
        if (!ignored) c.touch = null
      },
      'carousel.pointerEntered': () => {
        fireEvent.pointerEnter(region())
      },
      'carousel.pointerLeft': (c) => {
        const wasPlaying = isPlaying()
        fireEvent.pointerLeave(region())
        resumed(c, wasPlaying)
      },
      'carousel.focusEntered': (c) => {
        // Focus comes in, or moves from one review to the next (still inside).
        c.focusIndex = (c.focusIndex % 3) + 1
        act(() => review(c.focusIndex).focus())
      },
      'carousel.focusLeft': (c) => {
        const wasPlaying = isPlaying()
        if (region().contains(document.activeElement)) act(() => outside().focus())
        // Focus that was inside before the carousel's machine ran leaves it.
        else fireEvent.blur(review(1), { relatedTarget: outside() })
        resumed(c, wasPlaying)
      },
      'carousel.motionPreferred': (c, e, { ignored }) => preferReducedMotion(c, e.reduced, ignored),
      'carousel.settled': async (_c, e) => {
        const [engine] = live()
        if (!engine) throw new NotOnPage('Embla says where it can go only once it runs')
        embla.answers = { prev: e.canPrev, next: e.canNext }
        // Embla's own event as the slides come to rest.
        await act(async () => {
          engine.api.emit('select')
        })
      },
      'carousel.engineReady': async (c, _e, { ignored }) => {
        if (ignored) throw new NotOnPage('Embla arrives once for each time it is asked for')
        await wake(c)
        await untilLoaded(() => embla.requested > 0, "the carousel's request for Embla")
        const made = embla.made.length
        embla.gate!.resolve()
        await untilLoaded(() => live().length === 1 && isReady(), 'Embla to run')
        // Every move asked for meanwhile, in order (the latest three).
        c.expected.push(...c.waiting)
        expect(embla.made.slice(made)).toEqual(c.waiting)
        c.waiting = []
        c.touch = null
      },
      'carousel.engineFailed': async (c, _e, { ignored }) => {
        if (ignored) throw new NotOnPage("Embla's code fails to arrive only while it is asked for")
        await wake(c)
        await untilLoaded(() => embla.requested > 0, "the carousel's request for Embla")
        const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
        const load = embla.gate!
        // The next time Embla is asked for, it waits again.
        embla.gate = heldGate()
        load.reject(new Error('Failed to fetch dynamically imported module'))
        await untilLoaded(() => logged.mock.calls.length > 0, 'the failure to be logged')
        expect(logged).toHaveBeenCalledWith(
          '[carousel] the carousel engine did not load',
          expect.anything(),
        )
        logged.mockRestore()
        c.failed = true
      },
    }),
    'xstate.after.slideInterval': async (c) => {
      // Shell §9: the next page comes 7 s after the interval began, not a moment sooner.
      const due = c.intervalFrom + INTERVAL_MS
      const made = embla.made.length
      await advance(due - 1 - now())
      expect(embla.made.length).toBe(made)
      expect(region()).toHaveAttribute('data-autoplay', 'playing')
      const wasReady = isReady()
      const engines = started.engines
      await advance(1)
      if (c.failed) expect(started.engines).toBe(engines + 1)
      moveAsked(c, 'next', { wasReady })
      c.intervalFrom = due
    },
  },
}

/** Lets Embla's code arrive and waits until it runs. */
async function emblaArrives() {
  await untilLoaded(() => embla.requested > 0, "the carousel's request for Embla")
  embla.gate!.resolve()
  await untilLoaded(() => live().length === 1 && isReady(), 'Embla to run')
}

/** Nothing for `ms` − 1 ms, then the carousel's `n`th move of its own. */
async function expectMove(n: number, ms: number) {
  await advance(ms - 1)
  expect(embla.made.filter((m) => m === 'next')).toHaveLength(n - 1)
  await advance(1)
  expect(embla.made.filter((m) => m === 'next')).toHaveLength(n)
}

/** Gives the module runner time to load what was asked for, and what came to run. */
async function realTicks() {
  for (let i = 0; i < 20; i++)
    await act(async () => {
      await new Promise((resolve) => realSetTimeout(resolve, 0))
    })
}

/** Nothing was asked for, if nothing came. */
async function nothingRequested() {
  await realTicks()
  expect(embla.requested).toBe(0)
  expect(embla.engines).toEqual([])
}

describe('carousel', () => {
  testGeneratedPaths(model, binding, {
    withoutEvents: {
      'carousel.advanced':
        'the autoplay raises it itself on its interval (xstate.after.slideInterval); the page has no other way to send it',
    },
  })

  it('loads neither its machine nor Embla until the first move nears, which keeps its moment', async () => {
    mount()
    expect(region()).toHaveAttribute('data-engine', 'waiting')
    expect(region()).toHaveAttribute('data-autoplay', 'playing')
    // 1.5 s before the first move (WAKE_LEAD_MS) both come; the move is still at 7 s.
    await advance(WAKE_MS - 1)
    expect(started.engines).toBe(0)
    await nothingRequested()
    await advance(1)
    expect(started.engines).toBe(1)
    await emblaArrives()
    await expectMove(1, WAKE_LEAD_MS)
    // Every later interval is whole.
    await expectMove(2, INTERVAL_MS)
  })

  it('moves every 7 s while nothing holds it; a move of the shopper restarts the interval', async () => {
    mount()
    await advance(WAKE_MS)
    await emblaArrives()
    await advance(INTERVAL_MS - WAKE_MS)
    await advance(INTERVAL_MS)
    expect(embla.made).toEqual(['next', 'next'])
    await advance(5000)
    fireEvent.keyDown(region(), { key: 'ArrowLeft' })
    expect(embla.made).toEqual(['next', 'next', 'prev'])
    await expectMove(3, INTERVAL_MS)
  })

  it('stays held while focus moves within it, and for a visitor who prefers reduced motion', async () => {
    const c = mount({ reduced: true })
    // Woken, it reads the preference: paused, and announced politely.
    await advance(WAKE_MS)
    await emblaArrives()
    expect(region()).toHaveAttribute('data-autoplay', 'paused')
    expect(region()).toHaveAttribute('aria-live', 'polite')
    await advance(21000)
    expect(embla.made).toEqual([])
    act(() => review(1).focus())
    await preferReducedMotion(c, false, false)
    // Focus from one review to the next stays inside: still held, as it leaves the first.
    fireEvent.blur(review(1), { relatedTarget: review(2) })
    expect(region()).toHaveAttribute('data-autoplay', 'paused')
    act(() => review(2).focus())
    await advance(14000)
    expect(embla.made).toEqual([])
    expect(region()).toHaveAttribute('data-autoplay', 'paused')
    act(() => outside().focus())
    expect(region()).toHaveAttribute('data-autoplay', 'playing')
    expect(region()).toHaveAttribute('aria-live', 'off')
    await expectMove(1, INTERVAL_MS)
  })

  it('wakes when the shopper reaches for it, held as long as they are', async () => {
    mount()
    fireEvent.pointerEnter(region())
    expect(started.engines).toBe(1)
    expect(region()).toHaveAttribute('data-autoplay', 'paused')
    await emblaArrives()
    await advance(INTERVAL_MS * 2)
    expect(embla.made).toEqual([])
    fireEvent.pointerLeave(region())
    // Playing again: a whole interval from now.
    await expectMove(1, INTERVAL_MS)
  })

  it('a single slide does not play, nor wake by itself', async () => {
    mount({ slides: 1 })
    expect(region()).not.toHaveAttribute('data-autoplay')
    expect(screen.queryByRole('button', { name: `Next: ${LABEL}` })).toBeNull()
    await advance(INTERVAL_MS * 2)
    expect(started.engines).toBe(0)
    await nothingRequested()
  })

  it('a carousel that does not move by itself first loads without Embla, which comes when the shopper reaches for it', async () => {
    mount({ autoplay: false })
    expect(region()).toHaveAttribute('aria-live', 'polite')
    expect(region()).not.toHaveAttribute('data-autoplay')
    // Before Embla: the first page, the way forward only.
    expect(prevArrow()).toBeDisabled()
    expect(nextArrow()).toBeEnabled()
    await advance(60_000)
    expect(started.engines).toBe(0)
    await nothingRequested()
    act(() => review(2).focus())
    expect(started.engines).toBe(1)
    await emblaArrives()
    expect(embla.made).toEqual([])
  })

  it('an arrow key pressed before Embla runs wakes it and moves once it has', async () => {
    mount()
    fireEvent.keyDown(region(), { key: 'ArrowRight' })
    expect(started.engines).toBe(1)
    await untilLoaded(() => embla.requested > 0, "the carousel's request for Embla")
    expect(embla.made).toEqual([])
    await emblaArrives()
    expect(embla.made).toEqual(['next'])
  })

  it('keeps the latest three moves asked for before Embla runs, and makes them in order', async () => {
    mount({ autoplay: false })
    fireEvent.click(nextArrow())
    fireEvent.keyDown(region(), { key: 'ArrowRight' })
    fireEvent.keyDown(region(), { key: 'ArrowLeft' })
    // Before Embla says otherwise, the first page shows: its previous arrow is disabled.
    expect(prevArrow()).toBeDisabled()
    fireEvent.keyDown(region(), { key: 'ArrowLeft' })
    expect(embla.made).toEqual([])
    await emblaArrives()
    expect(embla.made).toEqual(['next', 'prev', 'prev'])
  })

  it('a swipe made before Embla runs moves the carousel once Embla has come', async () => {
    mount()
    touchStart(300, 100, 1)
    touchEnd(120, 110)
    touchStart(100, 100, 1)
    touchEnd(300, 90)
    await emblaArrives()
    expect(embla.made).toEqual(['next', 'prev'])
    // Once Embla runs the finger is Embla's to read: the stand-in makes no second move.
    touchStart(300, 100, 1)
    touchEnd(120, 110)
    await act(async () => {})
    expect(embla.made).toEqual(['next', 'prev'])
  })

  it('a tap, a page scroll that drifts sideways or a pinch before Embla runs moves nothing', async () => {
    mount()
    touchStart(300, 100, 1)
    touchEnd(290, 100)
    touchStart(300, 100, 1)
    touchEnd(250, 400)
    touchStart(300, 100, 2)
    touchEnd(100, 100)
    touchStart(300, 100, 1)
    fireEvent.touchCancel(review(1))
    touchEnd(100, 100)
    // A touchend that lists no finger (no browser sends one, a synthetic event may) is ignored.
    const errors: unknown[] = []
    const onError = (e: ErrorEvent) => errors.push(e.error)
    window.addEventListener('error', onError)
    touchStart(300, 100, 1)
    fireEvent.touchEnd(review(1), { changedTouches: [] })
    window.removeEventListener('error', onError)
    expect(errors).toEqual([])
    await emblaArrives()
    expect(embla.made).toEqual([])
  })

  it("when Embla's code does not arrive, the next move asks for it again and is made once it comes", async () => {
    mount({ autoplay: false })
    fireEvent.click(nextArrow())
    await untilLoaded(() => embla.requested === 1, "the carousel's request for Embla")
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const first = embla.gate!
    embla.gate = heldGate()
    first.reject(new Error('Failed to fetch dynamically imported module'))
    await untilLoaded(() => logged.mock.calls.length > 0, 'the failure to be logged')
    expect(embla.engines).toEqual([])
    fireEvent.keyDown(region(), { key: 'ArrowLeft' })
    expect(started.engines).toBe(2)
    await untilLoaded(() => embla.requested === 2, 'the second request for Embla')
    embla.gate!.resolve()
    await untilLoaded(() => isReady(), 'Embla to run')
    expect(embla.made).toEqual(['next', 'prev'])
  })

  it('the arrows follow where Embla says it can go', async () => {
    mount({ autoplay: false })
    fireEvent.pointerEnter(region())
    // Unlike the first page shown before it runs (only forward).
    embla.answers = { prev: true, next: false }
    await emblaArrives()
    expect(prevArrow()).toBeDisabled()
    // Embla answers a frame after it starts.
    await advance(20)
    expect(prevArrow()).toBeEnabled()
    expect(nextArrow()).toBeDisabled()
    embla.answers = { prev: false, next: true }
    await act(async () => {
      live()[0]!.api.emit('select')
    })
    expect(prevArrow()).toBeDisabled()
    expect(nextArrow()).toBeEnabled()
    // And again when it lays the slides out anew (a resize).
    embla.answers = { prev: true, next: true }
    await act(async () => {
      live()[0]!.api.emit('reInit')
    })
    expect(prevArrow()).toBeEnabled()
  })

  it('a phone-only carousel runs Embla only under the phone breakpoint (767.98 px)', async () => {
    mount({ autoplay: false, mobileOnly: true })
    fireEvent.pointerEnter(region())
    await emblaArrives()
    expect(live()[0]!.options).toMatchObject({
      active: false,
      breakpoints: { '(max-width: 767.98px)': { active: true } },
    })
  })

  it('Embla goes with the carousel, and is asked nothing after', async () => {
    mount({ autoplay: false })
    fireEvent.pointerEnter(region())
    await emblaArrives()
    const [engine] = live()
    // The carousel goes before Embla's first frame.
    cleanup()
    await act(async () => {})
    expect(engine!.destroyed).toBe(true)
    await advance(20)
    expect(embla.askedWhenGone).toBe(0)
  })

  it('an engine stopped before Embla arrives starts nothing, its viewport still on the page', async () => {
    resetEmbla({ loop: false })
    const viewportLeft = document.createElement('div')
    viewportLeft.id = 'a-viewport-left-behind'
    viewportLeft.innerHTML = '<ul><li>A review</li></ul>'
    document.body.append(viewportLeft)
    const engine = createActor(runEngine, {
      input: { viewportId: viewportLeft.id, loop: false, activeQuery: null },
    }).start()
    await untilLoaded(() => embla.requested > 0, "the engine's request for Embla")
    engine.stop()
    embla.gate!.resolve()
    await untilLoaded(() => embla.finished > 0, 'Embla to arrive')
    await realTicks()
    expect(embla.engines).toEqual([])
    viewportLeft.remove()
  })
})
