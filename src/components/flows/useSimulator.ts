import { useSelector } from '@xstate/react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { createActor, type AnyEventObject } from 'xstate'
import {
  activeStateIds,
  enabledEvents,
  withHeldActors,
  type FlowDefinition,
  type FlowPath,
} from '~/flow-catalog/model'

const REPLAY_STEP_MS = 450

/** Runs the production machine with held actors; timers and outcomes are buttons. */
export function useSimulator(flow: FlowDefinition) {
  const [actor, setActor] = useState(() => createActor(withHeldActors(flow.machine)).start())
  const snapshot = useSelector(actor, (s) => s)
  const [replaying, setReplaying] = useState<{ path: FlowPath; step: number } | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  useEffect(() => () => void actor.stop(), [actor])
  useEffect(() => () => clearTimeout(timer.current), [])

  const fresh = useCallback(() => {
    const next = createActor(withHeldActors(flow.machine)).start()
    setActor(next)
    return next
  }, [flow.machine])

  const reset = useCallback(() => {
    clearTimeout(timer.current)
    setReplaying(null)
    fresh()
  }, [fresh])

  const replay = useCallback(
    (path: FlowPath) => {
      clearTimeout(timer.current)
      const target = fresh()
      const run = (i: number) => {
        setReplaying({ path, step: i })
        if (i >= path.steps.length) return
        timer.current = setTimeout(() => {
          target.send(path.steps[i]!.event)
          run(i + 1)
        }, REPLAY_STEP_MS)
      }
      run(0)
    },
    [fresh],
  )

  return {
    value: snapshot.value,
    context: snapshot.context as Record<string, unknown>,
    active: new Set(activeStateIds(snapshot)),
    events: enabledEvents(flow, snapshot),
    send: (event: AnyEventObject) => {
      setReplaying(null)
      actor.send(event)
    },
    reset,
    replay,
    replaying,
  }
}
