import { useSelector } from '@xstate/react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { createActor, type AnyEventObject } from 'xstate'
import {
  activeStateIds,
  enabledEvents,
  eventOutcomes,
  withHeldActors,
  sampleInputs,
  serializeEvent,
  takenTransitions,
  type Flow,
} from '~/flow-catalog/model'
import type { PathSummary } from '~/flow-catalog/queries'
import { childSends, SimObserver } from '~/flow-catalog/spec-harness'

const REPLAY_STEP_MS = 450

/**
 * Where the simulator stands, as the page's URL says it (shareable): the sample input it
 * started from (`input`, when not the first) and the buttons pressed since, each as its index
 * among the events enabled then (`at`); or a generated path and how many of its steps were
 * taken (`path`, `step`).
 */
export interface SimPosition {
  input?: number
  at?: string
  path?: string
  step?: number
}

/**
 * The production machine with held actors; timers and outcomes are buttons. Every step is
 * also observed as the spec properties read it, so a property breaking shows as it happens.
 */
function simulate(flow: Flow, input = 0) {
  const observer = new SimObserver(flow.connect as never, flow.spec)
  const inputs = sampleInputs(flow)
  const inputValue = inputs[input] ?? inputs[0]!
  const actor = createActor(
    withHeldActors(flow.machine, (src, input) => observer.recordStart(src, input)),
    { input: inputValue, inspect: childSends((to, event) => observer.recordSent(to, event)) },
  )
  actor.on('*', (event: AnyEventObject) => observer.recordEmitted(event))
  actor.start()
  observer.observe(actor.getSnapshot())
  /** Each event sent, as its index among the events enabled when it was sent. */
  const pressed: number[] = []
  const sim = {
    actor,
    observer,
    input,
    inputValue,
    pressed,
    /** The transitions the last event took (highlighted on the chart). */
    last: [] as string[],
    send(event: AnyEventObject) {
      const key = serializeEvent(event)
      const enabled = enabledEvents(flow, actor.getSnapshot())
      pressed.push(enabled.findIndex((e) => serializeEvent(e) === key))
      sim.last = takenTransitions(flow.machine, actor.getSnapshot(), event)
      observer.before(event)
      actor.send(event)
      observer.observe(actor.getSnapshot())
    },
  }
  return sim
}

type Sim = ReturnType<typeof simulate>

/** Presses the enabled event with this index; false when there is none (a stale link). */
function press(flow: Flow, sim: Sim, index: number): boolean {
  const event = enabledEvents(flow, sim.actor.getSnapshot())[index]
  if (event) sim.send(event)
  return Boolean(event)
}

/** Presses the buttons a path's steps name; an index no longer enabled ends it there. */
function pressAll(flow: Flow, sim: Sim, presses: number[]) {
  for (const index of presses) if (!press(flow, sim, index)) break
}

/** The position a URL names, taken again from the start. */
function simulateAt(flow: Flow, position: SimPosition, path: PathSummary | null): Sim {
  if (path) {
    const sim = simulate(flow, path.input)
    pressAll(flow, sim, path.press.slice(0, position.step ?? path.press.length))
    return sim
  }
  const sim = simulate(flow, position.input)
  pressAll(flow, sim, position.at ? position.at.split('-').map(Number) : [])
  return sim
}

/** The URL's words for where a simulator stands. */
const positionOf = (sim: Sim): SimPosition => ({
  ...(sim.input ? { input: sim.input } : {}),
  ...(sim.pressed.length ? { at: sim.pressed.join('-') } : {}),
})

export function useSimulator(
  flow: Flow,
  position: SimPosition,
  /** Told of every move, to keep the page's URL on the position. */
  onMove: (to: SimPosition) => void,
  /** The path the URL names (read by the page's loader), if any. */
  linkedPath: PathSummary | null = null,
) {
  const [sim, setSim] = useState(() => simulateAt(flow, position, linkedPath))
  const snapshot = useSelector(sim.actor, (s) => s)
  const [broken, setBroken] = useState<string | null>(() => sim.observer.broken() ?? null)
  const [replaying, setReplaying] = useState<{ path: PathSummary; step: number } | null>(() =>
    linkedPath
      ? { path: linkedPath, step: Math.min(position.step ?? Infinity, linkedPath.press.length) }
      : null,
  )
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  useEffect(() => () => void sim.actor.stop(), [sim])
  useEffect(() => () => clearTimeout(timer.current), [])

  const fresh = useCallback(
    (input = 0) => {
      const next = simulate(flow, input)
      setSim(next)
      setBroken(null)
      return next
    },
    [flow],
  )

  const reset = useCallback(() => {
    clearTimeout(timer.current)
    setReplaying(null)
    fresh()
    onMove({})
  }, [fresh, onMove])

  const step = useCallback((target: Sim, event: AnyEventObject) => {
    target.send(event)
    setBroken(target.observer.broken() ?? null)
  }, [])

  const replay = useCallback(
    (path: PathSummary) => {
      clearTimeout(timer.current)
      const target = fresh(path.input)
      const run = (i: number) => {
        setReplaying({ path, step: i })
        onMove({ path: path.id, step: i })
        if (i >= path.press.length) return
        timer.current = setTimeout(() => {
          if (!press(flow, target, path.press[i]!)) return
          setBroken(target.observer.broken() ?? null)
          run(i + 1)
        }, REPLAY_STEP_MS)
      }
      run(0)
    },
    [flow, fresh, onMove],
  )

  return {
    value: snapshot.value,
    context: snapshot.context as Record<string, unknown>,
    active: new Set(activeStateIds(snapshot)),
    last: new Set(sim.last),
    /** The running actor and the sample input it started from (the shopper's view reads it). */
    actor: sim.actor,
    input: sim.inputValue,
    /** The buttons: each enabled event with what it would do, in the machine's words. */
    events: enabledEvents(flow, snapshot).map((event) => ({
      event,
      outcomes: eventOutcomes(flow.machine, snapshot, event),
    })),
    /** The first spec property this session broke, worded with its spec line. */
    broken,
    send: (event: AnyEventObject) => {
      // A press stops a replay where it stands and carries on from there.
      clearTimeout(timer.current)
      setReplaying(null)
      step(sim, event)
      onMove(positionOf(sim))
    },
    /** Where it stands, in the URL's words (a replay by its path and step). */
    position: replaying ? { path: replaying.path.id, step: replaying.step } : positionOf(sim),
    reset,
    replay,
    replaying,
  }
}
