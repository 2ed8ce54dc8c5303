/**
 * Which production actors the tests run (issue 31: every actor implementation is run by a
 * generated path). Every flow's wiring (machines/<flow>/actors.ts, through `wire`) is wrapped
 * so that each actor it gives records the test that started it; an actor a test put in its
 * place (a held fake) records nothing. Each test file writes what it saw to
 * .reports/actor-runs/; tests/global-setup.ts reads them all when the run ends.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { afterAll, expect } from 'vitest'
import type { AnyActorLogic, AnyStateMachine } from 'xstate'
import type { FlowDeps, FlowWiring } from '~/flow-wiring/wiring'

export const ACTOR_RUNS_DIR = join(process.cwd(), '.reports', 'actor-runs')

/** Each flow's actors, as its machine declares them. */
const declared: Record<string, string[]> = {}
/** "flow actor" → the tests that started it. */
const runs: Record<string, Set<string>> = {}

function recorded(flow: string, name: string, logic: AnyActorLogic): AnyActorLogic {
  return {
    ...logic,
    getInitialSnapshot(scope, input) {
      const test = expect.getState().currentTestName ?? '(outside a test)'
      ;(runs[`${flow} ${name}`] ??= new Set()).add(test)
      return logic.getInitialSnapshot(scope, input)
    },
  }
}

/** `wire` as machines/<flow>/actors.ts call it, recording each actor it gives as it starts. */
export function recordingWire<M extends AnyStateMachine>(
  machine: M,
  wiring: (deps: FlowDeps) => FlowWiring<M>,
) {
  const flow = machine.id
  declared[flow] = Object.keys(machine.implementations.actors ?? {})
  return {
    machine,
    wiring: (deps: FlowDeps): FlowWiring<M> => {
      const given = wiring(deps)
      const actors = Object.fromEntries(
        Object.entries(given.actors ?? {}).map(([name, logic]) => [
          name,
          recorded(flow, name, logic as AnyActorLogic),
        ]),
      )
      return { ...given, actors }
    },
  }
}

afterAll(() => {
  const file = expect.getState().testPath
  if (!file || (Object.keys(declared).length === 0 && Object.keys(runs).length === 0)) return
  mkdirSync(ACTOR_RUNS_DIR, { recursive: true })
  writeFileSync(
    join(ACTOR_RUNS_DIR, `${basename(file)}.json`),
    JSON.stringify({
      file: basename(file),
      declared,
      runs: Object.fromEntries(Object.entries(runs).map(([k, tests]) => [k, [...tests]])),
    }),
  )
})
