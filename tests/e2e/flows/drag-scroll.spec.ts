import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import type { AnyEventObject } from 'xstate'
import dragScrollFlow from '#machines/drag-scroll/index'
import { buildFlowModel } from '~/flow-catalog/model'
import { type BrowserBinding, testCoveringPaths } from './runner'

/** Mouse drag on the category bar at phone width, where the pills overflow and scroll. */
const model = buildFlowModel(dragScrollFlow)

interface C {
  page: Page
  box: { x: number; y: number; width: number; height: number }
}

const strip = (page: Page) =>
  page.getByRole('navigation', { name: 'Product categories' }).getByRole('list')

/** A mouse's alone: by keyboard Tab reaches each pill, and the strip scrolls to show it. */
const DRAG =
  'a mouse drag: "Horizontal, drag-scrollable pills"; "Bottom-menu drag begins on mouse down, scrolls on move, and ends on mouse up or leaving"'

const binding: BrowserBinding<C> = {
  async setup(page) {
    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto('/products')
    await expect(strip(page).getByRole('link')).not.toHaveCount(1)
    const box = (await strip(page).boundingBox())!
    return { page, box }
  },
  states: {
    'drag-scroll.idle': async (c) => {
      await expect(strip(c.page)).not.toHaveAttribute('data-dragging')
    },
    'drag-scroll.dragging': async (c) => {
      await expect(strip(c.page)).toHaveAttribute('data-dragging')
    },
  },
  events: {
    'drag.started': async (c, e) => {
      const { x } = e as AnyEventObject & { x: number }
      await c.page.mouse.move(c.box.x + x, c.box.y + c.box.height / 2)
      await c.page.mouse.down()
    },
    'drag.moved': async (c, e) => {
      const { x } = e as AnyEventObject & { x: number }
      const before = await strip(c.page).evaluate((el) => el.scrollLeft)
      await c.page.mouse.move(c.box.x + x, c.box.y + c.box.height / 2, { steps: 4 })
      // Dragging left by 100 px scrolls the overflowing strip right.
      await expect.poll(() => strip(c.page).evaluate((el) => el.scrollLeft)).toBeGreaterThan(before)
    },
    'drag.ended': (c) => c.page.mouse.up(),
  },
  pointerOnly: {
    'drag.started': DRAG,
    'drag.moved': DRAG,
    'drag.ended': DRAG,
  },
}

test.describe('category bar drag flow', () => {
  testCoveringPaths(model, binding)
})
