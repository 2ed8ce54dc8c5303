/**
 * What the product page's purchase box and sticky bar show is what they do (catalogue §2, §4,
 * §5; issue 30), at 1280 px and 375 px: a typed quantity that is not a whole number from 1 to
 * 100 is refused (said, and Add to Cart disabled) until it is fixed, and what is added is always
 * the number the field shows; the purchase mode shows as chosen only once the add-to-cart
 * check has answered, and never changes but when the shopper chooses.
 */
import type { Page, Route } from '@playwright/test'
import { expect, reveal, test, waitForHydration } from './fixtures'

const SLUG = 'free-clear-laundry-liquid'
const REFUSED = 'Enter a whole number from 1 to 100.'

const box = (page: Page) => page.getByRole('form', { name: 'Buy Free & Clear Laundry Liquid' })

/** The adds the page sends (they go through to the store). */
function recordAdds(page: Page) {
  const adds: Array<{ quantity: number }> = []
  page.on('request', (request) => {
    if (/\/rest\/auth\/cart\/(add-to-cart|add)$/.test(new URL(request.url()).pathname))
      adds.push(request.postDataJSON() as { quantity: number })
  })
  return adds
}

for (const typed of ['101', '0', '2.5', 'two'])
  test(
    `the box refuses a typed "${typed}" and adds only what its field shows`,
    { tag: '@narrow' },
    async ({ page }) => {
      const adds = recordAdds(page)
      await page.goto(`/products/${SLUG}`)
      await waitForHydration(page)
      const quantity = box(page).getByRole('textbox', { name: 'Quantity' })
      const add = box(page).getByRole('button', { name: 'Add to Cart' })
      await expect(add).toBeEnabled()
      await quantity.fill(typed)
      // The field shows what was typed, says it is refused, and nothing can be added.
      await expect(quantity).toHaveValue(typed)
      await expect(box(page).getByRole('alert')).toHaveText(REFUSED)
      await expect(quantity).toHaveAttribute('aria-invalid', 'true')
      await expect(add).toBeDisabled()
      await quantity.press('Enter')
      await quantity.blur()
      await expect(quantity).toHaveValue(typed)
      expect(adds).toEqual([])
      // Fixed, it is added as shown.
      await quantity.fill('3')
      await expect(box(page).getByRole('alert')).toHaveCount(0)
      await add.click()
      await expect.poll(() => adds.map((a) => a.quantity)).toEqual([3])
      await expect(quantity).toHaveValue('3')
    },
  )

test(
  'the sticky bar refuses what is not a quantity and adds what it shows',
  { tag: '@narrow' },
  async ({ page }) => {
    const adds = recordAdds(page)
    await page.goto(`/products/${SLUG}`)
    await waitForHydration(page)
    // The bar shows once the purchase box has scrolled away above.
    // The pairings stream in: whichever of the two is on the page (both, once they have).
    await reveal(
      page.getByRole('heading', { name: 'Perfect Pairings' }).or(page.locator('footer')).first(),
    )
    const bar = page.getByRole('complementary', { name: 'Quick add to cart' })
    await expect(bar).toHaveAttribute('data-shown', 'true')
    const quantity = bar.getByRole('textbox', { name: 'Quantity' })
    const add = bar.getByRole('button', { name: 'Add to Cart' })
    for (const typed of ['101', '0', '2.5', 'two']) {
      await quantity.fill(typed)
      await expect(quantity).toHaveValue(typed)
      await expect(bar.getByRole('status')).toHaveText(REFUSED)
      await expect(add).toBeDisabled()
    }
    expect(adds).toEqual([])
    await quantity.fill('100')
    await expect(add).toBeEnabled()
    await add.click()
    await expect.poll(() => adds.map((a) => a.quantity)).toEqual([100])
    await expect(quantity).toHaveValue('100')
  },
)

test('the purchase mode shows as chosen only once the check answers, and then stays', async ({
  page,
}) => {
  // Every state the two options are in, from the first paint on.
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { modes: string[] }).modes = seen
    const note = () => {
      const form = document.querySelector('form[aria-label^="Buy "]')
      if (!form) return
      const radios = [...form.querySelectorAll<HTMLInputElement>('input[type="radio"]')]
      const mode = radios.find((r) => r.checked)?.value ?? 'none'
      if (seen.at(-1) !== mode) seen.push(mode)
    }
    new MutationObserver(note).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
    })
    document.addEventListener('change', note, true)
    const poll = () => {
      note()
      requestAnimationFrame(poll)
    }
    requestAnimationFrame(poll)
  })
  let held: Route | null = null
  await page.route('**/rest/auth/get-product-add-to-cart', (route) => {
    held = route
  })
  await page.goto(`/products/${SLUG}`)
  await waitForHydration(page)
  const subscribe = box(page).getByRole('radio', { name: 'Subscribe & Save' })
  const oneTime = box(page).getByRole('radio', { name: 'One-time purchase' })
  await expect.poll(() => held !== null).toBe(true)
  // The check has not answered: no mode is chosen, neither can be.
  await expect(subscribe).not.toBeChecked()
  await expect(oneTime).not.toBeChecked()
  await expect(oneTime).toBeDisabled()
  await page.waitForTimeout(500)
  await expect(oneTime).not.toBeChecked()
  await held!.continue()
  // The check decides (catalogue §4): subscribable, no one-time purchase yet.
  await expect(subscribe).toBeChecked()
  expect(await page.evaluate(() => (window as unknown as { modes: string[] }).modes)).toEqual([
    'none',
    'subscribe',
  ])
  // Then only the shopper changes it (a click, not check(): the choice shows once the machine
  // has made it, which may be after its code loads).
  await oneTime.click()
  await expect(oneTime).toBeChecked()
  expect(await page.evaluate(() => (window as unknown as { modes: string[] }).modes)).toEqual([
    'none',
    'subscribe',
    'oneTime',
  ])
})
