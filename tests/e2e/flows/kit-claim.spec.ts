import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import type { KitClaimEvent } from '#machines/kit-claim/machine'
import kitClaimFlow from '#machines/kit-claim/index'
import { buildFlowModel } from '~/flow-catalog/model'
import { HeldRequests, machineEvents, type BrowserBinding, testCoveringPaths } from './runner'

/**
 * The claim button's covering paths on the laundry landing page, with the GraphQL claim held:
 * a success goes through to the running store (checkout then lists the laundry bundle), a
 * failure is a network error (logged; the button is ready again).
 */
const model = buildFlowModel(kitClaimFlow)

interface C {
  page: Page
  claim: HeldRequests
}

const button = (c: C) => c.page.getByRole('button', { name: /Claim My 100 Free Loads|Claiming…/ })

const binding: BrowserBinding<C> = {
  async setup(page) {
    const claim = await HeldRequests.hold(page, '**/graphql')
    await page.goto('/starter-kits/laundry')
    // The button sits in page-builder content, which hydrates after the frame.
    await expect(page.getByRole('button', { name: 'Claim My 100 Free Loads' })).toHaveAttribute(
      'data-ready',
      'true',
    )
    return { page, claim }
  },
  states: {
    'kit-claim.idle': async (c) => {
      await expect(button(c)).toHaveText(/Claim My 100 Free Loads/)
      await expect(button(c)).toBeEnabled()
      await expect(c.page).toHaveURL(/\/starter-kits\/laundry$/)
    },
    'kit-claim.claiming': async (c) => {
      await expect(button(c)).toHaveText(/Claiming…/)
      await expect(button(c)).toBeDisabled()
      await expect
        .poll(() => (c.claim.seen.at(-1)?.body as { variables?: unknown })?.variables)
        .toMatchObject({ staterkit_type: 'laundry' })
    },
    'kit-claim.claimed': async (c) => {
      await expect(c.page).toHaveURL(/\/checkout$/)
      await expect(
        c.page.getByRole('cell', { name: 'Free & Clear Laundry Liquid (subscription)' }),
      ).toBeVisible()
    },
  },
  events: {
    ...machineEvents<KitClaimEvent, C>({ 'claim.pressed': (c) => button(c).click() }),
    'xstate.done.actor.claimKit': (c) => c.claim.pass(),
    'xstate.error.actor.claimKit': (c) => c.claim.fail(),
  },
}

test.describe('starter kit claim flow', () => {
  testCoveringPaths(model, binding)
})
