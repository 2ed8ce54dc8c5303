/**
 * The browser the suite runs in (scripts/chromium.mjs): Playwright's own disabled features
 * still apply beside ours, and no page brings the omnibox pop-up renderers that doubled the
 * CPU each test costs.
 */
// Playwright's own test: the suite's fixture waits for hydration after every HTML page it opens.
import { expect, test } from '@playwright/test'
import { DISABLED_FEATURES, playwrightDisabledFeatures } from '../../scripts/chromium.mjs'

test('one --disable-features switch carries Playwright’s list and ours; no omnibox pop-ups', async ({
  browser,
  page,
}) => {
  await page.goto('chrome://version')
  const commandLine = (await page.locator('#command_line').textContent()) ?? ''
  const switches = commandLine.match(/--disable-features=\S+/g) ?? []
  expect(switches).toHaveLength(1)
  const disabled = switches[0]!.slice('--disable-features='.length).split(',')
  expect(disabled).toEqual(
    expect.arrayContaining([...playwrightDisabledFeatures(), ...DISABLED_FEATURES]),
  )

  await page.goto('/healthz')
  const cdp = await browser.newBrowserCDPSession()
  const { targetInfos } = (await cdp.send('Target.getTargets')) as {
    targetInfos: Array<{ type: string; url: string }>
  }
  expect(targetInfos.filter((t) => t.url.includes('omnibox'))).toEqual([])
  expect(targetInfos.some((t) => t.type === 'page' && t.url.endsWith('/healthz'))).toBe(true)
})
