/**
 * The error catalogues row by row (section 8 of both specs; docs/ERRORS.md maps every row to
 * its tests): the store or the content source fails the way the row says, at the boundary of
 * the running app (src/server/store-faults.ts, ADR 0013), and each test asserts what the row
 * promises a shopper (the message to the letter, the fallback, the hidden section, the toast)
 * and the row's log code, read from the server's log for the test's requests or from the
 * browser's console. A browser-side network error (the request never reaches the server) is
 * a refused connection from the page: `route.abort`.
 */
import type { Page } from '@playwright/test'
import { clearFaults, injectFaults } from './faults'
import { expect, reveal, test } from './fixtures'
import { isPhone, mainMenu, signIn } from './shell'

const PRODUCT = '/products/free-clear-laundry-liquid'
const KIT = '/products/category/starter-kits/laundry-starter-kit'

/** Where the product page's lower half loads (ADR 0014): scrolled to as a shopper would. */
async function revealLowerHalf(page: Page) {
  await reveal(page.getByRole('region', { name: 'You may like' }))
}

const refuse = (page: Page, glob: string) => page.route(glob, (route) => route.abort('failed'))

test.describe('shell §8', () => {
  test('S1 a token that cannot be had: no member, an empty cart, 10801.01 logged', async ({
    page,
  }) => {
    const log = await injectFaults(page, { '/rest/auth/session': '500' })
    await page.goto('/')
    const header = page.getByRole('banner')
    await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible()
    await expect(header.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible()
    await log.expectLogged('10801.01')
  })

  test('S1 a login call that fails: the form says so and 10801.02 is logged', async ({ page }) => {
    const log = await injectFaults(page, { '/rest/auth/login': '500' })
    await page.goto('/login')
    const form = page.getByRole('form', { name: 'Log In' })
    await form.getByLabel('Email address').fill('demo@clearhome.example')
    await form.getByLabel('Password').fill('clearhome-demo')
    await form.getByRole('button', { name: 'Log In' }).click()
    await expect(form.getByRole('alert')).toHaveText('Injected fault 500')
    await expect(page).toHaveURL('/login')
    await log.expectLogged('10801.02')
  })

  for (const [fault, code] of [
    ['500', '10002.01'],
    ['not-array', '10002.02'],
  ] as const) {
    test(`S2 best sellers failing (${fault}): an empty list and ${code} logged`, async ({
      page,
    }) => {
      const log = await injectFaults(page, { '/rest/auth/products/best-sellers': fault })
      await page.goto('/')
      const block = page.getByRole('region', { name: 'Our best sellers' })
      await expect(block.getByRole('status')).toHaveText('No products available')
      await expect(block.getByRole('link', { name: /.+/ })).toHaveCount(0)
      await log.expectLogged(code)
    })
  }

  for (const fault of ['500', 'not-array'] as const) {
    test(`S3 featured categories failing (${fault}): the block's failure text and 10602.01 logged`, async ({
      page,
    }) => {
      const log = await injectFaults(page, { '/rest/auth/fetch-featured-category': fault })
      await page.goto('/')
      // Shell §8 says "empty list"; the block's own spec (catalogue §2 "Shop by category")
      // words the failure, and the block decides.
      const block = page.getByRole('region', { name: 'Shop by category' })
      await expect(block.getByRole('status')).toHaveText('Failed to load categories')
      await log.expectLogged('10602.01')
    })
  }

  test('S4 categories failing: "Error Loading Categories" and 13601.01 logged', async ({
    page,
  }) => {
    const log = await injectFaults(page, { '/rest/auth/categories': '500' })
    await page.goto('/products')
    await expect(page.getByRole('alert').filter({ hasText: 'Error Loading' })).toHaveText(
      'Error Loading CategoriesFailed to fetch categories',
    )
    await log.expectLogged('13601.01')
  })

  test('S4 products failing: "Error Loading Products" and 13601.03 logged', async ({ page }) => {
    const log = await injectFaults(page, { '/rest/auth/all-products': '500' })
    await page.goto('/shop/everything')
    await expect(page.getByRole('alert').filter({ hasText: 'Error Loading' })).toHaveText(
      'Error Loading ProductsFailed to fetch products',
    )
    await log.expectLogged('13601.03')
  })

  test('S5 a sub-menu failure: "Something went wrong" in the dropdown and 12201.01 logged', async ({
    page,
  }) => {
    const log = await injectFaults(page, { '/rest/auth/fetch-sub-menu': 'not-array' })
    await page.goto('/')
    const menu = await mainMenu(page)
    await menu.getByRole('button', { name: 'Shop' }).click()
    await expect(menu.getByRole('alert')).toHaveText('Something went wrong')
    await log.expectLogged('12201.01')
  })

  for (const [fault, words] of [
    ['404', 'Starter kits endpoint not found'],
    ['405', 'Method not allowed'],
    ['no-data', 'Invalid API response format: missing data'],
  ] as const) {
    test(`S6 the kits call failing (${fault}): thrown as "${words}", the listing's sentence shown`, async ({
      page,
    }) => {
      const log = await injectFaults(page, { '/rest/auth/starterkits': fault })
      await page.goto('/products/category/starter-kits')
      await expect(page.getByRole('alert')).toContainText(
        'Something went wrong, try after sometime',
      )
      await log.expectLogged('10201.01')
      await log.expectLogged('14401.01', words)
    })
  }

  test("S7 a kit the store does not know: the not-found page, thrown with the row's words", async ({
    page,
  }) => {
    const log = await injectFaults(page, { '/rest/auth/starterkits/slug': '404' })
    const response = await page.goto(KIT)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Starter kit not found.')
    await log.expectLogged(
      '10203.01',
      'Starter kit not found. No starter kit exists with slug: laundry-starter-kit',
    )
    await log.expectNotLogged('14501.01')
  })

  for (const [fault, words] of [
    ['405', 'Method not allowed'],
    ['no-data', 'Invalid API response format: missing data'],
  ] as const) {
    test(`S7 the kit call failing (${fault}): "Something went wrong, try after sometime"`, async ({
      page,
    }) => {
      const log = await injectFaults(page, { '/rest/auth/starterkits/slug': fault })
      await page.goto(KIT)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Something went wrong, try after sometime',
      )
      await log.expectLogged('14501.01', words)
    })
  }

  test('S8 a kit add that cannot reach the store: the fallback toast, 10202.01 logged', async ({
    page,
  }) => {
    const log = await injectFaults(page, {})
    await page.goto(KIT)
    await refuse(page, '**/rest/auth/cart/add-to-cart-starterkit')
    await page.getByRole('button', { name: 'Add to Cart' }).click()
    await expect(
      page.getByText('Error adding starter kit to cart. Please try again.'),
    ).toBeVisible()
    await expect(page).toHaveURL(KIT)
    await log.expectLogged('10202.01')
    await log.expectLogged('14601.04')
  })

  test('S9 a kit add without a session: "Session error. Please refresh the page and try again." (14601.01)', async ({
    page,
  }) => {
    const log = await injectFaults(page, { '/rest/auth/session': '503' })
    await page.goto(KIT)
    await page.getByRole('button', { name: 'Add to Cart' }).click()
    await expect(
      page.getByText('Session error. Please refresh the page and try again.'),
    ).toBeVisible()
    await log.expectLogged('14601.01')
  })

  test('S9 a kit add the store refuses: its message as the toast (14601.03)', async ({ page }) => {
    const log = await injectFaults(page, { '/rest/auth/cart/add-to-cart-starterkit': '409' })
    await page.goto(KIT)
    await page.getByRole('button', { name: 'Add to Cart' }).click()
    await expect(page.getByText('Injected fault 409')).toBeVisible()
    await log.expectLogged('14601.03')
  })

  test('S10 the newsletter modal: "Subscription failed: {server message}" for 3 s', async ({
    page,
  }) => {
    await injectFaults(page, { '/rest/auth/storefront/newsletter': '500' })
    await page.goto('/')
    await page.getByRole('button', { name: 'Get exclusive offers' }).click()
    const dialog = page.getByRole('dialog', { name: 'Stay Updated!' })
    await dialog.getByLabel('Email address').fill('fault@clearhome.example')
    await dialog.getByRole('button', { name: 'Subscribe' }).click()
    const alert = dialog.getByRole('alert')
    await expect(alert).toHaveText('Subscription failed: Injected fault 500')
    await expect(alert).toHaveCount(0, { timeout: 5_000 })
    await expect(dialog.getByLabel('Email address')).toHaveValue('fault@clearhome.example')
  })

  test('S10 the newsletter modal unreachable: "An error occurred while subscribing. Please try again after sometime."', async ({
    page,
  }) => {
    await page.goto('/')
    await refuse(page, '**/rest/auth/storefront/newsletter')
    await page.getByRole('button', { name: 'Get exclusive offers' }).click()
    const dialog = page.getByRole('dialog', { name: 'Stay Updated!' })
    await dialog.getByLabel('Email address').fill('fault@clearhome.example')
    await dialog.getByRole('button', { name: 'Subscribe' }).click()
    await expect(dialog.getByRole('alert')).toHaveText(
      'An error occurred while subscribing. Please try again after sometime.',
    )
  })

  test('S11 a logout that fails is logged only (12101.01, 12101.03): the member stays', async ({
    page,
  }) => {
    await signIn(page)
    const log = await injectFaults(page, { '/rest/auth/membership/logout': '500' })
    await page.goto('/')
    const header = page.getByRole('banner')
    await header.getByRole('button', { name: "Avery's Account" }).click()
    await header.getByRole('button', { name: 'Log Out' }).click()
    await log.expectLogged('12101.01')
    await log.expectLogged('12101.03')
    await expect(page).toHaveURL('/')
    await expect(header.getByRole('button', { name: "Avery's Account" })).toBeVisible()
    await expect(page.getByRole('alert')).toHaveCount(0)
  })

  test('S12 popular products failing: the overlay opens with no tiles, 12001.01 logged', async ({
    page,
  }) => {
    const log = await injectFaults(page, { '/rest/auth/products/popular': '500' })
    await page.goto('/')
    await page.getByRole('button', { name: 'Search', exact: true }).first().click()
    const overlay = page.getByRole('dialog', { name: 'WHAT ARE YOU LOOKING FOR' })
    await expect(overlay.getByRole('heading', { name: 'POPULAR PRODUCTS' })).toBeVisible()
    await expect(overlay.getByRole('link', { name: 'Show More Products' })).toBeVisible()
    await log.expectLogged('12001.01')
    await expect(overlay.getByRole('listitem')).toHaveCount(0)
  })

  test('S12 a search failing shows the no-results state, 12002.01 logged', async ({ page }) => {
    const log = await injectFaults(page, { '/rest/auth/products/search': '500' })
    await page.goto('/')
    await page.getByRole('button', { name: 'Search', exact: true }).first().click()
    const overlay = page.getByRole('dialog', { name: 'WHAT ARE YOU LOOKING FOR' })
    await overlay.getByRole('searchbox', { name: 'Search products' }).fill('soap')
    await expect(overlay.getByText('No results found')).toBeVisible()
    await log.expectLogged('12002.01')
  })

  test('S12 the search page failing shows the no-results state, 12002.01 logged', async ({
    page,
  }) => {
    const log = await injectFaults(page, { '/rest/auth/products/search': 'network' })
    const response = await page.goto('/search?query=soap')
    // The results are the page's subject: the no-results state, answered as an outage.
    expect(response?.status()).toBe(503)
    await expect(page.getByRole('main').getByText('No results found')).toBeVisible()
    await log.expectLogged('12002.01')
  })

  test('S13 recommendations failing hide Perfect Pairings (12901.01, 12901.03)', async ({
    page,
  }) => {
    const log = await injectFaults(page, { '/rest/auth/recommended-products': '500' })
    await page.goto(PRODUCT)
    await revealLowerHalf(page)
    await log.expectLogged('12901.01')
    await log.expectLogged('12901.03')
    await expect(page.getByRole('heading', { name: 'Reviews', level: 2 })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Perfect Pairings' })).toHaveCount(0)
  })

  for (const how of ['refused', 'unreachable'] as const) {
    test(`S14 a pairing add that fails (${how}): "Error adding to cart. Please try again." (12902.01)`, async ({
      page,
    }) => {
      const log = await injectFaults(
        page,
        how === 'refused' ? { '/rest/auth/cart/add': '500' } : {},
      )
      await page.goto(PRODUCT)
      if (how === 'unreachable') await refuse(page, '**/rest/auth/cart/add')
      await revealLowerHalf(page)
      const add = page
        .getByRole('region', { name: 'Perfect Pairings' })
        .getByRole('button', { name: /^Add .+: was/ })
        .first()
      await reveal(add)
      await add.click()
      await expect(page.getByText('Error adding to cart. Please try again.')).toBeVisible()
      await expect(add).toBeEnabled()
      await log.expectLogged('12902.01')
    })
  }

  test('S15 "You may like" failing shows its status text (13101.01)', async ({ page }) => {
    const log = await injectFaults(page, { '/rest/auth/youmaylike-products': '503' })
    await page.goto(PRODUCT)
    await expect(page.getByRole('region', { name: 'You may like' }).getByRole('status')).toHaveText(
      'Service Unavailable',
    )
    await log.expectLogged('13101.01')
  })

  for (const [fault, code] of [
    ['500', '12701.01'],
    ['malformed', '12701.03'],
  ] as const) {
    test(`S16 the review video's oEmbed failing (${fault}) hides the video widget (${code})`, async ({
      page,
    }) => {
      const log = await injectFaults(page, { '/api/video/oembed': fault })
      await page.goto('/products/stain-remover-spray')
      const reviews = page.getByRole('region', { name: 'Reviews' })
      await reveal(reviews)
      await log.expectLogged(code)
      await expect(reviews.getByRole('heading', { name: 'Reviews', level: 2 })).toBeVisible()
      await expect(reviews.getByRole('button', { name: /^Play video/ })).toHaveCount(0)
    })
  }

  test('S16 a product without a review video shows no video widget', async ({ page }) => {
    await page.goto('/products/unscented-laundry-powder')
    const reviews = page.getByRole('region', { name: 'Reviews' })
    await reveal(reviews)
    await expect(reviews.getByRole('heading', { name: 'Reviews', level: 2 })).toBeVisible()
    await expect(reviews.getByRole('button', { name: /^Play video/ })).toHaveCount(0)
  })

  test('S17 the how-to thumbnail failing: "Error loading video preview." over the fallback (11201.01)', async ({
    page,
  }) => {
    const log = await injectFaults(page, { '/api/video/oembed': '500' })
    await page.goto(PRODUCT)
    const product = page.getByRole('article', { name: 'Free & Clear Laundry Liquid' })
    await reveal(product.getByText("Why You'll Love It").first())
    if (isPhone(page)) await product.getByRole('button', { name: 'How to Use It' }).click()
    else await product.getByRole('tab', { name: 'How to Use It' }).click()
    await expect(product.getByText('Error loading video preview.')).toBeVisible()
    // The fallback thumbnail pattern (VIDEO_THUMBNAIL_URL) for the how-to video's id.
    await expect(product.locator('img[src$="/media/videos/DTNvRTBA2g0.svg"]')).toBeVisible()
    await log.expectLogged('11201.01')
  })

  test('S18 the top banner failing is omitted; the page is whole', async ({ page }) => {
    const log = await injectFaults(page, { 'content:symbol': '500' })
    await page.goto('/')
    await expect(page.getByRole('main')).toBeVisible()
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Announcements' })).toHaveCount(0)
    await log.expectLogged('content', 'Top Banner')
  })

  for (const fault of ['500', 'timeout'] as const) {
    test(`S19 the blog failing (${fault}): "No Blog Posts Found" [Shell §8.19]`, async ({
      page,
    }) => {
      const log = await injectFaults(page, { 'content:blog-post': fault })
      await page.goto('/blog')
      await expect(page.getByRole('main').getByText('No Blog Posts Found')).toBeVisible()
      await expect(page.getByRole('link', { name: 'Next' })).toHaveCount(0)
      await log.expectLogged('content', 'Blog posts')
    })
  }
})

test.describe('catalogue §8', () => {
  test('C1 an add that fails: "Error adding to cart. Please try again." (12502.01)', async ({
    page,
  }) => {
    const log = await injectFaults(page, { '/rest/auth/cart/add-to-cart': 'malformed' })
    await page.goto(PRODUCT)
    const add = page.getByRole('button', { name: 'Add to Cart' })
    await expect(add).toBeEnabled()
    await add.click()
    await expect(page.getByText('Error adding to cart. Please try again.')).toBeVisible()
    await expect(add).toBeEnabled()
    await log.expectLogged('12502.01')
  })

  test('C2 an add the store refuses: its message as an error toast (11301.01)', async ({
    page,
  }) => {
    const log = await injectFaults(page, { '/rest/auth/cart/add-to-cart': '409' })
    await page.goto(PRODUCT)
    const add = page.getByRole('button', { name: 'Add to Cart' })
    await expect(add).toBeEnabled()
    await add.click()
    await expect(page.getByText('Injected fault 409')).toBeVisible()
    await expect(page.getByRole('dialog', { name: 'Your Cart' })).toHaveCount(0)
    await log.expectLogged('11301.01')
    await log.expectNotLogged('12502.01')
  })

  test('C3 the add-to-cart check failing: "Failed to fetch data. Status: 500" (12501.01); one-time still sells', async ({
    page,
  }) => {
    const log = await injectFaults(page, { '/rest/auth/get-product-add-to-cart': '500' })
    await page.goto(PRODUCT)
    await log.expectLogged('12501.01', 'Failed to fetch data. Status: 500')
    const box = page.getByRole('form', { name: 'Buy Free & Clear Laundry Liquid' })
    await expect(box.getByRole('radio', { name: /One-time purchase/ })).toBeChecked()
    await expect(box.getByRole('button', { name: 'Add to Cart' })).toBeEnabled()
  })

  test('C4 the add-to-cart check raising is logged 12501.03; the page still sells', async ({
    page,
  }) => {
    const log = await injectFaults(page, {})
    await refuse(page, '**/rest/auth/get-product-add-to-cart')
    await page.goto(PRODUCT)
    await log.expectLogged('12501.03')
    const box = page.getByRole('form', { name: 'Buy Free & Clear Laundry Liquid' })
    await expect(box.getByRole('button', { name: 'Add to Cart' })).toBeEnabled()
  })

  for (const [row, how] of [
    ['C5', 'a server error'],
    ['C6', 'a network error'],
  ] as const) {
    test(`${row} the newsletter form on ${how}: "Something went wrong. Please try again shortly."`, async ({
      page,
    }) => {
      if (row === 'C5') await injectFaults(page, { '/rest/auth/storefront/newsletter': '500' })
      await page.goto('/')
      if (row === 'C6') await refuse(page, '**/rest/auth/storefront/newsletter')
      const form = page.getByRole('form', { name: 'Join the Clearhome newsletter' })
      await reveal(form)
      await form.getByLabel('Email address').fill('fault@clearhome.example')
      await form.getByRole('button', { name: 'Subscribe' }).click()
      const status = form.getByText('Something went wrong. Please try again shortly.')
      await expect(status).toBeVisible()
      await expect(status).toHaveCount(0, { timeout: 5_000 })
    })
  }

  for (const [fault, text] of [
    ['network', 'Network error'],
    ['500', 'Injected fault 500'],
  ] as const) {
    test(`C7 related products failing (${fault}) show the stored message (13701.01)`, async ({
      page,
    }) => {
      const log = await injectFaults(page, { '/rest/auth/products/1/related': fault })
      await page.goto(PRODUCT)
      const related = page.getByRole('region', { name: 'You May Also Like' })
      await reveal(related)
      await expect(related.getByRole('status')).toHaveText(text)
      await log.expectLogged('13701.01')
    })
  }

  for (const fault of ['500', 'not-array', 'no-data'] as const) {
    test(`C8 the category fetch failing (${fault}) lists nothing and logs 13601.01`, async ({
      page,
    }) => {
      const log = await injectFaults(page, { '/rest/auth/products/subcategory': fault })
      await page.goto('/products/category/laundry')
      // No product card, and the page says why (catalogue §8 "Category page failure").
      await expect(page.getByRole('alert').filter({ hasText: 'Error Loading' })).toHaveText(
        'Error Loading Category DataFailed to fetch category data',
      )
      await expect(page.getByRole('main').getByRole('article')).toHaveCount(0)
      await log.expectLogged('13601.01')
    })
  }

  test('C9 the offer bundle failing: "Something went wrong" / "Error fetching data" (11302.01)', async ({
    page,
  }) => {
    const log = await injectFaults(page, { '/rest/auth/offers/fetch-offer-bundle': '500' })
    await page.goto('/starter-kits/laundry')
    await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong' })).toHaveText(
      'Something went wrongError fetching data',
    )
    await log.expectLogged('11302.01')
  })

  test('C10 the product call failing over HTTP: "Failed to fetch product: 503 Service Unavailable" (14001.01)', async ({
    page,
  }) => {
    const log = await injectFaults(page, { '/rest/auth/products/free-clear-laundry-liquid': '503' })
    await page.goto(PRODUCT)
    const alert = page.getByRole('alert').filter({ hasText: 'Failed to load product details' })
    await expect(alert).toContainText('Failed to fetch product: 503 Service Unavailable')
    await log.expectLogged('14001.01')
  })

  for (const fault of ['network', 'timeout'] as const) {
    test(`C11 the product call raising (${fault}): "Error fetching product details: {message}" (14001.03)`, async ({
      page,
    }) => {
      const log = await injectFaults(page, {
        '/rest/auth/products/free-clear-laundry-liquid': fault,
      })
      await page.goto(PRODUCT)
      const alert = page.getByRole('alert').filter({ hasText: 'Failed to load product details' })
      await expect(alert).toContainText(
        `Error fetching product details: ${fault === 'network' ? 'Network error' : 'Request timed out'}`,
      )
      await log.expectLogged('14001.03')
    })
  }

  for (const [fault, text] of [
    ['no-data', 'API Error: Invalid API response format: missing data'],
    ['not-array', 'API Error: Invalid API response format'],
  ] as const) {
    test(`C12 the product call answering without a product (${fault}): "${text}"`, async ({
      page,
    }) => {
      await injectFaults(page, { '/rest/auth/products/free-clear-laundry-liquid': fault })
      await page.goto(PRODUCT)
      const alert = page.getByRole('alert').filter({ hasText: 'Failed to load product details' })
      await expect(alert).toContainText(text)
    })
  }

  test('C13 the kits list and a kit failing: "Something went wrong, try after sometime" (14401.01, 14501.01)', async ({
    page,
  }) => {
    let log = await injectFaults(page, { '/rest/auth/starterkits': '500' })
    await page.goto('/products/category/starter-kits')
    await expect(page.getByRole('alert')).toContainText('Something went wrong, try after sometime')
    await log.expectLogged('14401.01')
    log = await injectFaults(page, { '/rest/auth/starterkits/slug': '500' })
    await page.goto(KIT)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Something went wrong, try after sometime',
    )
    await log.expectLogged('14501.01')
  })

  test('C14 a blog category that fails to load: "This post not published!"', async ({ page }) => {
    const log = await injectFaults(page, { 'content:blog-category': '500' })
    await page.goto('/learn')
    await expect(page.getByText('This post not published!').first()).toBeVisible()
    await log.expectLogged('content', 'Latest in category')
  })

  test('C15 the category page failing: "Error Loading Category Data" / "Failed to fetch category data"', async ({
    page,
  }) => {
    await injectFaults(page, { '/rest/auth/products/subcategory': 'timeout' })
    await page.goto('/products/category/laundry')
    await expect(page.getByRole('alert').filter({ hasText: 'Error Loading' })).toHaveText(
      'Error Loading Category DataFailed to fetch category data',
    )
  })

  test('C16 the listings failing: "Error Loading Categories" and "Error Loading Products"', async ({
    page,
  }) => {
    await injectFaults(page, { '/rest/auth/categories': 'malformed' })
    await page.goto('/products')
    await expect(page.getByRole('alert').filter({ hasText: 'Error Loading' })).toHaveText(
      'Error Loading CategoriesFailed to fetch categories',
    )
    await injectFaults(page, { '/rest/auth/all-products': 'not-array' })
    await page.goto('/shop/everything')
    await expect(page.getByRole('alert').filter({ hasText: 'Error Loading' })).toHaveText(
      'Error Loading ProductsFailed to fetch products',
    )
  })

  test('C17 the cart failing: "Failed to load your cart. Please try again later." (11304.01)', async ({
    page,
  }) => {
    const log = await injectFaults(page, { '/rest/auth/cart': '500' })
    await page.goto('/')
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Cart, / })
      .click()
    const drawer = page.getByRole('dialog', { name: 'Your Cart' })
    await expect(drawer.getByRole('alert')).toContainText(
      'Failed to load your cart. Please try again later.',
    )
    await expect(drawer.getByRole('button', { name: 'Try again' })).toBeVisible()
    await log.expectLogged('11304.01')
    await page.goto('/checkout')
    await expect(page.getByRole('main').getByRole('alert')).toContainText(
      'Failed to load your cart. Please try again later.',
    )
  })

  test('C18 the footer menus failing are only logged: the page is whole', async ({ page }) => {
    const log = await injectFaults(page, { 'content:menu': '500' })
    const response = await page.goto('/about')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
    await expect(page.getByRole('alert')).toHaveCount(0)
    await log.expectLogged('content', 'Footer Menu 1')
  })
})

