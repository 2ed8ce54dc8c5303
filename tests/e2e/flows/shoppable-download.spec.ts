import type { Page } from '@playwright/test'
import { expect, reveal, test } from '../fixtures'
import type { ShoppableDownloadEvent } from '#machines/shoppable-download/machine'
import shoppableDownloadFlow from '#machines/shoppable-download/index'
import { buildFlowModel } from '~/flow-catalog/model'
import { machineEvents, testCoveringPaths, type BrowserBinding } from './runner'

/**
 * The shoppable download's covering paths on the landing page (/why-clearhome). The stored
 * sign-up is the browser's own storage: "the read answers X" is the storage holding X when the
 * page loads (set, then the page reloaded); the newsletter sign-up goes to the running store.
 */
const model = buildFlowModel(shoppableDownloadFlow)
const KEY = 'clearhome.downloadSignup'
const FILE = '/media/downloads/weekly-cleaning-checklist.pdf'

interface C {
  page: Page
  downloads: string[]
}

const link = (c: C) => c.page.getByRole('link', { name: 'Download the checklist' })
const dialog = (c: C) => c.page.getByRole('dialog', { name: 'Get your free download' })

async function open(c: C) {
  await c.page.goto('/why-clearhome')
  await reveal(link(c))
  // The block is live and has read the stored sign-up.
  await expect(
    c.page.getByRole('region', { name: 'The weekly cleaning checklist' }),
  ).toHaveAttribute('data-ready', 'true')
}

const binding: BrowserBinding<C> = {
  async setup(page) {
    const c: C = { page, downloads: [] }
    page.on('download', (d) => c.downloads.push(new URL(d.url()).pathname))
    await open(c)
    return c
  },
  states: {
    // The storage read answers at once here: the link is there, and no pop-up.
    'shoppable-download.checking': async (c) => {
      await expect(link(c)).toHaveAttribute('href', FILE)
      await expect(dialog(c)).toBeHidden()
    },
    'shoppable-download.locked': async (c) => {
      await expect(link(c)).toHaveAttribute('aria-haspopup', 'dialog')
      await expect(link(c)).toHaveAttribute('aria-expanded', 'false')
      await expect(dialog(c)).toBeHidden()
    },
    'shoppable-download.popup': async (c) => {
      await expect(dialog(c)).toBeVisible()
      await expect(link(c)).toHaveAttribute('aria-expanded', 'true')
      await expect(dialog(c).getByRole('button', { name: 'Close' })).toBeVisible()
    },
    'shoppable-download.popup.asking': async (c) => {
      await expect(dialog(c).getByText('Sign up for our newsletter to download it.')).toBeVisible()
      await expect(dialog(c).getByRole('textbox', { name: 'Email address' })).toBeVisible()
      expect(c.downloads).toEqual([])
    },
    // Storing the sign-up takes a moment ("One moment…"): by now the form has gone, the
    // newsletter having taken the address, and the pop-up says so or already offers the file.
    'shoppable-download.popup.recording': async (c) => {
      await expect(dialog(c).getByRole('textbox', { name: 'Email address' })).toHaveCount(0)
      await expect(dialog(c).getByRole('status')).toHaveText(
        /^(One moment…|Thanks for signing up! Your download is ready\.)$/,
      )
    },
    'shoppable-download.popup.ready': async (c) => {
      await expect(dialog(c).getByRole('status')).toHaveText(
        'Thanks for signing up! Your download is ready.',
      )
      await expect(
        dialog(c).getByRole('link', { name: 'Download The weekly cleaning checklist' }),
      ).toHaveAttribute('href', FILE)
      await expect.poll(() => c.page.evaluate((k) => localStorage.getItem(k), KEY)).toMatch(/^\d+$/)
    },
    'shoppable-download.unlocked': async (c) => {
      await expect(dialog(c)).toBeHidden()
      await expect(link(c)).not.toHaveAttribute('aria-haspopup')
    },
  },
  events: {
    ...machineEvents<ShoppableDownloadEvent, C>({
      'download.requested': async (c) => {
        const before = c.downloads.length
        const offered = dialog(c).getByRole('link', { name: /^Download The weekly/ })
        if (await offered.isVisible()) await offered.click()
        else await link(c).click()
        // Once signed up, the press downloads the file itself.
        if ((await link(c).getAttribute('aria-haspopup')) === null)
          await expect.poll(() => c.downloads.slice(before)).toEqual([FILE])
      },
      'download.signedUp': async (c) => {
        await dialog(c)
          .getByRole('textbox', { name: 'Email address' })
          .fill(`download-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`)
        await dialog(c).getByRole('button', { name: 'Subscribe' }).click()
      },
      'download.dismissed': async (c) => {
        await dialog(c).getByRole('button', { name: 'Close' }).click()
      },
    }),
    'xstate.done.actor.readSignup': async (c, e) => {
      const { signedUpAt } = e.output as { signedUpAt: number | null }
      await c.page.evaluate(
        ([k, v]) => (v === null ? localStorage.removeItem(k!) : localStorage.setItem(k!, v)),
        [KEY, signedUpAt === null ? null : String(signedUpAt)] as const,
      )
      await open(c)
    },
    // The write happens as the sign-up succeeds.
    'xstate.done.actor.recordSignup': async () => {},
    'xstate.error.actor.readSignup': async () => {
      throw new Error('left out: Chromium storage does not fail on demand')
    },
    'xstate.error.actor.recordSignup': async () => {
      throw new Error('left out: Chromium storage does not fail on demand')
    },
  },
}

test.describe('shoppable download flow', () => {
  testCoveringPaths(model, binding, {
    step: (e) => e.type.startsWith('xstate.error.actor.'),
    reason: 'browser storage cannot be made to fail here; the view level covers both failures',
  })

  test('a stored sign-up downloads at once, on every later visit', async ({ page }) => {
    const c: C = { page, downloads: [] }
    page.on('download', (d) => c.downloads.push(new URL(d.url()).pathname))
    await open(c)
    await link(c).click()
    await dialog(c)
      .getByRole('textbox', { name: 'Email address' })
      .fill(`later-${Date.now()}@example.com`)
    await dialog(c).getByRole('button', { name: 'Subscribe' }).click()
    await dialog(c)
      .getByRole('link', { name: /^Download The weekly/ })
      .click()
    await expect.poll(() => c.downloads).toEqual([FILE])
    await open(c)
    await link(c).click()
    await expect.poll(() => c.downloads).toEqual([FILE, FILE])
    await expect(dialog(c)).toBeHidden()
  })
})
