import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'

/** Fails on serious or critical accessibility violations of the current page. */
async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  const severe = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(
    severe.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([])
}

export const test = base.extend<{ axe: { check: () => Promise<void> } }>({
  axe: async ({ page }, use) => {
    await use({ check: () => expectAccessible(page) })
  },
})

export { expect }
