import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import type { AnyEventObject } from 'xstate'
import { REFERRER_COOKIE } from '~/domain/visitor'
import { REFERRER_TEXT } from '#machines/referrer-claim/connect'
import referrerClaimFlow from '#machines/referrer-claim/index'
import { buildFlowModel } from '~/flow-catalog/model'
import { mainMenu } from '../shell'
import { type BrowserBinding, testCoveringPaths } from './runner'

/** The referrer offer's covering paths: the store host's cookie appears during the visit. */
const model = buildFlowModel(referrerClaimFlow)
type Ctx = { target: string | null }
const UNSAFE = 'https://evil.example/steal'

interface C {
  page: Page
}

const cookie = async (c: C) =>
  (await c.page.context().cookies()).find((k) => k.name === REFERRER_COOKIE)

const binding: BrowserBinding<C> = {
  async setup(page) {
    await page.goto('/')
    return { page }
  },
  states: {
    'referrer-claim.banner': async (c) => {
      await expect(c.page.getByRole('region', { name: 'Announcements' })).toContainText(
        'Free shipping on subscriptions, every order, every time.',
      )
      await expect(c.page.getByText(REFERRER_TEXT.offer)).toHaveCount(0)
      await expect.poll(() => cookie(c)).toBeUndefined()
    },
    'referrer-claim.offer': async (c) => {
      await expect(c.page.getByRole('region', { name: 'Special offer' })).toContainText(
        REFERRER_TEXT.offer,
      )
      await expect(c.page.getByRole('button', { name: 'Claim My Offer' })).toBeVisible()
    },
    'referrer-claim.claimed': async (c, context) => {
      const ctx = context as Ctx
      await expect(c.page).toHaveURL(ctx.target!)
      await expect.poll(() => cookie(c)).toBeUndefined()
    },
  },
  events: {
    'referrer.detected': async (c, e) => {
      const target = (e as AnyEventObject & { target: string | null }).target
      await c.page.context().addCookies([
        {
          name: REFERRER_COOKIE,
          value: encodeURIComponent(target ?? UNSAFE),
          url: new URL(c.page.url()).origin,
        },
      ])
      // The next page of the banner reads it (a client-side navigation from the banner's link).
      await (await mainMenu(c.page)).getByRole('link', { name: 'Blog' }).click()
      await expect(c.page).toHaveURL('/blog')
    },
    'referrer.claimed': (c) => c.page.getByRole('button', { name: 'Claim My Offer' }).click(),
  },
}

test.describe('referrer offer flow', () => {
  testCoveringPaths(model, binding)
})
