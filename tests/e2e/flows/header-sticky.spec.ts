import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import type { HeaderStickyEvent } from '#machines/header-sticky/machine'
import { headerStickyFlow } from '~/flow-catalog/catalog'
import { buildFlowModel } from '~/flow-catalog/model'
import { type BrowserBinding, testCoveringPaths, machineEvents } from './runner'

/** The landing header (template 1) on the laundry starter-kit landing page. */
const model = buildFlowModel(headerStickyFlow)

interface C {
  page: Page
}

const header = (c: C) => c.page.getByRole('banner')

const binding: BrowserBinding<C> = {
  async setup(page) {
    await page.goto('/starter-kits/laundry')
    await expect(page.getByRole('banner')).toBeVisible()
    return { page }
  },
  states: {
    'headerSticky.inFlow': async (c) => {
      await expect(header(c)).not.toHaveAttribute('data-fixed')
      await expect(c.page.getByTestId('header-spacer')).toHaveCount(0)
    },
    'headerSticky.fixed': async (c) => {
      await expect(header(c)).toHaveAttribute('data-fixed')
      await expect(header(c)).toHaveCSS('position', 'fixed')
      // The spacer holds the header's height, so nothing below jumps.
      const height = (await header(c).boundingBox())!.height
      const spacer = (await c.page.getByTestId('header-spacer').boundingBox())!.height
      expect(Math.abs(spacer - height)).toBeLessThan(1)
      await expect(header(c)).toBeInViewport()
    },
  },
  events: machineEvents<HeaderStickyEvent, C>({
    'header.scrolled': async (c, e) => {
      await c.page.evaluate((y) => window.scrollTo(0, y), e.pastAnchor ? 400 : 0)
    },
  }),
}

test.describe('landing header stickiness flow', () => {
  testCoveringPaths(model, binding)
})
