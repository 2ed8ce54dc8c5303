/**
 * What a view holds of its flow (ADR 0009): its key, its generated pre-load table and its
 * connect, typed by its machine. Each folder's generated `view.gen.ts` makes it, so a view passes
 * one value to `useFlow` and cannot pair one flow's table with another's connect, nor give an
 * input its machine does not take. No machine code: this is what a page ships before the flow's
 * code loads.
 */
import type { AnyStateMachine, EventFromLogic, InputFrom } from 'xstate'
import type { Preload } from '~/flow-wiring/preload'
import type { FlowKey, FlowMachines } from '../flows.gen'
import type { ConnectOptions, FlowView } from './connect'

export type Connect<M extends AnyStateMachine, A> = (
  snapshot: FlowView<M>,
  send: (event: EventFromLogic<M>) => void,
  options: ConnectOptions,
) => A

export interface ViewFlow<K extends FlowKey, A> {
  key: K
  preload: Preload
  connect: Connect<FlowMachines[K], A>
}

/** The input a view gives its flow: the machine's, less the `id` every view adds itself. */
export type ViewInput<K extends FlowKey> =
  InputFrom<FlowMachines[K]> extends infer I ? (I extends object ? Omit<I, 'id'> : never) : never

export function viewOf<K extends FlowKey, A>(
  key: K,
  preload: object,
  connect: Connect<FlowMachines[K], A>,
): ViewFlow<K, A> {
  const table = preload as Preload
  if (table.key !== key) throw new Error(`${key}: the pre-load table of ${table.key}`)
  return { key, preload: table, connect }
}
