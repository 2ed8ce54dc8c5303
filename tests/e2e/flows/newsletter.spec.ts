import type { Locator, Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import type { AnyEventObject } from 'xstate'
import { SubscribeRejected } from '#machines/newsletter/machine'
import newsletterFlow from '#machines/newsletter/index'
import { buildFlowModel } from '~/flow-catalog/model'
import {
  expectCompleteBinding,
  HeldRequests,
  pauseClock,
  replayInBrowser,
  testTours,
  type BrowserBinding,
} from './runner'

/** The newsletter's covering paths on the footer form and the modal of the home page. */
const model = buildFlowModel(newsletterFlow)
type Ctx = { email: 'empty' | 'invalid' | 'valid'; error: string | null; message: 'set' | null }

interface C {
  page: Page
  scope: () => Locator
  subscribe: HeldRequests
  reopen?: () => Promise<void>
}

const input = (c: C) => c.scope().getByRole('textbox', { name: 'Email address' })
const button = (c: C) => c.scope().getByRole('button', { name: /^(Subscribe|Subscribing\.\.\.)$/ })

async function typeValue(c: C, value: string) {
  await c.reopen?.()
  const field = input(c)
  if ((await field.inputValue()) === value) await field.fill(`${value}x`)
  await field.fill(value)
}

const events: BrowserBinding<C>['events'] = {
  'newsletter.typed': (c, e) => typeValue(c, (e as AnyEventObject & { value: string }).value),
  'newsletter.submitted': async (c) => {
    await c.reopen?.()
    await button(c).click()
  },
  'xstate.done.actor.subscribe': (c, e) =>
    c.subscribe.fulfil({ status: 'Success', message: (e.output as { message: string }).message }),
  'xstate.error.actor.subscribe': (c, e) =>
    e.error instanceof SubscribeRejected
      ? c.subscribe.fulfil({ status: 'Error', message: e.error.message }, 409)
      : c.subscribe.fail(),
  // Shell §8, §9: the message shows for 3 s.
  'xstate.after.messageTimeout': (c) => c.page.clock.runFor(3000),
}

async function editing(c: C, context: unknown) {
  const ctx = context as Ctx
  await c.reopen?.()
  await expect(button(c)).toHaveText('Subscribe')
  await expect(button(c)).toBeEnabled()
  await expect(input(c)).toBeEnabled()
  const alert = c.scope().getByRole('alert')
  if (ctx.error) await expect(alert).toHaveText(ctx.error)
  else await expect(alert).toHaveCount(0)
}

async function submitting(c: C) {
  await expect(button(c)).toHaveText('Subscribing...')
  await expect(button(c)).toBeDisabled()
}

const footer: BrowserBinding<C> = {
  async setup(page) {
    await pauseClock(page)
    const subscribe = await HeldRequests.hold(page, '**/rest/auth/storefront/newsletter')
    await page.goto('/')
    const scope = () => page.getByRole('contentinfo')
    await expect(scope().getByRole('textbox', { name: 'Email address' })).toBeEditable()
    return { page, scope, subscribe }
  },
  states: {
    'newsletter.editing': editing,
    'newsletter.submitting': submitting,
    'newsletter.succeeded': async (c) => {
      await expect(input(c)).toHaveValue('')
      await expect(c.scope().getByRole('status')).toHaveText('Thanks for subscribing!')
    },
    'newsletter.failed': async (c) => {
      await expect(c.scope().getByRole('status')).toHaveText(
        'Something went wrong. Please try again shortly.',
      )
    },
  },
  events,
}

const modal: BrowserBinding<C> = {
  async setup(page) {
    await pauseClock(page)
    const subscribe = await HeldRequests.hold(page, '**/rest/auth/storefront/newsletter')
    await page.goto('/')
    const opener = page.getByRole('button', { name: 'Get exclusive offers' })
    const scope = () => page.getByRole('dialog', { name: 'Stay Updated!' })
    const reopen = async () => {
      if (!(await scope().isVisible())) await opener.click()
      await expect(scope()).toBeVisible()
    }
    await reopen()
    await expect(
      scope().getByText('Subscribe to our newsletter for exclusive offers and updates.'),
    ).toBeVisible()
    return { page, scope, subscribe, reopen }
  },
  states: {
    'newsletter.editing': editing,
    'newsletter.submitting': submitting,
    'newsletter.succeeded': async (c) => {
      await expect(c.scope()).toBeHidden()
      // The toast module loads on demand, then animates in: let a few frames pass each try
      // (in all far below the 3 s message timeout).
      await expect(async () => {
        await c.page.clock.runFor(50)
        await expect(c.page.getByText('Thanks for subscribing!').first()).toBeVisible({
          timeout: 250,
        })
      }).toPass({ timeout: 5000 })
    },
    'newsletter.failed': async (c, context) => {
      const ctx = context as Ctx
      await expect(c.scope().getByRole('alert')).toHaveText(
        ctx.message
          ? 'Subscription failed: This email is already subscribed.'
          : 'An error occurred while subscribing. Please try again after sometime.',
      )
    },
  },
  events,
}

for (const [name, binding] of [
  ['footer form', footer],
  ['modal', modal],
] as const) {
  test.describe(`newsletter flow — ${name}`, () => {
    test('the binding knows every state and event', () => {
      expectCompleteBinding(model, binding as BrowserBinding<unknown>)
    })
    testTours(model, (page, path) => replayInBrowser(page, model, binding, path))
  })
}

test('the modal traps focus, closes on Escape and gives focus back', async ({ page }) => {
  await page.goto('/')
  const opener = page.getByRole('button', { name: 'Get exclusive offers' })
  await opener.click()
  const dialog = page.getByRole('dialog', { name: 'Stay Updated!' })
  await expect(dialog).toBeVisible()
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab')
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true)
  }
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
})
