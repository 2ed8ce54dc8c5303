/**
 * The product page (shell §2 "Product detail", catalogue §2, §8) on the embedded seed, at
 * 1280 px and 375 px: the server-rendered page and its head, the sections as tabs or
 * accordions, the JSON-LD, and the not-found component with the spec's messages.
 */
import { expect, reveal, test } from './fixtures'
import { isPhone } from './shell'

const SLUG = 'free-clear-laundry-liquid'

test(
  'a product page: name, price, gallery, sections, head meta and an axe scan [Shell §1.5, §2.3; Catalogue §2.3]',
  { tag: '@narrow' },
  async ({ page, axe }) => {
    const tracked = page.waitForRequest('**/rest/auth/events/product-view')
    const response = await page.goto(`/products/${SLUG}`)
    expect(response?.status()).toBe(200)
    // The view is recorded once the session is known (catalogue §4).
    expect((await tracked).postDataJSON()).toMatchObject({ id: 1 })
    const product = page.getByRole('article', { name: 'Free & Clear Laundry Liquid' })
    await expect(product.getByRole('heading', { level: 1 })).toHaveText(
      'Free & Clear Laundry Liquid',
    )
    await expect(
      product.getByRole('heading', { level: 1 }).locator('xpath=..').locator('s').first(),
    ).toHaveText('Was $21.99')
    await expect(page).toHaveTitle('Free & Clear Laundry Liquid | Clearhome')
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'product')
    await expect(page.locator('meta[property="product:price:amount"]')).toHaveAttribute(
      'content',
      '18.99',
    )
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/products/${SLUG}$`),
    )
    // The first image is the largest paint: eager, high priority, sized.
    const main = product.getByRole('region', { name: 'Product images' }).getByRole('img').first()
    await expect(main).toHaveAttribute('fetchpriority', 'high')
    await expect(main).toHaveAttribute('width', '640')
    // The sections hydrate as they near the viewport (ADR 0014): accordions on a phone.
    await reveal(product.getByText("Why You'll Love It").first())
    if (isPhone(page)) {
      const why = product.getByRole('button', { name: "Why You'll Love It" })
      await expect(why).toHaveAttribute('aria-expanded', 'true')
      await product.getByRole('button', { name: 'Ingredients', exact: true }).click()
      await expect(why).toHaveAttribute('aria-expanded', 'true')
    } else {
      await expect(product.getByRole('tab', { name: "Why You'll Love It" })).toHaveAttribute(
        'aria-selected',
        'true',
      )
      await product.getByRole('tab', { name: 'Ingredients' }).click()
    }
    await expect(product.getByRole('link', { name: 'Water' })).toHaveAttribute(
      'href',
      /^\/ingredients#\d+$/,
    )
    await axe.check()
  },
)

test('the JSON-LD is a schema.org Product Google accepts [Catalogue §1.5, §2.48]', async ({
  page,
}) => {
  await page.goto(`/products/${SLUG}`)
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((s) =>
      s.map((e) => JSON.parse(e.textContent ?? 'null') as Record<string, unknown>),
    )
  const data = blocks.find((b) => b['@type'] === 'Product')!
  // schema.org Product with Google's required properties for a product snippet.
  expect(data['@context']).toBe('https://schema.org')
  expect(data.name).toBe('Free & Clear Laundry Liquid')
  expect(data.sku).toBe('CH-LD-001')
  expect(String(data.image)).toMatch(/^https?:\/\/.+\.svg$/)
  expect(String(data.description).length).toBeGreaterThan(20)
  expect(String(data.description)).not.toMatch(/<[a-z]/i)
  const offers = data.offers as Record<string, string | number>
  expect(offers['@type']).toBe('AggregateOffer')
  expect(offers.priceCurrency).toBe('USD')
  // Subscribable: the lowest price is the subscription price (60 % of 18.99).
  expect(offers.lowPrice).toBe('11.39')
  expect(offers.highPrice).toBe('21.99')
  expect(offers.availability).toBe('https://schema.org/InStock')
  expect(String(offers.url)).toMatch(new RegExp(`/products/${SLUG}$`))
})

test('a missing product is a 404 with the not-found component; odd slugs too', async ({
  page,
  axe,
}) => {
  for (const slug of ['no-such-product', '%00', 'a'.repeat(300), 'holiday-dish-kit']) {
    const response = await page.goto(`/products/${slug}`)
    expect(response?.status(), slug).toBe(404)
    const alert = page.getByRole('alert')
    await expect(alert.getByRole('heading', { level: 1 })).toHaveText(
      'Failed to load product details',
    )
    await expect(alert).toContainText('Failed to fetch product: 404 Not Found')
  }
  await axe.check()
})

test('a store failure shows the message the row gives [Catalogue §2.49]', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-test-store-fault': '/rest/auth/products/=503' })
  await page.goto(`/products/${SLUG}`)
  await expect(page.getByRole('alert')).toContainText(
    'Failed to fetch product: 503 Service Unavailable',
  )
  await page.setExtraHTTPHeaders({ 'x-test-store-fault': '/rest/auth/products/=network' })
  await page.goto(`/products/${SLUG}`)
  await expect(page.getByRole('alert')).toContainText(
    'Error fetching product details: Network error',
  )
  await page.setExtraHTTPHeaders({ 'x-test-store-fault': '/rest/auth/products/=no-data' })
  await page.goto(`/products/${SLUG}`)
  await expect(page.getByRole('alert')).toContainText(
    'API Error: Invalid API response format: missing data',
  )
})

test('buy by subscription with a chosen frequency and quantity, then once, through to checkout [Catalogue §2.50, §2.51, §2.52]', async ({
  page,
}) => {
  await page.goto(`/products/${SLUG}`)
  const box = page.getByRole('form', { name: 'Buy Free & Clear Laundry Liquid' })
  const add = box.getByRole('button', { name: 'Add to Cart' })
  await expect(add).toBeEnabled()
  // Subscribable and never bought: subscribe is the default, at 15 days.
  await expect(box.getByRole('radio', { name: 'Subscribe & Save' })).toBeChecked()
  const every = box.getByRole('combobox', { name: 'Deliver every' })
  await expect(every).toHaveValue('9')
  await every.selectOption({ label: '30 days' })
  const quantity = box.getByRole('textbox', { name: 'Quantity' })
  await quantity.fill('3')
  await box.getByRole('button', { name: 'Increase quantity' }).click()
  await expect(quantity).toHaveValue('4')
  await add.click()
  const drawer = page.getByRole('dialog', { name: 'Your Cart' })
  await expect(drawer).toBeVisible()
  await expect(drawer.getByText('Free & Clear Laundry Liquid').first()).toBeVisible()
  await page.keyboard.press('Escape')

  // Quantity limits: typing past 100 or a fraction does not count; plus stops below 100.
  await box.getByRole('radio', { name: 'One-time purchase' }).check()
  await expect(every).toHaveCount(0)
  await quantity.fill('101')
  await expect(quantity).toHaveAttribute('data-quantity', '4')
  await quantity.fill('2.5')
  await expect(quantity).toHaveAttribute('data-quantity', '4')
  await quantity.fill('99')
  await expect(box.getByRole('button', { name: 'Increase quantity' })).toBeDisabled()
  await quantity.fill('2')
  await box.getByRole('button', { name: 'Decrease quantity' }).click()
  await expect(box.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled()
  await add.click()
  await expect(drawer).toBeVisible()
  await drawer.getByRole('link', { name: /checkout/i }).click()
  await expect(page).toHaveURL(/\/checkout$/)
  const rows = page.getByRole('row')
  await expect(
    rows.filter({ hasText: 'Free & Clear Laundry Liquid (subscription)' }),
  ).toContainText('4')
  await expect(
    rows.filter({
      has: page.getByRole('cell', { name: 'Free & Clear Laundry Liquid', exact: true }),
    }),
  ).toContainText('1')
})

test('a refused add shows the store message; a failed one the fallback', async ({ page }) => {
  await page.goto(`/products/${SLUG}`)
  const add = page.getByRole('button', { name: 'Add to Cart' })
  await expect(add).toBeEnabled()
  await page.route('**/rest/auth/cart/add-to-cart', (route) =>
    route.fulfill({ status: 409, json: { status: 'Error', message: 'Only 3 left in stock.' } }),
  )
  await add.click()
  await expect(page.getByText('Only 3 left in stock.')).toBeVisible()
  await page.unroute('**/rest/auth/cart/add-to-cart')
  await page.route('**/rest/auth/cart/add-to-cart', (route) => route.abort('failed'))
  await add.click()
  await expect(page.getByText('Error adding to cart. Please try again.')).toBeVisible()
  await expect(add).toBeEnabled()
})
