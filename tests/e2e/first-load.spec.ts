/**
 * What a first visit downloads before the page's largest paint (ADR 0006): the built scripts
 * and stylesheet go out as the build compressed them, and the head preloads only pictures of
 * the first view (React preloads every eager image it renders).
 */
import { statSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from './fixtures'

const built = (path: string) => join(process.cwd(), 'dist/client', path)

test('scripts and the stylesheet are sent as the build compressed them', async ({
  page,
  request,
}) => {
  await page.goto('/')
  const assets = await page.evaluate(() => [
    ...[...document.querySelectorAll<HTMLScriptElement>('script[src^="/assets/"]')].map(
      (s) => new URL(s.src).pathname,
    ),
    ...[...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
      (l) => new URL(l.href).pathname,
    ),
  ])
  expect(assets.some((a) => a.endsWith('.js'))).toBe(true)
  expect(assets.some((a) => a.endsWith('.css'))).toBe(true)
  for (const [encoding, extension] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    for (const path of assets) {
      const response = await request.get(path, { headers: { 'accept-encoding': encoding } })
      expect(response.status()).toBe(200)
      expect(response.headers()['content-encoding']).toBe(encoding)
      // The build's copy as it is (compressing on the fly sends no length).
      expect(Number(response.headers()['content-length'])).toBe(
        statSync(built(path + extension)).size,
      )
    }
  }
})

for (const [path, firstView] of [
  ['/', ['/brand/logo.svg', '/media/blog/hero-laundry-kit.svg']],
  [
    '/products/free-clear-laundry-liquid',
    ['/brand/logo.svg', '/media/products/free-clear-laundry-liquid/front.svg'],
  ],
] as const)
  test(`${path} preloads only the pictures of its first view`, async ({ request }) => {
    const html = await (await request.get(path)).text()
    const preloaded = [...html.matchAll(/<link rel="preload" as="image" href="([^"]+)"/g)].map(
      (m) => new URL(m[1]!, 'http://site').pathname,
    )
    // Not the footer's icons, nor a product grid further down (best sellers).
    expect(preloaded.sort()).toEqual([...firstView].sort())
  })

/**
 * The frame's flows and the purchase box start on first use (ADR 0020): until the shopper
 * does something, the page runs on their resting snapshots and no XState code is fetched;
 * the first press loads it and is not lost.
 */
for (const path of ['/products/free-clear-laundry-liquid', '/blog'])
  test(`${path} fetches no state-machine code until the shopper first acts`, async ({
    page,
  }, info) => {
    test.skip(info.project.name === 'mobile', 'One browser size shows it')
    const xstate: string[] = []
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return
      const body = await response.text().catch(() => '')
      // XState's core names its init event; no other code does.
      if (body.includes('xstate.init')) xstate.push(new URL(response.url()).pathname)
    })
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    // The session has been read: the anonymous visitor's login link, from the resting snapshot.
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible()
    expect(xstate).toEqual([])

    if (path === '/blog') {
      // The cart opens on the first press, its machine loaded by that press.
      await page.getByRole('button', { name: /^Cart/ }).click()
      await expect(page.getByRole('dialog', { name: 'Your Cart' })).toBeVisible()
    } else {
      const box = page.getByRole('form', { name: 'Buy Free & Clear Laundry Liquid' })
      // The check has settled the box without its machine: subscribe by default.
      await expect(box.getByRole('radio', { name: 'Subscribe & Save' })).toBeChecked()
      expect(xstate).toEqual([])
      await box.getByRole('button', { name: 'Increase quantity' }).click()
      await expect(box.getByRole('textbox', { name: 'Quantity' })).toHaveValue('2')
    }
    await expect.poll(() => xstate.length).toBeGreaterThan(0)
  })

/**
 * An autoplaying carousel shows its first slide without XState or Embla (ADR 0021): both load
 * shortly before its first move, which still comes one interval after the carousel showed.
 * The home page's announcement bar moves every 3 s; the page clock stands still but when the
 * test moves it.
 */
test('an autoplaying carousel loads its code only as its first move nears', async ({
  page,
}, info) => {
  test.skip(info.project.name === 'mobile', 'One browser size shows it')
  const loaded = { xstate: false, embla: false }
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return
    const body = await response.text().catch(() => '')
    if (body.includes('xstate.init')) loaded.xstate = true
    // An option only Embla's own code names.
    if (body.includes('skipSnaps')) loaded.embla = true
  })
  await page.clock.install({ time: new Date('2026-11-25T09:00:00Z') })
  await page.clock.pauseAt(new Date('2026-11-25T09:00:01Z'))
  await page.goto('/')
  const bar = page.getByRole('region', { name: 'News and offers' })
  const track = bar.getByRole('list').first()
  const offset = () => track.evaluate((el) => getComputedStyle(el).transform)
  await expect(bar).toHaveAttribute('data-autoplay', 'playing')
  await page.waitForLoadState('networkidle')
  expect(loaded).toEqual({ xstate: false, embla: false })
  await expect(bar).toHaveAttribute('data-engine', 'waiting')
  // Its arrows are there before Embla is, from the layout.
  await expect(bar.getByRole('button', { name: 'Next: News and offers' })).toBeVisible()
  const atStart = /^(none|matrix\(1, 0, 0, 1, 0, 0\))$/
  expect(await offset()).toMatch(atStart)

  await page.clock.runFor(1400)
  await page.waitForTimeout(300)
  expect(loaded).toEqual({ xstate: false, embla: false })
  // 1.5 s before the first move (the carousel's start.defer.wakeBefore) both load; the move waits for its time.
  await page.clock.runFor(200)
  await expect(bar).toHaveAttribute('data-engine', 'ready')
  await expect.poll(() => loaded).toEqual({ xstate: true, embla: true })
  expect(await offset()).toMatch(atStart)
  await page.clock.runFor(1300)
  await page.waitForTimeout(300)
  expect(await offset()).toMatch(atStart)
  // 3 s after the bar showed: the first move.
  await page.clock.runFor(200)
  await expect.poll(offset).not.toMatch(atStart)
})

/**
 * The blog search starts on first use (ADR 0021): what the shopper types while its machine is
 * on its way shows as they type and is searched once it arrives, every character kept.
 */
test('keystrokes made while the search loads its machine are all kept', async ({ page }, info) => {
  test.skip(info.project.name === 'mobile', 'One browser size shows it')
  await page.goto('/learn')
  const block = page.getByRole('region', { name: 'Search the guides' })
  const box = block.getByRole('searchbox', { name: 'Search blog posts' })
  await expect(box).toBeVisible()
  await page.waitForLoadState('networkidle')
  // Every script the first keystroke asks for arrives a second late.
  let slowed = 0
  await page.route('**/assets/*.js', async (route) => {
    slowed++
    await new Promise((resolve) => setTimeout(resolve, 1000))
    await route.continue()
  })
  await box.pressSequentially('clean', { delay: 40 })
  await expect(box).toHaveValue('clean')
  expect(slowed).toBeGreaterThan(0)
  await expect(block.getByRole('status')).toHaveText(/^Found \d+ result\(s\)$/)
  await expect(box).toHaveValue('clean')
})
