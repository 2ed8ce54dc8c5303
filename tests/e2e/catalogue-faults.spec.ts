/**
 * The catalogue's error rows (catalogue §8 "Listings", "Starter kits", "Offer bundle"; shell §8
 * kit rows) with the store failing the way each row says: an HTTP error, a network error,
 * malformed JSON, a missing `data`, data that is not a list. Server-side faults are injected
 * at the store boundary of the running app for one page request (src/server/store-faults.ts);
 * the page's own calls are failed with page.route.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

const FAULTS = ['500', 'network', 'malformed', 'no-data', 'not-array'] as const

/** Loads `path` with the store failing under `prefix` for this request only. */
async function withFault(page: Page, path: string, prefix: string, fault: string) {
  await page.setExtraHTTPHeaders({ 'x-test-store-fault': `${prefix}=${fault}` })
  const response = await page.goto(path)
  await page.setExtraHTTPHeaders({})
  return response
}

for (const fault of FAULTS) {
  test(`all products: "Error Loading Categories" when the categories fail (${fault})`, async ({
    page,
  }) => {
    const response = await withFault(page, '/products', '/rest/auth/categories', fault)
    // The listing is the page's subject: its failure is an outage, the screen with a 503.
    expect(response?.status()).toBe(503)
    const alert = page.getByRole('alert').filter({ hasText: 'Error Loading Categories' })
    await expect(alert).toHaveText('Error Loading CategoriesFailed to fetch categories')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Whole Home Cleaning Products')
  })

  test(`category: "Error Loading Category Data" when the category fails (${fault})`, async ({
    page,
  }) => {
    await withFault(page, '/products/category/laundry', '/rest/auth/products/subcategory', fault)
    await expect(page.getByRole('alert').filter({ hasText: 'Error Loading' })).toHaveText(
      'Error Loading Category DataFailed to fetch category data',
    )
  })

  test(`bundles: the failure sentence when the kits fail (${fault})`, async ({ page }) => {
    await withFault(page, '/products/category/starter-kits', '/rest/auth/starterkits', fault)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bundles')
    await expect(page.getByRole('alert').filter({ hasText: 'Something went' })).toHaveText(
      'Something went wrong, try after sometime',
    )
  })

  test(`kit page: the failure and the hint when the kit fails (${fault})`, async ({ page }) => {
    await withFault(
      page,
      '/products/category/starter-kits/laundry-starter-kit',
      '/rest/auth/starterkits/slug',
      fault,
    )
    const alert = page.getByRole('alert').filter({ hasText: 'Something went' })
    await expect(alert.getByRole('heading', { level: 1 })).toHaveText(
      'Something went wrong, try after sometime',
    )
    await expect(alert).toContainText('Please check the URL and try again.')
  })

  test(`offer landing: "Something went wrong" / "Error fetching data" (${fault})`, async ({
    page,
  }) => {
    await withFault(page, '/starter-kits/laundry', '/rest/auth/offers/fetch-offer-bundle', fault)
    const offer = page.getByRole('region', { name: /Laundry Starter Kit/ })
    await expect(offer.getByRole('alert')).toHaveText('Something went wrongError fetching data')
    // The rest of the page stands, the claim button too.
    await expect(offer.getByRole('button', { name: 'Claim My 100 Free Loads' })).toBeVisible()
  })
}

test('a kit add the store refuses shows its message; a network error the fallback', async ({
  page,
}) => {
  await page.goto('/products/category/starter-kits/laundry-starter-kit')
  const add = page.getByRole('button', { name: 'Add to Cart' })
  await page.route('**/rest/auth/cart/add-to-cart-starterkit', (route) =>
    route.fulfill({ status: 409, json: { status: 'Error', message: 'This kit is sold out.' } }),
  )
  await add.click()
  await expect(page.getByText('This kit is sold out.')).toBeVisible()
  await expect(add).toBeEnabled()
  await page.unroute('**/rest/auth/cart/add-to-cart-starterkit')
  await page.route('**/rest/auth/cart/add-to-cart-starterkit', (route) => route.abort('failed'))
  await add.click()
  await expect(page.getByText('Error adding starter kit to cart. Please try again.')).toBeVisible()
  await expect(page).toHaveURL(/laundry-starter-kit$/)
})

test('without a session the kit add says so, and the claim button does nothing but log 11303.01', async ({
  page,
}) => {
  const logs: string[] = []
  page.on('console', (m) => logs.push(m.text()))
  await page.route('**/rest/auth/session', (route) =>
    route.fulfill({ status: 503, json: { status: 'Error', message: 'Down' } }),
  )
  await page.goto('/products/category/starter-kits/laundry-starter-kit')
  await page.getByRole('button', { name: 'Add to Cart' }).click()
  await expect(
    page.getByText('Session error. Please refresh the page and try again.'),
  ).toBeVisible()

  await page.goto('/starter-kits/laundry')
  const claim = page.getByRole('button', { name: 'Claim My 100 Free Loads' })
  // The page-builder content hydrates after the frame.
  await expect(claim).toHaveAttribute('data-ready', 'true')
  await claim.click()
  await expect.poll(() => logs.some((l) => l.startsWith('[11303.01]'))).toBe(true)
  await expect(claim).toBeEnabled()
  await expect(page).toHaveURL(/\/starter-kits\/laundry$/)
})
