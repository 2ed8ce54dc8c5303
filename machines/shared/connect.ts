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
 * What a `connect` reads of a snapshot: its state, its context and whether it takes an event
 * (`can`, the machine's guards: a connect asks rather than restating them). A flow that has not
 * started yet is read the same way (its resting snapshot and the events it takes, ADR 0020);
 * there `can` is answered by event type, so a connect asks it of events without a payload.
 */
export type FlowView<M extends AnyStateMachine> = Pick<
  SnapshotFrom<M>,
  'matches' | 'context' | 'can'
>
