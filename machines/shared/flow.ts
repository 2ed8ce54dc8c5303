/**
 * One flow, one definition (ADR 0009): `machines/<flow>/index.ts` default-exports
 * `defineFlow({...})`. The folder name is the flow's key and its machine's id; the catalog,
 * /flows, the generated tests, the production actors and the first-use wiring are all built
 * from the list of folders, so nothing else names a flow by hand.
 */
import type { AnyEventObject, AnyStateMachine, EventFromLogic, SnapshotFrom } from 'xstate'
import type { ConnectOptions } from './connect'
import type { FlowSpec } from './spec'

export interface FlowSamples {
  /** The machine's input in tests and on /flows (its view's `id` is added: "flow"). */
  input?: Record<string, unknown>
  /** Other inputs worth exploring: ones that change where the machine starts. */
  moreInputs?: Record<string, unknown>[]
  /** Payload samples per event type; a type left out is sent as `{ type }`. */
  events?: Record<string, AnyEventObject[]>
  /** Representative outputs per invoke id (each becomes an `xstate.done.actor.<id>` event). */
  outputs?: Record<string, unknown[]>
  /** Errors per invoke id; default: one generic failure. */
  errors?: Record<string, unknown[]>
  /** The part of the context that tells states apart (the rest is ignored to keep the graph finite). */
  context?: (context: never) => unknown
  /** Safety cap on traversal iterations. */
  limit?: number
  /**
   * Guard outcomes no sequence can produce, each "<transition id> (<guard>) never true|false",
   * with the reason beside it (the coverage gate accepts only these).
   */
  unreachableGuardCases?: string[]
}

/**
 * A shape for the generated pre-load table (src/flow-catalog/preload.ts): literal leaves,
 * `oneOf(...)` choices (every one is tried) and `data.*` leaves (passed through as they come,
 * whatever they are).
 */
export type Template =
  string | number | boolean | null | OneOf | DataLeaf | Template[] | { [key: string]: Template }

export interface OneOf {
  readonly $oneOf: Template[]
}
export interface DataLeaf {
  /** Strings and numbers only: a boolean is enumerated (`bool`), it may decide a state. */
  readonly $data: 'string' | 'number'
}

export const oneOf = (...choices: Template[]): OneOf => ({ $oneOf: choices })
export const data = {
  string: { $data: 'string' } as DataLeaf,
  number: { $data: 'number' } as DataLeaf,
}
export const bool = oneOf(true, false)

/**
 * How a flow starts in the browser (the server renders its generated pre-load snapshot). Its
 * code loads on the first event its snapshot does not ignore, or with the page when its first
 * snapshot runs something that may not wait (read from the machine: src/flow-catalog/preload.ts).
 */
export interface FlowStart {
  /** Load the code on the shopper's first sign of use (pointer, key, touch, focus, scroll). */
  warm?: boolean
  /**
   * What of its first snapshot may wait, and until when: without it, a flow whose first
   * snapshot runs an actor or a delay starts with the page (ADR 0009).
   */
  defer?: FlowDefer
  /** The machine's input: `data` leaves pass through, `oneOf` leaves are enumerated. */
  input?: Template
  /**
   * Server data the view sends from Query as it arrives: shown before the machine runs (from
   * the generated table), replayed first when it starts.
   */
  events?: Template[]
}

export interface FlowDefer {
  /** The first snapshot's actors and delays that may wait; any other starts the flow at once. */
  running: string[]
  /**
   * Until the shopper reaches for it: these events start it even where its first snapshot
   * ignores them (a pointer over it, focus in it), so its code is there by the click.
   */
  wakeOn?: string[]
  /** Until this cookie exists, at mount or on a later page (the machine's actors read it). */
  cookie?: string
  /** Until `leadMs` before the input's `inputMs` (ms after mount: a timed flow's first move). */
  wakeBefore?: { inputMs: string; leadMs: number }
}

export interface FlowDefinition<M extends AnyStateMachine = AnyStateMachine> {
  /** What product owners read on /flows. */
  title: string
  machine: M
  connect: (
    snapshot: SnapshotFrom<M>,
    send: (event: EventFromLogic<M>) => void,
    options: ConnectOptions,
  ) => object
  spec: FlowSpec
  samples: FlowSamples
  start?: FlowStart
}

/** A flow: its definition and its key, the machine's id (which is its folder's name). */
export type Flow = FlowDefinition & { key: string }

export function defineFlow<M extends AnyStateMachine>(definition: FlowDefinition<M>): Flow {
  return { ...(definition as unknown as FlowDefinition), key: definition.machine.id }
}
