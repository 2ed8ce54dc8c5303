import { existsSync, readdirSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

/** A line of the simulator's current state: the state, then its description. */
const at = (state: string) => new RegExp(`^${state.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} — \\S`)

/**
 * Opens a flow page and waits for its simulator to run. The page's code loads when a product
 * owner first reaches for it (a pointer over it, a key, a focus): the pointer goes to the
 * simulator's heading, as a hand would.
 */
async function openFlow(page: Page, url: string) {
  const response = await page.goto(url)
  const heading = page.getByRole('heading', { level: 2, name: 'Simulator' })
  const live = page.locator('section[aria-labelledby="sim-title"][data-ready]')
  // A pointer that arrives before the page itself has hydrated is not heard: it comes again.
  await expect(async () => {
    await page.mouse.move(0, 0)
    await heading.hover()
    await live.waitFor({ state: 'attached', timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
  return response
}

/** Every flow is a folder with a definition (machines/<key>/index.ts). */
const keys = readdirSync('machines').filter((k) => existsSync(`machines/${k}/index.ts`))

test('the index lists every machine with its counts and full coverage', async ({ page, axe }) => {
  await page.goto('/flows')
  await expect(page.getByRole('heading', { level: 1, name: 'Flows' })).toBeVisible()
  const rows = page.getByRole('row')
  for (const name of ['Newsletter sign-up', 'Search overlay']) {
    const row = rows.filter({ has: page.getByRole('link', { name }) })
    await expect(row).toContainText('100 % states · 100 % transitions')
  }
  await expect(rows.filter({ hasText: 'Search overlay' })).toContainText('Shell §2 Search overlay')
  await axe.check()
})

test('every machine has its page and its export', async ({ page, request }) => {
  test.slow()
  await page.goto('/flows')
  // The index links every folder's flow, by its title.
  const links = page.getByRole('table').getByRole('link')
  const listed = await links.evaluateAll((as) =>
    as.map((a) => ({
      href: new URL((a as HTMLAnchorElement).href).pathname,
      title: a.textContent,
    })),
  )
  expect(listed.map((l) => l.href).sort()).toEqual(keys.map((k) => `/flows/${k}`).sort())
  // The server's page is enough here (its code loads on a reach; other tests reach for it): read
  // as HTML, not opened in the browser, two dozen page loads the other tests already make.
  const text = (html: string) =>
    html
      .replace(/<[^>]+>/g, '')
      .replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, e: string) =>
        e === 'amp' ? '&' : e === 'lt' ? '<' : e === 'gt' ? '>' : e === 'quot' ? '"' : "'",
      )
  await Promise.all(
    listed.map(async ({ href, title }) => {
      const response = await request.get(href)
      expect(response.status(), href).toBe(200)
      // The first: a flow's preview may hold its view's own heading (the login form's).
      const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(await response.text())?.[1]
      expect(text(h1 ?? '').trim(), href).toBe(title!.trim())
      const key = href.split('/').at(-1)!
      expect((await request.get(`/flows/export/${key}`)).status(), key).toBe(200)
    }),
  )
})

test('a machine page draws the chart, simulates it and replays a path', async ({ page, axe }) => {
  await openFlow(page, '/flows/search-overlay')
  const chart = page.getByRole('group', { name: 'Statechart of Search overlay' })
  await expect(chart).toBeVisible()
  for (const state of [
    'closed',
    'open',
    'popular',
    'loading',
    'debouncing',
    'searching',
    'results',
    'noResults',
  ]) {
    // A state's name (an edge may say the same word: "closed").
    const name = chart.locator('g[data-state] > text:first-of-type')
    await expect(name.filter({ hasText: new RegExp(`^${state}$`) })).toBeVisible()
  }
  // Edges in the simulator's words; the event's id on hover and focus.
  await expect(chart.getByRole('img', { name: 'after the debounce' })).toBeVisible()
  await expect(chart.getByText('invoke: search', { exact: true })).toBeVisible()
  await expect(chart.getByRole('img', { name: 'typed, if query blank' })).toBeVisible()
  await axe.check()

  const state = page.getByTestId('sim-state')
  await expect(state.getByRole('listitem')).toHaveText([at('closed')])
  const events = page.getByRole('group', { name: 'Enabled events' })
  await events.getByRole('button', { name: 'opened', exact: true }).click()
  await expect(state.getByRole('listitem')).toHaveText([at('open › popular › loading')])
  await expect(chart.locator('[data-state="search-overlay.open.popular.loading"]')).toHaveAttribute(
    'data-active',
    'true',
  )
  // An answer reads as a sentence: no raw JSON on a button or in the state.
  await expect(events).not.toContainText('{')
  // Each button says what it does, in the machine's words (its transitions' descriptions).
  for (const button of await events.getByRole('button').all())
    await expect(button).toHaveAccessibleDescription(/^[A-Z].{15,}\.$/)
  await expect(
    events.getByRole('button', { name: /^fetch popular answers: \d+ products/ }),
  ).toHaveAccessibleDescription('The popular products arrive; their tiles show.')
  await events.getByRole('button', { name: /^fetch popular answers: \d+ products/ }).click()
  await expect(state.getByRole('listitem')).toHaveText([at('open › popular › shown')])
  await events.getByRole('button', { name: 'typed: value “soap”' }).click()
  // Timers wait for their button in the simulator.
  await page.waitForTimeout(400)
  await expect(state.getByRole('listitem')).toHaveText([at('open › debouncing')])
  await events.getByRole('button', { name: 'after the debounce' }).click()
  await expect(state.getByRole('listitem')).toHaveText([at('open › searching')])
  await page.getByRole('button', { name: 'Reset' }).click()
  await expect(state.getByRole('listitem')).toHaveText([at('closed')])

  await page
    .getByRole('button', { name: /^Replay search-overlay-/ })
    .first()
    .click()
  await expect(state.getByRole('listitem')).not.toHaveText([at('closed')])
})

test("a flow page's code loads when it is first reached for, and that first press counts", async ({
  page,
}) => {
  const scripts: string[] = []
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname)
  })
  await page.goto('/flows/search-overlay')
  await page.waitForLoadState('networkidle')
  // Server HTML only: the chart, the simulator at its start, no flow code yet.
  const state = page.getByTestId('sim-state')
  await expect(state.getByRole('listitem')).toHaveText([at('closed')])
  expect(scripts.filter((s) => /\/FlowPage-/.test(s))).toEqual([])
  // The first press wakes the page and is given again once it listens.
  await page
    .getByRole('group', { name: 'Enabled events' })
    .getByRole('button', { name: 'opened', exact: true })
    .click()
  await expect(state.getByRole('listitem')).toHaveText([at('open › popular › loading')])
  expect(scripts.filter((s) => /\/FlowPage-/.test(s))).toHaveLength(1)
})

