/**
 * The product page below the purchase box (shell §2 "Product detail", §8; catalogue §2, §4,
 * §8, §9) on the embedded store, content and video stand-in, at 1280 px and 375 px: the
 * gallery, reviews and their video, the details pop-up, Perfect Pairings, "You may like",
 * "You May Also Like", the sticky bar, a member's box, the PDP symbol and each failure row.
 */
import type { Page } from '@playwright/test'
import { expect, reveal, test, waitForHydration } from './fixtures'
import { isPhone, signIn } from './shell'

const SLUG = 'free-clear-laundry-liquid'
// Sticky id 299 (not 618): the PDP symbol shows; it has a review video and a gallery video.
const SPRAY = 'stain-remover-spray'

const article = (page: Page, name = 'Free & Clear Laundry Liquid') =>
  page.getByRole('article', { name })

/**
 * Scrolls as a shopper would to what lies below the purchase box: it loads as it nears the
 * viewport (ADR 0014), the pairings a viewport ahead, from where "You may like" is.
 */
async function scrollTo(page: Page, part: 'sections' | 'pairings') {
  const mark =
    part === 'sections'
      ? article(page).getByText("Why You'll Love It").first()
      : page.getByRole('region', { name: 'You may like' })
  await reveal(mark)
}

test(
  'the gallery slides, its thumbnails follow, and a video opens in a pop-up that stops when closed',
  { tag: '@narrow' },
  async ({ page }) => {
    await page.goto(`/products/${SLUG}`)
    const gallery = page.getByRole('region', { name: 'Product images' })
    const thumbs = page.getByRole('list', { name: 'Product images: thumbnails' })
    await expect(thumbs.getByRole('button')).toHaveCount(4)
    await expect(thumbs.getByRole('button', { name: /1 of 4/ })).toHaveAttribute(
      'aria-current',
      'true',
    )
    await gallery.getByRole('button', { name: 'Next image' }).click()
    await expect(thumbs.getByRole('button', { name: /2 of 4/ })).toHaveAttribute(
      'aria-current',
      'true',
    )
    // Infinite: previous from the first slide is the last.
    await gallery.getByRole('button', { name: 'Previous image' }).click()
    await gallery.getByRole('button', { name: 'Previous image' }).click()
    await expect(thumbs.getByRole('button', { name: /4 of 4/ })).toHaveAttribute(
      'aria-current',
      'true',
    )
    // Arrow keys on the focused slider.
    await gallery.focus()
    await page.keyboard.press('ArrowRight')
    await expect(thumbs.getByRole('button', { name: /1 of 4/ })).toHaveAttribute(
      'aria-current',
      'true',
    )
    // The video thumbnail chooses the video slide; its play control opens the pop-up.
    await thumbs.getByRole('button', { name: /video 4 of 4/ }).click()
    await expect(thumbs.getByRole('button', { name: /4 of 4/ })).toHaveAttribute(
      'aria-current',
      'true',
    )
    const play = gallery.getByRole('button', { name: /^Play video: Video: how to use/ })
    await play.click()
    const dialog = page.getByRole('dialog', { name: /Video: how to use/ })
    await expect(dialog).toBeVisible()
    await expect(dialog.locator('iframe')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/9Eap7XZgoys?autoplay=1&rel=0',
    )
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    // Closing stops the video: the player is gone, focus is back on the play control.
    await expect(page.locator('iframe')).toHaveCount(0)
    await expect(play).toBeFocused()
  },
)

/** A finger's swipe from 80 % to 10 % of a box's width (touch events: the browser scrolls). */
async function swipeLeft(page: Page, box: { x: number; y: number; width: number; height: number }) {
  const cdp = await page.context().newCDPSession(page)
  const y = box.y + box.height / 2
  const at = (share: number) => [{ x: box.x + box.width * share, y }]
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0.8) })
  for (let share = 0.7; share >= 0.1; share -= 0.1)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(share) })
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  await cdp.detach()
}

