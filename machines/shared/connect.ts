/**
 * What every flow's `connect` shares (zag-style): it takes the machine's snapshot, its `send`
 * and the ids of the view's parts, and returns view props and prop getters that carry the role,
 * the aria state and the handlers. Plain objects, no React, so a getter spreads onto any
 * element: `<button {...api.getTriggerProps()}>`.
 */
import type { AnyStateMachine, SnapshotFrom } from 'xstate'

export interface ConnectOptions {
  /** Unique per mounted view (React's useId); the parts' ids derive from it. */
  id: string
}

export const DEFAULT_CONNECT: ConnectOptions = { id: 'flow' }

/** Ids of a view's parts, derived from its id so aria-controls and the element agree. */
export const partId = (options: ConnectOptions, part: string) => `${options.id}-${part}`

/**
 * What a `connect` reads of a snapshot: its state and its context. A flow that has not started
 * yet is read the same way (its resting snapshot, ADR 0020).
 */
export type FlowView<M extends AnyStateMachine> = Pick<SnapshotFrom<M>, 'matches' | 'context'>
