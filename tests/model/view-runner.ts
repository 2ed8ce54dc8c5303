/**
 * Level 2 (and the shape of level 3): a binding says how to check each state in the UI and
 * how to cause each event. The runner replays a generated path through the binding.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { act, fireEvent } from '@testing-library/react'
import { afterAll, expect, it, vi } from 'vitest'
import {
  createActor,
  fromPromise,
  toPromise,
  type AnyActorLogic,
  type AnyEventObject,
} from 'xstate'
import type { Observation } from '#machines/shared/spec'
import { eventKey, eventKeysOf, type FlowModel, type FlowPath } from '~/flow-catalog/model'
import { asWalkStep, firstBroken, observedEvent } from '~/flow-catalog/spec-harness'
import { islandsLoaded } from '~/lib/island'

export interface StateCheck<C> {
  (c: C, context: unknown): void | Promise<void>
}
export interface ViewBinding<C> {
  /**
   * Renders the view for a path that starts with `input` (one of the flow's sample inputs).
   * `path` is there for what the page must already hold for a later step to be possible (the
   * store's answers are given step by step; a precondition such as "no session" is set here).
   */
  setup(input: Record<string, unknown>, path?: FlowPath): C | Promise<C>
  teardown?(c: C): void | Promise<void>
  /** Keyed by state id, e.g. "newsletter.editing". */
  states: Record<string, StateCheck<C>>
  /**
   * Keyed by event type; delays as "xstate.after.<delay>", actor outcomes as
   * "xstate.done.actor.<id>". `how.ignored`: the machine ignores this event here, so whatever
   * the handler waits for or asserts as the event's effect must not happen.
   */
  events: Record<string, EventRunner<C>>
  /** Events that load another page (besides "*.routeChanged"): the page around the view changes. */
  navigations?: string[]
  /**
   * Events the store's answers cause, not a shopper's control: the binding reads the store to
   * cause them, so an ignored one may call it (every other ignored event must not).
   */
  fromStore?: string[]
  /**
   * The view props the flow's `seen` spec properties read, read back from the page (what the
   * shopper sees): with it, those properties are checked on the view at every step.
   */
  observe?(c: C): Record<string, unknown>
}

export type EventRunner<C> = (
  c: C,
  event: AnyEventObject,
  how: { ignored: boolean },
) => void | Promise<void>

/** Thrown by a binding when the control for an event is not on the page (nothing to press). */
export class NotOnPage extends Error {
  override name = 'NotOnPage'
}

/**
 * A binding knows exactly the machine's states and events: a new one fails here first, and so
 * does a removed one (its tests must not quietly drop out).
 */
export function expectCompleteBinding(model: FlowModel, binding: ViewBinding<unknown>) {
  expect(Object.keys(binding.states).sort()).toEqual([...model.states].sort())
  expect(Object.keys(binding.events).sort()).toEqual([...eventKeysOf(model)].sort())
}

/**
 * Runs what is due now (zero-delay timers, promise callbacks) without moving the clock, once
 * every island on the page has its code: an island still loading would fill in later, in the
 * middle of a comparison (a slow machine's module loads take longer than any tick).
 */
export async function settle() {
  do
    await act(async () => {
      await islandsLoaded()
      if (vi.isFakeTimers()) await vi.advanceTimersByTimeAsync(0)
      else await new Promise((resolve) => setTimeout(resolve, 0))
    })
  while (islandsLoaded())
}

const NAVIGATION = /\.routeChanged$/

/** (state, ignored event) pairs a binding has tried already: each is tried once per file. */
const triedIgnored = new WeakMap<object, Set<string>>()

/**
 * Per flow, the ignored events done through their control and seen to change nothing, and those
 * with no control on the page in that state: `npm run flows:report` prints them (the "unhandled
 * events" dimension). Each test file writes its own to .reports/unhandled/.
 */
const unhandled: Record<string, { performed: number; noControl: number }> = {}
afterAll(() => {
  const file = expect.getState().testPath
  if (!file || Object.keys(unhandled).length === 0) return
  const dir = join(process.cwd(), '.reports', 'unhandled')
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, `${basename(file)}.json`), JSON.stringify(unhandled))
})

