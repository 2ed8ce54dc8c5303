import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import type { AnyEventObject } from 'xstate'
import {
  type PopularOutput,
  type SearchOutput,
  type SearchProduct,
} from '#machines/search-overlay/machine'
import searchOverlayFlow from '#machines/search-overlay/index'
import { buildFlowModel } from '~/flow-catalog/model'
import { type BrowserBinding, HeldRequests, pauseClock, testCoveringPaths } from './runner'

/** The search overlay's covering paths in the header of the running app. */
const model = buildFlowModel(searchOverlayFlow)
type Ctx = {
  query: 'empty' | 'blank' | 'text'
  popular: number
  results: number
  searchLogId: boolean
}

interface C {
  page: Page
  popular: HeldRequests
  search: HeldRequests
  clicks: Array<{ search_log_id: number; product_id: number }>
  /** The log id of the search that showed the results (null: the store did not log it). */
  logId?: number | null
}

const wire = (p: SearchProduct) => ({
  id: p.id,
  name: p.name,
  slug: p.slug,
  price: p.price,
  image_path: p.image,
})
const dialog = (c: C) => c.page.getByRole('dialog', { name: 'WHAT ARE YOU LOOKING FOR' })
const box = (c: C) => dialog(c).getByRole('searchbox', { name: 'Search products' })
const tiles = (c: C) => dialog(c).getByRole('listitem')

const binding: BrowserBinding<C> = {
  async setup(page) {
    await pauseClock(page)
    const popular = await HeldRequests.hold(page, '**/rest/auth/products/popular*')
    const search = await HeldRequests.hold(page, '**/rest/auth/products/search')
    const clicks: C['clicks'] = []
    await page.route('**/rest/auth/products/search/click', async (route) => {
      clicks.push(route.request().postDataJSON())
      await route.fulfill({ json: { status: 'Success', message: 'Click logged' } })
    })
    // Arrive at / by a client-side navigation, so "back" is a route change.
    await page.goto('/flows')
    await page.getByRole('link', { name: 'Clearhome home' }).click()
    await expect(page).toHaveURL('/')
    return { page, popular, search, clicks }
  },
  states: {
    'search-overlay.closed': async (c) => {
      await expect(dialog(c)).toBeHidden()
      await expect(c.page.getByRole('button', { name: 'Search' })).toHaveAttribute(
        'aria-expanded',
        'false',
      )
    },
    'search-overlay.open': async (c, context) => {
      const ctx = context as Ctx
      await expect(dialog(c)).toBeVisible()
      await expect(dialog(c).getByRole('button', { name: 'Close' })).toBeVisible()
      await expect(dialog(c).getByRole('button', { name: 'Clear' })).toHaveCount(
        ctx.query === 'empty' ? 0 : 1,
      )
    },
    'search-overlay.open.popular': async (c) => {
      await expect(dialog(c).getByText(/^PRODUCTS \(/)).toHaveCount(0)
    },
    'search-overlay.open.popular.loading': async (c) => {
      await expect(dialog(c).getByRole('status')).toHaveText(/Loading popular products\.\.\./)
    },
    'search-overlay.open.popular.shown': async (c, context) => {
      const ctx = context as Ctx
      await expect(dialog(c).getByRole('heading', { name: 'POPULAR PRODUCTS' })).toBeVisible()
      await expect(tiles(c)).toHaveCount(Math.min(6, ctx.popular))
      await expect(dialog(c).getByRole('link', { name: 'Show More Products' })).toHaveAttribute(
        'href',
        '/products',
      )
    },
    'search-overlay.open.debouncing': async (c) => {
      await expect(dialog(c).getByRole('status')).toHaveText(/Searching\.\.\./)
    },
    'search-overlay.open.searching': async (c) => {
      await expect(dialog(c).getByRole('status')).toHaveText(/Searching\.\.\./)
    },
    'search-overlay.open.results': async (c, context) => {
      const ctx = context as Ctx
      await expect(
        dialog(c).getByRole('heading', {
          name: `PRODUCTS (${ctx.results} ${ctx.results === 1 ? 'Result' : 'Results'})`,
        }),
      ).toBeVisible()
      await expect(tiles(c)).toHaveCount(Math.min(6, ctx.results))
      const query = (await box(c).inputValue()).trim()
      await expect(dialog(c).getByRole('link', { name: 'Show More Results' })).toHaveAttribute(
        'href',
        `/search?query=${query}`,
      )
    },
    'search-overlay.open.noResults': async (c) => {
      await expect(dialog(c).getByText('No results found')).toBeVisible()
      await expect(dialog(c).getByText('Try another term, or check the spelling.')).toBeVisible()
    },
  },
  events: {
    'search.opened': (c) => c.page.getByRole('button', { name: 'Search' }).click(),
    'search.closed': (c) => dialog(c).getByRole('button', { name: 'Close' }).click(),
    'search.routeChanged': async (c) => {
      await c.page.goBack()
      await expect(c.page).toHaveURL('/flows')
    },
    'search.typed': async (c, e) => {
      const value = (e as AnyEventObject & { value: string }).value
      if ((await box(c).inputValue()) === value) await box(c).fill(`${value}x`)
      await box(c).fill(value)
    },
    'search.cleared': (c) => dialog(c).getByRole('button', { name: 'Clear' }).click(),
    'search.submitted': async (c) => {
      const query = (await box(c).inputValue()).trim()
      await box(c).press('Enter')
      await expect(c.page).toHaveURL(`/search?query=${query}`)
    },
    'search.resultClicked': async (c, e) => {
      const id = (e as AnyEventObject & { productId: number }).productId
      // A modifier click opens the product in a new tab, so the overlay stays to be checked.
      await tiles(c)
        .nth(id - 1)
        .getByRole('link')
        .click({ modifiers: ['ControlOrMeta'] })
      if (c.logId == null) {
        // Nothing to log: give a stray request time to show up, then check none did.
        await c.page.waitForTimeout(300)
        expect(c.clicks).toEqual([])
      } else {
        await expect.poll(() => c.clicks).toContainEqual({ search_log_id: c.logId, product_id: id })
      }
    },
    // Shell §9: the search waits 300 ms without typing.
    'xstate.after.debounce': (c) => c.page.clock.runFor(300),
    'xstate.done.actor.fetchPopular': (c, e) =>
      c.popular.fulfil({ status: 'Success', data: (e.output as PopularOutput).products.map(wire) }),
    'xstate.error.actor.fetchPopular': (c) =>
      c.popular.fulfil({ status: 'Error', message: 'Unavailable' }, 503),
    'xstate.done.actor.search': (c, e) => {
      const out = e.output as SearchOutput
      c.logId = out.searchLogId
      return c.search.fulfil({
        status: 'Success',
        data: out.products.map(wire),
        searchLogId: out.searchLogId,
      })
    },
    'xstate.error.actor.search': (c) => c.search.fail(),
  },
}

test.describe('search overlay flow', () => {
  testCoveringPaths(model, binding)
})

test('Escape closes the overlay and focus returns to the search button', async ({ page }) => {
  await page.goto('/')
  const trigger = page.getByRole('button', { name: 'Search' })
  await trigger.click()
  const overlay = page.getByRole('dialog', { name: 'WHAT ARE YOU LOOKING FOR' })
  await expect(overlay.getByRole('searchbox', { name: 'Search products' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(overlay).toBeHidden()
  await expect(trigger).toBeFocused()
})
