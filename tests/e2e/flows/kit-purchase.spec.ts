import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import { KitAddRejected, type KitPurchaseEvent } from '#machines/kit-purchase/machine'
import kitPurchaseFlow from '#machines/kit-purchase/index'
import { buildFlowModel } from '~/flow-catalog/model'
import { HeldRequests, machineEvents, type BrowserBinding, testCoveringPaths } from './runner'

/**
 * The kit purchase box's covering paths on a kit page, with the add call held: a success
 * goes through to the running store (the checkout then lists the kit), failures are the
 * store's refusal (its message) or a network error (the spec's fallback).
 */
const model = buildFlowModel(kitPurchaseFlow)

/** The seeded laundry kit's products (store/seed/data/starter-kits.json). */
const KIT_PRODUCTS = [
  'Free & Clear Laundry Liquid',
  'Oxygen Brightener Powder',
  'Stain Remover Spray',
  'Lavender Fabric Softener',
]

interface C {
  page: Page
  add: HeldRequests
}

const box = (c: C) => c.page.getByRole('article', { name: 'Laundry Starter Kit' })
const radio = (c: C, name: 'Subscribe' | 'Buy One Time') => box(c).getByRole('radio', { name })
const learnMore = (c: C) => box(c).getByRole('button', { name: /^Learn (more|less)$/ })
const add = (c: C) => box(c).getByRole('button', { name: /Add to Cart|Adding to cart…/ })

const binding: BrowserBinding<C> = {
  async setup(page) {
    const add = await HeldRequests.hold(page, '**/rest/auth/cart/add-to-cart-starterkit')
    await page.goto('/products/category/starter-kits/laundry-starter-kit')
    return { page, add }
  },
  states: {
    'kit-purchase.explainer': async (c) => {
      if (!/\/checkout$/.test(c.page.url())) await expect(learnMore(c)).toBeVisible()
    },
    'kit-purchase.explainer.closed': async (c) => {
      if (/\/checkout$/.test(c.page.url())) return
      await expect(learnMore(c)).toHaveText('Learn more')
      await expect(learnMore(c)).toHaveAttribute('aria-expanded', 'false')
    },
    'kit-purchase.explainer.open': async (c) => {
      if (/\/checkout$/.test(c.page.url())) return
      await expect(learnMore(c)).toHaveText('Learn less')
      await expect(box(c).getByText('5+ items: 40% off plus 2 free items')).toBeVisible()
    },
    'kit-purchase.purchase': async () => {},
    'kit-purchase.purchase.ready': async (c, context) => {
      const { subscribe } = context as { subscribe: boolean }
      await expect(add(c)).toHaveText('Add to Cart')
      await expect(add(c)).toBeEnabled()
      await expect(radio(c, subscribe ? 'Subscribe' : 'Buy One Time')).toBeChecked()
      await expect(box(c).getByText('Delivered every 30 days')).toBeVisible()
    },
    'kit-purchase.purchase.adding': async (c, context) => {
      const { subscribe } = context as { subscribe: boolean }
      await expect(add(c)).toHaveText(/Adding to cart…/)
      await expect(add(c)).toBeDisabled()
      await expect(radio(c, 'Buy One Time')).toBeDisabled()
      await expect
        .poll(() => (c.add.seen.at(-1)?.body as { is_subscribe?: boolean })?.is_subscribe)
        .toBe(subscribe)
    },
    'kit-purchase.purchase.added': async (c, context) => {
      const { subscribe } = context as { subscribe: boolean }
      await expect(c.page).toHaveURL(/\/checkout$/)
      // The kit's four products are in the cart, as a subscription or once, as chosen.
      for (const name of KIT_PRODUCTS) {
        await expect(
          c.page.getByRole('cell', {
            name: `${name}${subscribe ? ' (subscription)' : ''}`,
            exact: true,
          }),
        ).toBeVisible()
      }
    },
  },
  events: {
    ...machineEvents<KitPurchaseEvent, C>({
      'kit.optionChosen': (c, e) => radio(c, e.subscribe ? 'Subscribe' : 'Buy One Time').check(),
      'kit.learnMoreToggled': async (c) => {
        // After the hand-over the box is gone: the toggle happened on the page being left.
        if (/\/checkout$/.test(c.page.url())) return
        await learnMore(c).click()
      },
      'kit.submitted': (c) => add(c).click(),
    }),
    'xstate.done.actor.addKit': async (c) => {
      await c.add.pass()
      await expect(c.page).toHaveURL(/\/checkout$/)
    },
    'xstate.error.actor.addKit': async (c, e) => {
      if (e.error instanceof KitAddRejected) {
        await c.add.fulfil({ success: false, message: e.error.message }, 409)
        await expect(c.page.getByText(e.error.message)).toBeVisible()
      } else {
        await c.add.fail()
        await expect(
          c.page.getByText('Error adding starter kit to cart. Please try again.'),
        ).toBeVisible()
      }
    },
  },
}

test.describe('starter kit purchase flow', () => {
  testCoveringPaths(model, binding)
})
