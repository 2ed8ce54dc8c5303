import { readFileSync } from 'node:fs'
import { expect, test } from './fixtures'

// The register's first read computes every flow's generated paths once per process (ADR 0024).
test.describe.configure({ timeout: 90_000 })

/** Sentences of a document by the register's own rule (one per id on the page). */
const documents = {
  Shell: readFileSync('docs/spec/storefront-shell-and-journeys.md', 'utf8'),
  Catalogue: readFileSync('docs/spec/catalogue-and-content-blocks.md', 'utf8'),
}

test('@narrow the register shows both specs sentence by sentence, filterable by status', async ({
  page,
  axe,
}) => {
  await page.goto('/flows/spec')
  await expect(
    page.getByRole('heading', { level: 1, name: 'The spec, sentence by sentence' }),
  ).toBeVisible()
  for (const name of [
    'Storefront shell and journeys (Shell)',
    'Catalogue and content blocks (Catalogue)',
  ])
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()

  // A sentence quoted from the spec, with its id as a link to itself and what checks it.
  const missing = page.locator('li#Shell-2-13')
  await expect(missing).toContainText('Shell §2.13')
  await expect(missing).toContainText(
    'Any unknown path shows a missing-page screen titled "Looks Like This Page Is Missing" with a "Go to Homepage" button.',
  )
  await expect(missing.getByRole('link', { name: 'Shell §2.13' })).toHaveAttribute(
    'href',
    '#Shell-2-13',
  )
  await expect(missing).toHaveAttribute('data-status', 'checked')
  await expect(missing.getByRole('listitem').first()).toBeVisible()

  // Every sentence is listed once, under its section; the table's totals are the list's.
  const all = await page.locator('li[data-status]').count()
  const rows = page.getByRole('table').getByRole('row')
  const totals = await rows.evaluateAll((trs) =>
    trs.slice(1).map((tr) => Number(tr.querySelectorAll('td')[0]?.textContent)),
  )
  expect(totals.reduce((a, b) => a + b, 0)).toBe(all)
  // Each document's sections, in order.
  for (const [doc, text] of Object.entries(documents)) {
    const sections = [...text.matchAll(/^## (\d+)\. (.+)$/gm)].map((m) => `§${m[1]} ${m[2]}`)
    const shown = await page
      .getByRole('region', { name: new RegExp(`\\(${doc}\\)$`) })
      .getByRole('heading', { level: 3 })
      .allTextContents()
    expect(shown.filter((s) => !s.startsWith('§0'))).toEqual(sections)
  }

  // The filters: each shows only its sentences, and says which is current.
  const filters = page.getByRole('navigation', { name: 'Show sentences' })
  await filters.getByRole('link', { name: /^Checked \(\d+\)$/ }).click()
  await expect(page).toHaveURL(/\?status=checked$/)
  await expect(filters.getByRole('link', { name: /^Checked/ })).toHaveAttribute(
    'aria-current',
    'page',
  )
  const checked = Number(
    /\((\d+)\)/.exec((await filters.getByRole('link', { name: /^Checked/ }).textContent())!)![1],
  )
  await expect(page.locator('li[data-status]')).toHaveCount(checked)
  await expect(page.locator('li[data-status]:not([data-status="checked"])')).toHaveCount(0)
  await filters.getByRole('link', { name: 'All', exact: true }).click()
  await expect(page.locator('li[data-status]')).toHaveCount(all)

  // Nothing is wider than the page at either width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  )
  await axe.check()
})

test('the register works without JavaScript: the page, its filters and its anchors', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/flows/spec?status=waived')
  await expect(page.locator('li[data-status]').first()).toBeAttached()
  await expect(page.locator('li[data-status]:not([data-status="waived"])')).toHaveCount(0)
  await expect(page.locator('li[data-status="waived"]').first()).toContainText('Waived: ')
  await page
    .getByRole('navigation', { name: 'Show sentences' })
    .getByRole('link', { name: 'All', exact: true })
    .click()
  await expect(page).toHaveURL(/\/flows\/spec$/)
  await expect(page.locator('li[data-status="checked"]').first()).toBeVisible()
  // An unknown status shows every sentence.
  const response = await page.goto('/flows/spec?status=%00bogus')
  expect(response?.status()).toBe(200)
  await expect(page.locator('li[data-status="checked"]').first()).toBeAttached()
  await context.close()
})

test("a flow's page links each of its sentences to the register", async ({ page }) => {
  await page.goto('/flows/search-overlay')
  const link = page
    .getByRole('region', { name: 'The spec, sentence by sentence' })
    .getByRole('link', { name: /^Shell §2\.\d+$/ })
    .first()
  const href = (await link.getAttribute('href'))!
  expect(href).toMatch(/^\/flows\/spec#Shell-2-\d+$/)
  await link.click()
  await expect(page.locator(`li${href.slice(href.indexOf('#'))}`)).toBeInViewport()
})
