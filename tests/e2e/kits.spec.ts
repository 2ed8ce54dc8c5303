/**
 * Starter kits (shell §2, catalogue §2, §9) on the embedded store's seed, at 1280 px and
 * 375 px: the bundles listing, a kit page, the offer landing pages, and the journey from the
 * home page to the checkout with a kit in the cart.
 */
import type { Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { expect, test, waitForHydration } from './fixtures'
import { mainMenu } from './shell'

const seedKits = JSON.parse(readFileSync('store/seed/data/starter-kits.json', 'utf8')) as Array<{
  id: number
  name: string
  slug: string
  isPopular: boolean
  price: number
  published: boolean
}>
const published = seedKits.filter((k) => k.published)

/** The bundles listing: heading, sort, cards named by the kit. */
class Bundles {
  constructor(readonly page: Page) {}
  get cards() {
    return this.page.getByRole('list', { name: 'Bundles' }).getByRole('article')
  }
  async names() {
    return this.cards.evaluateAll((cards) =>
      cards.map((c) => c.querySelector('a')?.textContent ?? ''),
    )
  }
}

const dataLayerEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as { dataLayer?: Array<{ event?: string }> }).dataLayer ?? [])
      .map((e) => e.event)
      .filter(Boolean),
  )

test(
  'bundles: title, a card per published kit with badge and prices, sorted in the URL [Shell §2.5; Catalogue §2.41]',
  { tag: '@narrow' },
  async ({ page, axe }) => {
    const bundles = new Bundles(page)
    await page.goto('/products/category/starter-kits')
    await expect(page.getByRole('heading', { level: 1, name: 'Bundles' })).toBeVisible()
    expect(await bundles.names()).toEqual(published.map((k) => k.name))
    const laundry = bundles.cards.filter({ hasText: 'Laundry Starter Kit' })
    // 3 subscription products: 20 % off, so $39.00 was $48.75.
    await expect(laundry.getByText('20% off', { exact: true })).toBeVisible()
    await expect(laundry.locator('s')).toHaveText('Was $48.75')
    await expect(laundry.getByRole('link')).toHaveAttribute(
      'href',
      '/products/category/starter-kits/laundry-starter-kit',
    )
    // No subscription products: no badge, nothing struck through.
    const duo = bundles.cards.filter({ hasText: 'Laundry Essentials Duo' })
    await expect(duo.getByText(/% off/)).toHaveCount(0)
    await expect(duo.locator('s')).toHaveCount(0)
    await axe.check()
    expect(await dataLayerEvents(page)).toEqual(['view_item_list_starter_kits'])

    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('popular')
    await expect(page).toHaveURL(/\?sort=popular$/)
    const popular = [...published].sort(
      (a, b) => Number(b.isPopular) - Number(a.isPopular) || a.id - b.id,
    )
    await expect.poll(() => bundles.names()).toEqual(popular.map((k) => k.name))
    await page.reload()
    expect(await bundles.names()).toEqual(popular.map((k) => k.name))
    await page.goto('/products/category/starter-kits?sort=price-desc')
    const byPrice = [...published].sort((a, b) => b.price - a.price || a.id - b.id)
    expect(await bundles.names()).toEqual(byPrice.map((k) => k.name))
    // An unpublished kit is not listed, and its page is not found.
    const hidden = seedKits.find((k) => !k.published)!
    expect(await bundles.names()).not.toContain(hidden.name)
    const response = await page.goto(`/products/category/starter-kits/${hidden.slug}`)
    expect(response?.status()).toBe(404)
  },
)

test(
  'a kit page: badge, name, Read More / Read Less, Includes, purchase box; by slug or id [Shell §2.6; Catalogue §2.10, §2.43, §2.44]',
  { tag: '@narrow' },
  async ({ page, axe }) => {
    const response = await page.goto('/products/category/starter-kits/laundry-starter-kit')
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle(/^Everything you need for a cleaner, greener laundry day \|/)
    const kit = page.getByRole('article', { name: 'Laundry Starter Kit' })
    await expect(kit.getByText('20% off', { exact: true })).toBeVisible()
    const includes = kit.getByRole('region', { name: 'Includes:' })
    await expect(includes.getByRole('listitem')).toHaveText([
      /^Free & Clear Laundry Liquid \(.+\)$/,
      /^Oxygen Brightener Powder \(.+\)$/,
      /^Stain Remover Spray \(.+\)$/,
      /^Lavender Fabric Softener \(.+\)$/,
    ])
    await expect(kit.getByText(/^Our most popular bundle/)).toBeVisible()
    await kit.getByRole('button', { name: 'Read More' }).click()
    await expect(kit.getByText(/^Start with the four products/)).toBeVisible()
    await kit.getByRole('button', { name: 'Read Less' }).click()
    await expect(kit.getByText(/^Our most popular bundle/)).toBeVisible()
    await expect(kit.getByRole('radio', { name: 'Subscribe' })).toBeChecked()
    await expect(kit.getByText('Delivered every 30 days')).toBeVisible()
    await kit.getByRole('button', { name: 'Learn more' }).click()
    await expect(kit.getByText('3 items: 20% off plus a free item')).toBeVisible()
    await axe.check()
    expect(await dataLayerEvents(page)).toEqual(['view_item_starterkit'])
    // The id names the same kit.
    await page.goto('/products/category/starter-kits/1')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Laundry Starter Kit')
  },
)

