import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import type { PairingAddEvent } from '#machines/pairing-add/machine'
import pairingAddFlow from '#machines/pairing-add/index'
import { buildFlowModel } from '~/flow-catalog/model'
import { HeldRequests, machineEvents, type BrowserBinding, testCoveringPaths } from './runner'

/**
 * A Perfect Pairings entry's covering paths on a product page, with its add held: a success
 * goes through to the running store (the cart drawer opens with the product), a network error
 * shows the spec's toast (12902.01).
 */
const model = buildFlowModel(pairingAddFlow)

interface C {
  page: Page
  add: HeldRequests
  name: string
}

const entry = (c: C) =>
  c.page.getByRole('region', { name: 'Perfect Pairings' }).getByRole('article').first()
const button = (c: C) => entry(c).getByRole('button', { name: /^(Add|Adding…) / })

const binding: BrowserBinding<C> = {
  async setup(page) {
    const add = await HeldRequests.hold(page, '**/rest/auth/cart/add')
    await page.goto('/products/free-clear-laundry-liquid')
    // The pairings load as they near the viewport (ADR 0014), a viewport ahead.
    await page.getByRole('region', { name: 'You may like' }).scrollIntoViewIfNeeded()
    const first = page
      .getByRole('region', { name: 'Perfect Pairings' })
      .getByRole('article')
      .first()
    const name = (await first.getByRole('heading', { level: 3 }).textContent())!
    return { page, add, name }
  },
  states: {
    'pairing-add.ready': async (c) => {
      await expect(button(c)).toBeEnabled()
      await expect(button(c)).toHaveAccessibleName(new RegExp(`^Add ${c.name}: was`))
    },
    'pairing-add.adding': async (c) => {
      await expect(button(c)).toBeDisabled()
      await expect(button(c)).toHaveAttribute('aria-busy', 'true')
      await expect
        .poll(() => c.add.seen.at(-1)?.body)
        .toMatchObject({ quantity: 1, frequency: 4, subscribable: true })
      // Only this entry is busy.
      await expect(
        c.page
          .getByRole('region', { name: 'Perfect Pairings' })
          .getByRole('button', { name: /^Adding…/ }),
      ).toHaveCount(1)
    },
  },
  events: {
    ...machineEvents<PairingAddEvent, C>({ 'pairing.addPressed': (c) => button(c).click() }),
    'xstate.done.actor.addPairing': async (c) => {
      await c.add.pass()
      const drawer = c.page.getByRole('dialog', { name: 'Your Cart' })
      await expect(drawer).toBeVisible()
      await expect(drawer.getByText(c.name).first()).toBeVisible()
      await c.page.keyboard.press('Escape')
    },
    'xstate.error.actor.addPairing': async (c) => {
      await c.add.fail()
      await expect(c.page.getByText('Error adding to cart. Please try again.')).toBeVisible()
    },
  },
}

test.describe('Perfect Pairings add flow', () => {
  testCoveringPaths(model, binding, {
    step: (event) => (event as { error?: Error }).error?.name === 'PairingAddSkipped',
    reason:
      'the page holds its session from the start; an add without a token or session (nothing sent, 11303.01) is tested on the view',
  })
})
