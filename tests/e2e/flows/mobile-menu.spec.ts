import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import type { MobileMenuEvent } from '#machines/mobile-menu/machine'
import mobileMenuFlow from '#machines/mobile-menu/index'
import { buildFlowModel } from '~/flow-catalog/model'
import { type BrowserBinding, testCoveringPaths, machineEvents } from './runner'

/**
 * The mobile menu's covering paths on the guide pages, whose header is template 2 (the view
 * with dropdown sections), at phone width.
 */
const model = buildFlowModel(mobileMenuFlow)
type Ctx = { expanded: string | null }
const labels: Record<string, string> = { '0-shop': 'Shop', '1-guides': 'Guides' }

interface C {
  page: Page
}

const toggle = (c: C) => c.page.getByRole('banner').getByRole('button', { name: 'Menu' })
const nav = (c: C) => c.page.getByRole('navigation', { name: 'Main' })
const section = (c: C, id: string) => nav(c).getByRole('button', { name: `${labels[id]} links` })

const binding: BrowserBinding<C> = {
  async setup(page) {
    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto('/learn')
    return { page }
  },
  states: {
    'mobile-menu.closed': async (c) => {
      await expect(toggle(c)).toHaveAttribute('aria-expanded', 'false')
      await expect(nav(c)).toBeHidden()
    },
    'mobile-menu.open': async (c, context) => {
      const ctx = context as Ctx
      await expect(toggle(c)).toHaveAttribute('aria-expanded', 'true')
      await expect(nav(c)).toBeVisible()
      for (const id of Object.keys(labels)) {
        await expect(section(c, id)).toHaveAttribute('aria-expanded', String(ctx.expanded === id))
      }
      // One dropdown at a time: only the expanded section's panel shows.
      const shopPanel = nav(c).getByText('Start here')
      if (ctx.expanded === '0-shop') await expect(shopPanel).toBeVisible()
      else await expect(shopPanel).toBeHidden()
    },
  },
  events: machineEvents<MobileMenuEvent, C>({
    'menu.toggled': (c) => toggle(c).click(),
    'menu.closed': (c) => c.page.keyboard.press('Escape'),
    'menu.routeChanged': async (c) => {
      const onGuide = c.page.url().endsWith('/learn/laundry')
      await nav(c)
        .getByRole('link', { name: onGuide ? 'Guides' : 'Laundry guide', exact: true })
        .click()
      await expect(c.page).toHaveURL(onGuide ? '/learn' : '/learn/laundry')
    },
    'menu.sectionToggled': (c, e) => section(c, e.id).click(),
  }),
}

test.describe('mobile menu flow', () => {
  testCoveringPaths(model, binding)
})
