/** Header template 1 before its machine runs: in the page flow (ADR 0020). No context. */
import type { Resting } from '../shared/start'

export const headerStickyStart: Resting<Record<string, never>> = { value: 'inFlow', context: {} }
