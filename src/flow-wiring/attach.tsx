/**
 * The /flows page shows a flow's real view beside its chart, driven by the simulator: inside
 * <FlowAttach>, the view's `useFlow` for that flow reads the simulator's actor instead of
 * starting its own. The view is a mirror: what it sends and what it would hear are dropped
 * (the simulator's buttons drive the flow). Small on purpose: every page that runs a flow
 * carries it with useFlow (a context read and an empty class), about 0.5 KB.
 */
import { createContext, useContext, type ReactNode } from 'react'
import type { AnyActorRef } from 'xstate'

const AttachContext = createContext<{ flowKey: string; actor: AnyActorRef } | null>(null)

export function FlowAttach({
  flowKey,
  actor,
  children,
}: {
  flowKey: string
  actor: AnyActorRef
  children: ReactNode
}) {
  return <AttachContext.Provider value={{ flowKey, actor }}>{children}</AttachContext.Provider>
}

export const useAttachedActor = (flowKey: string): AnyActorRef | null => {
  const attached = useContext(AttachContext)
  return attached?.flowKey === flowKey ? attached.actor : null
}

/** What `useFlow` holds of an attached flow: its snapshots, and nothing it could change. */
export class MirrorHandle {
  constructor(private readonly actor: AnyActorRef) {}
  getSnapshot = () => this.actor.getSnapshot() as unknown
  subscribe = (listener: () => void) => {
    const subscription = this.actor.subscribe(listener)
    return () => subscription.unsubscribe()
  }
  send = () => {}
  wake = () => {}
  on = () => ({ unsubscribe() {} })
  mount = () => () => {}
  unmount = () => {}
}
