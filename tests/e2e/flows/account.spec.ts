import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import type { AccountEvent, VisitorSession } from '#machines/account/machine'
import accountFlow from '#machines/account/index'
import { buildFlowModel } from '~/flow-catalog/model'
import {
  type BrowserBinding,
  HeldRequests,
  machineEvents,
  pauseClock,
  testCoveringPaths,
  ONE_TIME_CHECK,
} from './runner'

/**
 * The account widget's covering paths in the header of a product page: the page's session
 * (POST /rest/auth/session, read once a page and again for the store's My Box count) and the
 * logout are held and answered. A member's add to cart in the page's purchase box is what puts
 * items in My Box (the count goes up at once, and the my-box update 200 ms later asks the
 * store for its count): the add-to-cart check and the add are held too, and the page clock is
 * paused once the page has loaded, so the update comes when the path says.
 */
const model = buildFlowModel(accountFlow)
type Ctx = { member: string | null; myBoxCount: number | 'more' }

const SLUG = 'free-clear-laundry-liquid'
/** The my-box update event follows a member's add after this long (catalogue §9). */
const MY_BOX_UPDATE_MS = 200

interface C {
  page: Page
  session: HeldRequests
  logout: HeldRequests
  check: HeldRequests
  add: HeldRequests
  /** The add-to-cart check has been answered (the box sells only after it). */
  checked: boolean
}

/** A visitor's session as the store's session helper sends it (tests/model/store-fake.ts). */
const wireSession = (session: VisitorSession) => ({
  session_id: '6f1c1d49-1f1e-4a59-9d57-1b1f0f6c1a01',
  token: session.member ? 'member-session-token' : 'visitor-token',
  authenticated: session.authenticated,
  member: session.member,
  tf_order_id: null,
  my_box_count: session.myBoxCount,
})
const DANA = { firstName: 'Dana', token: 'member-token' }

const actions = (c: C) => c.page.getByRole('banner')
const accountButton = (c: C) => actions(c).getByRole('button', { name: "Dana's Account" })
const myBoxLink = (c: C) => actions(c).getByRole('link', { name: /^My Box, \d+ items?$/ })
const myBoxName = (n: number) => `My Box, ${n} item${n === 1 ? '' : 's'}`
const box = (c: C) => c.page.getByRole('form', { name: 'Buy Free & Clear Laundry Liquid' })

/** A member adds `quantity` in the product's purchase box; the store answers with a message. */
async function addToMyBox(c: C, quantity: number) {
  if (!c.checked) {
    await c.check.fulfil(ONE_TIME_CHECK)
    c.checked = true
  }
  await box(c).getByRole('textbox', { name: 'Quantity' }).fill(String(quantity))
  const submit = box(c).getByRole('button', { name: 'Add to Cart' })
  await expect(submit).toBeEnabled()
  const toasts = c.page.getByText('Added to your box')
  const shown = await toasts.count()
  await submit.click()
  // With the store's message the page shows a toast (no cart drawer over the header).
  await c.add.fulfil({ status: 'Success', success: true, message: 'Added to your box' })
  // The add is done once the page has read the check again (the box may have changed).
  await c.check.fulfil(ONE_TIME_CHECK)
  // The toast library loads, then adds its toast on a 0 ms timer: the paused clock moves on
  // 1 ms at a time until it shows (a few ms, well before the my-box update's 200 ms).
  await expect(async () => {
    await c.page.clock.runFor(1)
    await expect(toasts).toHaveCount(shown + 1, { timeout: 100 })
  }).toPass({ timeout: 7_000 })
}

/** The my-box update: the store is asked for the count (another session read). */
async function myBoxUpdate(c: C) {
  const before = c.session.seen.length
  await c.page.clock.runFor(MY_BOX_UPDATE_MS)
  await expect.poll(() => c.session.seen.length).toBeGreaterThan(before)
}

