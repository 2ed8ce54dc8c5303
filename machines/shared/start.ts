/**
 * Where a flow stands before its machine runs (ADR 0020): the frame's flows start on first
 * use, so until then the view renders `connect` over this resting snapshot. Each deferred
 * flow's `start.ts` gives it without XState; tests/unit/flow-wiring/start.test.ts checks every
 * one against its machine (value and context), and that nothing runs in the states they name.
 */
import type { StateValue } from 'xstate'

export interface Resting<TContext> {
  readonly value: StateValue
  readonly context: TContext
}

/** How a flow's read at start settled: its answer, or its failure. */
export type Outcome<T> = { readonly output: T } | { readonly error: unknown }
