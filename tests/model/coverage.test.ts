import { mkdirSync, writeFileSync } from 'node:fs'
import { afterAll, describe, expect, it } from 'vitest'
import { flows } from '~/flow-catalog/catalog'
import { browserTours, buildFlowModel, TOUR_STEPS } from '~/flow-catalog/model'

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

  it('the browser tours (covering paths chained on one page) keep 100 % coverage', () => {
    const tours = browserTours(model)
    const seen = new Set(
      tours.flatMap((p) => [
        ...p.start.states,
        ...p.steps.flatMap((s) => [...s.states, ...s.transitions]),
      ]),
    )
    for (const id of model.states) expect(seen, `state ${id}`).toContain(id)
    for (const t of model.transitions) expect(seen, `transition ${t.id}`).toContain(t.id)
    // Fewer page loads than the covering paths, none longer than a tour may be.
    expect(tours.length).toBeLessThanOrEqual(model.coveringPaths.length)
    for (const tour of tours) expect(tour.steps.length).toBeLessThanOrEqual(TOUR_STEPS)
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
      }
    })
    writeFileSync('.reports/flow-model.json', JSON.stringify(figures, null, 2))
  })
}
