/** The cart drawer before it runs: closed (ADR 0020). It has no context. */
import type { Resting } from '../shared/start'

export const cartDrawerStart: Resting<Record<string, never>> = { value: 'closed', context: {} }