test('every simulator position and replayed step has its own URL', async ({ page }) => {
  await openFlow(page, '/flows/search-overlay')
  const state = page.getByTestId('sim-state')
  const events = page.getByRole('group', { name: 'Enabled events' })
  await events.getByRole('button', { name: 'opened', exact: true }).click()
  await events.getByRole('button', { name: /^fetch popular answers: \d+ products/ }).click()
  await expect(state.getByRole('listitem')).toHaveText([at('open › popular › shown')])
  await expect(page).toHaveURL(/\?at=\d+-\d+$/)
  const link = page.getByRole('link', { name: 'Link to this state' })
  const href = (await link.getAttribute('href'))!
  expect(page.url()).toContain(href)
  // Sent to someone else, the link opens on the same state, the chart marking it.
  await openFlow(page, href)
  await expect(state.getByRole('listitem')).toHaveText([at('open › popular › shown')])
  const chart = page.getByRole('group', { name: 'Statechart of Search overlay' })
  await expect(chart.locator('[data-state="search-overlay.open.popular.shown"]')).toHaveAttribute(
    'data-active',
    'true',
  )

  // A replay names its path and step as it goes; that link opens on the step.
  await page.getByRole('button', { name: 'Reset' }).click()
  await expect(page).toHaveURL(/\/flows\/search-overlay$/)
  await page
    .getByRole('button', { name: /^Replay search-overlay-/ })
    .first()
    .click()
  // Any step past the start: the replay moves every 450 ms, faster than a slow poll may read.
  await expect(page).toHaveURL(/\?path=search-overlay-\d+&step=[1-9]\d*$/)
  const path = new URL(page.url()).searchParams.get('path')!
  // The step the replay stands on and the state it shows, read at one moment: the replay goes
  // on every 450 ms, which a slow machine can take between two reads.
  const { step, seen } = await page.evaluate(() => ({
    step: Number(/\(step (\d+) of/.exec(document.body.textContent ?? '')?.[1]),
    seen: [...document.querySelectorAll('[data-testid="sim-state"] li')].map(
      (li) => li.textContent,
    ),
  }))
  expect(step).toBeGreaterThan(0)
  await openFlow(page, `/flows/search-overlay?path=${path}&step=${step}`)
  await expect(state.getByRole('listitem')).toHaveText(seen as string[])
  await expect(page.getByText(new RegExp(`\\(step ${step} of \\d+\\)`))).toBeVisible()
  // Unreadable positions are dropped: the page starts at the start.
  await openFlow(page, '/flows/search-overlay?at=9-9-x&path=../x&step=-1')
  await expect(state.getByRole('listitem')).toHaveText([at('closed')])
})

/**
 * The chart as it shows (the words or the numbered one, whichever its column holds): its width,
 * its column's and its frame's, and the smallest state name's rendered font size (its font
 * size times the chart's scale).
 */
async function chartFigures(page: Page) {
  return page.evaluate(() => {
    const svg = [...document.querySelectorAll<SVGSVGElement>('svg[data-chart]')].find(
      (s) => s.getClientRects().length > 0,
    )!
    const frame = svg.closest<HTMLElement>('[role="region"]')!
    const column = svg.closest<HTMLElement>('[data-chart-box]')!
    const width = svg.getBoundingClientRect().width
    const scale = width / svg.viewBox.baseVal.width
    const sizes = [...svg.querySelectorAll('g[data-state] > text:first-of-type')].map(
      (t) => parseFloat(getComputedStyle(t).fontSize) * scale,
    )
    return {
      variant: svg.dataset.chart!,
      chart: Math.round(width),
      frame: Math.round(frame.getBoundingClientRect().width),
      inside: frame.clientWidth,
      column: Math.round(column.getBoundingClientRect().width),
      labels: sizes.length,
      smallest: Math.round(Math.min(...sizes) * 10) / 10,
      sideways: document.documentElement.scrollWidth > window.innerWidth,
    }
  })
}

test('every chart opens as wide as its column, never wider, its names 11 px high @narrow', async ({
  page,
}) => {
  test.slow()
  const seen: string[] = []
  for (const key of keys) {
    // The server's page as it opens: no script has run.
    await page.goto(`/flows/${key}`)
    const f = await chartFigures(page)
    seen.push(
      `${key}: ${f.variant} ${f.chart} px in ${f.inside} (column ${f.column}), names ≥ ${f.smallest} px`,
    )
    expect(f.labels, key).toBeGreaterThan(1)
    expect(f.chart, key).toBeLessThanOrEqual(f.inside)
    expect(f.frame, key).toBeLessThanOrEqual(f.column)
    expect(f.smallest, key).toBeGreaterThanOrEqual(11)
    expect(f.sideways, key).toBe(false)
  }
  await test.info().attach('charts', { body: seen.join('\n'), contentType: 'text/plain' })
})

test('the largest chart opens readable in its frame, and zooms, fits and pans @narrow', async ({
  page,
}) => {
  await openFlow(page, '/flows/product-purchase')
  const chart = page.getByRole('group', { name: 'Statechart of Product add-to-cart box' })
  await expect(chart).toBeVisible()
  // Awake, it keeps the width it opened with: fitted to its column, names at least 11 px.
  const opened = await chartFigures(page)
  expect(opened.labels).toBeGreaterThan(10)
  expect(opened.chart).toBeLessThanOrEqual(opened.inside)
  expect(opened.smallest).toBeGreaterThanOrEqual(11)
  expect(opened.sideways).toBe(false)

  const frame = page.getByRole('region', { name: /^Statechart diagram/ })
  const zoom = page.getByRole('toolbar', { name: 'Chart zoom' })
  await expect(zoom.getByRole('status')).toHaveText(/^\d+ %$/)
  await expect(zoom.getByRole('button', { name: 'Fit' })).toHaveAttribute('aria-pressed', 'true')
  await zoom.getByRole('button', { name: 'Full size' }).click()
  await expect(zoom.getByRole('status')).toHaveText('100 %')
  // The keyboard zooms the focused chart; the mouse drags it.
  await frame.focus()
  await page.keyboard.press('-')
  await expect(zoom.getByRole('status')).toHaveText('80 %')
  await page.keyboard.press('+')
  await page.keyboard.press('+')
  await page.keyboard.press('+')
  await expect(zoom.getByRole('status')).toHaveText('156 %')
  await frame.evaluate((el) => el.scrollTo(0, 0))
  const box = (await frame.boundingBox())!
  await page.mouse.move(box.x + box.width - 20, box.y + 60)
  await page.mouse.down()
  await page.mouse.move(box.x + 20, box.y + 60, { steps: 5 })
  await page.mouse.up()
  expect(await frame.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0)
  await page.keyboard.press('0')
  await expect(zoom.getByRole('button', { name: 'Fit' })).toHaveAttribute('aria-pressed', 'true')
  expect((await chartFigures(page)).chart).toBeLessThanOrEqual(opened.inside)

  // The step just taken is marked on the chart, and the chart reads as text.
  await page
    .getByRole('group', { name: 'Enabled events' })
    .getByRole('button', { name: /^checked/ })
    .first()
    .click()
  await expect(chart.locator('g[data-last]').first()).toBeAttached()
  await page.getByText('The chart as text').click()
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: /^checking/ })
      .first(),
  ).toBeVisible()
})

