import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import type { ShopDropdownEvent, SubMenuTile } from '#machines/shop-dropdown/machine'
import shopDropdownFlow from '#machines/shop-dropdown/index'
import { buildFlowModel } from '~/flow-catalog/model'
import { DESKTOP_MEDIA_QUERY } from '~/domain/layout'
import { isPhone, mainMenu } from '../shell'
import { type BrowserBinding, HeldRequests, machineEvents, testCoveringPaths } from './runner'

/**
 * The Shop dropdown's covering paths in the running app's header (desktop: a carousel). The
 * width is the desktop media query's answer while the dropdown is open (a matchMedia
 * subscription): the page's viewport is moved across the 767.98 px breakpoint to drive it.
 */
const model = buildFlowModel(shopDropdownFlow)
type Ctx = { tiles: number; loaded: boolean }

/** Either side of the header's breakpoint (shell §2: desktop over 767.98 px). */
const WIDTHS = { desktop: { width: 1280, height: 800 }, phone: { width: 375, height: 740 } }

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

/** Resizes the viewport and waits for a frame, when the page's media query listeners hear it. */
async function resize(c: C, size: { width: number; height: number }, desktop: boolean) {
  await c.page.setViewportSize(size)
  await expect
    .poll(() =>
      c.page.evaluate(
        (query) =>
          new Promise<boolean>((done) =>
            requestAnimationFrame(() => done(window.matchMedia(query).matches)),
          ),
        DESKTOP_MEDIA_QUERY,
      ),
    )
    .toBe(desktop)
}

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
      // The width query answers as the dropdown opens, so the page is as wide as it is now.
      const desktop = !isPhone(c.page)
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
    ...machineEvents<ShopDropdownEvent, C>({
      'shop.toggled': async (c) => {
        await mainMenu(c.page)
        await shop(c).click()
      },
      'shop.closed': (c) => c.page.keyboard.press('Escape'),
      'shop.routeChanged': async (c) => {
        await c.page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click()
        await expect(c.page).toHaveURL('/about')
      },
      // The query tells its answer as the dropdown opens, then each change: the viewport
      // crosses the breakpoint to the event's side (from the other side first if it is there).
      'shop.widthChanged': async (c, e) => {
        const [to, from] = e.matches
          ? [WIDTHS.desktop, WIDTHS.phone]
          : [WIDTHS.phone, WIDTHS.desktop]
        if (isPhone(c.page) === !e.matches) await resize(c, from, !e.matches)
        await resize(c, to, e.matches)
      },
    }),
    'xstate.done.actor.fetchSubMenu': (c, e) =>
      c.subMenu.fulfil((e.output as SubMenuTile[]).map(wire)),
    'xstate.error.actor.fetchSubMenu': (c) =>
      c.subMenu.fulfil({ status: 'Error', message: 'Down' }, 503),
  },
}

test.describe('shop dropdown flow', () => {
  testCoveringPaths(model, binding)
})
