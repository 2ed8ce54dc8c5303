#!/usr/bin/env node
// How soon interactions answer on a phone (issue 51): the built storefront, served on loopback
// with a fresh database, in the system Chromium at 412 px with touch, its CPU slowed (CDP
// Emulation.setCPUThrottlingRate, 4× and 6×) and Lighthouse's slow 4G (150 ms a request,
// 1.6 Mbps down, 750 Kbps up). Each interaction is tapped (or typed) on a fresh page once it
// has loaded, hydrated and its network has gone quiet, then a few more times on that page:
//   - Event Timing: the interaction's duration (the longest of its events, PerformanceObserver
//     'event' with durationThreshold 16; one with no entry took under 16 ms and counts as 16);
//   - visible answer: from the input event's time stamp to the first animation frame after
//     the DOM shows the answer (a MutationObserver and an animation-frame poll, armed just
//     before the tap).
// First and later presses are reported apart (the first may wait for code). Figures only:
// nothing passes or fails.
//   npm run bench:inp [-- --no-build] [-- --runs=5] [-- --later=3] [-- --rates=4,6]
//                     [-- --port=3399] [-- --only=plus,mode,…] [-- --dist=DIR,DIR…]
//                     [-- --verbose]
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { chromium } from '@playwright/test'
import { build, flag, percentile, root, start } from './bench-lib.mjs'
import { playwrightLaunchOptions } from './chromium.mjs'

const runs = Math.max(1, Number(flag('runs', 5)))
const later = Math.max(0, Number(flag('later', 3)))
const rates = flag('rates', '4,6').split(',').map(Number)
const port = Number(flag('port', 3399))
const only = flag('only', '')
/** Each press's Event Timing entries: its input delay and processing time besides. */
const verbose = process.argv.includes('--verbose')
/**
 * Other builds to measure, comma-separated (say, one kept from before a change, and dist/):
 * their pages alternate. The default is dist/, built first unless --no-build.
 */
const dists = flag('dist', join(root, 'dist')).split(',')
const PRODUCT = '/products/free-clear-laundry-liquid'

/** Lighthouse's slow 4G (its `mobileSlow4G` figures), applied per request by DevTools. */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
}

/**
 * Armed in the page just before an input: records the input's time stamp, the Event Timing
 * entries that follow, and when `answered()` first holds (then the next animation frame).
 */
function arm({ kind, arg }) {
  const form = () => document.querySelector('form[aria-label^="Buy "]')
  const visible = (el) => !!el && el.checkVisibility()
  const answers = {
    // The quantity in force is one more than before.
    plus: () => Number(form()?.querySelector('input[data-quantity]')?.dataset.quantity) === arg,
    // The tapped option is the one chosen (a controlled radio: React puts back what the
    // machine has not chosen).
    mode: () =>
      [...(form()?.querySelectorAll('input[type=radio]') ?? [])].some(
        (r) => r.checked && r.closest('label')?.textContent?.includes(arg),
      ),
    add: () => form()?.querySelector('button[type=submit]')?.getAttribute('aria-busy') === 'true',
    search: () => {
      const trigger = document.querySelector(
        'header button[aria-haspopup=dialog]:not([aria-label])',
      )
      return (
        trigger?.getAttribute('aria-expanded') === 'true' &&
        [...document.querySelectorAll('dialog')].some(
          (d) => d.open && visible(d) && d.querySelector('input[type=search]'),
        )
      )
    },
    // The field shows the text the machine holds, with its Clear button.
    type: () => {
      const input = document.querySelector('dialog[open] input[type=search]')
      return input?.value === arg && !!input.closest('form')?.querySelector('button')
    },
    menu: () => {
      const toggle = document.querySelector('header button[aria-label=Menu]')
      return (
        toggle?.getAttribute('aria-expanded') === 'true' &&
        visible(document.getElementById(toggle.getAttribute('aria-controls')))
      )
    },
    // The drawer shows, with its contents or the line saying they are on their way (the
    // cart is read from the store at every opening).
    cart: () =>
      document
        .querySelector('header button[aria-label^="Cart,"]')
        ?.getAttribute('aria-expanded') === 'true' &&
      [...document.querySelectorAll('dialog')].some((d) => d.open && visible(d)),
  }
  const answered = answers[kind]
  const armedAt = performance.now()
  const state = { input: null, dom: null, frame: null, events: [] }
  window.__inp?.stop()
  const onInput = (e) => {
    if (e.isTrusted && state.input === null) state.input = e.timeStamp
  }
  const types = ['touchstart', 'pointerdown', 'mousedown', 'keydown']
  for (const type of types) window.addEventListener(type, onInput, true)
  const observer = new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.interactionId && e.startTime >= armedAt - 1)
        state.events.push({
          id: e.interactionId,
          name: e.name,
          duration: e.duration,
          delay: e.processingStart - e.startTime,
          processing: e.processingEnd - e.processingStart,
        })
  })
  observer.observe({ type: 'event', durationThreshold: 16, buffered: false })
  const check = () => {
    if (state.dom !== null || state.input === null || !answered()) return
    state.dom = performance.now()
    requestAnimationFrame(() => (state.frame = performance.now()))
  }
  const mutations = new MutationObserver(check)
  mutations.observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  })
  let polling = true
  const poll = () => {
    check()
    if (polling && state.dom === null) requestAnimationFrame(poll)
  }
  requestAnimationFrame(poll)
  window.__inp = {
    state,
    stop: () => {
      polling = false
      mutations.disconnect()
      observer.disconnect()
      for (const type of types) window.removeEventListener(type, onInput, true)
    },
  }
}

