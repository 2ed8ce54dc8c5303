import type { Page } from '@playwright/test'
import { expect, reveal, test } from '../fixtures'
import type { IngredientExplorerEvent } from '#machines/ingredient-explorer/machine'
import ingredientExplorerFlow from '#machines/ingredient-explorer/index'
import { buildFlowModel } from '~/flow-catalog/model'
import {
  HeldRequests,
  machineEvents,
  pauseClock,
  testCoveringPaths,
  type BrowserBinding,
} from './runner'

/**
 * The ingredient explorer's covering paths on /ingredients, with the page clock paused (the
 * one-second token poll runs only when a path says so), the visitor's session held (so there
 * is no token until a path gives one) and both ingredient calls (to the storefront's server, which
 * asks the store with the token) held until a path lets them through or fails them.
 */
const model = buildFlowModel(ingredientExplorerFlow)

interface C {
  page: Page
  session: HeldRequests
  products: HeldRequests
  ingredients: HeldRequests
}

const explorer = (c: C) => c.page.getByRole('region', { name: 'Every ingredient, explained' })
const select = (c: C) => explorer(c).getByRole('combobox', { name: 'Show the ingredients of' })
const status = (c: C) => explorer(c).getByRole('status')
const list = (c: C) => explorer(c).getByRole('list')

const binding: BrowserBinding<C> = {
  async setup(page) {
    const session = await HeldRequests.hold(page, '**/rest/auth/session')
    const products = await HeldRequests.hold(page, '**/api/ingredients/products')
    const ingredients = await HeldRequests.hold(page, /\/api\/ingredients\/list\?/)
    await pauseClock(page)
    await page.goto('/ingredients')
    const c = { page, session, products, ingredients }
    await reveal(select(c))
    // The explorer has hydrated and asked for a token (the session is held: none yet).
    await expect(explorer(c)).toHaveAttribute('data-ready', 'true')
    await expect(list(c)).toHaveAttribute('aria-busy', 'true')
    return c
  },
  states: {
    'ingredient-explorer.waitingForToken': async (c) => {
      await expect(select(c)).toBeDisabled()
      expect(c.products.seen).toHaveLength(0)
    },
    'ingredient-explorer.waitingForToken.checking': async () => {},
    'ingredient-explorer.waitingForToken.waiting': async () => {},
    'ingredient-explorer.loading': async (c) => {
      await expect(select(c)).toBeDisabled()
      await expect
        .poll(() =>
          new URL(c.ingredients.seen.at(-1)?.url ?? 'http://x/').searchParams.get('product'),
        )
        .toBe('all')
      await expect(list(c)).toHaveAttribute('aria-busy', 'true')
    },
    'ingredient-explorer.ready': async (c) => {
      await expect(select(c)).toBeEnabled()
      await expect(list(c)).toHaveAttribute('aria-busy', 'false')
      const n = await list(c).getByRole('listitem').count()
      expect(n).toBeGreaterThan(0)
      await expect(status(c)).toHaveText(`${n} ${n === 1 ? 'ingredient' : 'ingredients'}`)
    },
    'ingredient-explorer.reloading': async (c) => {
      await expect(status(c)).toHaveText('Loading ingredients…')
      await expect(list(c)).toHaveAttribute('aria-busy', 'true')
    },
    'ingredient-explorer.failed': async (c) => {
      await expect(status(c)).toHaveText('The ingredients could not be loaded right now.')
      await expect(explorer(c).getByRole('button', { name: 'Try again' })).toBeEnabled()
    },
  },
  events: {
    ...machineEvents<IngredientExplorerEvent, C>({
      // A product by its place in the list (the store's ids are its own), or "All products".
      'explorer.productPicked': async (c, e) => {
        const asked = c.ingredients.seen.length
        if (e.productId === 'all') await select(c).selectOption({ label: 'All products' })
        else await select(c).selectOption({ index: 1 })
        // The pick's own call is held before a path answers: a call still held from before the
        // pick belongs to the state it left, and answering that one would leave this one waiting.
        await expect.poll(() => c.ingredients.seen.length).toBeGreaterThan(asked)
      },
      'explorer.retried': async (c) => {
        await explorer(c).getByRole('button', { name: 'Try again' }).click()
      },
    }),
    'xstate.after.tokenPoll': async (c) => {
      await c.page.clock.runFor(1000)
    },
    // No token: the session is still held. A token: the session arrives, and the next ask
    // (a second later) finds it.
    'xstate.done.actor.readToken': async (c, e) => {
      if (!e.output) return
      await c.session.pass()
      // The page knows its session once the header offers the login (an anonymous visitor).
      await expect(c.page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeAttached()
      await c.page.clock.runFor(1000)
    },
    'xstate.error.actor.readToken': async () => {
      throw new Error('left out: reading the page session never fails')
    },
    'xstate.done.actor.loadExplorer': async (c) => {
      await c.products.pass()
      await c.ingredients.pass()
    },
    'xstate.error.actor.loadExplorer': async (c) => {
      await c.products.fail()
      await c.ingredients.pass()
    },
    'xstate.done.actor.loadIngredients': async (c) => {
      await c.ingredients.pass()
    },
    'xstate.error.actor.loadIngredients': async (c) => {
      await c.ingredients.fail()
    },
  },
}

test.describe('ingredient explorer flow', () => {
  testCoveringPaths(model, binding, {
    step: (e) => e.type === 'xstate.error.actor.readToken',
    reason: "the page's session is read from memory and cannot fail; the view level covers it",
  })
})