test(
  'swipe moves the gallery on a phone, before and after its code has loaded',
  { tag: '@narrow' },
  async ({ page }) => {
    test.skip(!isPhone(page), 'a touch swipe is a phone gesture')
    await page.goto(`/products/${SLUG}`)
    await waitForHydration(page)
    const gallery = page.getByRole('region', { name: 'Product images' })
    const thumbs = page.getByRole('list', { name: 'Product images: thumbnails' })
    const box = (await gallery.boundingBox())!
    // The first swipe wakes the gallery's island; the slides scroll natively meanwhile.
    await swipeLeft(page, box)
    await expect(thumbs.getByRole('button', { name: /2 of 4/ })).toHaveAttribute(
      'aria-current',
      'true',
    )
    // The slider has taken over: the next swipe is its own. (Its start restyles the slides; the
    // engine measures them again on the next frames, and a drag begun before that is dropped.)
    await expect(gallery).toHaveAttribute('data-ready', '')
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    )
    await swipeLeft(page, box)
    await expect(thumbs.getByRole('button', { name: /3 of 4/ })).toHaveAttribute(
      'aria-current',
      'true',
    )
  },
)

test(
  'before its code loads the gallery scrolls natively, and the slider starts where it was left',
  { tag: '@narrow' },
  async ({ page }) => {
    // The gallery's chunk is held back: the server's HTML is all there is until it is let go.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/assets\/Gallery-[\w-]+\.js$/, async (route) => {
      await held
      await route.continue()
    })
    await page.goto(`/products/${SLUG}`)
    await waitForHydration(page)
    const gallery = page.getByRole('region', { name: 'Product images' })
    const thumbs = page.getByRole('list', { name: 'Product images: thumbnails' })
    // The slides take the keys themselves: Tab reaches them, the arrow key scrolls one slide.
    const slides = gallery.locator('[tabindex="0"]').first()
    await slides.focus()
    await page.keyboard.press('ArrowRight')
    await expect
      .poll(() => slides.evaluate((el) => Math.round(el.scrollLeft / el.clientWidth)))
      .toBe(1)
    await expect(thumbs.getByRole('button', { name: /1 of 4/ })).toHaveAttribute(
      'aria-current',
      'true',
    )
    // One slide at a time, a quick swipe too: every slide stops the native scroll, as the
    // slider's drag stops at the next slide (a fling glided two slides on without it).
    expect(
      await gallery
        .locator('[aria-roledescription="slide"]')
        .evaluateAll((all) => all.map((el) => getComputedStyle(el).scrollSnapStop)),
    ).toEqual(['always', 'always', 'always', 'always'])
    release()
    // The slider takes over on the slide the shopper scrolled to, and the keys go to its region.
    await expect(thumbs.getByRole('button', { name: /2 of 4/ })).toHaveAttribute(
      'aria-current',
      'true',
    )
    await expect(gallery).toBeFocused()
    await page.keyboard.press('ArrowRight')
    await expect(thumbs.getByRole('button', { name: /3 of 4/ })).toHaveAttribute(
      'aria-current',
      'true',
    )
  },
)

test('reviews: the stars lead to them, the summary and list, the review video, the details pop-up [Shell §1.5, §2.42, §2.46]', async ({
  page,
  axe,
}) => {
  // Two scans of a long page (the dialog open, then closed).
  test.slow()
  await page.goto(`/products/${SPRAY}`)
  const product = article(page, 'Stain Remover Spray')
  const stars = product.getByRole('link', { name: /Rated [\d.]+ out of 5/ })
  await expect(stars).toHaveAttribute('href', '#reviews')
  await expect(stars).toContainText(/\d\.\d · \d+ reviews?/)
  const reviews = page.getByRole('region', { name: 'Reviews' })
  await expect(reviews.getByText(/^Based on \d+ reviews?$/)).toBeVisible()
  // The review video's thumbnail comes from the video host's oEmbed (the stand-in here).
  const video = reviews.getByRole('button', {
    name: 'Play video: What customers say: Stain Remover Spray',
  })
  await expect(video.locator('img')).toHaveAttribute('src', /\/media\/videos\/xLXsmVS-gg4\.svg$/)
  // The PDP symbol shows on every product but sticky id 618.
  await expect(product.getByText('Love it or your money back.')).toBeVisible()

  const details = product.getByRole('button', { name: 'Product Details & Reviews' })
  await details.click()
  const dialog = page.getByRole('dialog', { name: 'Product Details & Reviews' })
  await expect(dialog).toBeVisible()
  for (const heading of ['Description', 'Reviews', 'How To Use', 'Ingredients', 'FAQs'])
    await expect(dialog.getByRole('heading', { name: heading, exact: true })).toBeVisible()
  await axe.check()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(details).toBeFocused()
  await axe.check()
})

