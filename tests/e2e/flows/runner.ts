/**
 * Level 3: the generated paths in Chromium against the running app. The page clock is
 * installed and paused before navigation, so delays happen only when a path says so
 * (`clock.runFor`); store calls a flow invokes are held with `page.route` until the path
 * resolves or rejects them.
 */
import { createHash } from 'node:crypto'
import { closeSync, mkdirSync, openSync } from 'node:fs'
import { join } from 'node:path'
import type { Page, Route } from '@playwright/test'
import { axeOn, expect, test } from '../fixtures'
import type { AnyEventObject } from 'xstate'
import {
  actorsOnPaths,
  browserTours,
  eventKey,
  eventKeysOf,
  type FlowModel,
  type FlowPath,
} from '~/flow-catalog/model'
import { byKeyboard, keyboardStep, withKeyboard } from './keyboard'

export interface BrowserBinding<C> {
  /** Opens the page for a path that starts with `input` (one of the flow's sample inputs). */
  setup(page: Page, input: Record<string, unknown>): Promise<C>
  states: Record<string, (c: C, context: unknown) => Promise<void>>
  events: Record<string, (c: C, event: AnyEventObject) => Promise<void>>
  /**
   * Events a shopper causes that only a pointer can (a swipe, a drag, a hover), each with the
   * spec's reason: a keyboard-only twin (keyboard.ts) does these steps with the pointer. Few and
   * honest: a control a keyboard cannot reach or work that the spec does not make pointer-only
   * is the product's to fix.
   */
  pointerOnly?: Record<string, string>
}

export function expectCompleteBinding(model: FlowModel, binding: BrowserBinding<unknown>) {
  // Exactly: a removed state or transition must fail here, not quietly drop its tests.
  expect(Object.keys(binding.states).sort()).toEqual([...model.states].sort())
  expect(Object.keys(binding.events).sort()).toEqual([...eventKeysOf(model)].sort())
  expect(eventKeysOf(model)).toEqual(expect.arrayContaining(Object.keys(binding.pointerOnly ?? {})))
}

/** The store's add-to-cart check (wire form) for a product sold one time only. */
export const ONE_TIME_CHECK = {
  status: 'Success',
  data: {
    price: 18.99,
    discount_price: 17.09,
    quantity: 0,
    exists: false,
    exists_ot: false,
    is_subscribable: false,
    billing_model_id: 2,
  },
}

/**
 * Installs a paused clock: timers fire only through `page.clock.runFor`. The clock is put in
 * once the page has loaded (the timers its load sets run as they would for a shopper); the long
 * ones a held request's page set meanwhile move onto it (`deferLongTimers`).
 */
export async function pauseClock(page: Page) {
  await page.evaluate(() => (window as { __stopDeferring?: () => void }).__stopDeferring?.())
  await page.clock.install({ time: new Date('2026-11-20T15:00:00Z') })
  await page.clock.pauseAt(new Date('2026-11-20T15:00:01Z'))
  await page.evaluate(() => (window as { __rearmLongTimers?: () => void }).__rearmLongTimers?.())
}

/** A timer at least this long is a deadline (a store call's is 15 s), never a load's own work. */
const LONG_TIMER_MS = 10_000
const deferringPages = new WeakSet<Page>()

/**
 * Timers of 10 s or more the page sets before `pauseClock` wait for the test's clock, and run
 * on it from where they stood: a held request's deadline (src/api/base.ts, 15 s) is set while
 * the page loads, before the clock can be put in, and would otherwise run on the wall clock —
 * a slow tour (a keyboard twin under CI's load) then outlived it, and the held session timed
 * out mid-path. Putting the clock in before the page loads instead froze the load's own short
 * timers (the cart drawer no longer opened, 65b476b): only the long ones move. On a page that
 * never pauses its clock they wait for the test's end: a held request is the test's to answer.
 * tests/e2e/test-clock.spec.ts checks it.
 */
