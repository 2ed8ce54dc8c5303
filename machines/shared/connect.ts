/**
 * What every flow's `connect` shares (zag-style): it takes the machine's snapshot, its `send`
 * and the ids of the view's parts, and returns view props and prop getters that carry the role,
 * the aria state and the handlers. Plain objects, no React, so a getter spreads onto any
 * element: `<button {...api.getTriggerProps()}>`.
 */
export interface ConnectOptions {
  /** Unique per mounted view (React's useId); the parts' ids derive from it. */
  id: string
}

export const DEFAULT_CONNECT: ConnectOptions = { id: 'flow' }

/** Ids of a view's parts, derived from its id so aria-controls and the element agree. */
export const partId = (options: ConnectOptions, part: string) => `${options.id}-${part}`