test('the PDP symbol is hidden on sticky id 618 [Catalogue §2.47]', async ({ page }) => {
  await page.goto(`/products/${SLUG}`)
  await expect(article(page).getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByText('Love it or your money back.')).toHaveCount(0)
})

test(
  'the how-to video: its oEmbed thumbnail, or "Error loading video preview." over the fallback',
  { tag: '@narrow' },
  async ({ page }) => {
    const openHowTo = async () => {
      const product = article(page)
      if (isPhone(page)) {
        const use = product.getByRole('button', { name: 'How to Use It' })
        if ((await use.getAttribute('aria-expanded')) === 'false') await use.click()
        return product.getByRole('region', { name: 'How to Use It' }).getByRole('button')
      }
      await product.getByRole('tab', { name: 'How to Use It' }).click()
      return product.getByRole('tabpanel', { name: 'How to Use It' }).getByRole('button')
    }
    await page.goto(`/products/${SLUG}`)
    await scrollTo(page, 'sections')
    const play = await openHowTo()
    await expect(play).toHaveAccessibleName('Play video: How to use: Free & Clear Laundry Liquid')
    await expect(page.getByText('Error loading video preview.')).toHaveCount(0)

    // The video host fails (11201.xx): the message, and the fallback thumbnail pattern.
    await page.setExtraHTTPHeaders({ 'x-test-store-fault': '/api/video/oembed=500' })
    await page.goto(`/products/${SLUG}`)
    await scrollTo(page, 'sections')
    const fallback = await openHowTo()
    await expect(page.getByText('Error loading video preview.')).toBeVisible()
    await expect(fallback.locator('img')).toHaveAttribute(
      'src',
      /\/media\/videos\/DTNvRTBA2g0\.svg$/,
    )
    // The review video is hidden when oEmbed fails (12701.xx).
    await expect(
      page.getByRole('region', { name: 'Reviews' }).getByRole('button', { name: /^Play video/ }),
    ).toHaveCount(0)
  },
)

test('Perfect Pairings: an entry adds with its own busy button; a failure shows the toast [Shell §1.5, §2.44]', async ({
  page,
}) => {
  await page.goto(`/products/${SLUG}`)
  await scrollTo(page, 'pairings')
  const pairings = page.getByRole('region', { name: 'Perfect Pairings' })
  const first = pairings
    // (Chromium puts a space before the hidden comma: the name's words are what matter.)
    .getByRole('button', { name: /^Add .+: was \$[\d.]+ ?, now \$[\d.]+$/ })
    .first()
  await expect(first).toBeVisible()
  const name = /^Add (.+): was/.exec((await first.textContent())!.replace(/\s+/g, ' '))![1]!
  // The struck-through price and the discount price on the button.
  await expect(first.locator('s')).toHaveText(/^was \$\d+\.\d\d,$/)
  const sent = page.waitForRequest('**/rest/auth/cart/add')
  await first.click()
  expect((await sent).postDataJSON()).toMatchObject({ quantity: 1, frequency: 4 })
  const drawer = page.getByRole('dialog', { name: 'Your Cart' })
  await expect(drawer).toBeVisible()
  await expect(drawer.getByText(name).first()).toBeVisible()
  await page.keyboard.press('Escape')

  await page.route('**/rest/auth/cart/add', (route) => route.abort('failed'))
  await first.click()
  await expect(page.getByText('Error adding to cart. Please try again.')).toBeVisible()
  await expect(first).toBeEnabled()
})

