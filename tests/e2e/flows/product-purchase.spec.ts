import type { Page, Route } from '@playwright/test'
import { expect, test } from '../fixtures'
import {
  AddRejected,
  type ProductPurchaseEvent,
  type PurchaseCheck,
} from '#machines/product-purchase/machine'
import productPurchaseFlow from '#machines/product-purchase/index'
import { buildFlowModel } from '~/flow-catalog/model'
import { byKeyboard, scrollByKeysUntil } from './keyboard'
import {
  HeldRequests,
  machineEvents,
  pauseClock,
  type BrowserBinding,
  testCoveringPaths,
} from './runner'

/**
 * The add-to-cart box's covering paths on a product page. The page's session (POST
 * /rest/auth/session) and the add-to-cart check (POST /rest/auth/get-product-add-to-cart, read
 * after the session) are held: the check reaches the box as `purchase.checked` when its answer
 * is fulfilled, `purchase.checkFailed` when it fails. Whether the visitor is a member is the
 * session's: a member's session is the store's wire answer for one, a guest's is the running
 * store's own (so a guest's add goes through to it and the cart drawer lists the product). The
 * box's add and the sticky bar's are held too; the page clock is paused once the page has
 * loaded, so a member's my-box update comes 200 ms after the add only when a path says.
 */
const model = buildFlowModel(productPurchaseFlow)
const SLUG = 'free-clear-laundry-liquid'
const PRODUCT_ID = 1
const PROBLEM = 'Enter a whole number from 1 to 100.'
const ACTIVE = 'You already have an active subscription for this product.'
/** The my-box update event follows a member's add after this long (catalogue §9). */
const MY_BOX_UPDATE_MS = 200

interface C {
  page: Page
  session: HeldRequests
  check: HeldRequests
  add: HeldRequests
  stickyAdd: HeldRequests
  /** The cart's reads (POST /rest/auth/cart) go through, or wait while `hold` says so. */
  cartReads: { hold: boolean; held: Route[] }
  /** The session the page holds: null until it is answered. */
  member: boolean | null
  /** The check the page last read (null before one, or when it failed). */
  lastCheck: PurchaseCheck | null
  /** Box adds the store has answered, and those the box has heard the end of. */
  addsAnswered: number
  addsSettled: number
  /** The pending add was answered already (its check read again came as a path's event). */
  addAnswered: { message: string | null } | null
  /** A check of the path named another membership than the page's session (see below). */
  memberDiffers: boolean
  /** Session reads when a member's add was counted (the update reads it once more). */
  sessionReadsAtAdd: number
  /** A typed text the field shows (null: the number a button wrote). */
  fieldText: string | null
}
type Ctx = {
  mode: 'subscribe' | 'oneTime' | null
  frequency: number
  quantity: 1 | 99 | 'between'
  shown: boolean
  canSubscribe: boolean
  member: boolean
}

const box = (c: C) => c.page.getByRole('form', { name: 'Buy Free & Clear Laundry Liquid' })
const subscribe = (c: C) => box(c).getByRole('radio', { name: 'Subscribe & Save' })
const oneTime = (c: C) => box(c).getByRole('radio', { name: 'One-time purchase' })
const frequency = (c: C) => box(c).getByRole('combobox', { name: 'Deliver every' })
const quantity = (c: C) => box(c).getByRole('textbox', { name: 'Quantity' })
const minus = (c: C) => box(c).getByRole('button', { name: 'Decrease quantity' })
const plus = (c: C) => box(c).getByRole('button', { name: 'Increase quantity' })
const learnMore = (c: C) => box(c).getByRole('button', { name: /^Learn (more|less)$/ })
const submit = (c: C) => box(c).getByRole('button', { name: /^(Add to Cart|Adding…)$/ })
const myBoxLink = (c: C) => c.page.getByRole('banner').getByRole('link', { name: /^My Box/ })
const drawer = (c: C) => c.page.getByRole('dialog', { name: 'Your Cart' })
const sticky = (c: C) => c.page.getByRole('complementary', { name: 'Quick add to cart' })

