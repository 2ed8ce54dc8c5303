/**
 * Islands (ADR 0014) show their server HTML before their code loads: their styles must come
 * with the page. A stylesheet fetched while the shopper scrolls down the page would restyle
 * what is already on screen (a layout shift, or a moment of unstyled content).
 */
import { expect, test } from './fixtures'

for (const path of [
  '/',
  '/products',
  '/products/free-clear-laundry-liquid',
  '/products/category/starter-kits/laundry-starter-kit',
])
  test(
    `every stylesheet of ${path} comes with the page, none while scrolling`,
    { tag: '@narrow' },
    async ({ page }) => {
      const sheets: string[] = []
      page.on('request', (r) => {
        if (r.resourceType() === 'stylesheet') sheets.push(r.url())
      })
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      const atLoad = sheets.length
      expect(atLoad).toBeGreaterThan(0)
      // Down the page a viewport at a time, as a shopper reads it, waking each island.
      const height = await page.evaluate(() => document.documentElement.scrollHeight)
      for (let y = 0; y <= height; y += 600) {
        await page.evaluate(() => window.scrollBy(0, 600))
        await page.waitForTimeout(50)
      }
      await page.waitForLoadState('networkidle')
      expect(sheets.slice(atLoad)).toEqual([])
    },
  )
