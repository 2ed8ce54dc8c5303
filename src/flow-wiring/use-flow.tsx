/**
 * The one way a view runs its flow: `useFlow(machine, connect)` starts the machine with the
 * app's production implementations (src/flow-wiring/implementations.ts, by machine id) for the
 * component's lifetime, and returns the actor and its connected view props (zag-style). Tests
 * and the /flows simulator override the implementations of a machine id with
 * <FlowOverridesProvider> (./overrides). The frame's flows start on first use instead
 * (useDeferredFlow, ADR 0020).
 */
import { QueryClientContext } from '@tanstack/react-query'
import { useActorRef, useSelector } from '@xstate/react'
import { useContext, useId, useState } from 'react'
import type { AnyStateMachine, EventFromLogic, SnapshotFrom } from 'xstate'
import type { ConnectOptions } from '#machines/shared/connect'
import { productionImplementations } from './implementations'
import { useFlowOverrides } from './overrides'

export function useFlow<M extends AnyStateMachine, A>(
  machine: M,
  connect: (
    snapshot: SnapshotFrom<M>,
    send: (event: EventFromLogic<M>) => void,
    options: ConnectOptions,
  ) => A,
  /** The machine's input (read once, when the actor starts). */
  input?: unknown,
) {
  // Read without throwing: a view under test may override every actor and need no client.
  const queryClient = useContext(QueryClientContext)
  const overrides = useFlowOverrides(machine.id)
  // The provided machine is fixed for the component's lifetime, like the actor itself. The
  // server only reads the initial snapshot (no actor starts there), so it renders the machine
  // as it is: providing implementations rebuilds every state node, per component, per request.
  const [logic] = useState(() => {
    if (typeof window === 'undefined' && !overrides) return machine
    const production = productionImplementations[machine.id]
    if (overrides || !production) return machine.provide(overrides ?? {}) as M
    if (!queryClient) throw new Error(`useFlow(${machine.id}) needs a QueryClientProvider`)
    return machine.provide(production({ queryClient })) as M
  })
  // Machines without input ignore it; the option types differ per machine.
  const actor = (useActorRef as (logic: M, options: object) => ReturnType<typeof useActorRef<M>>)(
    logic,
    { inspect: devInspector(), input },
  )
  const snapshot = useSelector(actor, (s) => s as SnapshotFrom<M>)
  const id = useId()
  return { actor, api: connect(snapshot, actor.send as (event: EventFromLogic<M>) => void, { id }) }
}

type Inspect = NonNullable<Parameters<typeof useActorRef>[1]>['inspect']
let inspector: { inspect: Inspect } | null | undefined

/**
 * Development only: live inspection in Stately's inspector, opted into with
 * `localStorage.setItem('clearhome.inspect', '1')`. Loaded lazily; never in production builds.
 */
function devInspector(): Inspect | undefined {
  if (!import.meta.env.DEV || typeof window === 'undefined') return undefined
  if (inspector === undefined) {
    inspector = null
    if (localStorage.getItem('clearhome.inspect') === '1') {
      void import('@statelyai/inspect').then(({ createBrowserInspector }) => {
        inspector = createBrowserInspector() as unknown as { inspect: Inspect }
      })
    }
  }
  return inspector ? inspector.inspect : undefined
}