async function deferLongTimers(page: Page) {
  if (deferringPages.has(page)) return
  deferringPages.add(page)
  await page.addInitScript((longMs) => {
    type Deferred = { fn: (...a: unknown[]) => void; ms: number; args: unknown[]; at: number }
    const nativeSet = window.setTimeout.bind(window)
    const nativeClear = window.clearTimeout.bind(window)
    let deferring = true
    // Bound now: the test's clock replaces performance.now too.
    const wall = performance.now.bind(performance)
    const deferred = new Map<number, Deferred>()
    // Negative ids never meet the browser's own.
    let nextId = -1
    window.setTimeout = ((fn: TimerHandler, ms = 0, ...args: unknown[]) => {
      if (!deferring || typeof fn !== 'function' || ms < longMs) return nativeSet(fn, ms, ...args)
      const id = nextId--
      deferred.set(id, { fn: fn as Deferred['fn'], ms, args, at: wall() })
      return id
    }) as typeof window.setTimeout
    window.clearTimeout = ((id?: number) => {
      if (id === undefined || !deferred.delete(id)) nativeClear(id)
    }) as typeof window.clearTimeout
    const w = window as { __stopDeferring?: () => void; __rearmLongTimers?: () => void }
    // Before the clock goes in: its own timers are not the page's to defer.
    w.__stopDeferring = () => {
      deferring = false
    }
    w.__rearmLongTimers = () => {
      // The test's clock now: each deferred timer goes on it with what was left of it.
      const clear = window.clearTimeout.bind(window)
      const moved = new Map<number, unknown>()
      for (const [id, t] of deferred)
        moved.set(id, window.setTimeout(t.fn, Math.max(0, t.ms - (wall() - t.at)), ...t.args))
      deferred.clear()
      window.clearTimeout = ((id?: number) =>
        clear(
          (id !== undefined && moved.has(id) ? moved.get(id) : id) as never,
        )) as typeof clearTimeout
    }
  }, LONG_TIMER_MS)
}

export async function replayInBrowser<C>(
  page: Page,
  model: FlowModel,
  binding: BrowserBinding<C>,
  path: FlowPath,
) {
  const c = await binding.setup(page, path.input)
  await check(binding, c, path.start.states, path.start.context, 'initially')
  await expectAccessibleState(page, model, path.start.states, 'initially')
  for (const [i, step] of path.steps.entries()) {
    const key = eventKey(step.event.type)
    const run = binding.events[key]
    if (!run) throw new Error(`No binding for event ${step.event.type}`)
    // In a keyboard-only twin, by the keyboard alone (unless the event is pointer-only).
    await keyboardStep(key, () => run(c, step.event))
    const when = `after step ${i + 1} (${step.event.type})`
    await check(binding, c, step.states, step.context, when)
    await expectAccessibleState(page, model, step.states, when)
  }
}

/** The six WCAG 2.2 A/AA rule sets every state a browser path reaches is checked against. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']

/**
 * Whether this state was scanned at this width in this run, by any worker: each is scanned once.
 * A marker file per state in the run's output folder (Playwright empties it at every run),
 * created exclusively, so two workers never both scan it.
 */
function firstScan(key: string): boolean {
  const dir = join(test.info().project.outputDir, '.axe-scanned')
  mkdirSync(dir, { recursive: true })
  try {
    closeSync(openSync(join(dir, createHash('sha1').update(key).digest('hex')), 'wx'))
    return true
  } catch {
    return false
  }
}

/**
 * Accessible in every state: axe with the six WCAG tags finds no violation, of any impact, on
 * the page as a path leaves it in each state it reaches (once per state and width). The page's
 * clock is paused (delays happen only when a path says so) and axe needs timers: its DOM, as it
 * stands, is scanned in a page of its own at the same width, with its scripts left out.
 */
async function expectAccessibleState(page: Page, model: FlowModel, states: string[], when: string) {
  // A keyboard twin reaches the states its pointer tour scans.
  if (byKeyboard()) return
  const viewport = page.viewportSize()!
  const key = `${model.flow.key} ${viewport.width} ${[...states].sort().join(' ')}`
  if (!firstScan(key)) return
  // Counted per flow by the reporter (tests/reporters/playwright-flow-paths.ts).
  test.info().annotations.push({ type: 'axe', description: key })
  const html = (await page.content()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
  const copy = await copyPage(page, viewport)
  copied.set(copy, { url: page.url(), html })
  // A new document every time (a change of hash alone would keep the last one).
  await copy.goto('about:blank')
  await copy.goto(page.url())
  const { violations } = await axeOn(copy).withTags(WCAG_TAGS).analyze()
  expect(
    violations.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    ),
    `axe in ${states.join(', ')} ${when}`,
  ).toEqual([])
}