/** The store's answer to the add-to-cart check (src/api/cart/check.ts reads it). */
const checkAnswer = (check: Omit<PurchaseCheck, 'isMember'>) => ({
  status: 'Success',
  data: {
    price: 18.99,
    discount_price: 17.09,
    quantity: 0,
    exists: check.hasActiveSubscription,
    exists_ot: check.hasOneTimePurchase,
    is_subscribable: check.isSubscribable,
    billing_model_id: 2,
  },
})
/** A member's session as the store's session helper sends it. */
const MEMBER_SESSION = {
  session_id: '6f1c1d49-1f1e-4a59-9d57-1b1f0f6c1a01',
  token: 'member-session-token',
  authenticated: true,
  member: { firstName: 'Dana', token: 'member-token' },
  tf_order_id: null,
  my_box_count: 3,
}

/** The page's session: a member's from the store's wire, a guest's from the running store. */
async function answerSession(c: C, member: boolean) {
  if (member) await c.session.fulfil(MEMBER_SESSION)
  else await c.session.pass()
  c.member = member
}

/**
 * The toast library loads, then adds its toast on a 0 ms timer: the paused clock moves on 1 ms
 * at a time until it shows (a few ms, well before the my-box update's 200 ms).
 */
async function expectToast(c: C, text: string) {
  await expect(async () => {
    await c.page.clock.runFor(1)
    await expect(c.page.getByText(text)).toBeVisible({ timeout: 100 })
  }).toPass({ timeout: 7_000 })
}

/** An add the path sends: the store's answer, a guest's through to the running store. */
async function answerAdd(c: C, message: string | null) {
  if (message) await c.add.fulfil({ status: 'Success', success: true, message })
  else if (c.member) await c.add.fulfil({ status: 'Success', success: true })
  else await c.add.pass()
  c.addsAnswered++
}

/**
 * The page reads the check again while the box stands ready: the sticky bar's add (below the
 * box, once it has scrolled away) has the check read again as it succeeds.
 */
async function readAgainBySticky(c: C, check: PurchaseCheck) {
  const reads = c.check.seen.length
  const top = await box(c).evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY)
  if (byKeyboard())
    await scrollByKeysUntil(c.page, async () =>
      box(c).evaluate((el) => el.getBoundingClientRect().bottom < -200),
    )
  else await c.page.mouse.wheel(0, top + 200)
  await expect(sticky(c)).toBeInViewport()
  await sticky(c).getByRole('button', { name: 'Add to Cart' }).click()
  if (c.member) await c.stickyAdd.fulfil({ success: true })
  else await c.stickyAdd.pass()
  await expect.poll(() => c.check.seen.length).toBeGreaterThan(reads)
  await c.check.fulfil(checkAnswer(check))
  await expect(sticky(c).getByRole('status')).toHaveText('Added to your cart')
  await c.page.keyboard.press('Home')
  await expect(box(c)).toBeInViewport()
}

/** The quantity in force, and the field showing what was typed or else that quantity. */
async function checkQuantity(c: C, ctx: Ctx) {
  const inForce = async () => Number(await quantity(c).getAttribute('data-quantity'))
  if (ctx.quantity === 'between')
    await expect.poll(async () => (await inForce()) > 1 && (await inForce()) < 99).toBe(true)
  else await expect(quantity(c)).toHaveAttribute('data-quantity', String(ctx.quantity))
  const q = await inForce()
  await expect(quantity(c)).toHaveValue(c.fieldText ?? String(q))
  if (ctx.shown) {
    await expect(quantity(c)).not.toHaveAttribute('aria-invalid')
    await expect(box(c).getByRole('alert')).toHaveCount(0)
  } else {
    await expect(quantity(c)).toHaveAttribute('aria-invalid', 'true')
    await expect(box(c).getByRole('alert')).toHaveText(PROBLEM)
  }
  return q
}

