// @vitest-environment jsdom
/**
 * Generated paths of a product gallery (machines/gallery), replayed on the gallery itself with
 * its production wiring: the native scroll is watched on the viewport (jsdom has no layout:
 * the viewport's width and scroll position are stubbed), then Embla runs on the main slider and
 * the thumbnails, loaded by the engine actor's own `import('embla-carousel')`, which the test
 * holds until the path says its code arrives (or fails it), with the slides on a slide's edge
 * or between two (then the engine waits for the scroll's end, or 1 s without a scroll); every
 * move made on Embla is counted. Fake timers for the 150 ms of stillness and the 1 s of rest. The machine-level replay and the coverage
 * gate are spec-properties.test.ts and coverage.test.ts.
 */
import { constants } from '~/config/constants'
import { QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi, type MockInstance } from 'vitest'
import { createActor, getInitialSnapshot, type AnyActorLogic } from 'xstate'
import gallery from '#machines/gallery/actors'
import galleryFlow from '#machines/gallery/index'
import { connectGallery } from '#machines/gallery/connect'
import type { GalleryCommand, GalleryEvent } from '#machines/gallery/machine'
import { Gallery, type GalleryItem } from '~/components/gallery/Gallery'
import { buildFlowModel } from '~/flow-catalog/model'
import { FlowOverridesProvider } from '~/flow-wiring/overrides'
import { holdsEmbla, type Engine } from './embla-harness'
import { seededQueryClient, SITE } from './shell-harness'
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

const model = buildFlowModel(galleryFlow)

const LABEL = 'Lavender Laundry Detergent'
const STILL_MS = 150
/** Without a scroll this long, a scroll off a slide's edge is at rest (machines/gallery). */
const REST_MS = 1000
/** The viewport's width: a slide fills it. */
const WIDTH = 400

const ITEMS: GalleryItem[] = [
  { type: 'image', src: 'products/lavender/front.jpg', alt: 'The bottle, front' },
  { type: 'image', src: 'products/lavender/back.jpg', alt: 'The bottle, back' },
  { type: 'video', src: 'products/lavender/how-to.jpg', alt: 'How to use it' },
  { type: 'image', src: 'products/lavender/ingredients.jpg', alt: 'Its ingredients' },
  { type: 'image', src: 'products/lavender/laundry.jpg', alt: 'In the laundry room' },
]
const thumbnailName = (i: number) =>
  `Show ${ITEMS[i]!.type} ${i + 1} of ${ITEMS.length}: ${ITEMS[i]!.alt}`

// --- Embla, held and counted ------------------------------------------------------------------

/** A move made on the main slider; a slide named otherwise than by its number is told apart. */
type Made = GalleryCommand['to'] | `scrollTo ${string}`

const embla = {
  /** Every move made on the main slider's Embla, in order. */
  made: [] as Made[],
  /** Every slide the thumbnails' Embla was moved to (following the main one). */
  followed: [] as number[],
  engines: [] as Engine[],
  requested: 0,
  finished: 0,
  gate: null as Gate | null,
  /** The slide Embla says is selected. */
  selected: 0,
}

/** How many times the gallery started its engine (the production actor, counted). */
const started = { engines: 0 }
/** Its moves to a named slide counted, and the selected slide the test's. */
const { live } = holdsEmbla(embla, started, ({ root, api }) => {
  const main = root.id.endsWith('-viewport')
  const { scrollTo } = api
  api.scrollTo = (index, jump) => {
    // Embla takes a slide's number here (previous and next are its own calls).
    if (main) embla.made.push(typeof index === 'number' ? index : `scrollTo ${String(index)}`)
    else embla.followed.push(index)
    scrollTo(index, jump)
  }
  if (main) api.selectedScrollSnap = () => embla.selected
})
const mainEngine = () => live().find((e) => e.root.id.endsWith('-viewport'))
const thumbsEngine = () => live().find((e) => e.root.id.endsWith('-thumbs'))

const countedEngine = counted(
  gallery.wiring({ queryClient: seededQueryClient(), router: undefined }).actors!
    .runEngine as AnyActorLogic,
  () => started.engines++,
)

// --- The gallery on the page --------------------------------------------------------------------