export async function replayOnView<C>(model: FlowModel, binding: ViewBinding<C>, path: FlowPath) {
  const c = await binding.setup(path.input, path)
  const seen = viewProperties(model, binding, c)
  try {
    await checkStates(binding, c, path.start.states, path.start.context, 'initially')
    seen?.step(null)
    await tryIgnored(
      model.flow.key,
      binding,
      c,
      path.start.states,
      path.start.context,
      path.start.ignored,
      seen,
    )
    for (const [i, step] of path.steps.entries()) {
      const run = binding.events[eventKey(step.event.type)]
      if (!run) throw new Error(`No binding for event ${step.event.type}`)
      await run(c, step.event, { ignored: false })
      await checkStates(
        binding,
        c,
        step.states,
        step.context,
        `after step ${i + 1} (${step.event.type})`,
      )
      seen?.step(step.event)
      await tryIgnored(model.flow.key, binding, c, step.states, step.context, step.ignored, seen)
    }
  } finally {
    await binding.teardown?.(c)
  }
}

/**
 * The flow's `seen` spec properties, checked on the page: each step is observed as the machine
 * level observes it (time in the spec's delays, actor answers as settle events), but with the
 * props read back from the rendered view.
 */
function viewProperties<C>(model: FlowModel, binding: ViewBinding<C>, c: C) {
  const { spec } = model.flow
  const properties = spec.properties.filter((p) => p.seen)
  if (!binding.observe || properties.length === 0) return null
  const trace: Observation[] = []
  const seenSpec = { ...spec, properties }
  let at = 0
  return {
    step(event: AnyEventObject | null) {
      const step = event && asWalkStep(event, spec)
      if (step && 'tick' in step) at += step.tick
      trace.push({
        event: step && observedEvent(step),
        at,
        invoked: [],
        emitted: [],
        sent: [],
        props: binding.observe!(c),
      })
      const broken = firstBroken(seenSpec, trace)
      if (broken) expect.fail(`On the page, ${broken}`)
    },
  }
}

/**
 * What the machine ignores in this state, done on the view: nothing a shopper sees may change
 * (the page's markup stays as it was and the state still checks). An event whose control is
 * not on the page here is one the shopper cannot send, and is passed over.
 */
async function tryIgnored<C>(
  flow: string,
  binding: ViewBinding<C>,
  c: C,
  states: string[],
  context: unknown,
  ignored: AnyEventObject[],
  seen: ReturnType<typeof viewProperties> = null,
) {
  let tried = triedIgnored.get(binding)
  if (!tried) triedIgnored.set(binding, (tried = new Set()))
  const counts = (unhandled[flow] ??= { performed: 0, noControl: 0 })
  for (const event of ignored) {
    const key = JSON.stringify([states, context, event])
    if (tried.has(key)) continue
    tried.add(key)
    const run = binding.events[eventKey(event.type)]
    if (!run) throw new Error(`No binding for event ${event.type}`)
    // Settle what the last step set going (effects, image fallbacks) before the comparison.
    await settle()
    const before = document.body.innerHTML
    const calls = storeCalls()
    try {
      await run(c, event, { ignored: true })
    } catch (error) {
      const noControl =
        error instanceof NotOnPage ||
        (error instanceof Error && error.name === 'TestingLibraryElementError')
      if (!noControl) throw error
      counts.noControl++
      continue
    }
    counts.performed++
    // A navigation the machine ignores still changes the page around the view (links carry
    // the new path): for those only the state's own checks apply.
    if (!NAVIGATION.test(event.type) && !binding.navigations?.includes(event.type)) {
      await settle()
      // Nor does it reach the store (anchor: @xstate/test's checkUnhandled).
      if (!binding.fromStore?.includes(event.type))
        expect(
          storeCalls() - calls,
          `${event.type} is ignored in ${states.join(', ')}, yet the page called the store`,
        ).toBe(0)
      const after = document.body.innerHTML
      if (after !== before) {
        const at = [...after].findIndex((ch, i) => ch !== before[i])
        expect.fail(
          `${event.type} is ignored in ${states.join(', ')}, yet the page changed at:\n` +
            `  before: …${before.slice(Math.max(0, at - 80), at + 120)}\n` +
            `  after:  …${after.slice(Math.max(0, at - 80), at + 120)}`,
        )
      }
    }
    await checkStates(binding, c, states, context, `after the ignored ${event.type}`)
    seen?.step(event)
  }
}

/** Requests the page has sent to the faked store (tests/model/store-fake.ts), if faked. */
const storeCalls = () => {
  const fetch = globalThis.fetch
  return vi.isMockFunction(fetch) ? fetch.mock.calls.length : 0
}

