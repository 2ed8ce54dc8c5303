/** The starter-kit claim button before its machine runs: idle (ADR 0020). No context. */
import type { Resting } from '../shared/start'

export const kitClaimStart: Resting<Record<string, never>> = { value: 'idle', context: {} }
