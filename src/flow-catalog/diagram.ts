/**
 * A statechart as a graph for the /flows diagram: nested and parallel states, initial states,
 * and transitions labelled with event, guard, delay and invoked actor, and in plain words. Pure
 * (no layout).
 */
import type { AnyStateMachine, AnyStateNode } from 'xstate'
import { allTransitions } from './model'
import { sayTransition } from './words'

export interface DiagramNode {
  id: string
  key: string
  parent: string | null
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history'
  initial: boolean
  invokes: string[]
  description: string | null
  children: string[]
}

export interface DiagramEdge {
  id: string
  source: string
  target: string
  /** The event's id and guard, as the machine names them ("search.typed [isQueryBlank]"). */
  label: string
  /** The same in the simulator's plain words ("typed, if query blank"). */
  words: string
  description: string | null
}

export function diagramOf(machine: AnyStateMachine): {
  nodes: DiagramNode[]
  edges: DiagramEdge[]
} {
  const nodes: DiagramNode[] = []
  const walk = (node: AnyStateNode, parent: AnyStateNode | null) => {
    const children = Object.values(node.states) as AnyStateNode[]
    const initialKey = parent?.initial?.target?.[0]?.key
    nodes.push({
      id: node.id,
      key: parent ? node.key : machine.id,
      parent: parent?.id ?? null,
      type: node.type,
      initial: Boolean(parent && parent.type !== 'parallel' && initialKey === node.key),
      invokes: node.invoke.map((i: { src: unknown; id: string }) =>
        typeof i.src === 'string' ? i.src : i.id,
      ),
      description: node.description ?? null,
      children: children.map((c) => c.id),
    })
    children.forEach((c) => walk(c, node))
  }
  walk(machine.root, null)
  const edges: DiagramEdge[] = []
  for (const t of allTransitions(machine)) {
    const targets = t.targets.length ? t.targets : [t.source]
    targets.forEach((target, i) =>
      edges.push({
        id: `${t.id}#${i}`,
        source: t.source,
        target,
        label: transitionLabel(t),
        words: sayTransition(t),
        description: t.description,
      }),
    )
  }
  return { nodes, edges }
}

export function transitionLabel(t: {
  eventType: string
  guard: string | null
  delay: string | null
  actor: string | null
}): string {
  let label = t.eventType
  if (t.delay) label = `after ${t.delay}`
  else if (t.actor)
    label = `${t.eventType.startsWith('xstate.done') ? 'done' : 'error'}: ${t.actor}`
  return t.guard ? `${label} [${t.guard}]` : label
}
