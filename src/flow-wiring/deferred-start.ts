/**
 * The part of a deferred flow that needs XState: it loads on the flow's first event, with the
 * app's implementations (ADR 0020). The actor is returned unstarted, so the view's listeners
 * are attached before anything it does is heard.
 */
import type { QueryClient } from '@tanstack/react-query'
import { createActor, type AnyStateMachine } from 'xstate'
import type { Resting } from '#machines/shared/start'
import { productionImplementations } from './implementations'
import type { Implementations } from './overrides'

export function createFlowActor(
  machine: AnyStateMachine,
  options: {
    overrides: Implementations | undefined
    queryClient: QueryClient | undefined
    input: unknown
    /** Where the flow already stands (its read settled); absent, the machine's initial state. */
    resting: Resting<unknown> | null
  },
) {
  const production = productionImplementations[machine.id]
  let logic = machine
  if (options.overrides) logic = machine.provide(options.overrides)
  else if (production) {
    if (!options.queryClient) throw new Error(`${machine.id} needs a QueryClientProvider`)
    logic = machine.provide(production({ queryClient: options.queryClient }))
  }
  return createActor(logic, {
    input: options.input,
    // Only a state where nothing runs is resumed like this (tests/unit/flow-wiring/start.test.ts).
    snapshot: options.resting
      ? logic.resolveState(options.resting as Parameters<typeof logic.resolveState>[0])
      : undefined,
  })
}