/** The page a worker scans copies in, one per width, kept (its cache keeps styles and images). */
const copies = new Map<number, Promise<Page>>()
const copied = new Map<Page, { url: string; html: string }>()
function copyPage(page: Page, viewport: { width: number; height: number }) {
  let copy = copies.get(viewport.width)
  if (!copy) {
    copy = (async () => {
      const context = await page.context().browser()!.newContext({ viewport })
      const fresh = await context.newPage()
      // The copied document stands in for its address; everything else comes from the app.
      await fresh.route('**/*', (route) => {
        const now = copied.get(fresh)
        return now && route.request().url() === now.url
          ? route.fulfill({ status: 200, contentType: 'text/html', body: now.html })
          : route.continue()
      })
      return fresh
    })()
    copies.set(viewport.width, copy)
  }
  return copy
}

async function check<C>(
  binding: BrowserBinding<C>,
  c: C,
  states: string[],
  context: unknown,
  when: string,
) {
  for (const id of states) {
    const assert = binding.states[id]
    if (!assert) throw new Error(`No binding for state ${id}`)
    try {
      await assert(c, context)
    } catch (error) {
      if (error instanceof Error) error.message = `State ${id} ${when}: ${error.message}`
      throw error
    }
  }
}

/** Requests matching a URL pattern wait in a queue until the test fulfils or aborts them. */
export class HeldRequests {
  private queue: Route[] = []
  readonly seen: Array<{ url: string; body: unknown }> = []

  static async hold(page: Page, pattern: string | RegExp) {
    const held = new HeldRequests()
    await deferLongTimers(page)
    await page.route(pattern, (route) => {
      const request = route.request()
      held.seen.push({ url: request.url(), body: request.postDataJSON() as unknown })
      held.queue.push(route)
    })
    // A call the page gave up (its actor stopped, and the call's signal with it) is no longer
    // one to answer: left in the queue, it could be taken for the live call that comes after
    // it (the overlay closed while its popular products loaded, then opened again).
    page.on('requestfailed', (request) => {
      held.queue = held.queue.filter((route) => route.request() !== request)
    })
    return held
  }

  async next(): Promise<Route> {
    await expect
      .poll(() => this.queue.length, { message: 'waiting for a held request' })
      .toBeGreaterThan(0)
    // Only the newest call matters: an older one belongs to a state the machine has left.
    const route = this.queue.pop()!
    for (const stale of this.queue.splice(0)) await stale.abort().catch(() => {})
    return route
  }

  async fulfil(json: unknown, status = 200) {
    const route = await this.next()
    await route.fulfill({ status, json })
  }

  /** Answers the newest held request with an HTML page (a framed player, say). */
  async fulfilHtml(body: string) {
    const route = await this.next()
    await route.fulfill({ status: 200, contentType: 'text/html', body })
  }

  /** Lets the newest held request through to the running store. */
  async pass() {
    const route = await this.next()
    await route.continue()
  }

  async fail() {
    const route = await this.next()
    await route.abort('failed')
  }
}

/** What the running app cannot produce on demand, with the reason and where it is tested. */
export type Without = (
  | {
      /** The event, sent in these active states, is one the page cannot be made to send. */
      step: (event: AnyEventObject, before: string[]) => boolean
      reason: string
    }
  | { step?: undefined }
) & {
  /**
   * Why this flow's paths are not chained (each covering path then has a page of its own): a
   * sequence the chart allows that its binding cannot yet make the page produce.
   */
  unchained?: string
}

