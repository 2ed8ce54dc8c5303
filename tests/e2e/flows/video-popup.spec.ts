import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import type { VideoPopupEvent } from '#machines/video-popup/machine'
import videoPopupFlow from '#machines/video-popup/index'
import { buildFlowModel } from '~/flow-catalog/model'
import { HeldRequests, machineEvents, type BrowserBinding, testCoveringPaths } from './runner'

/**
 * The video pop-up's covering paths on a product gallery's video item: the host's player is
 * held (no network here), so "loaded" is the player's page arriving. Closed here by its Close
 * button (Escape is tests/e2e/product-page.spec.ts's; the view level closes it all three ways).
 */
const model = buildFlowModel(videoPopupFlow)
const TITLE = 'Video: how to use Free & Clear Laundry Liquid'

interface C {
  page: Page
  player: HeldRequests
  /** The pop-up has been opened (closing then returns focus to the play control). */
  opened: boolean
}

const play = (c: C) =>
  c.page.getByRole('region', { name: 'Product images' }).getByRole('button', {
    name: `Play video: ${TITLE}`,
  })
const dialog = (c: C) => c.page.getByRole('dialog', { name: TITLE })
/** The host's player, framed in the dialog (named by the video's title). */
const player = (c: C) => c.page.locator(`iframe[title="${TITLE}"]`)

const binding: BrowserBinding<C> = {
  async setup(page) {
    const player = await HeldRequests.hold(page, 'https://www.youtube-nocookie.com/**')
    await page.goto('/products/free-clear-laundry-liquid')
    // The video is the gallery's fourth item: its thumbnail brings it into view.
    const thumbnail = page
      .getByRole('list', { name: 'Product images: thumbnails' })
      .getByRole('button', { name: /^Show video 4 of 4: / })
    await thumbnail.click()
    await expect(thumbnail).toHaveAttribute('aria-current', 'true')
    const c = { page, player, opened: false }
    await expect(play(c)).toBeInViewport()
    return c
  },
  states: {
    'video-popup.closed': async (c) => {
      await expect(dialog(c)).toBeHidden()
      await expect(play(c)).toHaveAttribute('aria-expanded', 'false')
      // Nothing framed, so nothing plays.
      await expect(c.page.locator('iframe')).toHaveCount(0)
      await expect(c.page.getByText('Loading video…')).toHaveCount(0)
      if (c.opened) await expect(play(c)).toBeFocused()
    },
    'video-popup.open': async (c) => {
      // A modal dialog framing the player, focus inside it (its Close button first).
      await expect(dialog(c)).toBeVisible()
      await expect(dialog(c)).toHaveJSProperty('open', true)
      expect(await dialog(c).evaluate((d) => d.matches(':modal'))).toBe(true)
      await expect(dialog(c).getByRole('button', { name: 'Close video' })).toBeFocused()
      await expect(play(c)).toHaveAttribute('aria-expanded', 'true')
      await expect(player(c)).toHaveAttribute(
        'src',
        'https://www.youtube-nocookie.com/embed/9Eap7XZgoys?autoplay=1&rel=0',
      )
      await expect(player(c)).toHaveAttribute('allow', /autoplay/)
    },
    'video-popup.open.loading': async (c) => {
      await expect(dialog(c).getByRole('status')).toHaveText('Loading video…')
      await expect(dialog(c)).toHaveAttribute('aria-busy', 'true')
    },
    'video-popup.open.playing': async (c) => {
      await expect(dialog(c).getByRole('status')).toHaveCount(0)
      await expect(dialog(c)).toHaveAttribute('aria-busy', 'false')
      // The host's player shows.
      await expect(player(c).contentFrame().getByText('Playing')).toBeVisible()
    },
  },
  events: {
    ...machineEvents<VideoPopupEvent, C>({
      'video.opened': async (c) => {
        await play(c).click()
        c.opened = true
      },
      'video.playerLoaded': (c) =>
        c.player.fulfilHtml('<!doctype html><title>Player</title><p>Playing</p>'),
      'video.closed': (c) => dialog(c).getByRole('button', { name: 'Close video' }).click(),
    }),
  },
}

test.describe('video pop-up flow', () => {
  testCoveringPaths(model, binding)
})
