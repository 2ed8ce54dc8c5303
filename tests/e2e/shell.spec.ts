import type { Page } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures'
import { isPhone, mainMenu } from './shell'

/** Journeys through the storefront frame, at 1280 px (desktop) and 375 px (mobile). */

/** Adds a product to this visitor's cart through the store API, as an add-to-cart flow would. */
/** Adds `quantity` of the laundry liquid on subscription from its product page's purchase box. */
async function addToCart(page: Page, quantity: number) {
  await page.goto('/products/free-clear-laundry-liquid')
  const box = page.getByRole('form', { name: 'Buy Free & Clear Laundry Liquid' })
  // The add-to-cart check decides the mode: subscribable, so Subscribe & Save.
  await expect(box.getByRole('radio', { name: 'Subscribe & Save' })).toBeChecked()
  await box.getByRole('textbox', { name: 'Quantity' }).fill(String(quantity))
  await box.getByRole('button', { name: 'Add to Cart' }).click()
}

test(
  'the frame: top banner, menu, promo bar, footer columns, contact, social, legal row',
  { tag: '@narrow' },
  async ({ page, axe }) => {
    await page.goto('/')
    await expect(page.getByRole('region', { name: 'Announcements' })).toContainText(
      'Free shipping on subscriptions, every order, every time.',
    )
    await expect(
      page.getByText('Start your subscription: save 10% and get free shipping on every delivery.'),
    ).toBeVisible()
    const menu = await mainMenu(page)
    for (const name of ['Bundles', 'Ingredients', 'Blog', 'About']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible()
    }
    await expect(menu.getByRole('button', { name: 'Shop' })).toBeVisible()

    const footer = page.getByRole('contentinfo')
    await expect(
      footer.getByRole('heading', { name: 'Join the Clearhome newsletter' }),
    ).toBeVisible()
    await expect(
      footer.getByRole('navigation', { name: 'Shop' }).getByRole('link', { name: 'Shop All' }),
    ).toHaveAttribute('href', '/products')
    await expect(
      footer.getByRole('navigation', { name: 'Company' }).getByRole('link', { name: 'Careers' }),
    ).toBeVisible()
    await expect(footer.getByRole('link', { name: '(888) 555-0142' })).toHaveAttribute(
      'href',
      'tel:8885550142',
    )
    await expect(footer.getByRole('link', { name: 'Clearhome on Instagram' })).toHaveAttribute(
      'target',
      '_blank',
    )
    await expect(
      footer.getByText(`© ${new Date().getFullYear()} Clearhome. All rights reserved.`),
    ).toBeVisible()
    await expect(
      footer
        .getByRole('navigation', { name: 'Legal' })
        .getByRole('link', { name: 'Privacy Policy' }),
    ).toHaveAttribute('href', '/privacy')
    await axe.check()
  },
)

test('the top banner shows on /, /blog and /products… only [Shell §2.32]', async ({ page }) => {
  const banner = page.getByRole('region', { name: 'Announcements' })
  await page.goto('/about')
  await expect(page.getByRole('heading', { level: 1, name: 'About Clearhome' })).toBeVisible()
  await expect(banner).toHaveCount(0)
  await page.goto('/products/category/laundry')
  await expect(banner).toBeVisible()
})

test(
  'Shop opens the sub-menu tiles: Whole Home first, Bundles last [Shell §2.17, §2.18]',
  { tag: '@narrow' },
  async ({ page, axe }) => {
    await page.goto('/')
    const menu = await mainMenu(page)
    const shop = menu.getByRole('button', { name: 'Shop' })
    await shop.click()
    await expect(shop).toHaveAttribute('aria-expanded', 'true')
    const tiles = menu.getByRole('link').filter({ has: page.locator('img') })
    await expect(tiles.first()).toHaveText('Whole Home')
    await expect(tiles.last()).toHaveText('Bundles')
    await expect(menu.getByRole('link', { name: 'Laundry' })).toHaveAttribute(
      'href',
      '/products/category/laundry',
    )
    if (!isPhone(page)) {
      // More than 4 tiles on desktop: a carousel of 6 slides, paged with Next.
      const next = menu.getByRole('button', { name: 'Next categories' })
      await expect(next).toBeEnabled()
      await expect(menu.getByRole('listitem', { name: /^1 of \d+$/ })).toBeInViewport()
      await next.click()
      await expect(menu.getByRole('button', { name: 'Previous categories' })).toBeEnabled()
    }
    await axe.check()
    await page.keyboard.press('Escape')
    // Escape closes the innermost popup only: the dropdown, not the phone menu around it.
    await expect(shop).toHaveAttribute('aria-expanded', 'false')
    await expect(shop).toBeFocused()
    if (isPhone(page)) {
      await expect(menu).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(menu).toBeHidden()
    }
  },
)

