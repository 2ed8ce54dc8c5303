/**
 * Spec properties: rules written from the specs' text, checked on the machine's observable
 * behaviour only (events in, actors invoked with their input, events emitted, the view props
 * `connect` gives, simulated time), never its state names, so a rename is not a spec change and
 * a wrong target is. Checked on every generated path and by random walks
 * (tests/model/spec-properties.test.ts).
 */
/** What could be seen after one step of a walk. */
export interface Observation {
  /** The event just sent (null for the start, 'tick' steps for time passing). */
  event: { type: string; [key: string]: unknown } | null
  /** Simulated milliseconds since the start. */
  at: number
  /** Actors started by this step (invoked or spawned), with their input. */
  invoked: Array<{ src: string; input: unknown }>
  /** Events the machine emitted during this step. */
  emitted: Array<{ type: string; [key: string]: unknown }>
  /** Events the machine sent to its own actors during this step (an engine told to move). */
  sent: Array<{ to: string; event: { type: string; [key: string]: unknown } }>
  /** The view props after the step (connect's values; handlers left out). */
  props: Record<string, unknown>
}

export interface SpecProperty {
  id: string
  /** Where the spec says it, e.g. "Shell §5". */
  section: string
  /** The rule in words. */
  text: string
  /**
   * The rule speaks only of what the shopper sees (view props, events, time): it is checked on
   * the rendered view too, with the props read from the page (tests/model/view-runner.ts).
   */
  seen?: boolean
  /**
   * The trace so far (last entry is the newest step): a failure message, null when the rule
   * applied and held, or `skip` when the trace gives the rule nothing to judge. A property that
   * no generated path makes applicable could never fail there: it is reported as vacuous.
   */
  check(trace: Observation[]): Verdict
}

/** A check's answer when the rule does not speak to this trace (it could not break here). */
export const skip: unique symbol = Symbol('not applicable')
export type Verdict = string | null | typeof skip

/**
 * How a flow's spec properties trace to the spec's text (machines/<flow>/trace.ts, read by the
 * server and the tests only, so the browser does not load the quotes).
 */
export interface FlowTrace {
  /** Property id → the spec's sentences (or the words of one) it checks, verbatim. */
  quotes: Record<string, string[]>
  /**
   * References of the machine's `meta.spec` that no property quotes, with the reason (what
   * checks them instead, or why they are not behaviour).
   */
  waived?: Record<string, string>
}

export interface FlowSpec {
  properties: SpecProperty[]
  /** The spec's delays by the machine's delay name, as the spec writes them (ms). */
  delays?: Record<string, number>
  /** Time steps a random walk may take (ms), around the spec's delays. */
  ticks?: number[]
  /**
   * Every event a shopper or the page can cause, from the spec: the random walk sends them
   * whether or not the machine handles them (a dropped transition must not drop its events).
   */
  events: string[]
  /** Actor answers the spec distinguishes beyond the flow's samples (e.g. no search log id). */
  outputs?: Record<string, unknown[]>
  /** Event payloads the spec distinguishes beyond the flow's samples (padding, 3 vs 4 px …). */
  samples?: Array<{ type: string; [key: string]: unknown }>
  /**
   * Sequences the spec singles out, run as they stand so the property they exercise is tested
   * every time, not only when a random walk happens upon them.
   */
  scenarios?: Array<{ name: string; steps: WalkStep[] }>
}

export type WalkStep =
  | { send: { type: string; [key: string]: unknown } }
  | { tick: number }
  | { settle: string; output?: unknown; error?: unknown }

/** Helpers for writing properties over a trace. */
export const last = (trace: Observation[]) => trace[trace.length - 1]!
export const sent = (o: Observation, type: string) => o.event?.type === type
/** Every start of actor `src`, with the time and the index of the step that started it. */
export const invokedOf = (trace: Observation[], src: string) =>
  trace.flatMap((o, step) =>
    o.invoked.filter((i) => i.src === src).map((i) => ({ ...i, at: o.at, step })),
  )

/**
 * One call of actor `src` at a time, with the control busy while it runs: a second press before
 * the first call answers starts nothing. `exact`: busy only then (it returns to idle after).
 */
export function oneCallAtATime(
  trace: Observation[],
  src: string,
  busy: (o: Observation) => boolean,
  { exact = false }: { exact?: boolean } = {},
): Verdict {
  const calls = invokedOf(trace, src)
  if (!calls.length) return skip
  const settled = trace.filter((o) => o.event?.type === `settle.${src}`).length
  if (calls.length > settled + 1) return `a second ${src} started before the first answered`
  const running = calls.length > settled
  const isBusy = busy(last(trace))
  if (running && !isBusy) return `not busy while ${src} runs`
  if (exact && !running && isBusy) return 'busy with nothing running'
  return null
}

/**
 * The spec's "a valid email", as an oracle of its own (not the product's rule): one @, a local
 * part and a dotted domain ending in 2+ letters, no spaces. The flows' samples sit far from the
 * edge cases where a stricter rule could differ.
 */
export const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/.test(value)
