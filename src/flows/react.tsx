/**
 * React glue for flows: a view gets its machine with the app's implementations (real fetchers)
 * unless a test or the /flows simulator overrides them for that machine id.
 */
import { useActorRef } from '@xstate/react'
import { createContext, useContext, useState, type ReactNode } from 'react'
import type { AnyStateMachine } from 'xstate'

type Implementations = Parameters<AnyStateMachine['provide']>[0]

const OverridesContext = createContext<Record<string, Implementations>>({})

export function FlowOverridesProvider({
  overrides,
  children,
}: {
  overrides: Record<string, Implementations>
  children: ReactNode
}) {
  return <OverridesContext.Provider value={overrides}>{children}</OverridesContext.Provider>
}

/** Starts the machine for the component's lifetime with the given (or overridden) implementations. */
export function useFlowActor<M extends AnyStateMachine>(
  machine: M,
  implementations: () => Implementations,
) {
  const overrides = useContext(OverridesContext)[machine.id]
  // The provided machine is fixed for the component's lifetime, like the actor itself.
  const [logic] = useState(() => machine.provide(overrides ?? implementations()) as M)
  return useActorRef(logic, { inspect: devInspector() })
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