test('edges read in plain words, their description and event id on hover, focus and as text @narrow', async ({
  page,
  axe,
}) => {
  await openFlow(page, '/flows/search-overlay')
  const chart = page.getByRole('group', { name: 'Statechart of Search overlay' })
  const note = page.getByText(/^Point at a transition/)
  const described = /\S.+ \(event: search\.typed \[isQueryBlank\]\)$/
  if (page.viewportSize()!.width >= 1024) {
    // The words on the chart, each a stop for the keyboard.
    const edge = chart.getByRole('img', { name: 'typed, if query blank' })
    await expect(edge).toHaveAccessibleDescription(described)
    await expect(edge.locator('title')).toHaveText(/search\.typed \[isQueryBlank\]/)
    await edge.focus()
    await expect(
      page.locator('p[aria-live]').filter({ hasText: 'typed, if query blank:' }),
    ).toContainText('(event: search.typed [isQueryBlank])')
    await expect(note).toBeHidden()
  } else {
    // A phone's column holds the numbered chart: its legend says the words.
    await expect(
      chart
        .locator('text')
        .filter({ hasText: /^\d+(, \d+)*$/ })
        .first(),
    ).toBeVisible()
    const legend = page.getByRole('list', { name: 'Transitions by number' })
    const item = legend.getByRole('listitem').filter({ hasText: /^typed, if query blank/ })
    await expect(item).toHaveAccessibleDescription(described)
    await expect(item).toHaveAttribute('title', described)
  }
  await page.getByText('The chart as text').click()
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: /^typed, if query blank → / })
      .first(),
  ).toContainText('(event: search.typed [isQueryBlank])')
  await axe.check()
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test("the shopper's view is in the server's HTML at the URL's position", async ({ page }) => {
    // The frame's own navigation: the page's would wait for a hydration that never comes.
    await page.mainFrame().goto('/flows/product-purchase')
    const screen = page.getByRole('region', { name: 'What the shopper sees' })
    const box = screen.locator('form[aria-label^="Buy "]')
    await expect(box).toBeVisible()
    await expect(box).toHaveAttribute('aria-busy', 'true')
    await expect(screen).not.toContainText('Loading')
    // The press that answers the check, as the URL says it: its index among the buttons.
    const names = await page
      .getByRole('group', { name: 'Enabled events' })
      .getByRole('button')
      .allTextContents()
    const index = names.findIndex((n) => n.startsWith('checked: check: subscribable, no active'))
    expect(index).toBeGreaterThanOrEqual(0)
    await page.mainFrame().goto(`/flows/product-purchase?at=${index}`)
    await expect(box.locator('input[type="radio"][value="subscribe"]')).toBeChecked()
    await expect(box).toContainText('Deliver every')
    await expect(screen).not.toContainText('Loading')
  })
})

