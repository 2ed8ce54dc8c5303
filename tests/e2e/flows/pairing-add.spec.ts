import type { Page } from '@playwright/test'
import { expect, reveal, test } from '../fixtures'
import type { PairingAddEvent } from '#machines/pairing-add/machine'
import pairingAddFlow from '#machines/pairing-add/index'
import { buildFlowModel } from '~/flow-catalog/model'
import { isPhone } from '../shell'
import { HeldRequests, machineEvents, type BrowserBinding, testCoveringPaths } from './runner'

/**
 * A Perfect Pairings entry's covering paths on a product page, with its add held: a success
 * goes through to the running store (the cart drawer opens with the product), a network error
 * shows the spec's toast (12902.01). The entry is the first one: on a phone the first slide of
 * the pairings' carousel, above 767 px the first of a row (shell §2), so the flow runs at both
 * widths.
 */
const model = buildFlowModel(pairingAddFlow)

/** A pairing as the store lists it (POST /rest/auth/recommended-products). */
interface Pairing {
  id: number
  name: string
  is_subscribable?: boolean | number
}

interface C {
  page: Page
  add: HeldRequests
  /** The first entry's product, as the store listed it. */
  first: Pairing
  /** How many entries there are. */
  entries: number
}

const pairings = (page: Page) => page.getByRole('region', { name: 'Perfect Pairings' })
const entry = (c: C) => pairings(c.page).getByRole('article').first()
const button = (c: C) => entry(c).getByRole('button', { name: /^(Add|Adding…) / })
/**
 * The button's name, spaces aside: "Add {name}: was $x, now $y" (Chromium puts a space before
 * the visually hidden comma).
 */
const named = (verb: 'Add' | 'Adding…', name: string) =>
  new RegExp(
    `^${verb} ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: was \\$\\d+\\.\\d\\d ?, now \\$\\d+\\.\\d\\d$`,
  )

const binding: BrowserBinding<C> = {
  async setup(page) {
    // On a phone the pairings autoplay every 7 s (shell §9), and a slow run takes longer than
    // that to reach them by Tab: the first entry would have moved out of view under the test.
    // The shopper's reduced-motion setting holds the autoplay (the carousel flow tests it).
    await page.emulateMedia({ reducedMotion: 'reduce' })
    const add = await HeldRequests.hold(page, '**/rest/auth/cart/add')
    const listed = page.waitForResponse('**/rest/auth/recommended-products')
    await page.goto('/products/free-clear-laundry-liquid')
    // The pairings load as they near the viewport (ADR 0014), a viewport ahead.
    await reveal(page.getByRole('region', { name: 'You may like' }))
    const answer = (await (await listed).json()) as { data: Pairing[] }
    const [first] = answer.data
    if (!first) throw new Error('The store lists no pairings for this product')
    const c = { page, add, first, entries: answer.data.length }
    await expect(pairings(page).getByRole('article')).toHaveCount(c.entries)
    expect(c.entries).toBeGreaterThan(1)
    await reveal(entry(c))
    // On a phone the entries are a carousel's slides, one in view; above 767 px a row.
    const next = pairings(page).getByRole('button', { name: 'Next: Perfect Pairings' })
    const second = pairings(page).getByRole('article').nth(1)
    if (isPhone(page)) {
      await expect(next).toBeVisible()
      await expect(entry(c)).toBeInViewport()
      await expect(second).not.toBeInViewport()
    } else {
      await expect(next).toBeHidden()
      const [a, b] = [await entry(c).boundingBox(), await second.boundingBox()]
      expect(b!.y).toBeCloseTo(a!.y, 0)
      expect(b!.x).toBeGreaterThan(a!.x + a!.width)
    }
    return c
  },
  states: {
    'pairing-add.ready': async (c) => {
      await expect(button(c)).toHaveAccessibleName(named('Add', c.first.name))
      await expect(button(c)).toBeEnabled()
      await expect(button(c)).toHaveAttribute('aria-busy', 'false')
      // The struck-through price, then the discount price.
      await expect(button(c).locator('s')).toHaveText(/^was \$\d+\.\d\d,$/)
      await expect(
        pairings(c.page).getByRole('button', { name: /^Adding…/, includeHidden: true }),
      ).toHaveCount(0)
    },
    'pairing-add.adding': async (c) => {
      await expect(button(c)).toHaveAccessibleName(named('Adding…', c.first.name))
      await expect(button(c)).toBeDisabled()
      await expect(button(c)).toHaveAttribute('aria-busy', 'true')
      // This entry's product, one of it, its subscribable flag and frequency 4 (shell §7).
      await expect
        .poll(() => c.add.seen.at(-1)?.body)
        .toEqual({
          product_id: c.first.id,
          quantity: 1,
          subscribable: Boolean(c.first.is_subscribable),
          frequency: 4,
        })
      // Only this entry is busy: the others stay ready.
      await expect(
        pairings(c.page).getByRole('button', { name: /^Adding…/, includeHidden: true }),
      ).toHaveCount(1)
      await expect(
        pairings(c.page).getByRole('button', { name: /^Add /, includeHidden: true }),
      ).toHaveCount(c.entries - 1)
    },
  },
  events: {
    ...machineEvents<PairingAddEvent, C>({ 'pairing.addPressed': (c) => button(c).click() }),
    'xstate.done.actor.addPairing': async (c) => {
      await c.add.pass()
      // The cart drawer opens with the product in it.
      const drawer = c.page.getByRole('dialog', { name: 'Your Cart' })
      await expect(drawer).toBeVisible()
      await expect(drawer.getByText(c.first.name).first()).toBeVisible()
      await c.page.keyboard.press('Escape')
      await expect(drawer).toBeHidden()
    },
    'xstate.error.actor.addPairing': async (c) => {
      await c.add.fail()
      await expect(c.page.getByText('Error adding to cart. Please try again.')).toBeVisible()
      await expect(c.page.getByRole('dialog', { name: 'Your Cart' })).toBeHidden()
    },
  },
}

test.describe('Perfect Pairings add flow', { tag: '@narrow' }, () => {
  testCoveringPaths(model, binding, {
    step: (event) => (event as { error?: Error }).error?.name === 'PairingAddSkipped',
    reason:
      'the page holds its session from the start; an add without a token or session (nothing sent, 11303.01) is tested on the view',
  })
})
