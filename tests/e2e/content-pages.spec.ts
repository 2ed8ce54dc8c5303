import { readFileSync } from 'node:fs'
import type { BuilderEntry } from '~/content/types'
import { expect, test } from './fixtures'

const listings = JSON.parse(
  readFileSync('src/content/embedded/job-listing.json', 'utf8'),
) as BuilderEntry[]
const jobs = listings.filter((j) => j.published === 'published')
const draftJob = listings.find((j) => j.published !== 'published')!

test('a page-builder page renders through the content service [Catalogue §0.2]', async ({
  page,
  axe,
}) => {
  const response = await page.goto('/about')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'About Clearhome' })).toBeVisible()
  await axe.check()
})

test('the careers page lists published jobs of both position types', async ({ page }) => {
  await page.goto('/careers')
  const list = page
    .getByRole('region', { name: 'Open positions' })
    .or(page.locator('section[aria-labelledby="jobs-title"]'))
  for (const job of jobs) {
    await expect(list.getByRole('heading', { name: String(job.data!.positionName) })).toBeVisible()
  }
  await expect(list.getByText(String(draftJob.data!.positionName))).toHaveCount(0)
  await expect(list.getByText('Full Time').first()).toBeVisible()
  await expect(list.getByText('Part Time').first()).toBeVisible()
})

test('published page-builder content renders without the Builder runtime (ADR 0016)', async ({
  page,
}) => {
  const errors: string[] = []
  const scripts: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  page.on('response', async (r) => {
    if (r.request().resourceType() === 'script') scripts.push(await r.text())
  })
  await page.goto('/')
  await expect(page.locator('[data-content-tree]')).toBeAttached()
  await page.waitForLoadState('networkidle')
  expect(errors).toEqual([])
  // The SDK's editor messaging ("builder.hoverEmptyBlocks") would be in its chunk.
  expect(scripts.filter((s) => s.includes('builder.hoverEmptyBlocks'))).toEqual([])
})

test('a path with no page is a 404 [Catalogue §2.15]', async ({ page }) => {
  const response = await page.goto('/pages-that-do-not-exist')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Looks Like This Page Is Missing' })).toBeVisible()
})