/** One measured input: arm, act, wait for the answer and the Event Timing entries. */
async function measure(page, kind, arg, act) {
  await page.evaluate(arm, { kind, arg })
  await act()
  await page
    .waitForFunction(() => window.__inp.state.frame !== null, null, { timeout: 20_000 })
    .catch(async (error) => {
      const state = await page.evaluate(() => window.__inp.state)
      throw new Error(`${kind} ${arg}: no answer (${JSON.stringify(state)})`, { cause: error })
    })
  // Event Timing entries are queued after the frame that presents the answer.
  await page.waitForTimeout(300)
  const state = await page.evaluate(() => {
    window.__inp.stop()
    return {
      ...window.__inp.state,
      idle: performance.getEntriesByName('clearhome:idle')[0]?.startTime ?? null,
    }
  })
  const first = state.events[0]?.id
  const events = state.events.filter((e) => e.id === first)
  const durations = events.map((e) => e.duration)
  if (verbose)
    console.log(
      `    ${kind} at ${Math.round(state.input)} (idle at ${Math.round(state.idle)}): visible ${Math.round(state.frame - state.input)} ms; ` +
        events
          .map(
            (e) =>
              `${e.name} ${e.duration} (delay ${Math.round(e.delay)}, run ${Math.round(e.processing)})`,
          )
          .join(', '),
    )
  return {
    eventTiming: durations.length ? Math.max(...durations) : 16,
    visible: state.frame - state.input,
  }
}

async function tap(page, locator) {
  const box = await locator.boundingBox()
  if (!box) throw new Error(`nothing to tap: ${locator}`)
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)
}

/**
 * Scrolls to a control as a shopper would, and lets what the scroll woke (islands near the
 * viewport) settle before the tap, as a shopper reads before pressing.
 */
async function reach(page, locator) {
  await locator.scrollIntoViewIfNeeded()
  await page.settle()
}

const box = (page) => page.locator('form[aria-label^="Buy "]')
const closed = (page, selector) =>
  page.waitForFunction((s) => !document.querySelector(s), selector, { timeout: 20_000 })

/**
 * Each interaction: where it is, how to bring it into view, its first press and the presses
 * after it (each returns the measured figures), and how to undo one between presses.
 */