test.describe('catalogue §8, other log codes', () => {
  test('11303.01: an add without a token or session sends nothing and is logged', async ({
    page,
  }) => {
    const log = await injectFaults(page, { '/rest/auth/session': '503' })
    await page.goto(PRODUCT)
    let sent = 0
    page.on('request', (r) => {
      if (r.url().includes('/rest/auth/cart/add')) sent += 1
    })
    await page.getByRole('button', { name: 'Add to Cart' }).click()
    await log.expectLogged('11303.01')
    expect(sent).toBe(0)
  })

  test('11303.03: a starter-kit claim that fails is logged and the button works again', async ({
    page,
  }) => {
    const log = await injectFaults(page, { '/graphql': '500' })
    await page.goto('/starter-kits/laundry')
    const claim = page.getByRole('button', { name: 'Claim My 100 Free Loads' }).first()
    await expect(claim).toHaveAttribute('data-ready', 'true')
    await claim.click()
    await log.expectLogged('11303.03')
    await expect(claim).toBeEnabled()
    await expect(page).toHaveURL('/starter-kits/laundry')
  })

  test('13901.01, 13901.03: a product view the store refuses is logged; nothing shows', async ({
    page,
  }) => {
    const log = await injectFaults(page, { '/rest/auth/events/product-view': '500' })
    await page.goto(PRODUCT)
    await log.expectLogged('13901.01')
    await log.expectLogged('13901.03')
    await expect(page.getByRole('alert')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeEnabled()
  })

  test('13801.01: a script error on the category page is logged; the page stays [Catalogue §8.19]', async ({
    page,
  }) => {
    const log = await injectFaults(page, {})
    await page.goto('/products/category/laundry')
    // The category view listens from when it mounts, which can be a moment after the document's
    // hydration marker (seen once in CI under load): the error is thrown again until logged.
    await log.expectLogged('13801.01', 'Injected script error', () =>
      page.evaluate(() => {
        setTimeout(() => {
          throw new Error('Injected script error')
        })
      }),
    )
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await clearFaults(page)
  })
})

/**
 * Outages read as outages (src/lib/outage.ts, src/server/dependencies.ts): a page whose main
 * read fails, with no kept copy (a fault is never answered from the page cache), shows the
 * spec's screen with a 503 and Retry-After, and the server's line names the dependency; a page
 * where only a side part fails is whole, a 200.
 */
test.describe('outages', () => {
  test("a product the store cannot read: the spec's screen, 503 with Retry-After, the store named [Catalogue §8.11]", async ({
    page,
  }) => {
    const log = await injectFaults(page, {
      '/rest/auth/products/free-clear-laundry-liquid': 'network',
    })
    const response = await page.goto(PRODUCT)
    expect(response?.status()).toBe(503)
    expect(response?.headers()['retry-after']).toBe('30')
    expect(response?.headers()['cache-control']).toBe('no-store')
    const alert = page.getByRole('alert').filter({ hasText: 'Failed to load product details' })
    await expect(alert).toContainText('Error fetching product details: Network error')
    await log.expectLogged('outage', 'the store did not answer')
  })

  test('a content page the content service cannot read: "Something went wrong", 503 [Shell §2.14]', async ({
    page,
  }) => {
    const log = await injectFaults(page, { 'content:page': '500' })
    const response = await page.goto('/about')
    expect(response?.status()).toBe(503)
    expect(response?.headers()['retry-after']).toBe('30')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something went wrong')
    await log.expectLogged('outage', 'the content service did not answer')
  })

  test("the home page without its content: the brand's intro, 503", async ({ page }) => {
    await injectFaults(page, { 'content:page': '500' })
    const response = await page.goto('/')
    expect(response?.status()).toBe(503)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Non-toxic home care that works.',
    )
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Shop', exact: true }),
    ).toBeVisible()
  })

  test('a product whose recommendations fail is whole: 200, no Retry-After', async ({ page }) => {
    await injectFaults(page, { '/rest/auth/recommended-products': '500' })
    const response = await page.goto(PRODUCT)
    expect(response?.status()).toBe(200)
    expect(response?.headers()['retry-after']).toBeUndefined()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Free & Clear Laundry Liquid')
  })
})
