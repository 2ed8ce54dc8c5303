/**
 * Level 1: replays generated paths against the production machine alone. Invoked actors are
 * replaced by ones that never settle, and timers never fire on their own, so every outcome
 * comes from the path's explicit events.
 */
import { expect } from 'vitest'
import { createActor, type AnyStateMachine } from 'xstate'
import { activeStateIds, withHeldActors, type FlowPath } from '~/flow-catalog/model'

export function replayOnMachine(machine: AnyStateMachine, path: FlowPath): void {
  const actor = createActor(withHeldActors(machine)).start()
  try {
    path.steps.forEach((step, i) => {
      actor.send(step.event)
      const snapshot = actor.getSnapshot()
      expect(snapshot.status, `step ${i + 1} (${step.event.type}) left the machine running`).toBe(
        'active',
      )
      expect(snapshot.value, `state after step ${i + 1} (${step.event.type})`).toEqual(step.value)
      expect(activeStateIds(snapshot)).toEqual(step.states)
    })
  } finally {
    actor.stop()
  }
}