async function checkStates<C>(
  binding: ViewBinding<C>,
  c: C,
  states: string[],
  context: unknown,
  when: string,
) {
  for (const id of states) {
    const check = binding.states[id]
    if (!check) throw new Error(`No binding for state ${id}`)
    try {
      await check(c, context)
    } catch (error) {
      if (error instanceof Error) error.message = `State ${id} ${when}: ${error.message}`
      throw error
    }
  }
}

/** An actor whose calls wait until the test settles them (the "held request" of level 2). */
export function heldActor<TOutput, TInput = unknown>() {
  const calls: Array<{
    input: TInput
    resolve: (o: TOutput) => void
    reject: (e: unknown) => void
  }> = []
  const logic = fromPromise<TOutput, TInput>(
    ({ input }) =>
      new Promise<TOutput>((resolve, reject) => calls.push({ input, resolve, reject })),
  )
  const latest = () => {
    const call = calls.at(-1)
    if (!call) throw new Error('The actor was not invoked')
    return call
  }
  return {
    logic,
    calls,
    resolve: (output: TOutput) => latest().resolve(output),
    reject: (error: unknown) => latest().reject(error),
  }
}

/**
 * The generated-path tests of one view: its binding is complete and every path replays.
 * `withoutEvents` names events this view has no way to send (with the reason); paths using
 * them are left out, and the rest must still reach every state.
 */
export function testGeneratedPaths<C>(
  model: FlowModel,
  binding: ViewBinding<C>,
  options: { withoutEvents?: Record<string, string> } = {},
) {
  const left = Object.keys(options.withoutEvents ?? {})
  const paths = model.viewPaths.filter((p) => !p.steps.some((s) => left.includes(s.event.type)))
  // Tried as ignored events, they are controls this view does not have.
  const replayed: ViewBinding<C> = {
    ...binding,
    events: {
      ...binding.events,
      ...Object.fromEntries(
        left.map((type) => [
          type,
          () => {
            throw new NotOnPage(options.withoutEvents![type])
          },
        ]),
      ),
    },
  }
  it('binds every state and event of the machine', () => {
    const events = { ...binding.events }
    for (const type of left) events[type] = () => {}
    expectCompleteBinding(model, { ...binding, events } as ViewBinding<unknown>)
    for (const type of left) expect(binding.events[type], type).toBeUndefined()
    // A flow with properties about what the shopper sees has them checked on this view.
    const seen = model.flow.spec.properties.some((p) => p.seen)
    if (seen) expect(binding.observe, 'binding.observe').toBeTypeOf('function')
  })
  if (left.length) {
    it('still reaches every state without the events this view cannot send', () => {
      const seen = new Set(
        paths.flatMap((p) => [...p.start.states, ...p.steps.flatMap((s) => s.states)]),
      )
      expect(model.states.filter((s) => !seen.has(s))).toEqual([])
    })
  }
  it.each(paths.map((p) => [p.id, p.description, p] as const))(
    '%s: %s',
    async (_id, _description, path) => {
      await replayOnView(model, replayed, path)
    },
  )
}

/**
 * A binding's handlers for the machine's own events, typed by its event union: an event added
 * to the machine fails to compile here before a generated path can miss it.
 */
/**
 * Closing a popup the two ways its dismissal actor listens for, by turns across a file's paths:
 * Escape, which must return focus to the control that opened it, and a press outside it.
 */
export function dismissing(trigger: () => HTMLElement) {
  let closes = 0
  return (_c: unknown, _e: unknown, how: { ignored: boolean }) => {
    if (closes++ % 2 === 0) {
      fireEvent.keyDown(document, { key: 'Escape' })
      if (!how.ignored) expect(document.activeElement).toBe(trigger())
    } else fireEvent.pointerDown(document.body)
  }
}

export function machineEvents<E extends { type: string }, C>(events: {
  [K in E['type']]: (
    c: C,
    event: Extract<E, { type: K }>,
    how: { ignored: boolean },
  ) => void | Promise<void>
}) {
  return events as unknown as ViewBinding<C>['events']
}

/**
 * The whole visible text, exactly (whitespace normalised as jest-dom does): a message with
 * extra words fails where a substring match would pass.
 */
export function exactly(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)
}

/**
 * Waits for `check` to pass by running only what is due now (promise callbacks, zero-delay
 * timers), never moving the fake clock: time passes in these tests only by the spec's values.
 */
export async function whenSettled<T>(check: () => T, rounds = 50): Promise<T> {
  for (let i = 0; ; i++) {
    try {
      return check()
    } catch (error) {
      if (i >= rounds) throw error
      await settle()
    }
  }
}