test("the shopper's screen beside the chart follows the simulator @narrow", async ({
  page,
  axe,
}) => {
  // The preview reads the samples, never the store: the box's own check is not asked for.
  const checks: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('get-product-add-to-cart')) checks.push(r.url())
  })
  await openFlow(page, '/flows/product-purchase')
  const screen = page.getByRole('region', { name: 'What the shopper sees' })
  // The real purchase box, a mirror of the simulator (inert: read with CSS, not roles).
  const box = screen.locator('form[aria-label^="Buy "]')
  await expect(box).toBeVisible()
  const option = (mode: string) => box.locator(`input[type="radio"][value="${mode}"]`)
  await expect(box).toContainText('Subscribe & Save')
  await expect(box).toContainText('Add to Cart')
  await axe.check()
  // While the check has not answered, no choice shows as made.
  await expect(box).toHaveAttribute('aria-busy', 'true')
  await expect(option('subscribe')).not.toBeChecked()
  await expect(option('oneTime')).not.toBeChecked()

  const events = page.getByRole('group', { name: 'Enabled events' })
  await events
    .getByRole('button', { name: /^checked: check: subscribable, no active subscription/ })
    .first()
    .click()
  await expect(option('subscribe')).toBeChecked()
  await expect(box).toContainText('Deliver every')
  await events.getByRole('button', { name: 'one time chosen' }).click()
  await expect(option('oneTime')).toBeChecked()
  await expect(box).not.toContainText('Deliver every')

  // The check failing (12501.xx): the box sells once, subscribe not offered (catalogue §8).
  await page.getByRole('button', { name: 'Reset' }).click()
  await events.getByRole('button', { name: 'check failed' }).click()
  await expect(option('oneTime')).toBeChecked()
  await expect(option('subscribe')).toBeDisabled()
  await expect(box).toHaveAttribute('aria-busy', 'false')
  expect(checks).toEqual([])

  // Phone width; and a flow without a screen of its own says what the shopper experiences.
  await page.getByRole('button', { name: 'Phone (375 px)' }).click()
  expect((await screen.locator('[data-width]').boundingBox())!.width).toBeLessThanOrEqual(375)
  await openFlow(page, '/flows/hash-scroll')
  await expect(page.getByTestId('experience')).toContainText('120 px above it')
})

