/**
 * The catalogue listings (catalogue spec §2, §3, §5) on the embedded store's seed, at 1280 px
 * and 375 px: all products by category, sorting in the URL, category detail, and the 404s.
 */
import type { Locator, Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { expect, test, waitForHydration } from './fixtures'

const seedProducts = JSON.parse(readFileSync('store/seed/data/products.json', 'utf8')) as Array<{
  name: string
  slug: string
  published: boolean
}>
const unpublished = seedProducts.filter((p) => !p.published)

/** A listing page: its heading, sort control, sections and product cards. */
class Listing {
  constructor(readonly page: Page) {}
  heading(name: string) {
    return this.page.getByRole('heading', { level: 1, name })
  }
  get sort() {
    return this.page.getByRole('combobox', { name: 'Sort by' })
  }
  section(name: string): Locator {
    return this.page.getByRole('region', { name, exact: true })
  }
  cards(scope: Locator | Page = this.page) {
    return scope.getByRole('article')
  }
  /** Card prices as numbers (the current price: the last in each card's price line). */
  async prices(scope: Locator | Page = this.page) {
    const texts = await this.cards(scope)
      .locator('p')
      .evaluateAll((ps) => ps.map((p) => p.lastElementChild?.textContent ?? ''))
    return texts.map((t) => Number(t.replace(/[^0-9.]/g, '')))
  }
}

test(
  'all products: title, tagline, a section per category with its tile and cards [Shell §2.2; Catalogue §7.29, §2.2]',
  { tag: '@narrow' },
  async ({ page, axe }) => {
    const listing = new Listing(page)
    const response = await page.goto('/products')
    expect(response?.status()).toBe(200)
    await expect(listing.heading('Whole Home Cleaning Products')).toBeVisible()
    await expect(
      page.getByText(
        'Powerful, non-toxic cleaning for every room safe for your family, tough on dirt.',
        { exact: true },
      ),
    ).toBeVisible()
    const laundry = listing.section('Laundry')
    await expect(laundry.getByRole('link', { name: 'Shop Laundry' })).toHaveAttribute(
      'href',
      '/products/category/laundry',
    )
    // Laundry's own products and its subcategories' (14 published in the seed).
    await expect(listing.cards(laundry)).toHaveCount(14)
    const first = listing.cards(laundry).first()
    await expect(first.getByRole('link')).toHaveAttribute(
      'href',
      '/products/free-clear-laundry-liquid',
    )
    await expect(first).toContainText('BEST SELLER')
    await expect(first.locator('s')).toHaveText('Was $21.99')
    // Only published products anywhere, and no section for a category without any.
    for (const p of unpublished)
      await expect(page.getByText(p.name, { exact: true })).toHaveCount(0)
    await expect(listing.section('Pet Care')).toHaveCount(0)
    await expect(page).toHaveTitle('Whole Home Cleaning Products | Clearhome')
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      'Whole Home Cleaning Products',
    )
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/products$/)
    await axe.check()
    // One GA4 list view with every card shown, in order.
    const views = await page.evaluate(() =>
      ((window as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? []).filter(
        (e) => e.event,
      ),
    )
    const cardCount = await listing.cards().count()
    expect(views).toHaveLength(1)
    expect(views[0]).toMatchObject({
      event: 'view_item_list',
      ecommerce: { item_list_name: 'Whole Home Cleaning Products' },
    })
    const items = (views[0]!.ecommerce as { items: Array<{ index: number; item_name: string }> })
      .items
    expect(items).toHaveLength(cardCount)
    expect(items[0]).toMatchObject({ index: 0, item_name: 'Free & Clear Laundry Liquid' })
  },
)