/**
 * A production actor started only when the test lets it (`run`): the real implementation then
 * runs against what the page holds at that moment (storage, the query cache, the DOM). For an
 * actor that answers at once from what is on the page, this is what lets its in-flight state
 * be seen and the page be made to hold what gives the path's outcome. `fail` is for an outcome
 * the real implementation cannot give.
 */
export function gated<TOutput>(real: AnyActorLogic) {
  type Outcome = { output: TOutput } | { error: unknown }
  const runs: Array<{
    input: unknown
    run: () => Promise<Outcome>
    fail: (error: unknown) => void
  }> = []
  const logic = fromPromise<TOutput>(
    ({ input }) =>
      new Promise<TOutput>((resolve, reject) =>
        runs.push({
          input,
          run: () =>
            toPromise(createActor(real, { input }).start()).then(
              (output) => {
                resolve(output as TOutput)
                return { output: output as TOutput }
              },
              (error: unknown) => {
                reject(error)
                return { error }
              },
            ),
          fail: reject,
        }),
      ),
  )
  const latest = () => {
    const run = runs.at(-1)
    if (!run) throw new Error('The actor was not invoked')
    return run
  }
  return {
    logic,
    runs,
    /** Runs the real actor on the latest input; what it did: its output, or its error. */
    run: async (): Promise<Outcome> => {
      let outcome!: Outcome
      await act(async () => {
        outcome = await latest().run()
      })
      await settle()
      return outcome
    },
    fail: async (error: unknown) => {
      await act(async () => latest().fail(error))
      await settle()
    },
  }
}

/** A production actor as it is, counting its starts (`onStart`, as each one begins). */
export function counted<L extends AnyActorLogic>(real: L, onStart: () => void): L {
  return {
    ...real,
    getInitialSnapshot: (scope, input) => {
      onStart()
      return real.getInitialSnapshot(scope, input)
    },
  }
}

/** The real clock's timer, captured when this module loads (before any test fakes timers). */
const realSetTimeout = globalThis.setTimeout.bind(globalThis)

/** A load the test holds: it opens it (the code arrives) or fails it (it did not). */
export interface Gate {
  promise: Promise<void>
  resolve(): void
  reject(error: Error): void
}

export function heldGate(): Gate {
  let resolve!: () => void
  let reject!: (error: Error) => void
  const promise = new Promise<void>((res, rej) => {
    resolve = res
    reject = rej
  })
  // A gate nobody opens or fails is left pending; one failed is not an unhandled rejection.
  promise.catch(() => {})
  return { promise, resolve, reject }
}

/** Lets the module runner load what it is asked for (real time; the page's clock stays). */
export async function untilLoaded(check: () => boolean, what: string) {
  // Date is the real clock here (the fake timers leave it).
  const deadline = Date.now() + 5000
  while (Date.now() < deadline) {
    if (check()) return
    await act(async () => {
      await new Promise((resolve) => realSetTimeout(resolve, 0))
    })
  }
  if (check()) return
  throw new Error(`Still waiting for ${what}`)
}

/**
 * Runs `step` expecting the app to log these codes (console.error, "[code] …"), and only them;
 * the test's guard against unexpected errors (tests/setup.ts) is back afterwards.
 */
export async function expectLogged(codes: string[], step: () => Promise<void>) {
  const spy = vi.mocked(console.error)
  const guard = spy.getMockImplementation()
  const from = spy.mock.calls.length
  spy.mockImplementation(() => {})
  try {
    await step()
  } finally {
    spy.mockImplementation(guard ?? (() => {}))
  }
  const logged = spy.mock.calls
    .slice(from)
    .map(([first]) => /^\[([^\]]+)\]/.exec(String(first))?.[1])
  expect(logged).toEqual(codes)
}

const found = new Map<string, unknown>()
let watcher: MutationObserver | null = null
/**
 * Role queries are what the shopper's tools see, and they are slow in jsdom (each one computes
 * names and visibility): a lookup under `key` is reused until the page's markup changes (any
 * mutation of the document: elements, attributes, text), since until then it finds the same
 * element.
 */
export function lookup<T>(key: string, find: () => T): T {
  if (!watcher) {
    watcher = new MutationObserver(() => found.clear())
    watcher.observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    })
  }
  if (watcher.takeRecords().length) found.clear()
  if (found.has(key)) return found.get(key) as T
  const element = find()
  found.set(key, element)
  return element
}
