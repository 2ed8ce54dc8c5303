import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import { StickyAddRejected, type StickyCartEvent } from '#machines/sticky-cart/machine'
import stickyCartFlow from '#machines/sticky-cart/index'
import { buildFlowModel } from '~/flow-catalog/model'
import { parseQuantity } from '~/domain/quantity'
import { byKeyboard, scrollByKeysUntil } from './keyboard'
import { HeldRequests, machineEvents, type BrowserBinding, testCoveringPaths } from './runner'

/**
 * The sticky bar's covering paths on a product page: scrolling past the purchase box and back
 * shows and hides it; its add is held (a success goes through to the store and the header's
 * cart counts it, refusals and network errors are toasts).
 */
const model = buildFlowModel(stickyCartFlow)
/** The product the page sells (a subscribable one: the bar subscribes by default). */
const SLUG = 'free-clear-laundry-liquid'
const PRODUCT_ID = 1
const PROBLEM = 'Enter a whole number from 1 to 100.'

type Ctx = {
  mode: 'subscribe' | 'oneTime'
  quantity: 1 | 99 | 100 | 'between'
  shown: boolean
  added: boolean
}

interface C {
  page: Page
  add: HeldRequests
  /** The quantity in force, as the shopper set it. */
  quantity: number
  /** What the field shows when it was typed into (null: the number a button wrote). */
  fieldText: string | null
  /** The header's cart count before the latest add. */
  cartBefore: number
}

/** The bar itself, whether or not it is shown (hidden, it is out of the accessibility tree). */
const aside = (c: C) => c.page.locator('aside[aria-label="Quick add to cart"]')
/** The bar as a shopper finds it: only while it is shown. */
const bar = (c: C) => c.page.getByRole('complementary', { name: 'Quick add to cart' })
const inBar = (c: C, role: 'textbox' | 'button' | 'radio' | 'status', name?: string | RegExp) =>
  aside(c).getByRole(role, { name, includeHidden: true })
const quantity = (c: C) => inBar(c, 'textbox', 'Quantity')
const submit = (c: C) => inBar(c, 'button', /^(Add to Cart|Adding…)$/)
const radio = (c: C, mode: 'oneTime' | 'subscribe') =>
  inBar(
    c,
    'radio',
    mode === 'oneTime'
      ? /^One-time \$\d+\.\d\d$/
      : /^Subscribe \$\d+\.\d\d with 5\+ subscription items$/,
  )
const minus = (c: C) => inBar(c, 'button', 'Decrease quantity')
const plus = (c: C) => inBar(c, 'button', 'Increase quantity')
const status = (c: C) => inBar(c, 'status')
const cartButton = (c: C) => c.page.getByRole('banner').getByRole('button', { name: /^Cart, / })
const cartCount = async (c: C) =>
  Number(/Cart, (\d+) items?/.exec((await cartButton(c).getAttribute('aria-label')) ?? '')?.[1])

/** The quantity and what the field shows, as the context says. */
async function checkQuantity(c: C, ctx: Ctx) {
  if (ctx.quantity === 'between') expect(c.quantity).toBeGreaterThan(1)
  else expect(c.quantity).toBe(ctx.quantity)
  await expect(quantity(c)).toHaveAttribute('data-quantity', String(c.quantity))
  await expect(quantity(c)).toHaveValue(c.fieldText ?? String(c.quantity))
  if (ctx.shown) await expect(quantity(c)).not.toHaveAttribute('aria-invalid')
  else await expect(quantity(c)).toHaveAttribute('aria-invalid', 'true')
}