const binding: BrowserBinding<C> = {
  async setup(page) {
    const session = await HeldRequests.hold(page, '**/rest/auth/session')
    const logout = await HeldRequests.hold(page, '**/rest/auth/membership/logout')
    const check = await HeldRequests.hold(page, '**/rest/auth/get-product-add-to-cart')
    const add = await HeldRequests.hold(page, '**/rest/auth/cart/add-to-cart')
    await page.goto(`/products/${SLUG}`)
    // Time is the test's from here on (the 200 ms before the my-box update).
    await pauseClock(page)
    return { page, session, logout, check, add, checked: false }
  },
  states: {
    'account.unknown': async (c) => {
      await expect(actions(c).getByRole('link', { name: 'Log in' })).toHaveCount(0)
      await expect(actions(c).getByRole('button', { name: /Account/ })).toHaveCount(0)
      await expect(actions(c).getByRole('link', { name: /My Box/ })).toHaveCount(0)
    },
    'account.anonymous': async (c) => {
      await expect(actions(c).getByRole('link', { name: 'Log in' })).toHaveAttribute(
        'href',
        '/login',
      )
      await expect(actions(c).getByRole('link', { name: /My Box/ })).toHaveCount(0)
      await expect(actions(c).getByRole('button', { name: /Account/ })).toHaveCount(0)
    },
    'account.member': async (c, context) => {
      const ctx = context as Ctx
      await expect(accountButton(c)).toBeVisible()
      await expect(myBoxLink(c)).toBeVisible()
      await expect(myBoxLink(c)).toHaveAttribute('href', '/membership/dashboard')
      if (ctx.myBoxCount === 'more')
        expect(
          Number((await myBoxLink(c).getAttribute('aria-label'))?.match(/\d+/)?.[0]),
        ).toBeGreaterThan(5)
      else await expect(myBoxLink(c)).toHaveAccessibleName(myBoxName(ctx.myBoxCount))
      await expect(actions(c).getByRole('link', { name: 'Log in' })).toHaveCount(0)
      // "{first name}'s Account" is written out above 1024 px, an icon at 1024 or less.
      const wide = (c.page.viewportSize()?.width ?? 0) > 1024
      const label = accountButton(c).getByText("Dana's Account")
      if (wide) await expect(label).toBeVisible()
      else await expect(label).toHaveCSS('position', 'absolute')
    },
    'account.member.menu': async (c) => {
      await expect(accountButton(c)).toBeVisible()
    },
    'account.member.box': async (c) => {
      await expect(myBoxLink(c)).toBeVisible()
    },
    'account.member.box.counted': async (c) => {
      // The badge shows the count its name gives.
      const count = /My Box, (\d+)/.exec((await myBoxLink(c).getAttribute('aria-label')) ?? '')
      await expect(myBoxLink(c).locator('.count-badge')).toHaveText(count?.[1] ?? 'no count')
    },
    'account.member.box.refreshing': async (c) => {
      // The store is asked for the count again; the badge keeps its number meanwhile.
      await expect.poll(() => c.session.seen.length).toBeGreaterThan(1)
      await expect(myBoxLink(c)).toBeVisible()
    },
    'account.member.menu.menuClosed': async (c) => {
      await expect(accountButton(c)).toHaveAttribute('aria-expanded', 'false')
      await expect(c.page.getByRole('link', { name: 'Account Dashboard' })).toBeHidden()
    },
    'account.member.menu.menuOpen': async (c) => {
      await expect(accountButton(c)).toHaveAttribute('aria-expanded', 'true')
      await expect(c.page.getByRole('link', { name: 'Account Dashboard' })).toHaveAttribute(
        'href',
        '/membership/dashboard',
      )
      await expect(c.page.getByRole('button', { name: 'Log Out' })).toBeEnabled()
    },
    'account.member.menu.loggingOut': async (c) => {
      await expect(c.page.getByRole('button', { name: 'Logging out…' })).toBeDisabled()
      await expect.poll(() => c.logout.seen.at(-1)?.body).toEqual({ token: 'member-token' })
    },
    'account.loggedOut': async (c) => {
      await expect(c.page).toHaveURL(/\/login$/)
      await expect(c.page.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible()
      await expect(c.page.getByRole('button', { name: /Account/ })).toHaveCount(0)
    },
  },
  events: {
    ...machineEvents<AccountEvent, C>({
      // The page's session query answers (or fails, 10801.xx: no member).
      'account.sessionRead': (c, e) => c.session.fulfil(wireSession(e.session)),
      'account.sessionFailed': (c) => c.session.fail(),
      'account.menuToggled': (c) => accountButton(c).click(),
      'account.menuClosed': (c) => c.page.keyboard.press('Escape'),
      'account.logoutRequested': (c) => c.page.getByRole('button', { name: 'Log Out' }).click(),
      'account.routeChanged': async (c) => {
        await c.page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click()
        await expect(c.page).toHaveURL('/about')
      },
      // What the product box's wiring tells the account widget after a member's add.
      'account.myBoxAdded': (c, e) => addToMyBox(c, e.quantity),
      'account.myBoxUpdated': myBoxUpdate,
    }),
    'xstate.done.actor.refreshMyBox': (c, e) =>
      c.session.fulfil(
        wireSession({ authenticated: true, member: DANA, myBoxCount: e.output as number }),
      ),
    'xstate.error.actor.refreshMyBox': (c) => c.session.fail(),
    'xstate.done.actor.logout': async (c) => {
      const before = c.session.seen.length
      await c.logout.fulfil({ status: 'Success', message: 'Logged out' })
      // The login page opens and asks for a fresh (anonymous) session.
      await expect(c.page).toHaveURL(/\/login$/)
      await expect.poll(() => c.session.seen.length).toBeGreaterThan(before)
      await c.session.fulfil(wireSession({ authenticated: false, member: null, myBoxCount: 0 }))
    },
    'xstate.error.actor.logout': (c) =>
      c.logout.fulfil({ status: 'Error', message: 'Unknown token' }, 401),
  },
}

test.describe('account widget flow [Shell §2.29, §2.30]', { tag: '@narrow' }, () => {
  // Every path starts with the page's session (nothing else is heard before it) and the
  // runner reads a path's steps in order: `added` says whether this path has added yet.
  let added = false
  testCoveringPaths(model, binding, {
    unchained:
      'a tour may go on after account.routeChanged, which leaves the product page whose box the binding adds to My Box with',
    step: (e) => {
      if (e.type === 'account.sessionRead' || e.type === 'account.sessionFailed') added = false
      if (e.type === 'account.myBoxAdded') added = true
      return e.type === 'account.myBoxUpdated' && !added
    },
    reason:
      "the my-box update follows a member's add on the page (machines/product-purchase): a page cannot send it without the add counting first; tests/model/account.test.tsx sends it alone, and the store's count read after an add is tested below",
  })

  test("after a member's add the store's count replaces the one shown; a failed read keeps it", async ({
    page,
  }) => {
    const c = await binding.setup(page, {})
    await c.session.fulfil(wireSession({ authenticated: true, member: DANA, myBoxCount: 3 }))
    await expect(myBoxLink(c)).toHaveAccessibleName(myBoxName(3))
    await accountButton(c).click()
    await expect(accountButton(c)).toHaveAttribute('aria-expanded', 'true')
    await addToMyBox(c, 2)
    // Using the purchase box is a click outside the menu: it closed.
    await expect(accountButton(c)).toHaveAttribute('aria-expanded', 'false')
    await expect(myBoxLink(c)).toHaveAccessibleName(myBoxName(5))
    await myBoxUpdate(c)
    // The badge keeps its count while the store is asked, then shows the store's.
    await expect(myBoxLink(c).locator('.count-badge')).toHaveText('5')
    await c.session.fulfil(wireSession({ authenticated: true, member: DANA, myBoxCount: 1 }))
    await expect(myBoxLink(c)).toHaveAccessibleName(myBoxName(1))
    await expect(myBoxLink(c).locator('.count-badge')).toHaveText('1')
    // The account button opens the menu and closes it again.
    await accountButton(c).click()
    await expect(accountButton(c)).toHaveAttribute('aria-expanded', 'true')
    await accountButton(c).click()
    await expect(accountButton(c)).toHaveAttribute('aria-expanded', 'false')
    await addToMyBox(c, 1)
    await expect(myBoxLink(c)).toHaveAccessibleName(myBoxName(2))
    await myBoxUpdate(c)
    await c.session.fail()
    // The read failed: the badge keeps what it shows, the member stays signed in.
    await expect(myBoxLink(c)).toHaveAccessibleName(myBoxName(2))
    await expect(accountButton(c)).toBeVisible()
  })
})