test('a sub-menu failure shows "Something went wrong" in place of tiles', async ({ page }) => {
  await page.route('**/rest/auth/fetch-sub-menu', (route) =>
    route.fulfill({ status: 500, json: { status: 'Error', message: 'Down' } }),
  )
  await page.goto('/')
  const menu = await mainMenu(page)
  await menu.getByRole('button', { name: 'Shop' }).click()
  await expect(menu.getByRole('alert')).toHaveText('Something went wrong')
})

test('the mobile menu closes after navigating', { tag: '@narrow' }, async ({ page }) => {
  test.skip(!isPhone(page), 'the hamburger is a phone control')
  await page.goto('/')
  const menu = await mainMenu(page)
  await menu.getByRole('link', { name: 'About' }).click()
  await expect(page).toHaveURL('/about')
  await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false')
  await expect(menu).toBeHidden()
})

test(
  'category bar: Shop All plus the sub-menu labels, the path’s pill current and centred [Shell §2.4, §2.36, §2.37]',
  { tag: '@narrow' },
  async ({ page, axe }) => {
    await page.goto('/products/category/floors')
    const bar = page.getByRole('navigation', { name: 'Product categories' })
    await expect(bar.getByRole('link').first()).toHaveText('Shop All')
    const active = bar.getByRole('link', { name: 'Floors' })
    await expect(active).toHaveAttribute('aria-current', 'page')
    const list = await bar.getByRole('list').boundingBox()
    const pill = await active.boundingBox()
    const overflows = await bar.getByRole('list').evaluate((el) => el.scrollWidth > el.clientWidth)
    if (overflows) {
      // Centred within a pill's width (the strip cannot scroll past its ends).
      expect(Math.abs(pill!.x + pill!.width / 2 - (list!.x + list!.width / 2))).toBeLessThan(
        pill!.width,
      )
    }
    await axe.check()
  },
)

