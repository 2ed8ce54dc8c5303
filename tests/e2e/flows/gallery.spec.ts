import type { CDPSession, Locator, Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import type { GalleryCommand, GalleryEvent } from '#machines/gallery/machine'
import galleryFlow from '#machines/gallery/index'
import { buildFlowModel } from '~/flow-catalog/model'
import { byKeyboard } from './keyboard'
import {
  HeldRequests,
  machineEvents,
  pauseClock,
  type BrowserBinding,
  testCoveringPaths,
} from './runner'

/**
 * The product gallery's covering paths on a product page whose gallery has four items (three
 * images and a video; the flow's sample has five, and its events' indices mean the same with
 * four: 1, 2 and 3 are slides, 9, 40 and −1 are not). The page clock is paused once the page
 * has loaded, so the 150 ms of stillness (and the 1 s of rest) pass only when a path says, and
 * the slider engine's code (Embla's chunk) is held until a path says it arrives or fails to. It
 * arrives with the slides on a slide's edge, or (snapping turned off for the moment, as a finger
 * mid-swipe would hold them) a quarter of a slide past one, where the engine waits for the
 * scroll to rest. The gallery is an
 * island that wakes when the shopper reaches for it; its machine starts as it mounts and
 * watches the native scroll of the slides (seen here through the browser's own list of the
 * viewport's listeners) until the engine takes over.
 */
const model = buildFlowModel(galleryFlow)
const SLUG = 'free-clear-laundry-liquid'
const COUNT = 4
/** The slides are still this long before the engine takes over (machines/gallery). */
const STILL_MS = 150
/** Off a slide's edge, the scroll is at rest after this long without a scroll (machines/gallery). */
const REST_MS = 1000
/** The sliders' speed (shell §9: 500 ms): a move has come to rest by then. */
const MOVE_MS = 600

type Ctx = { selected: number; pending: GalleryCommand | null }

interface C {
  page: Page
  cdp: CDPSession
  region: Locator
  /** Embla's chunk, held until a path says it arrives (or fails to). */
  engine: HeldRequests
  /** Requests for the chunk answered (arrived or failed), and their count at the last failure. */
  answered: number
  failedAt: number
  /** The control pressed while the engine was not running (the latest). */
  pending: GalleryCommand | null
}

const REGION = '[aria-roledescription="carousel"][aria-label="Product images"]'
const viewport = (c: C) => c.region.locator('[id$="-viewport"]')
const slides = (c: C) => c.region.locator('[aria-roledescription="slide"]')
const thumbnails = (c: C) =>
  c.page.getByRole('list', { name: 'Product images: thumbnails' }).getByRole('button')
const arrow = (c: C, direction: 'prev' | 'next') =>
  c.region.getByRole('button', { name: direction === 'prev' ? 'Previous image' : 'Next image' })

/** Whether the native scroll of the slides is watched (a scroll listener on the viewport). */
const scrollWatched = (c: C) => listensTo(c, 'scroll')

/** Whether the viewport has a listener for `type` (the browser's own list of them). */
async function listensTo(c: C, type: string) {
  const { result } = await c.cdp.send('Runtime.evaluate', {
    expression: `document.querySelector('${REGION} [id$="-viewport"]')`,
  })
  if (!result.objectId) throw new Error('no gallery viewport')
  const { listeners } = await c.cdp.send('DOMDebugger.getEventListeners', {
    objectId: result.objectId,
  })
  await c.cdp.send('Runtime.releaseObject', { objectId: result.objectId })
  return listeners.some((l) => l.type === type)
}

/** The thumbnail marked current (the slide the gallery shows). */
const current = (c: C) =>
  thumbnails(c).evaluateAll((buttons) =>
    buttons.findIndex((b) => b.getAttribute('aria-current') === 'true'),
  )

/** The slide the page shows as chosen: the current thumbnail. */
async function shows(c: C, index: number) {
  await expect.poll(() => current(c)).toBe(index)
  await expect(thumbnails(c)).toHaveCount(COUNT)
}

/** Slides out of view are out of reach: all but the one the current thumbnail shows. */
async function onlyShownInReach(c: C) {
  await expect
    .poll(async () => {
      const shown = await current(c)
      const inert = await slides(c).evaluateAll((all) => all.map((s) => s.hasAttribute('inert')))
      return shown >= 0 && inert.every((out, i) => out === (i !== shown))
    })
    .toBe(true)
}

/** Before the engine runs: the slides scroll natively, the viewport is the tab stop. */
async function scrollsNatively(c: C) {
  await expect(c.region).not.toHaveAttribute('data-ready')
  await expect(c.region).not.toHaveAttribute('tabindex')
  await expect(viewport(c)).toHaveAttribute('tabindex', '0')
  await expect(viewport(c)).toHaveCSS('overflow-x', 'auto')
  await onlyShownInReach(c)
  await expect.poll(() => scrollWatched(c)).toBe(true)
}

/** The slide a command leads to from `from` (the slider is infinite). */
const target = (from: number, command: GalleryCommand) =>
  command.to === 'prev'
    ? (from + COUNT - 1) % COUNT
    : command.to === 'next'
      ? (from + 1) % COUNT
      : command.to

/** A control pressed: made at once by the running engine, otherwise kept for it. */
async function pressed(c: C, command: GalleryCommand, press: () => Promise<void>) {
  const ready = (await c.region.getAttribute('data-ready')) !== null
  const from = await current(c)
  await press()
  if (ready) {
    await c.page.clock.runFor(MOVE_MS)
    await shows(c, target(from, command))
  } else {
    c.pending = command
    // Nothing moves meanwhile.
    await shows(c, from)
  }
}

/** Which slide the native scroll shows. */
const scrolledTo = (c: C) =>
  viewport(c).evaluate((el) => Math.round(el.scrollLeft / el.clientWidth))

/** The viewport focused (Tab), then its arrow keys until it shows the slide (snapping). */
async function scrollByKeys(c: C, index: number) {
  await viewport(c).focus()
  const key = async (k: 'ArrowLeft' | 'ArrowRight') => {
    const from = await scrolledTo(c)
    await c.page.keyboard.press(k)
    await expect.poll(() => scrolledTo(c)).toBe(from + (k === 'ArrowRight' ? 1 : -1))
  }
  if ((await scrolledTo(c)) === index) {
    const back = index === COUNT - 1
    await key(back ? 'ArrowLeft' : 'ArrowRight')
    await key(back ? 'ArrowRight' : 'ArrowLeft')
  }
  while ((await scrolledTo(c)) !== index)
    await key((await scrolledTo(c)) < index ? 'ArrowRight' : 'ArrowLeft')
}

/** A shopper's drag of the main slider by one slide (Embla reads the pointer once it runs). */
async function drag(c: C, direction: 'prev' | 'next') {
  // In view first: a thumbnail picked before may have scrolled the page past the slides.
  await viewport(c).scrollIntoViewIfNeeded()
  const box = (await viewport(c).boundingBox())!
  const y = box.y + box.height / 2
  const [from, to] =
    direction === 'next'
      ? [box.x + box.width * 0.8, box.x + box.width * 0.2]
      : [box.x + box.width * 0.2, box.x + box.width * 0.8]
  await c.page.mouse.move(from, y)
  await c.page.mouse.down()
  await c.page.mouse.move(to, y, { steps: 8 })
  await c.page.mouse.up()
  await c.page.clock.runFor(MOVE_MS)
}

/** The engine has taken over: from the slide scrolled to, then the control pressed meanwhile. */
async function tookOver(c: C, from: number) {
  await expect(c.region).toHaveAttribute('data-ready', '')
  // The engine moves the track itself: the native scroll goes back to its start.
  expect(await viewport(c).evaluate((el) => el.scrollLeft)).toBe(0)
  await c.page.clock.runFor(MOVE_MS)
  await shows(c, c.pending ? target(from, c.pending) : from)
  c.pending = null
}

const binding: BrowserBinding<C> = {
  async setup(page, input) {
    expect(input).toMatchObject({ count: 5 })
    const engine = await HeldRequests.hold(page, /\/assets\/embla-carousel[^/]*\.js(\?.*)?$/)
    await page.goto(`/products/${SLUG}`)
    // Time is the test's from here on (the 150 ms of stillness).
    await pauseClock(page)
    const cdp = await page.context().newCDPSession(page)
    const region = page.locator(REGION)
    const c: C = { page, cdp, region, engine, answered: 0, failedAt: 0, pending: null }
    await expect(slides(c)).toHaveCount(COUNT)
    // The shopper reaches for it (the pointer over it): the island wakes, the machine starts
    // and watches the native scroll.
    await region.hover()
    await expect.poll(() => scrollWatched(c), { timeout: 10_000 }).toBe(true)
    await page.mouse.move(1, 1)
    return c
  },
  states: {
    'gallery.settling': async (c, context) => {
      const ctx = context as Ctx
      await shows(c, ctx.selected)
      await scrollsNatively(c)
      // The engine is not asked for until the slides are still.
      expect(c.engine.seen).toHaveLength(0)
      expect(ctx.pending).toEqual(c.pending)
    },
    'gallery.live': async (c) => {
      // Its code was asked for since it last failed to arrive.
      await expect.poll(() => c.engine.seen.length).toBeGreaterThan(c.failedAt)
    },
    'gallery.live.starting': async (c, context) => {
      const ctx = context as Ctx
      // While Embla's code is on its way the slides still scroll natively, and are watched.
      await shows(c, ctx.selected)
      await scrollsNatively(c)
      await expect.poll(() => c.engine.seen.length).toBeGreaterThan(c.answered)
      expect(await listensTo(c, 'scrollend')).toBe(false)
      expect(ctx.pending).toEqual(c.pending)
    },
    'gallery.live.resting': async (c, context) => {
      const ctx = context as Ctx
      // Embla's code is here, and waits for the scroll to rest: the slides still scroll
      // natively, and are watched, their scroll's end too.
      await shows(c, ctx.selected)
      await scrollsNatively(c)
      expect(c.engine.seen.length).toBe(c.answered)
      await expect.poll(() => listensTo(c, 'scrollend')).toBe(true)
      expect(ctx.pending).toEqual(c.pending)
    },
    'gallery.live.ready': async (c) => {
      await expect(c.region).toHaveAttribute('data-ready', '')
      // The region is the tab stop (the arrow keys move the slider from it).
      await expect(c.region).toHaveAttribute('tabindex', '0')
      await expect(viewport(c)).not.toHaveAttribute('tabindex')
      await onlyShownInReach(c)
      // Embla moves the slides (the native scroll is no longer watched).
      await expect(viewport(c)).toHaveCSS('overflow-x', 'hidden')
      await expect.poll(() => scrollWatched(c)).toBe(false)
      expect(c.pending).toBeNull()
    },
    'gallery.failed': async (c, context) => {
      const ctx = context as Ctx
      // Its code did not arrive: the slides still scroll natively; it is not asked for again
      // until a control is pressed.
      await shows(c, ctx.selected)
      await scrollsNatively(c)
      expect(c.engine.seen.length).toBe(c.answered)
      expect(ctx.pending).toEqual(c.pending)
    },
  },
  events: {
    ...machineEvents<GalleryEvent, C>({
      'gallery.scrolled': async (c, e) => {
        // The slides scroll natively to that slide (the page measures which is mostly in view;
        // where they are already, a nudge that the snapping brings back). By keyboard: the
        // viewport's arrow keys, a slide a key (there and back where it is already).
        if (byKeyboard()) await scrollByKeys(c, e.index)
        else
          await viewport(c).evaluate((el, index) => {
            const left = index * el.clientWidth
            el.scrollTo({ left: el.scrollLeft === left ? left + el.clientWidth / 4 : left })
          }, e.index)
        await expect
          .poll(() => viewport(c).evaluate((el) => Math.round(el.scrollLeft / el.clientWidth)))
          .toBe(e.index)
      },
      'gallery.prevPressed': (c) => pressed(c, { to: 'prev' }, () => arrow(c, 'prev').click()),
      'gallery.nextPressed': (c) => pressed(c, { to: 'next' }, () => arrow(c, 'next').click()),
      'gallery.picked': async (c, e) => {
        // Only the gallery's items have thumbnails: another index cannot be picked.
        if (e.index < 0 || e.index >= COUNT) return
        await pressed(c, { to: e.index }, () => thumbnails(c).nth(e.index).click())
      },
      'gallery.selected': async (c, e) => {
        // Embla says which slide it shows as it moves: the shopper drags the slider there.
        const from = await current(c)
        const ahead = (e.index - from + COUNT) % COUNT
        const steps = ahead <= COUNT / 2 ? ahead : COUNT - ahead
        for (let i = 0; i < steps; i++) await drag(c, ahead <= COUNT / 2 ? 'next' : 'prev')
        // The thumbnails follow the main slider.
        await shows(c, e.index)
      },
      'gallery.engineLoaded': async (c, e) => {
        const from = await current(c)
        // Between two slides: snapping off (a finger holding them part-way), a quarter past.
        if (!e.onSlideEdge)
          await viewport(c).evaluate(async (el) => {
            el.style.scrollSnapType = 'none'
            const left = Math.round(el.scrollLeft / el.clientWidth) * el.clientWidth
            const ended = new Promise((resolve) =>
              el.addEventListener('scrollend', resolve, { once: true }),
            )
            el.scrollLeft = left + el.clientWidth / 4
            await ended
          })
        await c.engine.pass()
        c.answered = c.engine.seen.length
        if (e.onSlideEdge) await tookOver(c, from)
        else {
          await expect.poll(() => listensTo(c, 'scrollend')).toBe(true)
          await expect(c.region).not.toHaveAttribute('data-ready')
        }
      },
      'gallery.scrollMoved': () => {
        throw new Error(
          'a scroll that has not ended cannot be made in Chromium here (left out of the tours)',
        )
      },
      'gallery.scrollEnded': async (c) => {
        // The finger lets go: the slides snap back onto the slide and the scroll ends.
        const from = await current(c)
        await viewport(c).evaluate((el) => {
          el.style.scrollSnapType = ''
          el.scrollLeft = Math.round(el.scrollLeft / el.clientWidth) * el.clientWidth
        })
        await tookOver(c, from)
      },
      'gallery.engineFailed': async (c) => {
        await c.engine.fail()
        c.answered = c.engine.seen.length
        c.failedAt = c.answered
      },
    }),
    'xstate.after.scrollAtRest': async (c) => {
      // Still between two slides, with no scroll: not a moment sooner than 1 s after the last.
      const from = await current(c)
      await c.page.clock.runFor(REST_MS - 1)
      await expect(c.region).not.toHaveAttribute('data-ready')
      await c.page.clock.runFor(1)
      await tookOver(c, from)
    },
    'xstate.after.stillness': async (c) => {
      // Not a moment sooner than 150 ms after the slides last moved.
      await c.page.clock.runFor(STILL_MS - 1)
      expect(c.engine.seen.length).toBe(c.answered)
      await c.page.clock.runFor(1)
      await expect.poll(() => c.engine.seen.length).toBeGreaterThan(c.answered)
    },
  },
}

binding.pointerOnly = {
  'gallery.selected':
    'a drag: the slider engine says which slide it shows as a finger or the mouse drags "a main slider"; by keyboard the arrows, the region\'s arrow keys and the thumbnails choose a slide (gallery.prevPressed, nextPressed, picked)',
}

test.describe('product gallery flow', () => {
  testCoveringPaths(model, binding, {
    step: (event, before) => {
      const { index } = event as { index?: number }
      const resting = before.includes('gallery.live.resting')
      return (
        (event.type === 'gallery.scrolled' && (resting || !(index! >= 0 && index! < COUNT))) ||
        event.type === 'gallery.scrollMoved'
      )
    },
    reason:
      "gallery.scrolled says which slide the native scroll shows, measured from the scroll position, which stops at the last slide: an index past the slides cannot come from a page. While the engine waits for the scroll to rest, a scroll the page can make (a script's or the keys') ends with scrollend in Chromium, which ends the wait; a scroll that has not ended (gallery.scrollMoved: a finger held mid-swipe) is replayed by tests/model/gallery.test.tsx and tests/unit/views/gallery-carousel.test.tsx",
  })
})
