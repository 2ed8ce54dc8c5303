/**
 * Drives a production machine the way a spec property sees it: actors are recorded and held
 * until a walk settles them, time is a simulated clock advanced only by the walk, and after
 * every step the view props from `connect` are observed. Generated paths replay through it
 * (their `xstate.after.*` steps become the spec's delay in simulated time, their actor outcomes
 * settle the held call), and fast-check walks it at random.
 */
import {
  createActor,
  fromPromise,
  SimulatedClock,
  type AnyActorRef,
  type AnyEventObject,
  type InspectionEvent,
} from 'xstate'
import type { FlowSpec, Observation, WalkStep } from '#machines/shared/spec'
import { z } from 'zod/mini'
import type { Flow } from '#machines/shared/flow'
import { sampleInput, type FlowPath } from './model'

type Connect = (snapshot: never, send: (event: never) => void) => Record<string, unknown>

// After the promise callbacks an actor's answer sets off (setTimeout where the browser's
// simulator runs this without setImmediate).
const flush = () =>
  new Promise<void>((resolve) =>
    typeof setImmediate === 'function' ? setImmediate(resolve) : setTimeout(resolve, 0),
  )

/**
 * An inspector that passes on each event the machine sends to one of its own actors (not
 * those it raises, nor those its actors send it).
 */
export function childSends(
  record: (to: string, event: AnyEventObject) => void,
): (event: InspectionEvent) => void {
  return (ev) => {
    if (ev.type !== '@xstate.event' || !ev.sourceRef || ev.sourceRef === ev.actorRef) return
    if (ev.sourceRef.sessionId === ev.rootId && ev.actorRef.sessionId !== ev.rootId)
      record((ev.actorRef as AnyActorRef).id, ev.event)
  }
}

/** A step's observation before anything is recorded in it. */
const blankObservation = (at: number): Observation => ({
  event: null,
  at,
  invoked: [],
  emitted: [],
  sent: [],
  props: {},
})

/** connect's values without its handlers and prop getters. */
function viewValues(connect: Connect, snapshot: unknown): Record<string, unknown> {
  const props = connect(snapshot as never, () => {})
  return Object.fromEntries(Object.entries(props).filter(([, v]) => typeof v !== 'function'))
}

export class SpecDriver {
  readonly trace: Observation[] = []
  private readonly clock = new SimulatedClock()
  private now = 0
  private readonly pending = new Map<
    string,
    { resolve(v: unknown): void; reject(e: unknown): void }
  >()
  private current = blankObservation(0)
  private readonly actor: AnyActorRef

  private readonly connect: Connect

  constructor(flow: Flow, input: Record<string, unknown> = sampleInput(flow)) {
    const { machine } = flow
    this.connect = flow.connect as unknown as Connect
    const actors = Object.fromEntries(
      Object.keys(machine.implementations.actors).map((src) => [
        src,
        fromPromise(({ input, signal }: { input: unknown; signal: AbortSignal }) => {
          this.current.invoked.push({ src, input })
          return new Promise((resolve, reject) => {
            const call = { resolve, reject }
            this.pending.set(src, call)
            // A call whose actor was stopped (its state left) can no longer be answered.
            signal.addEventListener('abort', () => {
              if (this.pending.get(src) === call) this.pending.delete(src)
            })
          })
        }),
      ]),
    )
    this.actor = createActor(machine.provide({ actors: actors as never }), {
      clock: this.clock,
      input,
      inspect: childSends((to, event) => this.current.sent.push({ to, event })),
    })
    this.actor.on('*', (event: AnyEventObject) => this.current.emitted.push(event))
    this.actor.start()
    this.observe()
  }

  private observe() {
    this.current.props = viewValues(this.connect, this.actor.getSnapshot())
    this.trace.push(this.current)
    this.current = blankObservation(this.now)
  }

  /** Actors with a call waiting to be settled. */
  get waiting(): string[] {
    return [...this.pending.keys()]
  }

  async send(event: AnyEventObject) {
    this.current.event = event
    this.actor.send(event)
    await flush()
    this.observe()
  }