interface C {
  /** Where the machine stands, as the binding follows it (the page shows only ready or not). */
  phase: 'settling' | 'starting' | 'resting' | 'ready' | 'failed'
  /** When the slides last moved (page clock): the engine is asked for 150 ms after. */
  stillFrom: number
  /** When the native scroll last moved while the engine waits for it to rest (1 s after). */
  restFrom: number
  /** The slide the native scroll shows (the slider starts there). */
  scrolledTo: number
  /** The latest control pressed before the engine ran. */
  pending: Made | null
  /** The moves the shopper has seen made, in order. */
  expected: Made[]
  /** How many times the gallery should have started its engine (and asked for Embla). */
  loads: number
  presses: number
  scrolls: number
}

const region = () => screen.getByRole('region', { name: LABEL })
const viewport = () => document.getElementById(region().id.replace(/-region$/, '-viewport'))!
const slides = () => within(region()).getAllByRole('listitem')
const thumbnails = () =>
  within(screen.getByRole('list', { name: `${LABEL}: thumbnails` })).getAllByRole('button')
const thumbnail = (i: number) => screen.getByRole('button', { name: thumbnailName(i) })
const isReady = () => region().hasAttribute('data-ready')
const now = () => performance.now()
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))

/** Listeners added and removed on the page (to tell what the machine's actors listen to). */
const listening = {
  added: null as MockInstance<EventTarget['addEventListener']> | null,
  removed: null as MockInstance<EventTarget['removeEventListener']> | null,
}

/** The listeners of `type` on `target` now, with the options each was added with. */
function listenersOf(target: EventTarget, type: string) {
  const { added, removed } = listening
  const calls = [
    ...added!.mock.calls.map((args, i) => ({
      add: true,
      args,
      self: added!.mock.contexts[i],
      order: added!.mock.invocationCallOrder[i]!,
    })),
    ...removed!.mock.calls.map((args, i) => ({
      add: false,
      args,
      self: removed!.mock.contexts[i],
      order: removed!.mock.invocationCallOrder[i]!,
    })),
  ].sort((a, b) => a.order - b.order)
  const current = new Map<unknown, unknown>()
  for (const { add, args, self } of calls) {
    if (self !== target || args[0] !== type) continue
    if (add) current.set(args[1], args[2])
    else current.delete(args[1])
  }
  return current
}

/**
 * Whether the native scroll is watched: a listener on the viewport for both its scroll and a
 * finger moving on it (the machine's watch; it ends once the engine runs), passive, so that
 * the scroll never waits for it.
 */
const watching = () => {
  const moves = listenersOf(viewport(), 'touchmove')
  return [...listenersOf(viewport(), 'scroll')].some(
    ([listener, options]) =>
      moves.has(listener) &&
      [options, moves.get(listener)].every((o) => (o as { passive?: boolean })?.passive),
  )
}

/** The viewport's layout, which jsdom does not have: a slide's width, and where it scrolled. */
function stubLayout(element: HTMLElement) {
  let left = 0
  Object.defineProperty(element, 'clientWidth', { configurable: true, get: () => WIDTH })
  Object.defineProperty(element, 'scrollLeft', {
    configurable: true,
    get: () => left,
    set: (value: number) => {
      left = value
    },
  })
}

function mount({ nav = 'thumbnails' as 'thumbnails' | 'dots', items = ITEMS } = {}) {
  embla.made = []
  embla.followed = []
  embla.engines = []
  embla.requested = 0
  embla.finished = 0
  embla.selected = 0
  started.engines = 0
  // The machine starts its watch of the native scroll as the gallery mounts.
  listening.added = vi.spyOn(EventTarget.prototype, 'addEventListener')
  listening.removed = vi.spyOn(EventTarget.prototype, 'removeEventListener')
  render(
    <QueryClientProvider client={seededQueryClient()}>
      <FlowOverridesProvider overrides={{ gallery: { actors: { runEngine: countedEngine } } }}>
        <button type="button">Before the gallery</button>
        <Gallery items={items} label={LABEL} nav={nav} />
      </FlowOverridesProvider>
    </QueryClientProvider>,
  )
  stubLayout(viewport())
  const c: C = {
    phase: 'settling',
    stillFrom: now(),
    restFrom: now(),
    scrolledTo: 0,
    pending: null,
    expected: [],
    loads: 0,
    presses: 0,
    scrolls: 0,
  }
  return c
}

