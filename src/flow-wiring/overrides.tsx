/**
 * Tests and the /flows simulator replace a machine's implementations (its actors) by machine
 * id with <FlowOverridesProvider>; `useFlow` and `useDeferredFlow` both read them. Kept apart
 * from both so the frame's first load does not bring XState for it (ADR 0020).
 */
import { createContext, useContext, type ReactNode } from 'react'
import type { AnyStateMachine } from 'xstate'

export type Implementations = Parameters<AnyStateMachine['provide']>[0]

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

export const useFlowOverrides = (id: string): Implementations | undefined =>
  useContext(OverridesContext)[id]