  async tick(ms: number) {
    this.now += ms
    this.current.at = this.now
    this.current.event = observedEvent({ tick: ms })
    this.clock.increment(ms)
    await flush()
    this.observe()
  }

  /** Answers the waiting call of `src`; nothing happens (and nothing is observed) without one. */
  async settle(src: string, outcome: { output: unknown } | { error: unknown }) {
    const call = this.pending.get(src)
    if (!call) return
    this.current.event = observedEvent({ settle: src, ...outcome })
    this.pending.delete(src)
    if ('output' in outcome) call.resolve(outcome.output)
    else call.reject(outcome.error)
    await flush()
    this.observe()
  }

  stop() {
    this.actor.stop()
  }
}

/**
 * The simulator's view of its machine as spec properties read it, step by step and
 * synchronously: the model's explicit events (`xstate.after.*` as the spec's delay,
 * `xstate.done|error.actor.*` as an answer) are recorded as a walk would record them, with the
 * actors that started and the events emitted. A property breaking shows on /flows/{key}.
 */
export class SimObserver {
  readonly trace: Observation[] = []
  private now = 0
  private current = blankObservation(0)

  constructor(
    private readonly connect: Connect,
    private readonly spec: FlowSpec,
  ) {}

  /** Actor logic for the simulator's held actors: records each start with its input. */
  recordStart(src: string, input: unknown) {
    this.current.invoked.push({ src, input })
  }

  recordEmitted(event: AnyEventObject) {
    this.current.emitted.push(event)
  }

  recordSent(to: string, event: AnyEventObject) {
    this.current.sent.push({ to, event })
  }

  /** Call before sending `event` to the simulated actor. */
  before(event: AnyEventObject) {
    const step = asWalkStep(event, this.spec)
    if ('tick' in step) this.now += step.tick
    this.current.event = observedEvent(step)
    this.current.at = this.now
  }

  /** Call after the actor took the event (or once, after start). */
  observe(snapshot: unknown) {
    this.current.props = viewValues(this.connect, snapshot)
    this.trace.push(this.current)
    this.current = blankObservation(this.now)
  }

  /** The first property broken so far (worded with its spec line), or null. */
  broken(): string | null {
    for (let i = 1; i <= this.trace.length; i++) {
      const failure = firstBroken(this.spec, this.trace.slice(0, i))
      if (failure) return failure
    }
    return null
  }
}

/** Replays a generated path through the driver, in the spec's time. */
export async function replayForSpec(
  flow: Flow,
  path: FlowPath,
  onStep: (driver: SpecDriver, step: { ignored: boolean }) => void,
  /** Every ignored event is also sent: those at the start, then each step's after it. */
  options: { ignored?: boolean } = {},
) {
  const { spec } = flow
  const driver = new SpecDriver(flow, path.input)
  const tryIgnored = async (events: AnyEventObject[]) => {
    if (!options.ignored) return
    for (const event of events) {
      await driver.send(event)
      onStep(driver, { ignored: true })
    }
  }
  try {
    onStep(driver, { ignored: false })
    await tryIgnored(path.start.ignored)
    for (const step of path.steps) {
      await take(driver, asWalkStep(step.event, spec))
      onStep(driver, { ignored: false })
      await tryIgnored(step.ignored)
    }
  } finally {
    driver.stop()
  }
}

/**
 * A model event as the spec sees it: an `xstate.after.*` event is the spec's delay passing
 * (its value, not the machine's constant), an actor's done or error event is that actor's
 * answer, anything else is sent as it is.
 */
export function asWalkStep(event: AnyEventObject, spec: FlowSpec): WalkStep {
  const after = /^xstate\.after\.([^.]+)\./.exec(event.type)
  if (after) {
    const ms = spec.delays?.[after[1]!]
    if (ms === undefined) throw new Error(`The spec gives no delay for "${after[1]}"`)
    return { tick: ms }
  }
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type)
  if (!actor) return { send: event }
  const { output, error } = event as AnyEventObject & { output?: unknown; error?: unknown }
  return actor[1] === 'done' ? { settle: actor[2]!, output } : { settle: actor[2]!, error }
}