const INTERACTIONS = {
  plus: {
    label: 'purchase box: quantity +1',
    async press(page, i) {
      const button = box(page).getByRole('button', { name: 'Increase quantity' })
      if (i === 0) await reach(page, button)
      return measure(page, 'plus', i + 2, () => tap(page, button))
    },
  },
  mode: {
    label: 'purchase box: mode choice',
    async press(page, i) {
      // The check leaves this product on Subscribe & Save: one-time first, then back and forth.
      const name = i % 2 === 0 ? 'One-time purchase' : 'Subscribe & Save'
      const option = box(page).locator('label', { hasText: name })
      if (i === 0) await reach(page, option)
      return measure(page, 'mode', name, () => tap(page, option))
    },
  },
  add: {
    label: 'Add to Cart (busy shows)',
    async press(page, i) {
      const submit = box(page).getByRole('button', { name: 'Add to Cart' })
      if (i > 0) {
        // The last add opened the cart drawer: closed, and the box idle again.
        await page.waitForSelector(
          'form[aria-label^="Buy "] button[type=submit]:not([aria-busy=true])',
        )
        await page.keyboard.press('Escape')
        await closed(page, 'dialog[open]')
      }
      // Closing the drawer gave focus back to the cart button, scrolling the page to it.
      if (i === 0) await reach(page, submit)
      else await submit.scrollIntoViewIfNeeded()
      return measure(page, 'add', null, () => tap(page, submit))
    },
  },
  search: {
    label: 'search overlay: open',
    async press(page, i) {
      if (i > 0) {
        await page.keyboard.press('Escape')
        await closed(page, 'dialog[open]')
      }
      const trigger = page.getByRole('banner').getByRole('button', { name: 'Search', exact: true })
      return measure(page, 'search', null, () => tap(page, trigger))
    },
  },
  type: {
    label: 'search overlay: typing',
    async press(page, i) {
      const word = 'soapy'
      if (i === 0) {
        await tap(
          page,
          page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }),
        )
        await page.waitForSelector('dialog[open] input[type=search]')
        await page.locator('dialog[open] input[type=search]').focus()
      }
      return measure(page, 'type', word.slice(0, i + 1), () =>
        page.keyboard.press(word[i % word.length]),
      )
    },
  },
  menu: {
    label: 'mobile menu: open',
    async press(page, i) {
      const toggle = page.getByRole('banner').getByRole('button', { name: 'Menu' })
      if (i > 0) {
        await tap(page, toggle)
        await page.waitForSelector('header button[aria-label=Menu][aria-expanded=false]')
      }
      return measure(page, 'menu', null, () => tap(page, toggle))
    },
  },
  cart: {
    label: 'cart drawer: open',
    async press(page, i) {
      if (i > 0) {
        await page.keyboard.press('Escape')
        await closed(page, 'dialog[open]')
      }
      const button = page.getByRole('banner').getByRole('button', { name: /^Cart,/ })
      return measure(page, 'cart', null, () => tap(page, button))
    },
  },
}

/** A fresh phone-sized page at this CPU rate on slow 4G, loaded, hydrated and quiet. */
async function freshPage(browser, url, rate) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  })
  const page = await context.newPage()
  let inFlight = 0
  let lastChange = Date.now()
  const change = (delta) => () => {
    inFlight += delta
    lastChange = Date.now()
  }
  page.on('request', change(1))
  page.on('requestfinished', change(-1))
  page.on('requestfailed', change(-1))
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate })
  const started = Date.now()
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 })
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached', timeout: 60_000 })
  // Quiet for half a second after hydration (Playwright's own network idle may have come
  // before it, while hydration had not yet sent the page's reads), and the main thread idle.
  page.settle = async () => {
    for (const until = Date.now() + 60_000; inFlight > 0 || Date.now() - lastChange < 500;) {
      if (Date.now() > until) throw new Error(`${url}: the network never went quiet`)
      await new Promise((r) => setTimeout(r, 50))
    }
    await page.evaluate(() => new Promise((r) => requestIdleCallback(r)))
  }
  await page.settle()
  return { page, context, readyMs: Date.now() - started }
}

if (!process.argv.includes('--no-build') && !process.argv.some((a) => a.startsWith('--dist=')))
  build(undefined, 'storefront')
