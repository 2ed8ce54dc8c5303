/**
 * Whether a state value is in `test` (a state, or a state and some of its children), as a
 * snapshot's `matches` answers: XState's matchesState, for resting snapshots (ADR 0020). Kept
 * here because importing it from XState would place XState's core on the first load (the
 * bundler keeps a module whole in one chunk). tests/unit/flow-wiring/matches.test.ts checks
 * it against XState's on arbitrary values.
 */
import type { StateValue } from 'xstate'

function toValue(value: StateValue): StateValue {
  if (typeof value !== 'string' || !value.includes('.')) return value
  const [head, ...rest] = value.split('.')
  return { [head!]: toValue(rest.join('.')) }
}

export function matchesValue(test: StateValue, value: StateValue): boolean {
  const parent = toValue(test)
  const child = toValue(value)
  if (typeof child === 'string') return typeof parent === 'string' && parent === child
  if (typeof parent === 'string') return parent in child
  return Object.keys(parent).every((key) => key in child && matchesValue(parent[key]!, child[key]!))
}