/** How a walk step stands in a trace: the event, `tick` with its ms, or `settle.<actor>`. */
export function observedEvent(step: WalkStep): NonNullable<Observation['event']> {
  if ('send' in step) return step.send
  if ('tick' in step) return { type: 'tick', ms: step.tick }
  const { settle, ...outcome } = step
  return { type: `settle.${settle}`, ...outcome }
}

/**
 * The properties that applied to the trace at its newest step and held: a path reaching such
 * a step could break them (one that only ever skips a property could not).
 */
export function exercised(spec: FlowSpec, trace: Observation[]): string[] {
  return spec.properties.filter((p) => p.check(trace) === null).map((p) => p.id)
}

/** For each property, the generated paths on which it applies at some step. */
export async function exerciseMap(
  flow: Flow,
  paths: FlowPath[],
): Promise<Record<string, string[]>> {
  const { spec } = flow
  const map: Record<string, string[]> = Object.fromEntries(spec.properties.map((p) => [p.id, []]))
  for (const path of paths) {
    const seen = new Set<string>()
    await replayForSpec(flow, path, (driver) => {
      for (const id of exercised(spec, driver.trace)) seen.add(id)
    })
    for (const id of seen) map[id]!.push(path.id)
  }
  return map
}

/** A walk as a URL parameter: the simulator at /flows/{key}?walk=… replays it step by step. */
export function encodeWalk(steps: WalkStep[]): string {
  const bytes = new TextEncoder().encode(JSON.stringify(steps, errorsAsMessages))
  let binary = ''
  for (const b of bytes) binary += String.fromCharCode(b)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

// zod/mini: the /flows pages decode walks in the browser (one zod flavour there, see http.ts).
const walkSchema = z
  .array(
    z.union([
      z.object({ send: z.looseObject({ type: z.string().check(z.maxLength(200)) }) }),
      z.object({ tick: z.int().check(z.minimum(0), z.maximum(86_400_000)) }),
      z.object({
        settle: z.string().check(z.maxLength(100)),
        output: z.optional(z.unknown()),
        error: z.optional(z.unknown()),
      }),
    ]),
  )
  .check(z.maxLength(200))

/** `encodeWalk`'s text back as steps, or null when it is not one (anything from a URL). */
export function decodeWalk(text: string): WalkStep[] | null {
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0))
    const parsed = walkSchema.safeParse(JSON.parse(new TextDecoder().decode(bytes)))
    return parsed.success ? (parsed.data as WalkStep[]) : null
  } catch {
    return null
  }
}

const errorsAsMessages = (_key: string, value: unknown) =>
  value instanceof Error ? { message: value.message } : value

/** Checks every property on the trace so far; the first failure, worded with its spec line. */
export function firstBroken(spec: FlowSpec, trace: Observation[]): string | null {
  for (const property of spec.properties) {
    const failure = property.check(trace)
    if (typeof failure === 'string') {
      const steps = trace.slice(1).map(describeStep).join(' → ')
      return `${property.section}: "${property.text}" broken: ${failure}\n  after: ${steps || '(start)'}`
    }
  }
  return null
}

/** A step as a person reads it: time passing, an actor's answer, or the event (payload cut short). */
export function describeStep(o: Observation): string {
  const event = o.event
  if (!event) return '(start)'
  if (event.type === 'tick') return `+${String(event.ms)} ms`
  if (event.type.startsWith('settle.'))
    return `${event.type.slice(7)} ${'error' in event ? 'fails' : 'answers'}`
  const { type, ...payload } = event
  const text = JSON.stringify(payload)
  return text === '{}' ? type : `${type} ${text.length > 60 ? `${text.slice(0, 57)}…` : text}`
}

/** Takes one step of a scenario or walk. */
export async function take(driver: SpecDriver, step: WalkStep) {
  if ('send' in step) await driver.send(step.send)
  else if ('tick' in step) await driver.tick(step.tick)
  else
    await driver.settle(
      step.settle,
      'error' in step ? { error: step.error } : { output: step.output },
    )
}
