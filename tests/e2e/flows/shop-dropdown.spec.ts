import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import type { SubMenuTile } from '#machines/shop-dropdown/machine'
import shopDropdownFlow from '#machines/shop-dropdown/index'
import { buildFlowModel } from '~/flow-catalog/model'
import { mainMenu } from '../shell'
import { type BrowserBinding, HeldRequests, testCoveringPaths } from './runner'

/** The Shop dropdown's covering paths in the running app's header (desktop: a carousel). */
const model = buildFlowModel(shopDropdownFlow)
type Ctx = { tiles: number; loaded: boolean }

interface C {
  page: Page
  subMenu: HeldRequests
}

const shop = (c: C) =>
  c.page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Shop' })
const dropdown = async (c: C) =>
  c.page.locator(`[id="${await shop(c).getAttribute('aria-controls')}"]`)

const wire = (t: SubMenuTile) => ({
  submenu_label: t.label,
  submenu_url: t.url,
  submenu_image: 'categories/laundry.svg',
  submenu_image_alt: t.imageAlt,
})

const binding: BrowserBinding<C> = {
  async setup(page) {
    const subMenu = await HeldRequests.hold(page, '**/rest/auth/fetch-sub-menu')
    await page.goto('/')
    return { page, subMenu }
  },
  states: {
    'shop-dropdown.closed': async (c) => {
      await expect(c.page.getByText('Whole Home')).toHaveCount(0)
      if (await shop(c).isVisible()) await expect(shop(c)).toHaveAttribute('aria-expanded', 'false')
    },
    'shop-dropdown.open': async (c) => {
      await expect(shop(c)).toHaveAttribute('aria-expanded', 'true')
      await expect(await dropdown(c)).toBeVisible()
    },
    'shop-dropdown.open.loading': async (c) => {
      await expect((await dropdown(c)).getByRole('status')).toHaveText(/Loading categories…/)
    },
    'shop-dropdown.open.shown': async (c, context) => {
      const ctx = context as Ctx
      const links = (await dropdown(c)).getByRole('link')
      await expect(links).toHaveCount(ctx.tiles + 2)
      await expect(links.first()).toHaveText('Whole Home')
      await expect(links.last()).toHaveText('Bundles')
      const desktop = (c.page.viewportSize()?.width ?? 0) > 767.98
      // Over 4 tiles on desktop: a carousel with previous / next controls.
      await expect(
        (await dropdown(c)).getByRole('button', { name: 'Next categories' }),
      ).toHaveCount(desktop && ctx.tiles + 2 > 4 ? 1 : 0)
    },
    'shop-dropdown.open.failed': async (c) => {
      await expect((await dropdown(c)).getByRole('alert')).toHaveText('Something went wrong')
    },
  },
  events: {
    'shop.toggled': async (c) => {
      await mainMenu(c.page)
      await shop(c).click()
    },
    'shop.closed': (c) => c.page.keyboard.press('Escape'),
    'shop.routeChanged': async (c) => {
      await c.page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click()
      await expect(c.page).toHaveURL('/about')
    },
    'xstate.done.actor.fetchSubMenu': (c, e) =>
      c.subMenu.fulfil((e.output as SubMenuTile[]).map(wire)),
    'xstate.error.actor.fetchSubMenu': (c) =>
      c.subMenu.fulfil({ status: 'Error', message: 'Down' }, 503),
  },
}

test.describe('shop dropdown flow', () => {
  testCoveringPaths(model, binding)
})
