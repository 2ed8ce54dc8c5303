import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import { StickyAddRejected, type StickyCartEvent } from '#machines/sticky-cart/machine'
import stickyCartFlow from '#machines/sticky-cart/index'
import { buildFlowModel } from '~/flow-catalog/model'
import { HeldRequests, machineEvents, type BrowserBinding, testCoveringPaths } from './runner'

/**
 * The sticky bar's covering paths on a product page: scrolling past the purchase box and back
 * shows and hides it; its add is held (a success goes through to the store and refreshes the
 * header's cart, refusals and network errors are toasts).
 */
const model = buildFlowModel(stickyCartFlow)
type Ctx = { mode: 'subscribe' | 'oneTime'; quantity: 1 | 99 | 100 | 'between'; added: boolean }

interface C {
  page: Page
  add: HeldRequests
}

const bar = (c: C) => c.page.getByRole('complementary', { name: 'Quick add to cart' })
const quantity = (c: C) => bar(c).getByRole('textbox', { name: 'Quantity' })
const submit = (c: C) => bar(c).getByRole('button', { name: /Add to Cart|Adding…/ })
const radio = (c: C, mode: 'oneTime' | 'subscribe') =>
  bar(c).getByRole('radio', { name: mode === 'oneTime' ? /^One-time/ : /^Subscribe/ })

/** The bar ignores what a hidden bar cannot be given: these presses happen only when shown. */
const whenShown = async (c: C, act: () => Promise<void>) => {
  if (
    (await bar(c)
      .getAttribute('data-shown', { timeout: 1000 })
      .catch(() => null)) === 'true'
  )
    await act()
}

const binding: BrowserBinding<C> = {
  async setup(page) {
    const add = await HeldRequests.hold(page, '**/rest/auth/cart/add')
    await page.goto('/products/free-clear-laundry-liquid')
    return { page, add }
  },
  states: {
    'sticky-cart.visibility': async (c) => {
      await expect(c.page.locator('aside[aria-label="Quick add to cart"]')).toHaveAttribute(
        'data-shown',
        /true|false/,
      )
    },
    'sticky-cart.visibility.hidden': async (c) => {
      await expect(bar(c)).toBeHidden()
    },
    'sticky-cart.visibility.shown': async (c) => {
      await expect(bar(c)).toBeVisible()
    },
    'sticky-cart.bar': async (c) => {
      await expect(
        c.page.locator('aside[aria-label="Quick add to cart"] input[inputmode]'),
      ).toHaveCount(1)
    },
    'sticky-cart.bar.idle': async (c, context) => {
      const ctx = context as Ctx
      const aside = c.page.locator('aside[aria-label="Quick add to cart"]')
      await expect(
        aside.getByRole('button', { name: 'Add to Cart', includeHidden: true }),
      ).toBeEnabled()
      await expect(
        aside.getByRole('radio', {
          name: ctx.mode === 'oneTime' ? /^One-time/ : /^Subscribe/,
          includeHidden: true,
        }),
      ).toBeChecked()
      if (ctx.quantity !== 'between')
        await expect(aside.locator('input[inputmode]')).toHaveAttribute(
          'data-quantity',
          String(ctx.quantity),
        )
      if (ctx.added)
        await expect(aside.getByText('Added to your cart', { exact: true })).toHaveCount(1)
    },
    'sticky-cart.bar.busy': async (c, context) => {
      const ctx = context as Ctx
      // The add runs on even if the bar has just hidden.
      await expect(
        c.page
          .locator('aside[aria-label="Quick add to cart"]')
          .getByRole('button', { name: 'Adding…', includeHidden: true }),
      ).toBeDisabled()
      await expect
        .poll(() => c.add.seen.at(-1)?.body)
        .toMatchObject({
          product_id: 1,
          type: ctx.mode === 'subscribe' ? 4 : 2,
          subscribable: ctx.mode === 'subscribe',
        })
    },
  },
  events: {
    ...machineEvents<StickyCartEvent, C>({
      'sticky.boxPassed': async (c) => {
        await c.page
          .getByRole('heading', { name: 'You may like', level: 2 })
          .scrollIntoViewIfNeeded()
      },
      'sticky.boxReturned': async (c) => {
        await c.page.evaluate(() => window.scrollTo(0, 0))
      },
      'sticky.modeChosen': (c, e) => whenShown(c, () => radio(c, e.mode).check()),
      'sticky.quantityTyped': (c, e) => whenShown(c, () => quantity(c).fill(e.value)),
      'sticky.decremented': (c) =>
        whenShown(c, async () => {
          const minus = bar(c).getByRole('button', { name: 'Decrease quantity' })
          if (await minus.isEnabled()) await minus.click()
        }),
      'sticky.incremented': (c) =>
        whenShown(c, async () => {
          const plus = bar(c).getByRole('button', { name: 'Increase quantity' })
          if (await plus.isEnabled()) await plus.click()
        }),
      'sticky.submitted': (c) => whenShown(c, () => submit(c).click()),
    }),
    'xstate.done.actor.addToCart': async (c) => {
      await c.add.pass()
    },
    'xstate.error.actor.addToCart': async (c, e) => {
      if (e.error instanceof StickyAddRejected) {
        await c.add.fulfil({ status: 'Error', message: e.error.message }, 409)
        await expect(c.page.getByText(e.error.message)).toBeVisible()
      } else {
        await c.add.fail()
        await expect(c.page.getByText('Error adding to cart. Please try again.')).toBeVisible()
      }
    },
  },
}

test.describe('sticky add-to-cart bar flow', () => {
  testCoveringPaths(model, binding, {
    step: (event) => (event as { error?: Error }).error?.name === 'StickyAddSkipped',
    reason:
      'the page holds its session from the start; an add without a token or session (nothing sent, 11303.01) is tested on the view',
  })
})
