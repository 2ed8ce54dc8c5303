import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import type { CartDrawerEvent } from '#machines/cart-drawer/machine'
import cartDrawerFlow from '#machines/cart-drawer/index'
import { buildFlowModel } from '~/flow-catalog/model'
import {
  type BrowserBinding,
  HeldRequests,
  testCoveringPaths,
  machineEvents,
  ONE_TIME_CHECK,
} from './runner'

/**
 * The cart drawer's covering paths on a product page (with About Us next in its history, so
 * the browser's Forward button is a route change). The cart (POST /rest/auth/cart) is held and
 * answered per path: the badge's first read, each load as the drawer opens, and the read again
 * after an add.
 *
 * An add is what opens the drawer unasked (machines/product-purchase/actors.ts tells it
 * `cart.itemAdded` once a plain add has ended). While the drawer is open the page behind it is
 * inert, so an add that ends with the drawer open was pressed before it opened: every path
 * starts with the purchase box's add pressed and held at the store, and its answer is the
 * drawer's `cart.itemAdded`, open or not.
 */
const model = buildFlowModel(cartDrawerFlow)

const SLUG = 'free-clear-laundry-liquid'

interface C {
  page: Page
  cart: HeldRequests
  check: HeldRequests
  add: HeldRequests
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
const box = (c: C) => c.page.getByRole('form', { name: 'Buy Free & Clear Laundry Liquid' })
const submit = (c: C) => box(c).getByRole('button', { name: /^(Add to Cart|Adding…)$/ })

/** Answers the request after the `before`th one (an older one still held is left to go stale). */
async function answerNew(held: HeldRequests, before: number, json: unknown) {
  await expect.poll(() => held.seen.length).toBeGreaterThan(before)
  await held.fulfil(json)
}

const binding: BrowserBinding<C> = {
  async setup(page) {
    const cart = await HeldRequests.hold(page, '**/rest/auth/cart')
    const check = await HeldRequests.hold(page, '**/rest/auth/get-product-add-to-cart')
    const add = await HeldRequests.hold(page, '**/rest/auth/cart/add-to-cart')
    const c = { page, cart, check, add }
    await page.goto(`/products/${SLUG}`)
    // The badge's own first read, and the purchase box's check.
    await cart.fulfil({ status: 'Success', data: wireCart })
    await expect(cartButton(c)).toHaveAccessibleName('Cart, 2 items')
    await check.fulfil(ONE_TIME_CHECK)
    // Product pages are reached by full page loads: for a route change to come from the
    // browser's history, the page goes to About Us and back by client-side navigations (the
    // header keeps its cart: no second read). Forward is then a route change.
    await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click()
    await expect(page).toHaveURL('/about')
    await expect(page.getByRole('heading', { level: 1, name: 'About Clearhome' })).toBeVisible()
    await expect(box(c)).toHaveCount(0)
    await page.goBack()
    await expect(page).toHaveURL(`/products/${SLUG}`)
    // The box asks for its check again as it shows again.
    await answerNew(check, 1, ONE_TIME_CHECK)
    await expect(submit(c)).toHaveText('Add to Cart')
    await expect(submit(c)).toBeEnabled()
    expect(cart.seen).toHaveLength(1)
    // The add pressed, held at the store until a path's cart.itemAdded.
    await submit(c).click()
    await expect.poll(() => add.seen.length).toBe(1)
    await expect(submit(c)).toHaveText('Adding…')
    return c
  },
  states: {
    'cart-drawer.closed': async (c) => {
      await expect(drawer(c)).toBeHidden()
      await expect(cartButton(c)).toHaveAttribute('aria-expanded', 'false')
    },
    'cart-drawer.open': async (c) => {
      await expect(drawer(c)).toBeVisible()
      await expect(cartButton(c)).toHaveAttribute('aria-expanded', 'true')
      await expect(drawer(c).getByRole('button', { name: 'Close cart' })).toBeVisible()
    },
    'cart-drawer.open.loading': async (c) => {
      // The cart the page already has stays in view, marked busy, while it is read afresh.
      await expect(drawer(c).locator('[aria-busy="true"]')).toHaveCount(1)
      await expect(drawer(c).getByText('Laundry Detergent')).toBeVisible()
      await expect(drawer(c).getByRole('alert')).toHaveCount(0)
    },
    'cart-drawer.open.loaded': async (c) => {
      await expect(drawer(c).locator('[aria-busy="true"]')).toHaveCount(0)
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
      await expect(drawer(c).getByRole('button', { name: 'Try again' })).toBeEnabled()
    },
  },
  events: {
    ...machineEvents<CartDrawerEvent, C>({
      'cart.opened': (c) => cartButton(c).click(),
      'cart.closed': (c) => drawer(c).getByRole('button', { name: 'Close cart' }).click(),
      'cart.itemAdded': async (c) => {
        // The store takes the held add (no message: the drawer, not a toast, says so); the add
        // then reads the cart and the check again for every view before it ends.
        const [carts, checks] = [c.cart.seen.length, c.check.seen.length]
        await c.add.fulfil({ status: 'Success', success: true })
        await answerNew(c.cart, carts, { status: 'Success', data: wireCart })
        await answerNew(c.check, checks, ONE_TIME_CHECK)
        await expect(submit(c)).toHaveText('Add to Cart')
      },
      'cart.retried': (c) => drawer(c).getByRole('button', { name: 'Try again' }).click(),
      'cart.routeChanged': async (c) => {
        // The browser's Forward button while the drawer is open (back to About Us).
        await c.page.goForward()
        await expect(c.page).toHaveURL('/about')
      },
    }),
    'xstate.done.actor.loadCart': (c) => c.cart.fulfil({ status: 'Success', data: wireCart }),
    'xstate.error.actor.loadCart': (c) => c.cart.fulfil({ status: 'Error', message: 'Down' }, 503),
  },
}

test.describe('cart drawer flow', () => {
  testCoveringPaths(model, binding, {
    unchained:
      'a tour may add twice and have the second cart read fail; the binding holds only the read a fresh page makes',
  })
})
