import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import type { AutoplayEvent } from '#machines/carousel-autoplay/machine'
import carouselAutoplayFlow from '#machines/carousel-autoplay/index'
import { buildFlowModel } from '~/flow-catalog/model'
import { isPhone } from '../shell'
import { machineEvents, type BrowserBinding, testCoveringPaths } from './runner'

/**
 * The autoplay's covering paths on a phone's Perfect Pairings carousel (shell §2: a carousel on
 * mobile, autoplay every 7 s): the page clock runs until the carousel is up (the pairings load
 * after the session), then stops, so the 7 s pass only when a path says.
 */
const model = buildFlowModel(carouselAutoplayFlow)

interface C {
  page: Page
  moves: number
}

const carousel = (c: C) =>
  c.page
    .getByRole('region', { name: 'Perfect Pairings' })
    .locator('[aria-roledescription="carousel"]')
/** Which slide the carousel shows first (embla marks nothing; the track's offset tells). */
const offset = (c: C) =>
  carousel(c)
    .locator('ul')
    .first()
    .evaluate((el) => getComputedStyle(el).transform)

const binding: BrowserBinding<C> = {
  async setup(page) {
    await page.clock.install()
    await page.goto('/products/free-clear-laundry-liquid')
    // The pairings load as they near the viewport (ADR 0014), a viewport ahead.
    await page.getByRole('region', { name: 'You may like' }).scrollIntoViewIfNeeded()
    const c = { page, moves: 0 }
    await expect(carousel(c)).toHaveAttribute('data-autoplay', /playing|paused/)
    await carousel(c).scrollIntoViewIfNeeded()
    // Its machine and Embla load when the shopper reaches for it (ADR 0021): a pointer over it
    // and away leaves it playing as it starts, a whole interval ahead, with both loaded.
    await carousel(c).hover()
    await expect(carousel(c)).toHaveAttribute('data-autoplay', 'paused')
    await page.mouse.move(1, 1)
    await expect(carousel(c)).toHaveAttribute('data-autoplay', 'playing')
    await expect(carousel(c)).toHaveAttribute('data-engine', 'ready')
    // A moment ahead of the page's time (which runs on until then; a slow moment retries).
    await expect(async () => {
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500)
    }).toPass()
    return c
  },
  states: {
    'carousel-autoplay.playing': async (c) => {
      await expect(carousel(c)).toHaveAttribute('data-autoplay', 'playing')
      await expect(carousel(c)).toHaveAttribute('aria-live', 'off')
    },
    'carousel-autoplay.paused': async (c) => {
      await expect(carousel(c)).toHaveAttribute('data-autoplay', 'paused')
      await expect(carousel(c)).toHaveAttribute('aria-live', 'polite')
    },
  },
  events: {
    ...machineEvents<AutoplayEvent, C>({
      'autoplay.pointerEntered': (c) => carousel(c).hover(),
      'autoplay.pointerLeft': (c) => c.page.mouse.move(1, 1),
      'autoplay.focusEntered': (c) => carousel(c).getByRole('link').first().focus(),
      'autoplay.focusLeft': (c) =>
        c.page.getByRole('heading', { name: 'Perfect Pairings' }).evaluate((el) => {
          ;(document.activeElement as HTMLElement | null)?.blur()
          el.setAttribute('tabindex', '-1')
          ;(el as HTMLElement).focus()
        }),
      'autoplay.motionPreferred': (c, e) =>
        c.page.emulateMedia({ reducedMotion: e.reduced ? 'reduce' : 'no-preference' }),
      // A press that neither hovers nor focuses (a real click also holds the carousel: those
      // are the pointer and focus events above).
      'autoplay.navigated': (c) =>
        carousel(c)
          .getByRole('button', { name: 'Next: Perfect Pairings' })
          .evaluate((b) => (b as HTMLButtonElement).click()),
    }),
    'xstate.after.slideInterval': async (c) => {
      const before = await offset(c)
      await c.page.clock.runFor(7000)
      await expect.poll(() => offset(c)).not.toBe(before)
      c.moves++
    },
  },
}

test.describe('carousel autoplay flow', () => {
  test.beforeEach(({ page }) => {
    test.skip(!isPhone(page), 'the pairings are a carousel (with autoplay) at 767 px or less')
  })
  testCoveringPaths(model, binding)
})
