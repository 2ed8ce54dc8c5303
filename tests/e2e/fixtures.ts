import AxeBuilder from '@axe-core/playwright'
import { test as base, expect as baseExpect, type Locator, type Page } from '@playwright/test'
import { POLL_INTERVALS } from './polling'

/** Playwright's expect, its `poll` asking at POLL_INTERVALS (polling.ts) unless a call says otherwise. */
export const expect = new Proxy(baseExpect, {
  get(target, key, receiver) {
    if (key !== 'poll') return Reflect.get(target, key, receiver) as unknown
    const poll: typeof baseExpect.poll = (actual, options) =>
      baseExpect.poll(actual, {
        intervals: POLL_INTERVALS,
        ...(typeof options === 'string' ? { message: options } : options),
      })
    return poll
  },
})

/**
 * axe on the page, with `axe.run` in the page itself (its frames too) rather than
 * @axe-core/playwright's default, which opens a blank page per scan to merge the frames'
 * partial results: the same rules and findings at about half the time of a scan (~1 s less on
 * a product page with two workers), which the suite's 20-minute budget needs (issue 51).
 */
export function axeOn(page: Page) {
  return new AxeBuilder({ page }).setLegacyMode()
}

/** Fails on serious or critical accessibility violations of the current page. */
async function expectAccessible(page: Page) {
  const results = await axeOn(page).analyze()
  const severe = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(
    severe.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([])
}

/** Waits until React has hydrated the page: a click before that would be lost. */
export async function waitForHydration(page: Page) {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
}

/**
 * Scrolls to what a locator finds, as a shopper would, so the island it is in (ADR 0014) wakes.
 * Retried: an island may replace the node mid-scroll as it hydrates.
 */
export async function reveal(target: Locator) {
  await expect(() => target.scrollIntoViewIfNeeded({ timeout: 2000 })).toPass()
}

const CSP_MARK = '[csp-violation]'

export const test = base.extend<{ axe: { check: () => Promise<void> } }>({
  page: async ({ page }, use) => {
    // No test may see the page's Content-Security-Policy refuse anything (ADR 0018): every
    // journey doubles as a check that the policy lets the shop work and nothing else in.
    const violations: string[] = []
    await page.addInitScript((mark) => {
      document.addEventListener('securitypolicyviolation', (e) =>
        console.warn(
          `${mark} ${e.violatedDirective} ${e.blockedURI || 'inline'} ${e.sourceFile}:${e.lineNumber}`,
        ),
      )
    }, CSP_MARK)
    page.on('console', (m) => {
      if (m.text().startsWith(CSP_MARK)) violations.push(m.text())
    })
    const goto = page.goto.bind(page)
    page.goto = async (url, options) => {
      const response = await goto(url, options)
      if (response?.headers()['content-type']?.startsWith('text/html')) await waitForHydration(page)
      return response
    }
    await use(page)
    expect(violations, 'Content-Security-Policy violations').toEqual([])
  },
  axe: async ({ page }, use) => {
    await use({ check: () => expectAccessible(page) })
  },
})
