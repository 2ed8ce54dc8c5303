import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import type { VisitorSession } from '#machines/account/machine'
import accountFlow from '#machines/account/index'
import { buildFlowModel } from '~/flow-catalog/model'
import { type BrowserBinding, HeldRequests, testCoveringPaths } from './runner'

/** The account widget's covering paths: the session and logout calls are held and answered. */
const model = buildFlowModel(accountFlow)
type Ctx = { member: string | null; myBoxCount: number | 'more' }

interface C {
  page: Page
  session: HeldRequests
  logout: HeldRequests
}

const actions = (c: C) => c.page.getByRole('banner')
const accountButton = (c: C) => actions(c).getByRole('button', { name: "Dana's Account" })

const binding: BrowserBinding<C> = {
  async setup(page) {
    const session = await HeldRequests.hold(page, '**/rest/auth/session')
    const logout = await HeldRequests.hold(page, '**/rest/auth/membership/logout')
    await page.goto('/')
    return { page, session, logout }
  },
  states: {
    'account.unknown': async (c) => {
      await expect(actions(c).getByRole('link', { name: 'Log in' })).toHaveCount(0)
      await expect(actions(c).getByRole('button', { name: /Account/ })).toHaveCount(0)
    },
    'account.anonymous': async (c) => {
      await expect(actions(c).getByRole('link', { name: 'Log in' })).toHaveAttribute(
        'href',
        '/login',
      )
      await expect(actions(c).getByRole('link', { name: /My Box/ })).toHaveCount(0)
    },
    'account.member': async (c, context) => {
      const ctx = context as Ctx
      await expect(accountButton(c)).toBeVisible()
      const myBox = actions(c).getByRole('link', { name: /^My Box, \d+ items?$/ })
      await expect(myBox).toBeVisible()
      if (ctx.myBoxCount === 'more')
        expect(Number((await myBox.getAttribute('aria-label'))?.match(/\d+/)?.[0])).toBeGreaterThan(
          5,
        )
      else
        await expect(myBox).toHaveAccessibleName(
          `My Box, ${ctx.myBoxCount} item${ctx.myBoxCount === 1 ? '' : 's'}`,
        )
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
      await expect(actions(c).getByRole('link', { name: /^My Box/ })).toBeVisible()
    },
    'account.member.box.counted': async (c) => {
      await expect(actions(c).locator('.count-badge').first()).toBeVisible()
    },
    'account.member.box.refreshing': async (c) => {
      // The store is asked for the count again; the badge keeps its number meanwhile.
      await expect.poll(() => c.session.seen.length).toBeGreaterThan(1)
      await expect(actions(c).getByRole('link', { name: /^My Box, \d+ items?$/ })).toBeVisible()
    },
    'account.member.menu.menuClosed': async (c) => {
      await expect(accountButton(c)).toHaveAttribute('aria-expanded', 'false')
      await expect(c.page.getByRole('link', { name: 'Account Dashboard' })).toBeHidden()
    },
    'account.member.menu.menuOpen': async (c) => {
      await expect(accountButton(c)).toHaveAttribute('aria-expanded', 'true')
      await expect(c.page.getByRole('link', { name: 'Account Dashboard' })).toBeVisible()
      await expect(c.page.getByRole('button', { name: 'Log Out' })).toBeVisible()
    },
    'account.member.menu.loggingOut': async (c) => {
      await expect(c.page.getByRole('button', { name: 'Logging out…' })).toBeDisabled()
      await expect.poll(() => c.logout.seen.at(-1)?.body).toEqual({ token: 'member-token' })
    },
    'account.loggedOut': async (c) => {
      await expect(c.page).toHaveURL(/\/login$/)
      await expect(c.page.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible()
    },
  },
  events: {
    'account.menuToggled': (c) => accountButton(c).click(),
    'account.menuClosed': (c) => c.page.keyboard.press('Escape'),
    'account.logoutRequested': (c) => c.page.getByRole('button', { name: 'Log Out' }).click(),
    'account.routeChanged': async (c) => {
      await c.page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click()
      await expect(c.page).toHaveURL('/about')
    },
    'xstate.done.actor.loadSession': (c, e) => {
      const s = e.output as VisitorSession
      return c.session.fulfil({
        status: 'Success',
        session_id: '6f1c1d49-1f1e-4a59-9d57-1b1f0f6c1a01',
        token: 'visitor-token',
        authenticated: s.authenticated,
        member: s.member,
        tf_order_id: null,
        my_box_count: s.myBoxCount,
      })
    },
    'xstate.error.actor.loadSession': (c) => c.session.fail(),
    // What the product page announces after a member's add (src/lib/cart-events.ts).
    'account.myBoxAdded': (c, e) =>
      c.page.evaluate(
        (quantity) =>
          void window.dispatchEvent(
            new CustomEvent('clearhome:my-box-added', { detail: { quantity } }),
          ),
        (e as { quantity: number } & typeof e).quantity,
      ),
    'account.myBoxUpdated': (c) =>
      c.page.evaluate(() => void window.dispatchEvent(new Event('clearhome:my-box-update'))),
    'xstate.done.actor.refreshMyBox': (c, e) =>
      c.session.fulfil({
        status: 'Success',
        session_id: '6f1c1d49-1f1e-4a59-9d57-1b1f0f6c1a01',
        token: 'visitor-token',
        authenticated: true,
        member: { firstName: 'Dana', token: 'member-token' },
        tf_order_id: null,
        my_box_count: e.output as number,
      }),
    'xstate.error.actor.refreshMyBox': (c) => c.session.fail(),
    'xstate.done.actor.logout': async (c) => {
      await c.logout.fulfil({ status: 'Success', message: 'Logged out' })
      // The login page asks for a fresh (anonymous) session.
      await c.session.fulfil({
        status: 'Success',
        session_id: '6f1c1d49-1f1e-4a59-9d57-1b1f0f6c1a01',
        token: 'visitor-token',
        authenticated: false,
        member: null,
      })
    },
    'xstate.error.actor.logout': (c) =>
      c.logout.fulfil({ status: 'Error', message: 'Unknown token' }, 401),
  },
}

test.describe('account widget flow', () => {
  testCoveringPaths(model, binding)
})