/** The native scroll moves (a swipe, the trackpad or the keys) to `index` slides along. */
function scrollTo(c: C, index: number) {
  viewport().scrollLeft = index * WIDTH
  c.scrolls++
  // The scroll itself, or the finger moving on it.
  if (c.scrolls % 2 === 1) {
    fireEvent.scroll(viewport())
    // A scroll while the engine waits for rest restarts its wait.
    if (c.phase === 'resting') c.restFrom = now()
  } else fireEvent.touchMove(viewport(), { touches: [{ clientX: 100, clientY: 100 }] })
}

/** A control pressed: made at once once the engine runs, kept (the latest) until then. */
function pressed(c: C, to: Made) {
  if (c.phase === 'ready') {
    c.expected.push(to)
    return
  }
  c.pending = to
  if (c.phase === 'failed') {
    // It asks for Embla's code again.
    c.phase = 'starting'
    c.loads++
  }
}

async function pressArrow(c: C, to: 'prev' | 'next') {
  c.presses++
  // Once the slider runs the arrow keys on its region move it too.
  if (c.phase === 'ready' && c.presses % 2 === 0)
    // The key moves the slider, not the page.
    expect(fireEvent.keyDown(region(), { key: to === 'prev' ? 'ArrowLeft' : 'ArrowRight' })).toBe(
      false,
    )
  else
    fireEvent.click(
      screen.getByRole('button', { name: to === 'prev' ? 'Previous image' : 'Next image' }),
    )
  pressed(c, to)
  await untilLoaded(() => embla.requested >= c.loads, "the gallery's request for Embla")
}

/** What every state shows: the current thumbnail, and the moves made so far. */
function shows(c: C, context: unknown) {
  const ctx = context as { selected: number; pending: GalleryCommand | null }
  expect(thumbnails().map((t) => t.getAttribute('aria-current'))).toEqual(
    ITEMS.map((_, i) => String(i === ctx.selected)),
  )
  // Each slide is a slide, named by its place among them.
  for (const [i, slide] of slides().entries()) {
    expect(slide).toHaveAttribute('aria-roledescription', 'slide')
    expect(slide).toHaveAttribute('aria-label', `${i + 1} of ${ITEMS.length}`)
  }
  // Every move Embla made, in order: none lost, none made twice, none nobody asked for.
  expect(embla.made).toEqual(c.expected)
  expect(ctx.pending?.to ?? null).toBe(c.pending)
  expect(started.engines).toBe(c.loads)
  expect(embla.requested).toBe(c.loads)
}

/** Embla takes over: at the slide scrolled to, then the control pressed meanwhile (the latest). */
async function tookOver(c: C) {
  await untilLoaded(() => isReady() && live().length === 2, 'Embla to run')
  // The engine moves the track itself: the native scroll goes back to its start.
  expect(viewport().scrollLeft).toBe(0)
  if (c.pending !== null) c.expected.push(c.pending)
  c.pending = null
  c.phase = 'ready'
}

/** Before the engine runs: the slides scroll natively, the viewport is the tab stop. */
function scrollsNatively() {
  expect(region()).not.toHaveAttribute('data-ready')
  expect(region()).not.toHaveAttribute('tabindex')
  expect(viewport()).toHaveAttribute('tabindex', '0')
  for (const slide of slides()) expect(slide).not.toHaveAttribute('inert')
  expect(live()).toEqual([])
}

