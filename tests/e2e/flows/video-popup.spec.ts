import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import type { VideoPopupEvent } from '#machines/video-popup/machine'
import videoPopupFlow from '#machines/video-popup/index'
import { buildFlowModel } from '~/flow-catalog/model'
import { HeldRequests, machineEvents, type BrowserBinding, testCoveringPaths } from './runner'

/**
 * The video pop-up's covering paths on a product gallery's video item: the host's player is
 * held (no network here), so "loaded" is the player's page arriving.
 */
const model = buildFlowModel(videoPopupFlow)
const TITLE = 'Video: how to use Free & Clear Laundry Liquid'

interface C {
  page: Page
  player: HeldRequests
}

const play = (c: C) =>
  c.page.getByRole('region', { name: 'Product images' }).getByRole('button', {
    name: `Play video: ${TITLE}`,
  })
const dialog = (c: C) => c.page.getByRole('dialog', { name: TITLE })

const binding: BrowserBinding<C> = {
  async setup(page) {
    const player = await HeldRequests.hold(page, 'https://www.youtube-nocookie.com/**')
    await page.goto('/products/free-clear-laundry-liquid')
    // The video is the gallery's fourth item.
    await page
      .getByRole('list', { name: 'Product images: thumbnails' })
      .getByRole('button', { name: /video 4 of 4/ })
      .click()
    await expect(play({ page, player })).toBeVisible()
    return { page, player }
  },
  states: {
    'video-popup.closed': async (c) => {
      await expect(dialog(c)).toBeHidden()
      await expect(c.page.locator('iframe')).toHaveCount(0)
      await expect(play(c)).toHaveAttribute('aria-expanded', 'false')
    },
    'video-popup.open': async (c) => {
      await expect(dialog(c)).toBeVisible()
      await expect(dialog(c).locator('iframe')).toHaveAttribute(
        'src',
        'https://www.youtube-nocookie.com/embed/9Eap7XZgoys?autoplay=1&rel=0',
      )
    },
    'video-popup.open.loading': async (c) => {
      await expect(dialog(c).getByRole('status')).toHaveText('Loading video…')
    },
    'video-popup.open.playing': async (c) => {
      await expect(dialog(c).getByRole('status')).toHaveCount(0)
    },
  },
  events: {
    ...machineEvents<VideoPopupEvent, C>({
      'video.opened': (c) => play(c).click(),
      'video.playerLoaded': (c) =>
        c.player.fulfilHtml('<!doctype html><title>Player</title><p>Playing</p>'),
      'video.closed': (c) => dialog(c).getByRole('button', { name: 'Close video' }).click(),
    }),
  },
}

test.describe('video pop-up flow', () => {
  testCoveringPaths(model, binding)
})
