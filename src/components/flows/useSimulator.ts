import { useSelector } from '@xstate/react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { createActor, type AnyEventObject } from 'xstate'
import {
  activeStateIds,
  enabledEvents,
  withHeldActors,
  sampleInput,
  type Flow,
  type FlowPath,
} from '~/flow-catalog/model'
import { SimObserver } from '~/flow-catalog/spec-harness'

const REPLAY_STEP_MS = 450

/**
 * The production machine with held actors; timers and outcomes are buttons. Every step is
 * also observed as the spec properties read it, so a property breaking shows as it happens.
 */
function simulate(flow: Flow) {
  const observer = new SimObserver(flow.connect as never, flow.spec)
  const actor = createActor(
    withHeldActors(flow.machine, (src, input) => observer.recordStart(src, input)),
    { input: sampleInput(flow) },
  )
  actor.on('*', (event: AnyEventObject) => observer.recordEmitted(event))
  actor.start()
  observer.observe(actor.getSnapshot())
  return {
    actor,
    observer,
    send(event: AnyEventObject) {
      observer.before(event)
      actor.send(event)
      observer.observe(actor.getSnapshot())
    },
  }
}

export function useSimulator(flow: Flow) {
  const [sim, setSim] = useState(() => simulate(flow))
  const snapshot = useSelector(sim.actor, (s) => s)
  const [broken, setBroken] = useState<string | null>(null)
  const [replaying, setReplaying] = useState<{ path: FlowPath; step: number } | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  useEffect(() => () => void sim.actor.stop(), [sim])
  useEffect(() => () => clearTimeout(timer.current), [])

  const fresh = useCallback(() => {
    const next = simulate(flow)
    setSim(next)
    setBroken(null)
    return next
  }, [flow])

  const reset = useCallback(() => {
    clearTimeout(timer.current)
    setReplaying(null)
    fresh()
  }, [fresh])

  const step = useCallback((target: ReturnType<typeof simulate>, event: AnyEventObject) => {
    target.send(event)
    setBroken(target.observer.broken() ?? null)
  }, [])

  const replay = useCallback(
    (path: FlowPath) => {
      clearTimeout(timer.current)
      const target = fresh()
      const run = (i: number) => {
        setReplaying({ path, step: i })
        if (i >= path.steps.length) return
        timer.current = setTimeout(() => {
          step(target, path.steps[i]!.event)
          run(i + 1)
        }, REPLAY_STEP_MS)
      }
      run(0)
    },
    [fresh, step],
  )

  return {
    value: snapshot.value,
    context: snapshot.context as Record<string, unknown>,
    active: new Set(activeStateIds(snapshot)),
    events: enabledEvents(flow, snapshot),
    /** The first spec property this session broke, worded with its spec line. */
    broken,
    send: (event: AnyEventObject) => {
      setReplaying(null)
      step(sim, event)
    },
    reset,
    replay,
    replaying,
  }
}