test(
  'a shopper logs in on the store host, sees the member widget, checks out and logs out [Shell §1.2, §2.31; Catalogue §0.1, §1.1]',
  { tag: '@narrow' },
  async ({ page, axe }) => {
    // A long journey over five pages with two scans.
    test.slow()
    await page.goto('/')
    const header = page.getByRole('banner')
    const login = header.getByRole('link', { name: 'Log in' })
    await expect(login).toBeVisible()
    await expect(header.getByRole('link', { name: /My Box/ })).toHaveCount(0)

    // An add opens the drawer with the item; the badge counts it.
    await addToCart(page, 2)
    const drawer = page.getByRole('dialog', { name: 'Your Cart' })
    await expect(drawer.getByText('Free & Clear Laundry Liquid')).toBeVisible()
    await expect(header.getByRole('button', { name: 'Cart, 2 items' })).toBeVisible()
    await expect(page.getByText(/You're saving 10% with free shipping/).first()).toBeVisible()
    await axe.check()
    await drawer.getByRole('button', { name: 'Close cart' }).click()

    await login.click()
    await expect(page).toHaveURL('/login')
    const form = page.getByRole('form', { name: 'Log In' })
    // Submitted before the page hydrates, the password goes in a body, never into the URL.
    await expect(form).toHaveAttribute('method', 'post')
    await waitForHydration(page)
    await form.getByRole('button', { name: 'Log In' }).click()
    await expect(form.getByText('This field is required')).toHaveCount(2)
    await form.getByLabel('Email address').fill('demo@')
    await form.getByLabel('Password').fill('wrong-password')
    await form.getByRole('button', { name: 'Log In' }).click()
    await expect(form.getByText('This email is not valid')).toBeVisible()
    await form.getByLabel('Email address').fill('demo@clearhome.example')
    await form.getByRole('button', { name: 'Log In' }).click()
    await expect(form.getByRole('alert')).toHaveText('The e-mail or password is incorrect.')
    await axe.check()
    await form.getByLabel('Password').fill('clearhome-demo')
    await form.getByRole('button', { name: 'Log In' }).click()

    await expect(page).toHaveURL('/membership/dashboard')
    await expect(page.getByText('Welcome back, Avery!')).toBeVisible()
    const account = header.getByRole('button', { name: "Avery's Account" })
    await expect(account).toBeVisible()
    await expect(header.getByRole('link', { name: /^My Box, \d+ items?$/ })).toBeVisible()
    await expect(header.getByRole('link', { name: 'Log in' })).toHaveCount(0)

    // The visitor's cart became the member's: check it out.
    await header.getByRole('button', { name: 'Cart, 2 items' }).click()
    await drawer.getByRole('link', { name: 'Checkout' }).click()
    await expect(page).toHaveURL('/checkout')
    const order = page.getByRole('table')
    await expect(order.getByRole('row', { name: /Free & Clear Laundry Liquid/ })).toContainText('2')
    await expect(order.getByRole('row', { name: /Total/ })).toBeVisible()
    await axe.check()

    await account.click()
    await expect(header.getByRole('link', { name: 'Account Dashboard' })).toHaveAttribute(
      'href',
      '/membership/dashboard',
    )
    await header.getByRole('button', { name: 'Log Out' }).click()
    await expect(page).toHaveURL('/login')
    await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible()
    await expect(header.getByRole('button', { name: "Avery's Account" })).toHaveCount(0)
  },
)

test('a referrer cookie replaces the banner; Claim My Offer goes there and removes it [Shell §2.33]', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([
    { name: 'last_referrer', value: encodeURIComponent('/about'), url: baseURL! },
  ])
  await page.goto('/')
  const offer = page.getByRole('region', { name: 'Special offer' })
  await expect(offer).toContainText("Don't Panic...Your Special Offer is Waiting for You Here.")
  await offer.getByRole('button', { name: 'Claim My Offer' }).click()
  await expect(page).toHaveURL('/about')
  expect((await context.cookies()).some((c) => c.name === 'last_referrer')).toBe(false)
})

test('a referrer cookie pointing elsewhere is never followed', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([
    { name: 'last_referrer', value: encodeURIComponent('https://evil.example/'), url: baseURL! },
  ])
  await page.goto('/')
  await expect(page.getByRole('region', { name: 'Announcements' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Claim My Offer' })).toHaveCount(0)
  await expect
    .poll(async () => (await context.cookies()).some((c) => c.name === 'last_referrer'))
    .toBe(false)
})

test('a page built with header template 1 brings its own sticky landing header [Catalogue §4.6, §2.81]', async ({
  page,
  axe,
}) => {
  await page.goto('/starter-kits/laundry')
  const header = page.getByRole('banner')
  await expect(header).toHaveCount(1)
  await expect(header.getByRole('link', { name: 'Claim My Free Kit' })).toHaveAttribute(
    'href',
    '/starter-kits/laundry',
  )
  await expect(header.getByRole('link', { name: /Help & Support/ })).toBeVisible()
  await expect(header.getByRole('link', { name: '(888) 555-0142' })).toBeVisible()
  await expect(header.getByRole('button', { name: 'Search' })).toBeVisible()
  await expect(header.getByRole('button', { name: /^Cart, / })).toBeVisible()
  await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible()
  await axe.check()
  // Sticky: scrolled far down, it holds the top of the viewport, and the page below it did
  // not move when it stuck (its box keeps its height in the flow).
  const main = page.getByRole('main')
  const mainTop = await main.evaluate((el) => el.getBoundingClientRect().top + window.scrollY)
  await page.mouse.wheel(0, 5000)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
  await expect.poll(async () => (await header.boundingBox())?.y).toBe(0)
  await expect(header.getByRole('link', { name: 'Claim My Free Kit' })).toBeInViewport()
  expect(await main.evaluate((el) => el.getBoundingClientRect().top + window.scrollY)).toBe(mainTop)
})

test(
  'a page built with header template 2: dropdowns, thumbnails and the bottom menu [Catalogue §2.83, §2.84]',
  { tag: '@narrow' },
  async ({ page, axe }) => {
    await page.goto('/learn')
    const header = page.getByRole('banner')
    await expect(header).toHaveCount(1)
    const nav = await mainMenu(page)
    const guides = nav
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: 'Guides', exact: true }) })
    if (isPhone(page)) await guides.getByRole('button', { name: 'Guides links' }).click()
    else await guides.getByRole('link', { name: 'Guides', exact: true }).hover()
    // At most 2 blog-post thumbnails.
    await expect(guides.getByText('Latest guides')).toBeVisible()
    await expect(guides.getByRole('link', { name: /How to clean grout/i })).toBeVisible()
    await expect(guides.getByRole('listitem').filter({ has: page.locator('img') })).toHaveCount(2)
    const bottom = page.getByRole('navigation', { name: 'Header Menu' })
    await expect(bottom.getByRole('link', { name: 'Laundry' })).toBeVisible()
    await axe.check()
  },
)