const binding: ViewBinding<C> = {
  setup: (input) => {
    expect(input).toMatchObject({ count: ITEMS.length })
    return mount()
  },
  states: {
    'gallery.settling': (c, context) => {
      shows(c, context)
      scrollsNatively()
      expect(watching()).toBe(true)
      expect(c.loads).toBe(0)
    },
    'gallery.live': (c, context) => {
      shows(c, context)
      expect(c.loads).toBeGreaterThan(0)
    },
    'gallery.live.starting': (c) => {
      // While Embla's code is on its way the slides still scroll natively, and are watched.
      expect(c.phase).toBe('starting')
      scrollsNatively()
      expect(watching()).toBe(true)
      expect(listenersOf(viewport(), 'scrollend').size).toBe(0)
    },
    'gallery.live.resting': (c) => {
      // Embla's code is here, but it waits: the slides still scroll natively, and are watched,
      // their scroll's end too.
      expect(c.phase).toBe('resting')
      scrollsNatively()
      expect(watching()).toBe(true)
      expect(listenersOf(viewport(), 'scrollend').size).toBe(1)
    },
    'gallery.live.ready': (c, context) => {
      const { selected } = context as { selected: number }
      expect(region()).toHaveAttribute('data-ready')
      // The region is the tab stop (the arrow keys move the slider from it).
      expect(region()).toHaveAttribute('tabindex', '0')
      expect(viewport()).not.toHaveAttribute('tabindex')
      // Slides out of view are out of reach.
      expect(slides().map((s) => s.hasAttribute('inert'))).toEqual(
        ITEMS.map((_, i) => i !== selected),
      )
      // Embla on the main slider, and on the thumbnails, both from the slide scrolled to.
      // Both at the sliders' speed (shell §9 "speed 500 ms": Embla's duration 25); the
      // thumbnails loop with more than the 4 they show (shell §9 "4 thumbnails").
      expect(mainEngine()?.options).toMatchObject({
        loop: true,
        duration: 25,
        startIndex: c.scrolledTo,
      })
      expect(thumbsEngine()?.options).toMatchObject({
        loop: true,
        duration: 25,
        startIndex: c.scrolledTo,
        containScroll: 'keepSnaps',
        dragFree: true,
      })
      expect(live()).toHaveLength(2)
      // Embla moves the slides: the native scroll is no longer watched at all.
      expect(listenersOf(viewport(), 'scroll').size).toBe(0)
      expect(listenersOf(viewport(), 'touchmove').size).toBe(0)
    },
    'gallery.failed': (c, context) => {
      // Its code did not arrive: the slides still scroll natively.
      shows(c, context)
      scrollsNatively()
      expect(watching()).toBe(true)
      expect(c.phase).toBe('failed')
    },
  },
  observe: () => ({
    ready: isReady(),
    selected: thumbnails().findIndex((t) => t.getAttribute('aria-current') === 'true'),
  }),
  events: {
    ...machineEvents<GalleryEvent, C>({
      'gallery.scrolled': (c, e, { ignored }) => {
        scrollTo(c, e.index)
        if (ignored) return
        // The slides moved: the engine waits for them to be still again (before it is asked for).
        if (c.phase === 'settling') c.stillFrom = now()
        if (Number.isInteger(e.index) && e.index >= 0 && e.index < ITEMS.length)
          c.scrolledTo = e.index
      },
      'gallery.prevPressed': (c) => pressArrow(c, 'prev'),
      'gallery.nextPressed': (c) => pressArrow(c, 'next'),
      'gallery.picked': async (c, e, { ignored }) => {
        if (!ITEMS[e.index]) throw new NotOnPage(`there is no thumbnail ${e.index + 1}`)
        fireEvent.click(thumbnail(e.index))
        if (!ignored) pressed(c, e.index)
        await untilLoaded(() => embla.requested >= c.loads, "the gallery's request for Embla")
      },
      'gallery.selected': async (_c, e) => {
        const main = mainEngine()
        if (!main) throw new NotOnPage('Embla says which slide is selected only once it runs')
        if (!ITEMS[e.index]) throw new NotOnPage(`Embla has no slide ${e.index + 1}`)
        embla.selected = e.index
        const followed = embla.followed.length
        await act(async () => {
          main.api.emit('select')
        })
        // The thumbnails follow the main slider.
        expect(embla.followed.slice(followed)).toEqual([e.index])
      },
      'gallery.engineLoaded': async (c, e, { ignored }) => {
        if (ignored) throw new NotOnPage('Embla arrives once for each time it is asked for')
        await untilLoaded(() => embla.requested === c.loads, "the gallery's request for Embla")
        // The slides stand on the slide scrolled to, or a finger has them part-way to the next
        // (unseen: still mostly on that slide).
        if (!e.onSlideEdge) viewport().scrollLeft = c.scrolledTo * WIDTH + WIDTH / 4
        embla.selected = c.scrolledTo
        embla.gate!.resolve()
        await untilLoaded(() => embla.finished === c.loads, 'Embla to arrive')
        if (e.onSlideEdge) await tookOver(c)
        else {
          await untilLoaded(() => listenersOf(viewport(), 'scrollend').size > 0, 'the rest watch')
          c.restFrom = now()
          c.phase = 'resting'
        }
      },
      'gallery.scrollMoved': (c, _e, { ignored }) => {
        if (ignored) throw new NotOnPage('the scroll is watched for rest only while Embla waits')
        // The slides move a little, still mostly on the slide scrolled to.
        viewport().scrollLeft = c.scrolledTo * WIDTH + WIDTH / 8
        fireEvent.scroll(viewport())
        c.restFrom = now()
      },
      'gallery.scrollEnded': async (c, _e, { ignored }) => {
        // The scroll ends (snapping onto the slide scrolled to).
        if (!ignored) viewport().scrollLeft = c.scrolledTo * WIDTH
        fireEvent(viewport(), new Event('scrollend'))
        if (!ignored) await tookOver(c)
      },
      'gallery.engineFailed': async (c, _e, { ignored }) => {
        if (ignored) throw new NotOnPage("Embla's code fails to arrive only while it is asked for")
        await untilLoaded(() => embla.requested === c.loads, "the gallery's request for Embla")
        const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
        const load = embla.gate!
        // The next time Embla is asked for, it waits again.
        embla.gate = heldGate()
        load.reject(new Error('Failed to fetch dynamically imported module'))
        await untilLoaded(() => logged.mock.calls.length > 0, 'the failure to be logged')
        expect(logged).toHaveBeenCalledWith(
          '[gallery] the gallery engine did not load',
          expect.anything(),
        )
        logged.mockRestore()
        c.phase = 'failed'
      },
    }),
    'xstate.after.scrollAtRest': async (c) => {
      // Off a slide's edge with no scroll's end, Embla takes over after 1 s without a scroll.
      await advance(c.restFrom + REST_MS - 1 - now())
      expect(live()).toEqual([])
      expect(isReady()).toBe(false)
      await advance(1)
      await tookOver(c)
    },
    'xstate.after.stillness': async (c) => {
      // The engine takes over once the slides have been still for 150 ms, not a moment sooner.
      const due = c.stillFrom + STILL_MS
      await advance(due - 1 - now())
      expect(started.engines).toBe(c.loads)
      await advance(1)
      expect(started.engines).toBe(c.loads + 1)
      c.phase = 'starting'
      c.loads++
      await untilLoaded(() => embla.requested === c.loads, "the gallery's request for Embla")
    },
  },
}