test(
  'on a phone the pairings are a carousel that moves every 7 s and holds for the pointer',
  { tag: '@narrow' },
  async ({ page }) => {
    test.skip(!isPhone(page), 'a carousel only at 767 px or less')
    await page.clock.install()
    await page.goto(`/products/${SLUG}`)
    await scrollTo(page, 'pairings')
    const carousel = page.getByRole('region', { name: 'Perfect Pairings' }).getByRole('region', {
      name: 'Perfect Pairings',
    })
    await expect(carousel).toHaveAttribute('data-autoplay', 'playing')
    const track = carousel.locator('ul').first()
    const before = await track.evaluate((el) => getComputedStyle(el).transform)
    await page.clock.runFor(7000)
    await expect.poll(() => track.evaluate((el) => getComputedStyle(el).transform)).not.toBe(before)
    await carousel.hover()
    await expect(carousel).toHaveAttribute('data-autoplay', 'paused')
  },
)

test('the pairings are hidden when the recommendations fail (12901.xx)', async ({ page }) => {
  await page.route('**/rest/auth/recommended-products', (route) =>
    route.fulfill({ status: 500, json: { status: 'Error', message: 'Down' } }),
  )
  const failed = page.waitForResponse('**/rest/auth/recommended-products')
  await page.goto(`/products/${SLUG}`)
  await scrollTo(page, 'pairings')
  await failed
  await expect(page.getByRole('heading', { name: 'Reviews', level: 2 })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Perfect Pairings' })).toHaveCount(0)
})

test(
  '"You may like" and "You May Also Like" link to products; their failures show their texts [Shell §1.5, §2.45; Catalogue §1.5, §2.62]',
  { tag: '@narrow' },
  async ({ page }) => {
    await page.goto(`/products/${SLUG}`)
    const mayLike = page.getByRole('region', { name: 'You may like' })
    await expect(mayLike.getByRole('link').first()).toHaveAttribute('href', /^\/products\/[\w-]+$/)
    const also = page.getByRole('region', { name: 'You May Also Like' })
    const carousel = also.getByRole('region', { name: 'You May Also Like' })
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel')
    const link = carousel.getByRole('link').first()
    const href = (await link.getAttribute('href'))!
    expect(href).toMatch(/^\/products\/[\w-]+$/)
    // 4 slides in view at 1280 px, 1 at 375 px (catalogue §9).
    const width = await carousel.evaluate((el) => el.getBoundingClientRect().width)
    const slide = await carousel
      .locator('li')
      .first()
      .evaluate((el) => el.getBoundingClientRect().width)
    expect(Math.round(width / slide)).toBe(isPhone(page) ? 1 : 4)

    await page.setExtraHTTPHeaders({
      'x-test-store-fault':
        '/rest/auth/youmaylike-products=503,/rest/auth/products/1/related=network',
    })
    await page.goto(`/products/${SLUG}`)
    await expect(page.getByRole('region', { name: 'You may like' }).getByRole('status')).toHaveText(
      'Service Unavailable',
    )
    await expect(
      page.getByRole('region', { name: 'You May Also Like' }).getByRole('status'),
    ).toHaveText('Network error')
  },
)

test(
  'the sticky bar: shown once the purchase box has scrolled past; limits; add and refresh [Catalogue §1.5, §2.60]',
  { tag: '@narrow' },
  async ({ page }) => {
    await page.goto(`/products/${SLUG}`)
    const bar = page.getByRole('complementary', { name: 'Quick add to cart' })
    await expect(bar).toBeHidden()
    await page.getByRole('heading', { name: 'You may like', level: 2 }).scrollIntoViewIfNeeded()
    await expect(bar).toBeVisible()
    await expect(
      bar.getByRole('radio', { name: /^Subscribe \$11\.39 with 5\+ subscription items$/ }),
    ).toBeChecked()
    await expect(bar.getByRole('radio', { name: 'One-time $18.99' })).not.toBeChecked()
    const quantity = bar.getByRole('textbox', { name: 'Quantity' })
    const plus = bar.getByRole('button', { name: 'Increase quantity' })
    await quantity.fill('99')
    await plus.click()
    await expect(quantity).toHaveValue('100')
    await expect(plus).toBeDisabled()
    await quantity.fill('101')
    await expect(quantity).toHaveAttribute('data-quantity', '100')
    await quantity.fill('2')
    await bar.getByRole('radio', { name: 'One-time $18.99' }).check()
    const cart = page.getByRole('banner').getByRole('button', { name: /^Cart, \d+ items?$/ })
    const before = Number(/\d+/.exec((await cart.getAttribute('aria-label'))!)![0])
    const sent = page.waitForRequest('**/rest/auth/cart/add')
    await bar.getByRole('button', { name: 'Add to Cart' }).click()
    expect((await sent).postDataJSON()).toMatchObject({ quantity: 2, type: 2, subscribable: false })
    await expect(bar.getByRole('status')).toHaveText('Added to your cart')
    // The cart refresh reaches the header's badge (the drawer does not open).
    await expect(cart).toHaveAccessibleName(`Cart, ${before + 2} items`)
    await expect(page.getByRole('dialog', { name: 'Your Cart' })).toBeHidden()

    await page.route('**/rest/auth/cart/add', (route) =>
      route.fulfill({ status: 409, json: { status: 'Error', message: 'Only 3 left in stock.' } }),
    )
    await bar.getByRole('button', { name: 'Add to Cart' }).click()
    await expect(page.getByText('Only 3 left in stock.')).toBeVisible()
    // Back to the box: the bar goes.
    await page
      .getByRole('form', { name: 'Buy Free & Clear Laundry Liquid' })
      .scrollIntoViewIfNeeded()
    await expect(bar).toBeHidden()
  },
)

test('a member with an active subscription: the message, and My Box counts the add', async ({
  page,
}) => {
  await signIn(page)
  await page.goto(`/products/${SLUG}`)
  const box = page.getByRole('form', { name: 'Buy Free & Clear Laundry Liquid' })
  await expect(
    box.getByText('You already have an active subscription for this product.'),
  ).toBeVisible()
  await expect(box.getByRole('radio', { name: 'Subscribe & Save' })).toHaveCount(0)
  await expect(box.getByRole('radio', { name: 'One-time purchase' })).toBeChecked()
  const myBox = page.getByRole('banner').getByRole('link', { name: /^My Box, \d+ items?$/ })
  const count = Number(/\d+/.exec((await myBox.getAttribute('aria-label'))!)![0])
  await box.getByRole('textbox', { name: 'Quantity' }).fill('2')
  // The my-box update event (200 ms after the add) has the header read the store's count.
  const reread = page.waitForRequest(
    (r) => r.url().endsWith('/rest/auth/session') && r.method() === 'POST',
  )
  await box.getByRole('button', { name: 'Add to Cart' }).click()
  await expect(myBox).toHaveAccessibleName(`My Box, ${count + 2} items`)
  await reread
  await expect(myBox).toHaveAccessibleName(`My Box, ${count + 2} items`)
})

test(
  'the sticky bar hides no focused element, and its Add to Cart keeps focus while busy (WCAG 2.4.11, issue 49) [Catalogue §1.5, §2.60]',
  { tag: '@narrow' },
  async ({ page }) => {
    // The bar slides in at once: its box is where it stays.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    const adds: string[] = []
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.endsWith('/rest/auth/cart/add')) adds.push(r.url())
    })
    // The bar's add is held until the busy state has been looked at.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/rest/auth/cart/add', async (route) => {
      await held
      await route.continue()
    })
    await page.goto(`/products/${SLUG}`)
    await waitForHydration(page)
    const box = page.getByRole('form', { name: 'Buy Free & Clear Laundry Liquid' })
    const bar = page.locator('aside[aria-label="Quick add to cart"]')
    // Scrolled until the purchase box is just out of view above: the bar shows.
    await expect(async () => {
      await box.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().bottom + 1))
      await expect(bar).toHaveAttribute('data-shown', 'true', { timeout: 1000 })
    }).toPass()
    await expect(box).not.toBeInViewport()
    // Tab from the box's last control (focused where it is, out of view): the rest of the page.
    await box.evaluate((form) => {
      const all = form.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea')
      const last = [...all].filter((el) => el.tabIndex >= 0 && !el.matches(':disabled')).at(-1)!
      last.focus({ preventScroll: true })
    })
    await page.mouse.move(-1, -1)
    const submit = bar.getByRole('button', { name: /^(Add to Cart|Adding…)$/ })
    const hidden: string[] = []
    let busyChecked = false
    for (let presses = 0; ; presses++) {
      expect(presses, 'Tab reaches the end of the page').toBeLessThan(400)
      await page.keyboard.press('Tab')
      // The page has settled (the scroll to the focused element, an island waking).
      const seen = await page.evaluate(
        () =>
          new Promise<{
            end: boolean
            inBar: boolean
            name: string
            covered: boolean
          }>((resolve) =>
            requestAnimationFrame(() =>
              requestAnimationFrame(() => {
                const active = document.activeElement
                const aside = document.querySelector('aside[aria-label="Quick add to cart"]')!
                if (!active || active === document.body || active === document.documentElement)
                  return resolve({ end: true, inBar: false, name: '', covered: false })
                const r = active.getBoundingClientRect()
                const b = aside.getBoundingClientRect()
                const shown = aside.getAttribute('data-shown') === 'true'
                // Inside the viewport, the part of it the bar's box does not cover.
                const top = Math.max(r.top, 0)
                const bottom = Math.min(r.bottom, innerHeight)
                // (Out of the viewport altogether, it is not the bar that hides it.)
                const covered =
                  shown &&
                  top < bottom &&
                  !aside.contains(active) &&
                  top >= b.top &&
                  bottom <= b.bottom &&
                  r.left >= b.left &&
                  r.right <= b.right
                const name = (active.getAttribute('aria-label') ?? active.textContent ?? '')
                  .replace(/\s+/g, ' ')
                  .trim()
                  .slice(0, 60)
                resolve({
                  end: false,
                  inBar: aside.contains(active),
                  name: `<${active.tagName.toLowerCase()}> "${name}" at ${Math.round(r.top)}–${Math.round(r.bottom)} (bar ${Math.round(b.top)}–${Math.round(b.bottom)}, viewport ${innerHeight})`,
                  covered,
                })
              }),
            ),
          ),
      )
      if (seen.end) break
      if (seen.covered) hidden.push(seen.name)
      if (
        seen.inBar &&
        !busyChecked &&
        (await submit.evaluate((el) => el === document.activeElement))
      ) {
        busyChecked = true
        // Enter adds; while the add runs the button says so, and focus stays on it.
        await page.keyboard.press('Enter')
        await expect(submit).toHaveText('Adding…')
        await expect(submit).toHaveAttribute('aria-busy', 'true')
        await expect.soft(submit).toBeFocused()
        // A second press while busy adds nothing.
        await page.keyboard.press('Enter')
        await page.waitForTimeout(300)
        expect(adds).toHaveLength(1)
        release()
        await expect(bar.getByRole('status')).toHaveText('Added to your cart')
        await expect(submit).toHaveText('Add to Cart')
        await expect.soft(submit).toBeFocused()
        expect(adds).toHaveLength(1)
      }
    }
    expect(busyChecked, "Tab reaches the bar's Add to Cart").toBe(true)
    expect(hidden, 'focused elements entirely behind the sticky bar').toEqual([])
  },
)
