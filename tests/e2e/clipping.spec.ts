/**
 * Nothing cut off on a phone or a tablet: on every page of both specs, at 375, 414 and 768 px,
 * no text a shopper can see is wider or taller than a box that clips it (overflow hidden or
 * clip), nor runs past the viewport's sides. Scrollers that mean to scroll (overflow auto or
 * scroll) keep what is scrolled out of view, and a carousel's slides out of view are not read;
 * the slide in view is. The document not scrolling sideways (checked elsewhere) does not show
 * this: a box that clips hides the overflow instead of scrolling it.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

const WIDTHS = [375, 414, 768]

/** The pages of both specs, by the routes they name (a post's address is read off /blog). */
const PAGES = [
  '/',
  '/about',
  '/products',
  '/products/free-clear-laundry-liquid',
  '/products/category/laundry',
  '/products/category/starter-kits',
  '/products/category/starter-kits/laundry-starter-kit',
  '/starter-kits/laundry',
  // Content pages: between them and /, every block the page builder offers.
  '/learn',
  '/careers',
  '/why-clearhome',
  '/shop/everything',
  '/ingredients',
  '/blog',
  'a blog post',
  '/blog/category/laundry-lab',
  '/search?query=soap',
  '/no-such-page',
]

/** Each visible text run cut by a box that clips it or by the viewport, described. */
function clippedText(): string[] {
  const found: string[] = []
  const viewport = document.documentElement.clientWidth
  const describe = (el: Element) =>
    `<${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? ` class="${el.className}"` : ''}>`
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim()
    const el = node.parentElement
    if (!text || !el || el.closest('script, style, noscript, template, svg')) continue
    if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue
    const range = document.createRange()
    range.selectNodeContents(node)
    const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0)
    if (rects.length === 0) continue
    const box = {
      left: Math.min(...rects.map((r) => r.left)),
      right: Math.max(...rects.map((r) => r.right)),
      top: Math.min(...rects.map((r) => r.top)),
      bottom: Math.max(...rects.map((r) => r.bottom)),
    }
    let inScroller = false
    let reason: string | null = null
    for (let a: Element | null = el; a && a !== document.body; a = a.parentElement) {
      const style = getComputedStyle(a)
      const clip = a.getBoundingClientRect()
      // A slide that is not wholly in its carousel's view is not the one shown.
      if (a.getAttribute('aria-roledescription') === 'slide') {
        const view = a.parentElement?.parentElement?.getBoundingClientRect()
        if (view && (clip.left < view.left - 1 || clip.right > view.right + 1)) {
          reason = 'off-screen slide'
          break
        }
      }
      const x = style.overflowX
      const y = style.overflowY
      if (x === 'auto' || x === 'scroll' || y === 'auto' || y === 'scroll') inScroller = true
      // Text visually hidden for screen readers (a 1 px clipped box) is not shown to be cut.
      if ((x === 'hidden' || x === 'clip') && clip.width <= 1 && clip.height <= 1) {
        reason = 'visually hidden'
        break
      }
      // Deliberate cuts the shopper sees as cuts: an ellipsis or a clamp of lines.
      if (style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none') {
        reason = 'marked cut'
        break
      }
      const clipsX = x === 'hidden' || x === 'clip'
      const clipsY = y === 'hidden' || y === 'clip'
      if (!clipsX && !clipsY) continue
      const outsideX = box.left < clip.left - 1 || box.right > clip.right + 1
      const outsideY = box.top < clip.top - 1 || box.bottom > clip.bottom + 1
      // Wholly out of the box: scrolled or slid away, not cut.
      const disjoint =
        box.right <= clip.left ||
        box.left >= clip.right ||
        box.bottom <= clip.top ||
        box.top >= clip.bottom
      if (disjoint) {
        reason = 'out of its box'
        break
      }
      if ((clipsX && outsideX) || (clipsY && outsideY)) {
        found.push(
          `"${text.slice(0, 60)}" in ${describe(el)}: ${Math.round(box.left)}–${Math.round(box.right)} × ${Math.round(box.top)}–${Math.round(box.bottom)}, cut by ${describe(a)} at ${Math.round(clip.left)}–${Math.round(clip.right)} × ${Math.round(clip.top)}–${Math.round(clip.bottom)}`,
        )
        reason = 'cut'
        break
      }
    }
    if (reason || inScroller) continue
    if (box.left < -1 || box.right > viewport + 1)
      found.push(
        `"${text.slice(0, 60)}" in ${describe(el)}: ${Math.round(box.left)}–${Math.round(box.right)}, past the ${viewport} px viewport`,
      )
  }
  return found
}

async function open(page: Page, path: string) {
  if (path === 'a blog post') {
    await page.goto('/blog')
    const href = await page
      .locator('main a[href^="/blog/"]:not([href^="/blog/category"])')
      .first()
      .getAttribute('href')
    path = href!
  }
  const response = await page.goto(path)
  expect(response?.status(), path).toBeLessThan(500)
  await page.waitForLoadState('networkidle')
  // Down the page a viewport at a time, waking each island, then back to the top.
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  for (let y = 0; y < height; y += 700) await page.evaluate((to) => window.scrollTo(0, to), y)
  await page.evaluate(() => window.scrollTo(0, 0))
}

/** Two frames: what listens to the width (media queries, resize observers) has run and painted. */
const frames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
  )

// Loaded at a phone's width, then widened as a rotated phone or a tablet would be: the server
// sends every width the same HTML, so a load per width only repeated the load (54 instead of 18).
for (const path of PAGES)
  test(`nothing is cut off on ${path} at ${WIDTHS.join(', ')} px`, async ({ page }) => {
    await page.setViewportSize({ width: WIDTHS[0]!, height: 800 })
    await open(page, path)
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 })
      await frames(page)
      expect(await page.evaluate(clippedText), `${path} at ${width} px`).toEqual([])
    }
  })