test('an unknown kit is a 404 that says so; odd references too, never a 500', async ({
  page,
  axe,
}) => {
  for (const ref of ['no-such-kit', '99999999999999999999', '%00', 'a'.repeat(300), '<b>']) {
    const response = await page.goto(`/products/category/starter-kits/${ref}`)
    expect(response?.status(), ref).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Starter kit not found.')
    await expect(page.getByText('Please check the URL and try again.')).toBeVisible()
  }
  await axe.check()
})

test('the offer landing pages show their bundle and the claim button', async ({ page, axe }) => {
  await page.goto('/starter-kits/laundry')
  const offer = page.getByRole('region', { name: /Laundry Starter Kit/ })
  await expect(offer.getByRole('article')).toHaveCount(4)
  await expect(offer.getByRole('heading', { name: 'Free & Clear Laundry Liquid' })).toBeVisible()
  await expect(offer.getByText('Enzymes lift food, grass and body-oil stains')).toBeVisible()
  await expect(offer.getByRole('button', { name: 'Claim My 100 Free Loads' })).toBeEnabled()
  await axe.check()
  await page.goto('/starter-kits/dish')
  await expect(
    page.getByRole('region', { name: /Dish Starter Kit/ }).getByRole('article'),
  ).not.toHaveCount(0)
})

test('home → Shop → a category → sorted → Bundles → a kit by subscription → checkout [Shell §0.2, §1.1; Catalogue §0.1, §1.1, §1.4]', async ({
  page,
}) => {
  await page.goto('/')
  let menu = await mainMenu(page)
  await menu.getByRole('button', { name: 'Shop' }).click()
  await menu.getByRole('link', { name: 'Laundry', exact: true }).click()
  await expect(page).toHaveURL(/\/products\/category\/laundry$/)
  await waitForHydration(page)
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price-asc')
  await expect(page).toHaveURL(/\?sort=price-asc$/)

  menu = await mainMenu(page)
  await menu.getByRole('button', { name: 'Shop' }).click()
  // The Bundles tile (the last of the Shop tiles).
  await menu
    .getByRole('link', { name: 'Bundles', exact: true })
    .filter({ has: page.locator('img') })
    .click()
  await expect(page).toHaveURL(/\/products\/category\/starter-kits$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Bundles' })).toBeVisible()
  await page.getByRole('link', { name: 'Laundry Starter Kit' }).click()
  await expect(page).toHaveURL(/\/starter-kits\/laundry-starter-kit$/)
  await waitForHydration(page)

  const kit = page.getByRole('article', { name: 'Laundry Starter Kit' })
  await expect(kit.getByRole('radio', { name: 'Subscribe' })).toBeChecked()
  await kit.getByRole('button', { name: 'Add to Cart' }).click()
  await expect(page).toHaveURL(/\/checkout$/)
  for (const name of [
    'Free & Clear Laundry Liquid',
    'Oxygen Brightener Powder',
    'Stain Remover Spray',
    'Lavender Fabric Softener',
  ]) {
    await expect(
      page.getByRole('cell', { name: `${name} (subscription)`, exact: true }),
    ).toBeVisible()
  }
})

test('the listings as page-builder blocks: all products V2 paged, and the starter kits [Catalogue §1.4]', async ({
  page,
  axe,
}) => {
  const seedCount = JSON.parse(readFileSync('store/seed/data/products.json', 'utf8')).filter(
    (p: { published: boolean }) => p.published,
  ).length as number
  expect(seedCount).toBeGreaterThan(48)
  await page.goto('/shop/everything?sort=price-asc')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Whole Home Cleaning Products')
  const grid = page.getByRole('list', { name: 'Whole Home Cleaning Products' })
  const pages = page.getByRole('navigation', { name: 'Pages' })
  const prices = () =>
    grid
      .getByRole('article')
      .locator('p')
      .evaluateAll((ps) =>
        ps.map((p) => Number((p.lastElementChild?.textContent ?? '').replace(/[^0-9.]/g, ''))),
      )
  await expect(grid.getByRole('article')).toHaveCount(48)
  await expect(pages).toContainText(`Showing 1–48 of ${seedCount} products`)
  const first = await prices()
  expect(first).toEqual([...first].sort((a, b) => a - b))
  await axe.check()
  await pages.getByRole('link', { name: 'Next' }).click()
  await expect(page).toHaveURL(/\/shop\/everything\?sort=price-asc&page=2$/)
  await expect(grid.getByRole('article')).toHaveCount(seedCount - 48)
  await expect(pages).toContainText(`Showing 49–${seedCount} of ${seedCount} products`)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/shop\/everything\?page=2$/,
  )
  // Sorted across pages, not within each.
  expect(Math.min(...(await prices()))).toBeGreaterThanOrEqual(Math.max(...first))
  await pages.getByRole('link', { name: 'Previous' }).click()
  await expect(page).toHaveURL(/\/shop\/everything\?sort=price-asc$/)

  await page.goto('/starter-kits')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pick your starter kit')
  await expect(
    page.getByRole('list', { name: 'Pick your starter kit' }).getByRole('article'),
  ).toHaveCount(published.length)
})
