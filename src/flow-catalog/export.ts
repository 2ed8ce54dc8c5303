/**
 * A machine as JSON that Stately Studio imports: the machine config with implementations
 * named (actions, guards, actors and delays are strings already; inline functions become
 * their names or are dropped).
 */
import type { AnyStateMachine } from 'xstate'

export function machineToJson(machine: AnyStateMachine): unknown {
  return strip(machine.config)
}

function strip(value: unknown): unknown {
  if (typeof value === 'function') return undefined
  if (Array.isArray(value)) return value.map(strip).filter((v) => v !== undefined)
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const [key, v] of Object.entries(value)) {
      // Parameterised actions keep their type; computed params are runtime-only.
      if (key === 'params' && typeof v === 'function') continue
      if (key === 'input' && typeof v === 'function') continue
      const s = strip(v)
      if (s !== undefined) out[key] = s
    }
    return out
  }
  return value
}