test('sorting lives in the URL: shared, reloaded and validated', async ({ page }) => {
  const listing = new Listing(page)
  await page.goto('/products/category/laundry')
  await waitForHydration(page)
  const detergents = listing.section('Detergents')
  await listing.sort.selectOption('price-asc')
  await expect(page).toHaveURL(/\/products\/category\/laundry\?sort=price-asc$/)
  // Sorting is a navigation answered by the server: wait for the new order to render.
  const isSorted = (prices: number[], dir: 1 | -1) =>
    prices.every((p, i) => i === 0 || dir * (p - prices[i - 1]!) >= 0)
  await expect.poll(async () => isSorted(await listing.prices(detergents), 1)).toBe(true)
  const ascending = await listing.prices(detergents)
  await page.reload()
  await expect(listing.sort).toHaveValue('price-asc')
  expect(await listing.prices(detergents)).toEqual(ascending)
  await listing.sort.selectOption('price-desc')
  await expect(page).toHaveURL(/sort=price-desc$/)
  await expect.poll(async () => isSorted(await listing.prices(detergents), -1)).toBe(true)
  expect([...(await listing.prices(detergents))].sort((a, b) => a - b)).toEqual(ascending)
  // An unknown value is the default order, not an error.
  const response = await page.goto('/products/category/laundry?sort=cheapest')
  expect(response?.status()).toBe(200)
  await expect(listing.sort).toHaveValue('default')
})

test(
  'category detail: title, description, subcategory sections or a flat grid [Shell §2.4; Catalogue §2.31, §2.32]',
  { tag: '@narrow' },
  async ({ page, axe }) => {
    // Six pages and an axe scan: more than the default 30 s when the suite shares two cores.
    test.slow()
    const listing = new Listing(page)
    await page.goto('/products/category/laundry')
    await expect(listing.heading('Plant-Powered Laundry Care')).toBeVisible()
    await expect(page.getByText(/^Detergents, boosters and fabric care/)).toBeVisible()
    for (const [name, slug, count] of [
      ['Detergents', 'laundry-detergents', 6],
      ['Boosters & Stain Removers', 'boosters-stain-removers', 4],
      ['Fabric Care', 'fabric-care', 3],
    ] as const) {
      const section = listing.section(name)
      await expect(section.getByRole('link', { name: `Shop ${name}` })).toHaveAttribute(
        'href',
        `/products/category/${slug}`,
      )
      await expect(listing.cards(section)).toHaveCount(count)
    }
    await axe.check()
    // A category without subcategories is one flat grid.
    await page.goto('/products/category/refills-accessories')
    await expect(listing.cards()).toHaveCount(11)
    await expect(page.getByRole('navigation', { name: 'Pages' })).toHaveText('11 products')
    // A page past the end (or no page at all) is the last page, not an error.
    for (const pageParam of ['7', 'x', '-1']) {
      const response = await page.goto(`/products/category/refills-accessories?page=${pageParam}`)
      expect(response?.status(), pageParam).toBe(200)
      await expect(listing.cards()).toHaveCount(11)
    }
    await expect(page.getByRole('region', { name: /^Shop / })).toHaveCount(0)
  },
)

test('from the home page through Shop All to a category [Catalogue §2.4]', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  await page.goto('/products')
  await page.getByRole('link', { name: 'Shop Dish' }).click()
  await expect(page).toHaveURL(/\/products\/category\/dish$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('an unknown category is a 404 in the template words; a missing slug says so', async ({
  page,
}) => {
  const response = await page.goto('/products/category/no-such-category')
  expect(response?.status()).toBe(404)
  const alert = page.getByRole('alert')
  await expect(alert.getByRole('heading', { level: 1 })).toHaveText('No Category Data Found')
  await expect(
    alert.getByText('Unable to load category information.', { exact: true }),
  ).toBeVisible()
  const bare = await page.goto('/products/category/')
  expect(bare?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Category slug is required')
  // Odd slugs are a 404 too, never a 500.
  for (const slug of ['%00', 'a'.repeat(600), '..%2F..%2Fetc', '<script>']) {
    const r = await page.goto(`/products/category/${slug}`)
    expect(r?.status(), slug).toBe(404)
  }
})