/** The mode shown, and the subscribe option offered, replaced by the notice, or not offered. */
async function checkMode(c: C, ctx: Ctx) {
  if (ctx.mode === 'subscribe') {
    await expect(subscribe(c)).toBeChecked()
    await expect(oneTime(c)).not.toBeChecked()
    await expect(frequency(c)).toHaveValue(String(ctx.frequency))
  } else {
    await expect(oneTime(c)).toBeChecked()
    await expect(frequency(c)).toHaveCount(0)
  }
  if (c.lastCheck?.hasActiveSubscription) {
    await expect(subscribe(c)).toHaveCount(0)
    await expect(box(c).getByRole('status')).toHaveText(ACTIVE)
  } else {
    await expect(subscribe(c)).toHaveAttribute('data-offered', String(ctx.canSubscribe))
    if (ctx.mode !== 'subscribe') await expect(subscribe(c)).not.toBeChecked()
    await expect(box(c).getByText(ACTIVE)).toHaveCount(0)
  }
}

const binding: BrowserBinding<C> = {
  async setup(page) {
    const session = await HeldRequests.hold(page, '**/rest/auth/session')
    const check = await HeldRequests.hold(page, '**/rest/auth/get-product-add-to-cart')
    const add = await HeldRequests.hold(page, '**/rest/auth/cart/add-to-cart')
    const stickyAdd = await HeldRequests.hold(page, '**/rest/auth/cart/add')
    const cartReads = { hold: false, held: [] as Route[] }
    await page.route('**/rest/auth/cart', (route) =>
      cartReads.hold ? cartReads.held.push(route) : route.continue(),
    )
    await page.goto(`/products/${SLUG}`)
    // Time is the test's from here on (the 200 ms before the my-box update).
    await pauseClock(page)
    return {
      page,
      session,
      check,
      add,
      stickyAdd,
      cartReads,
      member: null,
      lastCheck: null,
      addsAnswered: 0,
      addsSettled: 0,
      addAnswered: null,
      sessionReadsAtAdd: 0,
      memberDiffers: false,
      fieldText: null,
    }
  },
  states: {
    'product-purchase.myBox': async (c) => {
      await expect(box(c)).toBeVisible()
    },
    'product-purchase.myBox.idle': async (c) => {
      // No my-box update is due: the store is not asked for the count meanwhile.
      if (c.member) await expect(myBoxLink(c)).toBeVisible()
      else await expect(myBoxLink(c)).toHaveCount(0)
    },
    'product-purchase.myBox.updating': async (c) => {
      // A member's add counted in My Box; the update (a read of the count) is still to come.
      await expect(myBoxLink(c)).toBeVisible()
      expect(c.session.seen.length).toBe(c.sessionReadsAtAdd)
    },
    'product-purchase.explainer': async (c) => {
      await expect(learnMore(c)).toBeVisible()
    },
    'product-purchase.explainer.closed': async (c) => {
      await expect(learnMore(c)).toHaveText('Learn more')
      await expect(learnMore(c)).toHaveAttribute('aria-expanded', 'false')
      await expect(box(c).getByRole('progressbar')).toBeHidden()
    },
    'product-purchase.explainer.open': async (c) => {
      await expect(learnMore(c)).toHaveText('Learn less')
      await expect(learnMore(c)).toHaveAttribute('aria-expanded', 'true')
      await expect(box(c).getByText('5+ items')).toBeVisible()
      await expect(box(c).getByRole('progressbar')).toBeVisible()
    },
    'product-purchase.box': async (c) => {
      await expect(box(c)).toBeVisible()
    },
    'product-purchase.box.checking': async (c) => {
      // The page is reading the check (its session first); no mode shows as chosen meanwhile.
      await expect(box(c)).toHaveAttribute('aria-busy', 'true')
      await expect(oneTime(c)).not.toBeChecked()
      await expect(oneTime(c)).toBeDisabled()
      await expect(subscribe(c)).not.toBeChecked()
      await expect(subscribe(c)).toBeDisabled()
      await expect(frequency(c)).toHaveCount(0)
      await expect(submit(c)).toHaveText('Add to Cart')
      await expect(submit(c)).toBeDisabled()
      expect(c.lastCheck).toBeNull()
    },
    'product-purchase.box.ready': async (c, context) => {
      const ctx = context as Ctx
      await expect(box(c)).toHaveAttribute('aria-busy', 'false')
      await expect(submit(c)).toHaveText('Add to Cart')
      await expect(submit(c)).toHaveAttribute('aria-busy', 'false')
      // The add is open exactly when the field holds a quantity.
      if (ctx.shown) await expect(submit(c)).toBeEnabled()
      else await expect(submit(c)).toBeDisabled()
      await expect(quantity(c)).toBeEnabled()
      await expect(oneTime(c)).toBeEnabled()
      if (!c.lastCheck?.hasActiveSubscription) {
        if (ctx.canSubscribe) await expect(subscribe(c)).toBeEnabled()
        else await expect(subscribe(c)).toBeDisabled()
      }
      await checkMode(c, ctx)
      const q = await checkQuantity(c, ctx)
      // Minus only above 1; plus below 99 (catalogue §5).
      if (q > 1) await expect(minus(c)).toBeEnabled()
      else await expect(minus(c)).toBeDisabled()
      if (q < 99) await expect(plus(c)).toBeEnabled()
      else await expect(plus(c)).toBeDisabled()
    },
    'product-purchase.box.adding': async (c, context) => {
      const ctx = context as Ctx
      await expect(submit(c)).toHaveText(/Adding…/)
      await expect(submit(c)).toBeDisabled()
      await expect(submit(c)).toHaveAttribute('aria-busy', 'true')
      for (const control of [oneTime(c), quantity(c), minus(c), plus(c)])
        await expect(control).toBeDisabled()
      await checkMode(c, ctx)
      const q = await checkQuantity(c, ctx)
      // One add for this press: what the box shows (catalogue §4, §9).
      await expect.poll(() => c.add.seen.length).toBe(c.addsSettled + 1)
      expect(c.add.seen.at(-1)?.body).toMatchObject({
        product_id: PRODUCT_ID,
        quantity: q,
        subscribe: ctx.mode === 'subscribe',
        frequency: ctx.mode === 'subscribe' ? ctx.frequency : 2,
      })
    },
  },
  events: {
    ...machineEvents<ProductPurchaseEvent, C>({
      'purchase.checked': async (c, { check }) => {
        if (c.member === null) {
          // The page's first read: its session (a member's or a guest's), then the check.
          await answerSession(c, check.isMember)
          await c.check.fulfil(checkAnswer(check))
        } else if (c.add.seen.length > c.addsAnswered) {
          // The box is adding: the store takes the add, and the page reads the check again
          // (and the cart, held here: the add is done only once both are read).
          c.cartReads.hold = true
          await answerAdd(c, null)
          c.addAnswered = { message: null }
          await c.check.fulfil(checkAnswer(check))
        } else await readAgainBySticky(c, check)
        // The membership is the page's session (read once a page): a check read again keeps it,
        // whatever the path's says (product-purchase-1559 reads a guest's check after a
        // member's; nothing after it depends on the membership, and a later add would say so).
        if (check.isMember !== c.member) c.memberDiffers = true
        c.lastCheck = { ...check, isMember: c.member! }
      },
      'purchase.checkFailed': async (c) => {
        if (c.member === null) await answerSession(c, false)
        await c.check.fail()
      },
      // Clicked, not check()ed: a first press before the box's machine has arrived is
      // answered when it arrives (ADR 0020), and the state checks that follow wait for it.
      'purchase.subscribeChosen': (c) => subscribe(c).click(),
      'purchase.oneTimeChosen': (c) => oneTime(c).click(),
      'purchase.frequencyChosen': async (c, e) => {
        // Only the store's codes are options; another code cannot be chosen in the page.
        const codes = await frequency(c)
          .locator('option')
          .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))
        if (codes.includes(String(e.code))) await frequency(c).selectOption(String(e.code))
      },
      'purchase.quantityTyped': async (c, e) => {
        // No one types into a disabled field (the box is adding).
        if (await quantity(c).isDisabled()) return
        await quantity(c).fill(e.value)
        c.fieldText = e.value
      },
      'purchase.decremented': async (c) => {
        if (await minus(c).isEnabled()) {
          await minus(c).click()
          c.fieldText = null
        }
      },
      'purchase.incremented': async (c) => {
        if (await plus(c).isEnabled()) {
          await plus(c).click()
          c.fieldText = null
        }
      },
      'purchase.learnMoreToggled': (c) => learnMore(c).click(),
      'purchase.submitted': (c) => submit(c).click(),
    }),
    'xstate.after.myBoxUpdateDelay': async (c) => {
      await c.page.clock.runFor(MY_BOX_UPDATE_MS - 1)
      expect(c.session.seen.length).toBe(c.sessionReadsAtAdd)
      await c.page.clock.runFor(1)
      // The update: the store is asked for the My Box count.
      await expect.poll(() => c.session.seen.length).toBe(c.sessionReadsAtAdd + 1)
    },
    'xstate.done.actor.addToCart': async (c, e) => {
      const { message } = e.output as { message: string | null }
      if (c.memberDiffers)
        throw new Error("the path's add counts for another member than the page's session")
      if (c.addAnswered) {
        if (c.addAnswered.message !== message)
          throw new Error(`the add was answered with ${c.addAnswered.message}, not ${message}`)
        c.addAnswered = null
        // The cart read again: the add is done.
        await expect.poll(() => c.cartReads.held.length).toBeGreaterThan(0)
        c.cartReads.hold = false
        for (const route of c.cartReads.held.splice(0)) await route.continue()
      } else {
        await answerAdd(c, message)
        // The page reads the check again before the add is done (the same answer: no event).
        await c.check.fulfil(checkAnswer(c.lastCheck!))
      }
      c.addsSettled++
      c.sessionReadsAtAdd = c.session.seen.length
      if (message) await expectToast(c, message)
      else {
        // No message: the cart drawer opens (a guest's, from the running store, lists it).
        await expect(drawer(c)).toBeVisible()
        if (!c.member)
          await expect(drawer(c).getByText('Free & Clear Laundry Liquid').first()).toBeVisible()
        await c.page.keyboard.press('Escape')
        await expect(drawer(c)).toBeHidden()
      }
      if (c.member) await expect(myBoxLink(c)).toBeVisible()
    },
    'xstate.error.actor.addToCart': async (c, e) => {
      if (e.error instanceof AddRejected) {
        await c.add.fulfil({ status: 'Error', message: e.error.message }, 409)
        await expectToast(c, e.error.message)
      } else {
        await c.add.fail()
        await expectToast(c, 'Error adding to cart. Please try again.')
      }
      c.addsAnswered++
      c.addsSettled++
    },
  },
}

test.describe('product add-to-cart flow', () => {
  // A covering path here is long (ten steps, each state checked in full).
  test.describe.configure({ timeout: 60_000 })
  testCoveringPaths(model, binding, {
    unchained:
      'a tour may answer the add-to-cart check a second time; the page reads the check once per load',
    step: (event) => (event as { error?: Error }).error?.name === 'AddSkipped',
    reason:
      'the page holds its session from the start: an add without a token or session (nothing sent, 11303.01) is tested on the view (tests/model/product-purchase.test.tsx) and in the store client',
  })
})
