/**
 * What a flow's production wiring (machines/<flow>/actors.ts) is given and gives: the store
 * calls and DOM actors its machine invokes, and what the page does with the events the machine
 * emits (a toast, analytics, another flow told). Tests and the /flows simulator replace the
 * actors by name (./overrides); the listeners run wherever the flow does.
 */
import type { QueryClient } from '@tanstack/react-query'
import type { AnyRouter } from '@tanstack/react-router'
import type { AnyEventObject, AnyStateMachine, EmittedFrom, EventFrom, InputFrom } from 'xstate'
import type { FlowKey, FlowMachines } from '#machines/flows.gen'
import type { Implementations } from './overrides'

export interface FlowDeps {
  queryClient: QueryClient
  router: AnyRouter | undefined
}

export interface FlowWiring<M extends AnyStateMachine = AnyStateMachine> {
  actors?: Implementations['actors']
  /** What the page does when the machine emits: given the event and the view's input. */
  on?: {
    [T in EmittedFrom<M>['type']]?: (
      event: Extract<EmittedFrom<M>, { type: T }>,
      input: InputFrom<M>,
    ) => void
  }
}

const mounted = new Map<string, Set<(event: AnyEventObject) => void>>()

/**
 * Every mounted view of flow `key` hears `event` (a flow that has not started starts). The key is
 * one of the folders' (machines/flows.gen.ts), and the event one its machine takes.
 */
export function sendToFlow<K extends FlowKey>(key: K, event: EventFrom<FlowMachines[K]>) {
  for (const send of mounted.get(key) ?? []) send(event)
}

export function registerFlow(key: string, send: (event: AnyEventObject) => void) {
  let set = mounted.get(key)
  if (!set) mounted.set(key, (set = new Set()))
  set.add(send)
  return () => void set.delete(send)
}

/**
 * A flow's production wiring as machines/<flow>/actors.ts exports it: its machine with what it is
 * given (one chunk, loaded when the flow starts).
 */
export const wire = <M extends AnyStateMachine>(
  machine: M,
  wiring: (deps: FlowDeps) => FlowWiring<M>,
) => ({ machine, wiring })