/** The slides still for 150 ms, then Embla's code arrives and runs. */
async function emblaArrives() {
  await advance(STILL_MS)
  await untilLoaded(() => embla.requested > 0, "the gallery's request for Embla")
  embla.gate!.resolve()
  await untilLoaded(() => isReady(), 'Embla to run')
}

describe('gallery', () => {
  testGeneratedPaths(model, binding)

  it('the slider starts at the slide the native scroll left, its thumbnail current', async () => {
    const c = mount()
    scrollTo(c, 3)
    expect(thumbnail(3)).toHaveAttribute('aria-current', 'true')
    embla.selected = 3
    await emblaArrives()
    expect(mainEngine()?.options.startIndex).toBe(3)
    expect(thumbsEngine()?.options.startIndex).toBe(3)
    expect(viewport().scrollLeft).toBe(0)
    expect(thumbnail(3)).toHaveAttribute('aria-current', 'true')
    expect(slides().map((s) => s.hasAttribute('inert'))).toEqual([true, true, true, false, true])
    expect(embla.made).toEqual([])
  })

  it('a slide scrolled to while Embla is on its way is where the slider starts', async () => {
    const c = mount()
    scrollTo(c, 1)
    await advance(STILL_MS)
    await untilLoaded(() => embla.requested === 1, "the gallery's request for Embla")
    scrollTo(c, 3)
    expect(thumbnail(3)).toHaveAttribute('aria-current', 'true')
    embla.selected = 3
    embla.gate!.resolve()
    await untilLoaded(() => isReady(), 'Embla to run')
    expect(mainEngine()?.options.startIndex).toBe(3)
    expect(thumbsEngine()?.options.startIndex).toBe(3)
    expect(thumbnail(3)).toHaveAttribute('aria-current', 'true')
  })

  it("when Embla's code does not arrive the slides scroll on, and a press starts the slider from the slide in view", async () => {
    const c = mount()
    await advance(STILL_MS)
    await untilLoaded(() => embla.requested === 1, "the gallery's request for Embla")
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const first = embla.gate!
    embla.gate = heldGate()
    first.reject(new Error('Failed to fetch dynamically imported module'))
    await untilLoaded(() => logged.mock.calls.length > 0, 'the failure to be logged')
    scrollTo(c, 2)
    expect(thumbnail(2)).toHaveAttribute('aria-current', 'true')
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }))
    expect(started.engines).toBe(2)
    await untilLoaded(() => embla.requested === 2, 'the second request for Embla')
    embla.selected = 2
    embla.gate!.resolve()
    await untilLoaded(() => isReady(), 'Embla to run')
    expect(mainEngine()?.options.startIndex).toBe(2)
    expect(embla.made).toEqual(['next'])
  })

  it('takes over only once the slides have been still for 150 ms', async () => {
    const c = mount()
    await advance(100)
    scrollTo(c, 1)
    await advance(100)
    scrollTo(c, 2)
    await advance(STILL_MS - 1)
    expect(started.engines).toBe(0)
    await advance(1)
    expect(started.engines).toBe(1)
    await untilLoaded(() => embla.requested === 1, "the gallery's request for Embla")
  })

  it('a press before the slider runs is made once it does: the latest one', async () => {
    mount()
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }))
    fireEvent.click(thumbnail(2))
    fireEvent.click(screen.getByRole('button', { name: 'Previous image' }))
    fireEvent.click(thumbnail(4))
    await emblaArrives()
    expect(embla.made).toEqual([4])
  })

  it('hands the keys from the scrolling slides to the region as the slider takes over', async () => {
    mount()
    act(() => viewport().focus())
    // Before the slider runs the slides take the arrow keys themselves (native scroll).
    expect(fireEvent.keyDown(viewport(), { key: 'ArrowRight' })).toBe(true)
    await emblaArrives()
    expect(embla.made).toEqual([])
    expect(region()).toHaveFocus()
    // Other keys stay the page's.
    for (const key of ['Tab', 'Enter', 'ArrowDown'])
      expect(fireEvent.keyDown(region(), { key })).toBe(true)
    expect(embla.made).toEqual([])
    fireEvent.keyDown(region(), { key: 'ArrowRight' })
    fireEvent.keyDown(region(), { key: 'ArrowLeft' })
    expect(embla.made).toEqual(['next', 'prev'])
  })

  it('the thumbnails follow the main slider, and choose its slide', async () => {
    mount()
    await emblaArrives()
    embla.selected = 2
    await act(async () => {
      mainEngine()!.api.emit('select')
    })
    expect(embla.followed).toEqual([2])
    expect(thumbnail(2)).toHaveAttribute('aria-current', 'true')
    expect(thumbnail(0)).toHaveAttribute('aria-current', 'false')
    fireEvent.click(thumbnail(4))
    expect(embla.made).toEqual([4])
  })

  it('with dots under the slider: a dot per slide, the current one marked', async () => {
    mount({ nav: 'dots' })
    const dots = within(screen.getByRole('list', { name: `${LABEL}: slides` })).getAllByRole(
      'button',
    )
    expect(dots.map((d) => d.getAttribute('aria-label'))).toEqual(
      ITEMS.map((_, i) => `Show image ${i + 1} of ${ITEMS.length}`),
    )
    expect(screen.queryByRole('list', { name: `${LABEL}: thumbnails` })).toBeNull()
    fireEvent.click(dots[3]!)
    await emblaArrives()
    expect(embla.made).toEqual([3])
    embla.selected = 3
    await act(async () => {
      mainEngine()!.api.emit('select')
    })
    expect(dots.map((d) => d.getAttribute('aria-current'))).toEqual([
      'false',
      'false',
      'false',
      'true',
      'false',
    ])
  })

  it('a single image: no arrows, no thumbnails, nothing to tab to', async () => {
    mount({ items: ITEMS.slice(0, 1) })
    expect(screen.queryByRole('button', { name: 'Next image' })).toBeNull()
    expect(screen.queryByRole('list', { name: `${LABEL}: thumbnails` })).toBeNull()
    expect(viewport()).not.toHaveAttribute('tabindex')
    await emblaArrives()
    expect(region()).not.toHaveAttribute('tabindex')
    // Nowhere to loop to.
    expect(mainEngine()?.options.loop).toBe(false)
  })

  it('before the slider runs, the slides the native scroll does not show are out of reach; unmeasured, none is', () => {
    // jsdom lays nothing out (no IntersectionObserver): the connect is asked with what a
    // browser measures.
    const api = connectGallery(getInitialSnapshot(galleryFlow.machine, { count: 3 }), () => {})
    expect(api.ready).toBe(false)
    expect([0, 1, 2].map((i) => api.getSlideProps(i, new Set([1])).inert)).toEqual([
      true,
      false,
      true,
    ])
    expect([0, 1, 2].map((i) => api.getSlideProps(i).inert)).toEqual([
      undefined,
      undefined,
      undefined,
    ])
  })

  it('4 images: the thumbnails, all in view, do not loop; the slider does [Shell §2.38, §9.12]', async () => {
    mount({ items: ITEMS.slice(0, 4) })
    await emblaArrives()
    expect(thumbsEngine()?.options.loop).toBe(false)
    expect(mainEngine()?.options.loop).toBe(true)
  })

  it('the sliders are infinite at speed 500 ms (Embla duration 25); the thumbnails loop with more than the 4 they show [Shell §9.12]', async () => {
    expect(constants.sliderSpeedMs).toBe(500)
    expect(constants.galleryThumbnails).toBe(4)
    mount()
    await emblaArrives()
    expect(ITEMS).toHaveLength(5)
    expect(mainEngine()?.options).toMatchObject({ loop: true, duration: 25 })
    expect(thumbsEngine()?.options).toMatchObject({ loop: true, duration: 25 })
  })

  it('Embla goes with the gallery, on the slider and the thumbnails', async () => {
    mount()
    await emblaArrives()
    const engines = live()
    expect(engines).toHaveLength(2)
    cleanup()
    await act(async () => {})
    expect(engines.map((e) => e.destroyed)).toEqual([true, true])
  })

  it('an engine stopped before Embla arrives starts nothing, its slides still on the page', async () => {
    mount()
    const { runEngine } = gallery.wiring({
      queryClient: seededQueryClient(),
      router: undefined,
    }).actors!
    // Another engine on this gallery's slides, stopped while Embla is on its way.
    const engine = createActor(runEngine as AnyActorLogic, {
      input: { id: region().id.replace(/-region$/, ''), count: ITEMS.length, startIndex: 0 },
    }).start()
    await untilLoaded(() => embla.requested === 1, "the engine's request for Embla")
    engine.stop()
    embla.gate!.resolve()
    await untilLoaded(() => embla.finished === 1, 'Embla to arrive')
    for (let i = 0; i < 20; i++) await act(async () => {})
    expect(embla.engines).toEqual([])
  })

  it('the watch of the native scroll, with no slides on the page, waits quietly', () => {
    const { watchScroll } = gallery.wiring({
      queryClient: seededQueryClient(),
      router: undefined,
    }).actors!
    const watch = createActor(watchScroll as AnyActorLogic, {
      input: { viewportId: 'no-such-viewport', selected: 0, count: ITEMS.length },
    })
    watch.subscribe({ error: () => {} })
    watch.start()
    expect(watch.getSnapshot().status).toBe('active')
    watch.stop()
  })

  it("a slide the native scroll reached unseen as Embla's code failed is the one in view", async () => {
    const c = mount()
    scrollTo(c, 2)
    await advance(STILL_MS)
    await untilLoaded(() => embla.requested === 1, "the gallery's request for Embla")
    expect(thumbnail(2)).toHaveAttribute('aria-current', 'true')
    // Back to the first slide, its scroll event not yet told (the watch changes hands).
    viewport().scrollLeft = 0
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    embla.gate!.reject(new Error('Failed to fetch dynamically imported module'))
    await untilLoaded(() => logged.mock.calls.length > 0, 'the failure to be logged')
    logged.mockRestore()
    await act(async () => {})
    expect(thumbnail(0)).toHaveAttribute('aria-current', 'true')
  })

  it('a scroll past either end (an overscroll bounce) is no slide: the engine still takes over', async () => {
    const c = mount()
    // Told once, as no slide: the watch that starts again does not tell it anew (endlessly).
    scrollTo(c, ITEMS.length)
    scrollTo(c, -1)
    expect(thumbnail(0)).toHaveAttribute('aria-current', 'true')
    await emblaArrives()
    expect(mainEngine()?.options.startIndex).toBe(0)
  })
})