const dataDir = mkdtempSync(join(tmpdir(), 'bench-inp-'))
// One server per build, each on its own database; with several, their pages alternate, so each
// build sees the machine in the same state (its speed varies from minute to minute).
const servers = []
for (const [i, dir] of dists.entries())
  servers.push({
    label: dists.length > 1 ? basename(dir) : '',
    ...(await start(dir, port + i, { PGLITE_DIR: join(dataDir, String(i)) })),
  })
const browser = await chromium.launch(playwrightLaunchOptions())
const rows = []
try {
  // Warm the servers (the first render compiles the route and fills the store's caches).
  for (const server of servers) await fetch(server.url + PRODUCT)
  const keys = only ? only.split(',') : Object.keys(INTERACTIONS)
  console.log(
    `bench:inp ${PRODUCT} on ${servers.map((s) => s.label || s.url).join(', ')}, 412 px,` +
      ` touch, slow 4G; ${runs} fresh pages per interaction and rate, ${later} later presses on each`,
  )
  for (const key of keys) {
    const interaction = INTERACTIONS[key]
    for (const rate of rates) {
      const figures = servers.map(() => ({ first: [], later: [], ready: [] }))
      for (let run = 0; run < runs; run++)
        for (const [s, server] of servers.entries()) {
          const { page, context, readyMs } = await freshPage(browser, server.url + PRODUCT, rate)
          figures[s].ready.push(readyMs)
          try {
            figures[s].first.push(await interaction.press(page, 0))
            for (let i = 1; i <= later; i++) figures[s].later.push(await interaction.press(page, i))
          } finally {
            await context.close()
          }
        }
      for (const [s, server] of servers.entries())
        for (const which of ['first', 'later']) {
          const measured = figures[s][which]
          if (!measured.length) continue
          const row = {
            interaction: interaction.label,
            build: server.label,
            rate: `${rate}×`,
            which,
            n: measured.length,
            et75: percentile(
              measured.map((f) => f.eventTiming),
              75,
            ),
            v50: percentile(
              measured.map((f) => f.visible),
              50,
            ),
            v75: percentile(
              measured.map((f) => f.visible),
              75,
            ),
            ready: percentile(figures[s].ready, 50),
          }
          rows.push(row)
          console.log(
            `  ${row.interaction} ${row.build} ${row.rate} ${which}: ET p75 ${Math.round(row.et75)}` +
              ` ms, visible p50 ${Math.round(row.v50)} / p75 ${Math.round(row.v75)} ms`,
          )
        }
    }
  }
} finally {
  await browser.close()
  for (const server of servers) server.stop()
  await new Promise((r) => setTimeout(r, 500))
  rmSync(dataDir, { recursive: true, force: true })
}

const buildWidth = rows.some((r) => r.build)
  ? Math.max(7, ...rows.map((r) => r.build.length + 2))
  : 0
console.log(
  '\n' +
    'interaction'.padEnd(30) +
    (buildWidth ? 'build'.padEnd(buildWidth) : '') +
    'CPU'.padEnd(5) +
    'press'.padEnd(7) +
    'n'.padStart(4) +
    'ET p75'.padStart(9) +
    'visible p50'.padStart(13) +
    'p75'.padStart(7) +
    'page ready'.padStart(12),
)
for (const row of rows)
  console.log(
    row.interaction.padEnd(30) +
      row.build.padEnd(buildWidth) +
      row.rate.padEnd(5) +
      row.which.padEnd(7) +
      String(row.n).padStart(4) +
      `${Math.round(row.et75)}`.padStart(9) +
      `${Math.round(row.v50)}`.padStart(13) +
      `${Math.round(row.v75)}`.padStart(7) +
      `${(row.ready / 1000).toFixed(1)} s`.padStart(12),
  )
console.log(
  '\nms; ET: Event Timing duration (16 = under its 16 ms threshold); visible: input to the first' +
    ' frame after the DOM shows the answer; page ready: navigation to hydrated and network quiet.',
)