const binding: BrowserBinding<C> = {
  async setup(page) {
    const add = await HeldRequests.hold(page, '**/rest/auth/cart/add')
    await page.goto(`/products/${SLUG}`)
    return { page, add, quantity: 1, fieldText: null, cartBefore: 0 }
  },
  states: {
    'sticky-cart.visibility': async (c) => {
      await expect(aside(c)).toHaveAttribute('data-shown', /^(true|false)$/)
      await expect(aside(c).getByText('Free & Clear Laundry Liquid')).toHaveCount(1)
    },
    'sticky-cart.visibility.hidden': async (c) => {
      // Out of sight and out of reach.
      await expect(aside(c)).toHaveAttribute('data-shown', 'false')
      await expect(aside(c)).toBeHidden()
      await expect(aside(c)).toHaveAttribute('inert', '')
      await expect(bar(c)).toHaveCount(0)
    },
    'sticky-cart.visibility.shown': async (c) => {
      await expect(bar(c)).toBeVisible()
      await expect(bar(c)).toBeInViewport()
      await expect(aside(c)).toHaveAttribute('data-shown', 'true')
      await expect(aside(c)).not.toHaveAttribute('inert')
    },
    'sticky-cart.bar': async (c) => {
      await expect(quantity(c)).toHaveCount(1)
      await expect(radio(c, 'oneTime')).toHaveCount(1)
      await expect(radio(c, 'subscribe')).toHaveCount(1)
    },
    'sticky-cart.bar.idle': async (c, context) => {
      const ctx = context as Ctx
      await expect(submit(c)).toHaveText('Add to Cart')
      await expect(submit(c)).toHaveAttribute('aria-busy', 'false')
      // The add is open exactly when the field holds a quantity and the bar is in sight: out of
      // sight (its machine takes no add there) it is marked disabled; without a quantity it is
      // disabled outright.
      if (ctx.shown) {
        await expect(submit(c)).not.toHaveAttribute('disabled')
        const aside = c.page.locator('aside[aria-label="Quick add to cart"]')
        await expect
          .poll(async () => {
            const outOfSight = (await aside.getAttribute('data-shown')) !== 'true'
            return (await submit(c).getAttribute('aria-disabled')) === String(outOfSight)
          })
          .toBe(true)
      } else await expect(submit(c)).toBeDisabled()
      await expect(radio(c, ctx.mode)).toBeChecked()
      await expect(radio(c, ctx.mode === 'subscribe' ? 'oneTime' : 'subscribe')).not.toBeChecked()
      await checkQuantity(c, ctx)
      // Minus only above 1; plus up to 100 and never past it.
      if (c.quantity === 1) await expect(minus(c)).toBeDisabled()
      else await expect(minus(c)).toBeEnabled()
      if (c.quantity === 100) await expect(plus(c)).toBeDisabled()
      else await expect(plus(c)).toBeEnabled()
      await expect(status(c)).toHaveText(
        !ctx.shown ? PROBLEM : ctx.added ? 'Added to your cart' : '',
      )
    },
    'sticky-cart.bar.busy': async (c, context) => {
      const ctx = context as Ctx
      // The add runs on even if the bar has just hidden.
      await expect(submit(c)).toHaveText('Adding…')
      await expect(submit(c)).toBeDisabled()
      await expect(submit(c)).toHaveAttribute('aria-busy', 'true')
      for (const control of [quantity(c), minus(c), plus(c), radio(c, 'oneTime')])
        await expect(control).toBeDisabled()
      await checkQuantity(c, ctx)
      // The quantity shown, and type 4 or 2 for the mode shown (catalogue §4).
      await expect
        .poll(() => c.add.seen.at(-1)?.body)
        .toEqual({
          product_id: PRODUCT_ID,
          quantity: c.quantity,
          subscribable: ctx.mode === 'subscribe',
          type: ctx.mode === 'subscribe' ? 4 : 2,
        })
    },
  },
  events: {
    ...machineEvents<StickyCartEvent, C>({
      // The purchase box scrolls out of view above (the bar's island wakes as the page scrolls).
      'sticky.boxPassed': async (c) => {
        const box = c.page.getByRole('form', { name: 'Buy Free & Clear Laundry Liquid' })
        const bottom = await box.evaluate((el) => el.getBoundingClientRect().bottom)
        if (byKeyboard())
          await scrollByKeysUntil(c.page, async () =>
            box.evaluate((el) => el.getBoundingClientRect().bottom < -200),
          )
        else await c.page.mouse.wheel(0, bottom + 200)
        await expect(box).not.toBeInViewport()
      },
      'sticky.boxReturned': async (c) => {
        await c.page.keyboard.press('Home')
        await expect(
          c.page.getByRole('form', { name: 'Buy Free & Clear Laundry Liquid' }),
        ).toBeInViewport()
      },
      'sticky.modeChosen': (c, e) => radio(c, e.mode).check(),
      'sticky.quantityTyped': async (c, e) => {
        await quantity(c).fill(e.value)
        c.fieldText = e.value
        const parsed = parseQuantity(e.value)
        if (parsed.ok) c.quantity = parsed.value
      },
      'sticky.decremented': async (c) => {
        await minus(c).click()
        c.quantity -= 1
        c.fieldText = null
      },
      'sticky.incremented': async (c) => {
        await plus(c).click()
        c.quantity += 1
        c.fieldText = null
      },
      'sticky.submitted': async (c) => {
        c.cartBefore = await cartCount(c)
        await submit(c).click()
      },
    }),
    'xstate.done.actor.addToCart': async (c) => {
      await c.add.pass()
      // The cart is read again: the header counts the add; nothing opens.
      await expect(cartButton(c)).toHaveAccessibleName(`Cart, ${c.cartBefore + c.quantity} items`)
      await expect(cartButton(c)).toHaveAttribute('aria-expanded', 'false')
      await expect(c.page.getByRole('dialog', { name: 'Your Cart' })).toBeHidden()
    },
    'xstate.error.actor.addToCart': async (c, e) => {
      if (e.error instanceof StickyAddRejected) {
        // A refusal keeps the store's words (11301.01).
        await c.add.fulfil({ success: false, message: e.error.message })
        await expect(c.page.getByText(e.error.message)).toBeVisible()
      } else {
        await c.add.fail()
        await expect(c.page.getByText('Error adding to cart. Please try again.')).toBeVisible()
      }
      expect(await cartCount(c)).toBe(c.cartBefore)
    },
  },
}

test.describe('sticky add-to-cart bar flow', () => {
  // A covering path here is long (nine steps, each state checked in full).
  test.describe.configure({ timeout: 60_000 })
  testCoveringPaths(model, binding, {
    step: (event) => (event as { error?: Error }).error?.name === 'StickyAddSkipped',
    reason:
      'the page holds its session from the start; an add without a token or session (nothing sent, 11303.01) is tested on the view',
  })
})
