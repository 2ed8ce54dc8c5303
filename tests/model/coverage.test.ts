import { mkdirSync, writeFileSync } from 'node:fs'
import { afterAll, describe, expect, it } from 'vitest'
import { flows } from '~/flow-catalog/catalog'
import type { AnyStateNode } from 'xstate'
import { buildFlowModel, transitionId, type FlowPath } from '~/flow-catalog/model'

/**
 * The coverage gate: every state, transition, guard outcome and reachable transition pair of
 * every machine is reached by some generated path. CI fails below 100 %.
 */
describe.each(flows.map((flow) => [flow.key, flow] as const))('%s', (_key, flow) => {
  const model = buildFlowModel(flow)

  it('reaches every state', () => {
    expect(model.coverage.states.missing).toEqual([])
    expect(model.coverage.states.covered).toBe(model.states.length)
  })

  it('takes every transition', () => {
    expect(model.coverage.transitions.missing).toEqual([])
    expect(model.coverage.transitions.covered).toBe(model.transitions.length)
  })

  it('the covering subset keeps 100 % coverage', () => {
    const seen = new Set(
      model.coveringPaths.flatMap((p) => [
        ...p.start.states,
        ...p.steps.flatMap((s) => [...s.states, ...s.transitions]),
      ]),
    )
    for (const id of model.states) expect(seen, `state ${id}`).toContain(id)
    for (const t of model.transitions) expect(seen, `transition ${t.id}`).toContain(t.id)
  })

  it('takes every transition pair the graph can take (the rest are unreachable)', () => {
    expect(model.pairs.missing).toEqual([])
    expect(model.pairs.covered).toBe(model.pairs.reachable)
  })

  it('sees every guard both true and false', () => {
    const unseen = model.guards
      .flatMap((g) => [
        ...(g.whenTrue ? [] : [`${g.transition} (${g.guard}) never true`]),
        ...(g.whenFalse ? [] : [`${g.transition} (${g.guard}) never false`]),
      ])
      .filter((line) => !(flow.samples.unreachableGuardCases ?? []).some((u) => line.startsWith(u)))
    expect(unseen).toEqual([])
  })

  // Replaying a path on the machine it came from could not fail; the machine-level replay is
  // spec-properties.test.ts, which checks every step of every path against the spec.
})

/**
 * The browser level's covering paths that start each actor: those passing through a state that
 * invokes it (the production build runs only production actors, so a path that ran there ran
 * them). flows:report keeps those whose Playwright test passed.
 */
function actorsOnPaths(flow: (typeof flows)[number], paths: FlowPath[]) {
  // What each state invokes, and what each transition spawns (a named spawnChild action).
  const started = new Map<string, string[]>()
  const { actions } = flow.machine.implementations
  const spawned = (action: unknown) => {
    const spawn = (typeof action === 'string' ? actions[action] : action) as
      { type?: string; src?: unknown } | undefined
    return spawn?.type === 'xstate.spawnChild' && typeof spawn.src === 'string' ? [spawn.src] : []
  }
  const visit = (node: AnyStateNode) => {
    started.set(
      node.id,
      node.invoke.map((i) => (typeof i.src === 'string' ? i.src : i.id)),
    )
    for (const [event, list] of node.transitions)
      list.forEach((t, i) =>
        started.set(
          transitionId(node, event, i),
          t.actions.flatMap((a) => spawned(a)),
        ),
      )
    for (const child of Object.values(node.states)) visit(child)
  }
  visit(flow.machine.root)
  const declared = Object.keys(flow.machine.implementations.actors ?? {})
  return Object.fromEntries(
    declared.map((actor) => [
      actor,
      paths
        .filter((p) =>
          [
            flow.machine.id,
            ...p.start.states,
            ...p.steps.flatMap((s) => [...s.states, ...s.transitions]),
          ].some((id) => started.get(id)?.includes(actor)),
        )
        .map((p) => p.id),
    ]),
  )
}

// scripts/flows-report.mjs asks for the model figures of every machine.
if (process.env.FLOW_REPORT) {
  afterAll(() => {
    mkdirSync('.reports', { recursive: true })
    const figures = flows.map((flow) => {
      const m = buildFlowModel(flow)
      return {
        key: flow.key,
        states: m.states.length,
        transitions: m.transitions.length,
        paths: m.paths.length,
        coveringPaths: m.coveringPaths.length,
        coverage: {
          states: m.coverage.states.covered,
          transitions: m.coverage.transitions.covered,
        },
        pairs: {
          possible: m.pairs.possible,
          reachable: m.pairs.reachable,
          covered: m.pairs.covered,
        },
        browserActors: actorsOnPaths(flow, m.coveringPaths),
      }
    })
    writeFileSync('.reports/flow-model.json', JSON.stringify(figures, null, 2))
  })
}
