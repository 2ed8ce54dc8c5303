/**
 * A machine's graph as readable text: every state with its type, entry and exit actions and
 * invoked actors, and every transition with its event, guard, targets, actions and delay (by
 * name and value). Committed beside each machine (machines/<flow>/graph.txt) and checked by
 * tests/model/graph-snapshots.test.ts, so a behaviour change shows as a diff in its commit.
 */
import type { AnyStateMachine, AnyStateNode } from 'xstate'
import { allStateNodes, combinedGuards } from './model'

const nameOf = (item: unknown): string => {
  if (typeof item === 'string') return item
  // xstate's guard combinators (and, or, not) carry the guards they combine.
  const combined = combinedGuards(item)
  if (combined) return `${(item as { name: string }).name}(${combined.map(nameOf).join(', ')})`
  if (typeof item === 'function') return item.name ? `${item.name} (inline)` : '(inline)'
  if (item && typeof item === 'object' && 'type' in item) {
    const { type, params } = item as { type: unknown; params?: unknown }
    const dynamic = typeof params === 'function' ? ' (params from the event)' : ''
    const fixed = params && typeof params === 'object' ? ` ${JSON.stringify(params)}` : ''
    return `${String(type)}${fixed}${dynamic}`
  }
  return '(unknown)'
}

// XState schedules `after` delays with its own raise/cancel entry and exit actions: not behaviour
// anyone wrote, and already shown as the `after` transition.
const isDelayScheduling = (item: unknown) =>
  typeof item === 'function' && (item.name === 'raise' || item.name === 'cancel')

const list = (items: unknown): string[] =>
  (Array.isArray(items) ? items : items === undefined ? [] : [items])
    .filter((item) => !isDelayScheduling(item))
    .map(nameOf)

export function graphSnapshot(machine: AnyStateMachine): string {
  const delays = (machine.implementations.delays ?? {}) as Record<string, unknown>
  const delayText = (delay: string) => {
    const value = /^\d+$/.test(delay) ? Number(delay) : delays[delay]
    return typeof value === 'number' ? `${delay} = ${value} ms` : `${delay} (computed)`
  }
  const lines: string[] = [`machine ${machine.id}`]
  const namedDelays = Object.keys(delays)
  if (namedDelays.length) lines.push(`  delays: ${namedDelays.map(delayText).join(', ')}`)
  const short = (id: string) =>
    id.startsWith(`${machine.id}.`) ? id.slice(machine.id.length + 1) : id

  for (const node of [machine.root, ...allStateNodes(machine)] as AnyStateNode[]) {
    const initial = node.initial?.target?.[0]?.key
    lines.push('')
    lines.push(
      `state ${node === machine.root ? '(root)' : short(node.id)} [${node.type}${initial ? `, initial ${initial}` : ''}]`,
    )
    const entry = list(node.entry)
    const exit = list(node.exit)
    if (entry.length) lines.push(`  entry: ${entry.join(', ')}`)
    if (exit.length) lines.push(`  exit: ${exit.join(', ')}`)
    for (const invoke of node.invoke as Array<{ id: string; src: unknown }>) {
      lines.push(
        `  invoke ${invoke.id} (actor ${typeof invoke.src === 'string' ? invoke.src : invoke.id})`,
      )
    }
    for (const [eventType, defs] of node.transitions) {
      const after = /^xstate\.after\.([^.]+)\./.exec(eventType)
      const label = after ? `after ${delayText(after[1]!)}` : `on ${eventType}`
      lines.push(`  ${label}`)
      for (const def of defs) {
        const guard = def.guard ? `[${nameOf(def.guard)}] ` : ''
        const targets = (def.target ?? []).map((t: AnyStateNode) => short(t.id))
        const to = targets.length ? `→ ${targets.join(', ')}` : '→ (stays)'
        const actions = list(def.actions)
        lines.push(
          `    ${guard}${to}${actions.length ? ` do ${actions.join(', ')}` : ''}${def.reenter ? ' (re-entering)' : ''}`,
        )
      }
    }
  }
  return `${lines.join('\n')}\n`
}
