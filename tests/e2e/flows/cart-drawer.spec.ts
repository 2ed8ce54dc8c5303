import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import type { CartDrawerEvent } from '#machines/cart-drawer/machine'
import cartDrawerFlow from '#machines/cart-drawer/index'
import { buildFlowModel } from '~/flow-catalog/model'
import { type BrowserBinding, HeldRequests, testCoveringPaths, machineEvents } from './runner'

/** The cart drawer's covering paths: POST /rest/auth/cart is held and answered per path. */
const model = buildFlowModel(cartDrawerFlow)

interface C {
  page: Page
  cart: HeldRequests
}

/** A cart in the store's wire format (snake_case). */
export const wireCart = {
  items: [
    {
      id: 1,
      price: 18,
      base_price: 20,
      quantity: 2,
      subscribe: 1,
      billing_model_id: 4,
      product: {
        id: 11,
        name: 'Laundry Detergent',
        price: 20,
        image_path: 'products/laundry-detergent/thumbnail.svg',
        thumbnail: { alt_text: 'Laundry Detergent bottle' },
      },
    },
  ],
  discount_total: 3.6,
  subtotal: 36,
  tier_slab: 1,
  total_subscription_items: 2,
}

const drawer = (c: C) => c.page.getByRole('dialog', { name: 'Your Cart' })
const cartButton = (c: C) => c.page.getByRole('banner').getByRole('button', { name: /^Cart, / })

const binding: BrowserBinding<C> = {
  async setup(page) {
    const cart = await HeldRequests.hold(page, '**/rest/auth/cart')
    // Arrive at / by a client-side navigation, so "back" is a route change.
    await page.goto('/flows')
    await page.getByRole('link', { name: 'Clearhome home' }).click()
    await expect(page).toHaveURL('/')
    // The badge's own first read is answered with the same cart.
    await cart.fulfil({ status: 'Success', data: wireCart })
    await expect(cartButton({ page, cart })).toHaveAccessibleName('Cart, 2 items')
    return { page, cart }
  },
  states: {
    'cart-drawer.closed': async (c) => {
      await expect(drawer(c)).toBeHidden()
      await expect(cartButton(c)).toHaveAttribute('aria-expanded', 'false')
    },
    'cart-drawer.open': async (c) => {
      await expect(drawer(c)).toBeVisible()
      await expect(drawer(c).getByRole('button', { name: 'Close cart' })).toBeVisible()
    },
    'cart-drawer.open.loading': async (c) => {
      await expect(drawer(c).locator('[aria-busy="true"]')).toHaveCount(1)
    },
    'cart-drawer.open.loaded': async (c) => {
      await expect(
        drawer(c).getByRole('list', { name: 'Items in your cart' }).getByRole('listitem'),
      ).toHaveCount(1)
      await expect(drawer(c).getByText('Laundry Detergent')).toBeVisible()
      await expect(drawer(c).getByText('-$3.60')).toBeVisible()
      await expect(drawer(c).getByText('$32.40')).toBeVisible()
      await expect(drawer(c).getByRole('link', { name: 'Checkout' })).toHaveAttribute(
        'href',
        '/checkout',
      )
    },
    'cart-drawer.open.failed': async (c) => {
      await expect(drawer(c).getByRole('alert')).toHaveText(
        /Failed to load your cart\. Please try again later\./,
      )
    },
  },
  events: {
    ...machineEvents<CartDrawerEvent, C>({
      'cart.opened': (c) => cartButton(c).click(),
      'cart.closed': (c) => drawer(c).getByRole('button', { name: 'Close cart' }).click(),
      'cart.itemAdded': async (c) => {
        await c.page.evaluate(() => {
          window.dispatchEvent(new Event('clearhome:cart-item-added'))
        })
      },
      'cart.retried': (c) => drawer(c).getByRole('button', { name: 'Try again' }).click(),
      'cart.routeChanged': async (c) => {
        // The browser's Back button while the drawer is open.
        await c.page.goBack()
        await expect(c.page).toHaveURL('/flows')
      },
    }),
    'xstate.done.actor.loadCart': (c) => c.cart.fulfil({ status: 'Success', data: wireCart }),
    'xstate.error.actor.loadCart': (c) => c.cart.fulfil({ status: 'Error', message: 'Down' }, 503),
  },
}

test.describe('cart drawer flow', () => {
  testCoveringPaths(model, binding)
})