/**
 * A product's media: images, a video with its player, and a video the store gave no player for
 * (its poster shows as an image). Catalogue paths on the image host, as the product gives them.
 */
const MEDIA: GalleryItem[] = [
  { type: 'image', src: 'products/lavender/front.jpg', alt: 'The bottle, front' },
  {
    type: 'video',
    src: 'products/lavender/how-to.jpg',
    alt: 'How to use it',
    embedUrl: 'https://www.youtube.com/embed/how-to-use-it',
  },
  { type: 'video', src: 'products/lavender/pouring.jpg', alt: 'Pouring a capful' },
  { type: 'image', src: 'products/lavender/back.jpg', alt: 'The bottle, back' },
  { type: 'image', src: 'products/lavender/laundry.jpg', alt: 'In the laundry room' },
]
/** A catalogue path as the page asks the image host for it (shell §9, catalogue §3). */
const hosted = (path: string) => `${SITE}/media/${path}`
const playControls = () => screen.queryAllByRole('button', { name: /^Play video: / })
/** The image each slide shows; each thumbnail's image. */
const slideImage = (slide: HTMLElement) => slide.querySelector('img')!
const thumbnailImages = () =>
  within(screen.getByRole('list', { name: `${LABEL}: thumbnails` }))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('img')!)

describe('gallery media (shell §2 "images and videos", catalogue §2 "Video pop-ups")', () => {
  it('a video with a player shows its poster under a play control; the other slides are images only [Shell §2.38]', async () => {
    mount({ items: MEDIA })
    // The pop-up's code loads with the page's islands: its play control appears once it has.
    await untilLoaded(() => playControls().length > 0, "the video pop-up's play control")
    // Every slide that could have become a pop-up has by now: one play control, the video's.
    expect(playControls()).toHaveLength(1)
    const play = within(slides()[1]!).getByRole('button', { name: 'Play video: How to use it' })
    // The poster is the video's image, inside the control.
    const poster = within(play).getByRole('img', { name: 'How to use it' })
    expect(poster).toHaveAttribute('src', hosted('products/lavender/how-to.jpg'))
    // It opens a dialog named by the video.
    expect(play).toHaveAttribute('aria-haspopup', 'dialog')
    expect(document.getElementById(play.getAttribute('aria-controls')!)).toHaveAttribute(
      'aria-label',
      'How to use it',
    )
    // The images, and the video without a player, show their image and nothing to press.
    for (const i of [0, 2, 3, 4]) {
      const slide = slides()[i]!
      expect(within(slide).queryByRole('button')).toBeNull()
      expect(within(slide).getByRole('img', { name: MEDIA[i]!.alt })).toHaveAttribute(
        'src',
        hosted(MEDIA[i]!.src),
      )
    }
  })

  it('an image is shown as an image, even one that carries a player', async () => {
    mount({
      items: [
        { ...MEDIA[0]!, embedUrl: 'https://www.youtube.com/embed/not-for-an-image' },
        MEDIA[1]!,
      ],
    })
    await untilLoaded(() => playControls().length > 0, "the video pop-up's play control")
    expect(playControls().map((b) => b.getAttribute('aria-label'))).toEqual([
      'Play video: How to use it',
    ])
    expect(within(slides()[0]!).queryByRole('button')).toBeNull()
    expect(within(slides()[0]!).getByRole('img', { name: 'The bottle, front' })).toBeVisible()
  })

  it('only the first slide is loaded at once and first; later slides and the thumbnails wait their turn', async () => {
    mount({ items: MEDIA })
    await untilLoaded(() => playControls().length > 0, "the video pop-up's play control")
    const [first, ...later] = slides().map(slideImage)
    expect(first).toHaveAttribute('loading', 'eager')
    expect(first).toHaveAttribute('fetchpriority', 'high')
    for (const image of [...later, ...thumbnailImages()]) {
      expect(image).toHaveAttribute('loading', 'lazy')
      expect(image).not.toHaveAttribute('fetchpriority')
    }
    // Every image, slides and thumbnails, is asked of the image host by its catalogue path.
    expect(slides().map((s) => slideImage(s).getAttribute('src'))).toEqual(
      MEDIA.map((item) => hosted(item.src)),
    )
    expect(thumbnailImages().map((image) => image.getAttribute('src'))).toEqual(
      MEDIA.map((item) => hosted(item.src)),
    )
  })
})