/**
 * The flow's browser tours (`browserTours`: covering paths chained on one loaded page), each a
 * test. A test's `starts` annotation names the flow actors the tour starts: the reporter
 * (tests/reporters/playwright-flow-paths.ts) keeps those of the tours that passed, for the
 * browser-level actor gate.
 *
 * A tour with an event a shopper causes (any but the machine's own: delays, actors' answers)
 * that is not pointer-only and that no earlier twin of the flow did has a keyboard-only twin, "<id> by keyboard: …" (keyboard.ts): the
 * same steps and checks on a page of its own, every control reached with Tab and worked with
 * keys, the pointer-only events (annotated with their reasons) done with the pointer. Axe is
 * left to the pointer tour, which scans the same states. Its title keeps the tour's id first
 * but not as "<id>: ", so the reporter does not count it for the actors.
 */
export function testTours(
  model: FlowModel,
  run: (page: Page, path: FlowPath) => Promise<void>,
  without?: Without,
  /** The binding's pointer-only events, with the spec's reasons (BrowserBinding.pointerOnly). */
  pointerOnly: Record<string, string> = {},
) {
  const allow = (event: AnyEventObject, before: string[]) => !without?.step?.(event, before)
  const tours = without?.unchained
    ? model.coveringPaths.filter((p) =>
        p.steps.every((s, i) => allow(s.event, i ? p.steps[i - 1]!.states : p.start.states)),
      )
    : browserTours(model, allow)
  const starts = actorsOnPaths(model.flow, tours)
  const flow = { type: 'flow', description: model.flow.key }
  /** The shopper's events a keyboard twin of this flow already does. */
  const byKeys = new Set<string>()
  for (const tour of tours) {
    const actors = Object.keys(starts).filter((a) => starts[a]!.includes(tour.id))
    const keys = [...new Set(tour.steps.map((s) => eventKey(s.event.type)))]
    const marked = keys
      .filter((k) => k in pointerOnly)
      .map((k) => ({ type: 'pointer-only', description: `${k}: ${pointerOnly[k]}` }))
    // A page load, then a few seconds a step at the slowest hours; a keyboard twin walks by Tab
    // from the top of the page, with a probe per press: twice that.
    const timeout = (times = 1) =>
      test.setTimeout(Math.max(test.info().timeout, times * (30_000 + 5_000 * tour.steps.length)))
    test(
      `${tour.id}: ${tour.description}`,
      {
        annotation: [
          flow,
          {
            type: 'starts',
            description: actors.map((a) => `${model.flow.key} ${a}`).join(', '),
          },
          ...marked,
        ],
      },
      async ({ page }) => {
        timeout()
        await run(page, tour)
      },
    )
    // A twin for a tour that does by keyboard an event no earlier twin did: every event a
    // shopper causes is done by keyboard in a whole tour, at half the time a twin per tour took
    // (40 twins instead of 80; the suite's 20-minute budget).
    const pairs = keys.filter((key) => !key.startsWith('xstate.') && !(key in pointerOnly))
    if (!pairs.some((pair) => !byKeys.has(pair))) continue
    for (const pair of pairs) byKeys.add(pair)
    test(
      `${tour.id} by keyboard: ${tour.description}`,
      { annotation: [flow, { type: 'keyboard', description: 'keyboard-only twin' }, ...marked] },
      async ({ page }) => {
        timeout(2)
        await withKeyboard(page, pointerOnly, () => run(page, tour))
      },
    )
  }
}

/** The browser tours of one flow in the running app, after checking the binding is complete. */
export function testCoveringPaths<C>(
  model: FlowModel,
  binding: BrowserBinding<C>,
  /**
   * Outcomes the running app cannot produce on demand (with the reason, and where the view
   * level tests them): the tours leave them out.
   */
  without?: Without,
) {
  test('the binding knows every state and event', () => {
    expectCompleteBinding(model, binding as BrowserBinding<unknown>)
  })
  testTours(
    model,
    (page, path) => replayInBrowser(page, model, binding, path),
    without,
    binding.pointerOnly,
  )
}

/** Handlers for the machine's own events, typed by its event union (see the vitest runner). */
export function machineEvents<E extends { type: string }, C>(events: {
  [K in E['type']]: (c: C, event: Extract<E, { type: K }>) => Promise<void>
}) {
  return events as unknown as BrowserBinding<C>['events']
}