test('the JSON export is the machine config for Stately Studio', async ({ request }) => {
  const response = await request.get('/flows/export/newsletter')
  expect(response.status()).toBe(200)
  const config = await response.json()
  expect(config).toMatchObject({
    id: 'newsletter',
    initial: 'editing',
    states: {
      editing: {},
      submitting: { invoke: { src: 'subscribe', id: 'subscribe' } },
      succeeded: {},
      failed: {},
    },
  })
  expect(config.states.succeeded.after).toHaveProperty('messageTimeout')
  expect((await request.get('/flows/export/nope')).status()).toBe(404)
  expect((await request.get('/flows/nope')).status()).toBe(404)
})

test("a machine page lists its spec properties with the spec's sections", async ({ page }) => {
  await openFlow(page, '/flows/newsletter')
  const properties = page.getByRole('region', { name: 'Spec properties' })
  const first = properties.locator('li#property-valid-only')
  await expect(first).toContainText('Shell §5 — only valid e-mail addresses are sent, trimmed')
  // How many generated paths could break it (a property none applies on would be vacuous),
  // their ids one click away.
  const applies = first.getByText(/^applies on \d+ generated paths$/)
  await expect(first).not.toContainText('newsletter-')
  await applies.click()
  await expect(first).toContainText(/newsletter-\d+, newsletter-\d+/)
  await expect(properties.locator('li[id^="property-"]')).toHaveCount(6)
  await expect(page.getByRole('status').filter({ hasText: 'Spec properties' })).toHaveText(
    'Spec properties: all hold so far.',
  )
  // The spec's own sentences: each with the properties that check it, or marked unchecked.
  const traced = page.getByRole('region', { name: 'The spec, sentence by sentence' })
  const rule = traced.getByRole('listitem').filter({ hasText: 'only valid values are sent' })
  await expect(rule).toContainText('checked by valid-only, field-messages')
  await expect(rule).toContainText(/exercised on \d+ generated paths/)
  await rule.getByRole('link', { name: 'valid-only' }).click()
  await expect(page).toHaveURL(/#property-valid-only$/)
  const title = traced.getByRole('listitem').filter({ hasText: 'Title "Stay Updated!"' })
  await expect(title).toContainText('checked by busy-while-sending')
  // A sentence no property checks says so, and links to the register with its waiver.
  const unchecked = traced.getByRole('listitem').filter({ hasText: "The footer's own rules" })
  await expect(unchecked).toContainText('no property checks this')
  await expect(unchecked.getByRole('link', { name: /^Catalogue §5\.3$/ })).toHaveAttribute(
    'href',
    '/flows/spec#Catalogue-5-3',
  )
})

test('a sequence from a failing property test replays step by step', async ({ page }) => {
  // typed "ana@example.com", submitted, +3000 ms (as encodeWalk writes it)
  const walk = Buffer.from(
    JSON.stringify([
      { send: { type: 'newsletter.typed', value: 'ana@example.com' } },
      { send: { type: 'newsletter.submitted' } },
      { settle: 'subscribe', output: { message: 'Thanks for subscribing!' } },
      { tick: 3000 },
    ]),
  ).toString('base64url')
  await openFlow(page, `/flows/newsletter?walk=${walk}`)
  const replayed = page.getByRole('region', { name: 'Replayed sequence' })
  await expect(replayed.getByRole('listitem')).toHaveText([
    'typed: value “ana@example.com”',
    'submitted',
    'subscribe answers',
    '3000 ms later',
  ])
  await expect(replayed.getByRole('status')).toHaveText(
    'Every spec property held on this sequence.',
  )
  await openFlow(page, '/flows/newsletter?walk=not-a-walk')
  await expect(
    page.getByRole('region', { name: 'Replayed sequence' }).getByRole('alert'),
  ).toHaveText('This sequence could not be read.')
})