test('store host pages: an anonymous dashboard asks to log in; an empty checkout says so [Shell §2.12]', async ({
  page,
}) => {
  await page.goto('/membership/dashboard')
  await expect(page.getByText('You are not logged in.')).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: 'Log In' })).toHaveAttribute(
    'href',
    '/login?next=/membership/dashboard',
  )
  await page.goto('/checkout')
  await expect(page.getByText('Your cart is empty.')).toBeVisible()
})

test('keyboard: the Shop dropdown and the cart drawer open with Enter, close with Escape and give focus back', async ({
  page,
}) => {
  test.skip(isPhone(page), 'on phones these controls sit in the hamburger menu (covered above)')
  await page.goto('/')
  const shop = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Shop' })
  await shop.focus()
  await page.keyboard.press('Enter')
  await expect(shop).toHaveAttribute('aria-expanded', 'true')
  // The carousel has replaced its loading fallback before focus moves into it.
  await expect(page.getByRole('button', { name: 'Next categories' })).toBeEnabled()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Whole Home' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(shop).toHaveAttribute('aria-expanded', 'false')
  await expect(shop).toBeFocused()

  const cart = page.getByRole('banner').getByRole('button', { name: /^Cart, / })
  await cart.focus()
  await page.keyboard.press('Enter')
  const drawer = page.getByRole('dialog', { name: 'Your Cart' })
  await expect(drawer).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(drawer).toBeHidden()
  await expect(cart).toBeFocused()
})

test('one Escape closes the search overlay even with text in the field', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Search', exact: true }).first().click()
  const dialog = page.getByRole('dialog', { name: 'WHAT ARE YOU LOOKING FOR' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('searchbox', { name: 'Search products' }).fill('soap')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
})

test('scroll positions: kept on a reload, restored going back, the top for a new page', async ({
  page,
}) => {
  await page.goto('/products')
  await waitForHydration(page)
  const scrollY = () => page.evaluate(() => Math.round(window.scrollY))
  await page.mouse.wheel(0, 900)
  await expect.poll(scrollY).toBeGreaterThan(600)
  const kept = await scrollY()
  // A reload is the browser's to restore: the same place.
  await page.reload()
  await waitForHydration(page)
  await expect.poll(scrollY).toBe(kept)
  // A link opens its page at the top; going back returns to the place left.
  // (One in view, so following it scrolls nothing first.)
  const href = await page.evaluate(() => {
    const link = [...document.querySelectorAll<HTMLAnchorElement>('main a[href^="/products/"]')]
      .filter((a) => !a.pathname.startsWith('/products/category'))
      .find((a) => {
        const box = a.getBoundingClientRect()
        return box.top > 100 && box.bottom < window.innerHeight
      })
    link?.click()
    return link?.pathname
  })
  expect(href).toBeTruthy()
  await expect(page).toHaveURL(href!)
  await expect.poll(scrollY).toBe(0)
  await page.goBack()
  await expect(page).toHaveURL('/products')
  await expect.poll(scrollY).toBe(kept)
})
