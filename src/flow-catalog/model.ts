/**
 * The test-path generator: traverses a production machine with xstate's graph utilities and
 * turns every edge of its (finite) state graph into a replayable path. Delays and actor
 * outcomes are explicit events (`xstate.after.*`, `xstate.done.actor.*`,
 * `xstate.error.actor.*`), so a path replays the same way against the machine, a view in
 * vitest, or the running app in Playwright. Shared by the tests and the /flows visualiser.
 */
import { getAdjacencyMap } from '@xstate/graph'
import type { Flow } from '#machines/shared/flow'
import {
  and,
  fromPromise,
  getInitialSnapshot,
  getNextSnapshot,
  not,
  or,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
} from 'xstate'

export type { Flow } from '#machines/shared/flow'

/** The input a flow's machine gets in tests and on /flows: its samples' and the view id "flow". */
export const sampleInput = (flow: Flow) => sampleInputs(flow)[0]!

/** Every input the model explores: the first sample, then any others (an input that changes how it starts). */
export const sampleInputs = (flow: Flow): Record<string, unknown>[] =>
  [flow.samples.input ?? {}, ...(flow.samples.moreInputs ?? [])].map((input) => ({
    id: 'flow',
    ...input,
  }))

export interface PathStep {
  event: AnyEventObject
  /** The sample's view of the context after the event (what the UI should reflect). */
  context: unknown
  /** State value after the event. */
  value: unknown
  /** Ids of every active state node after the event (e.g. "search-overlay.open.results"). */
  states: string[]
  /** Transitions the event took, as "<source id>:<event type>:<index>". */
  transitions: string[]
  /**
   * What a shopper could do next that the machine ignores here (no transition, or every guard
   * false): each is tried on the view, which must not change.
   */
  ignored: AnyEventObject[]
}

export interface FlowPath {
  id: string
  /** Added for a transition pair no edge path takes (machine and view levels only). */
  forPair?: boolean
  description: string
  /** The machine's input this path starts with (one of the flow's sample inputs). */
  input: Record<string, unknown>
  /** Where it starts: the active states, the sample context, and what is ignored there. */
  start: { states: string[]; context: unknown; ignored: AnyEventObject[] }
  steps: PathStep[]
}

export interface FlowModel {
  flow: Flow
  states: string[]
  initialStates: string[]
  initialContext: unknown
  /** Shopper events the machine ignores in its initial state. */
  initialIgnored: AnyEventObject[]
  /** Each guarded transition: whether some path saw its guard true, and false. */
  guards: GuardCoverage[]
  transitions: TransitionInfo[]
  paths: FlowPath[]
  /** A smallest-effort subset of paths that still reaches every state and transition. */
  coveringPaths: FlowPath[]
  /**
   * The paths the view level replays: the covering ones, and others spread evenly across the
   * rest up to VIEW_PATHS (every path is replayed at the machine level, which is quick).
   */
  viewPaths: FlowPath[]
  coverage: { states: Coverage; transitions: Coverage }
  pairs: PairCoverage
}

/**
 * Transition pairs (a transition, then one taken right after it; xstate PR #5627's pair
 * coverage). `possible`: pairs the chart's structure allows (the second's source can be active
 * once the first is taken). `reachable`: pairs the machine's graph takes with the flow's
 * samples; the rest of the possible ones are declared unreachable (a guard, the context or the
 * samples rule them out). `covered`: reachable pairs some generated path takes.
 */
export interface PairCoverage {
  possible: number
  reachable: number
  covered: number
  /** Reachable pairs no generated path takes, as "first → second". */
  missing: string[]
}

/** How many generated paths of a flow the view level replays (a view path takes about 0.4 s). */
export const VIEW_PATHS = 40

export interface TransitionInfo {
  id: string
  source: string
  eventType: string
  targets: string[]
  guard: string | null
  delay: string | null
  actor: string | null
  /** What it does, in plain words (the transition's `description`). */
  description: string | null
}

export interface GuardCoverage {
  transition: string
  guard: string
  whenTrue: boolean
  whenFalse: boolean
}

export interface Coverage {
  total: number
  covered: number
  missing: string[]
}

const SIMULATED_FAILURE = { message: 'Simulated failure' }

/** Every state node under the root (the root itself is always active and not listed). */
export function allStateNodes(machine: AnyStateMachine): AnyStateNode[] {
  const out: AnyStateNode[] = []
  const walk = (node: AnyStateNode) => {
    for (const child of Object.values(node.states) as AnyStateNode[]) {
      out.push(child)
      walk(child)
    }
  }
  walk(machine.root)
  return out
}

export function transitionId(source: AnyStateNode, eventType: string, index: number): string {
  return `${source.id}:${eventType}:${index}`
}

/** The guards an xstate combinator (and, or, not) combines, or null for any other guard. */
export function combinedGuards(guard: unknown): unknown[] | null {
  if (typeof guard !== 'function') return null
  const { guards, guard: single } = guard as { guards?: unknown[]; guard?: unknown }
  return Array.isArray(guards) ? guards : single !== undefined ? [single] : null
}

// Each combinator by its check function: a function's own name is minified in the browser, so
// the chart drawn there would read "t(isShown, …)" where the server's reads "and(…)".
const COMBINATORS = new Map<unknown, string>([
  [(and([]) as unknown as { check: unknown }).check, 'and'],
  [(or([]) as unknown as { check: unknown }).check, 'or'],
  [(not('x') as unknown as { check: unknown }).check, 'not'],
])
const combinatorName = (guard: unknown) =>
  COMBINATORS.get((guard as { check?: unknown }).check) ?? 'guard'

function describeGuard(guard: unknown): string | null {
  if (!guard) return null
  if (typeof guard === 'string') return guard
  const combined = combinedGuards(guard)
  if (combined)
    return `${combinatorName(guard)}(${combined.map((g) => describeGuard(g) ?? '?').join(', ')})`
  if (typeof guard === 'object' && guard && 'type' in guard)
    return String((guard as { type: unknown }).type)
  return 'inline guard'
}

export function allTransitions(machine: AnyStateMachine): TransitionInfo[] {
  const out: TransitionInfo[] = []
  for (const node of [machine.root, ...allStateNodes(machine)]) {
    for (const [eventType, defs] of node.transitions) {
      defs.forEach((def, index) => {
        const delay = eventType.startsWith('xstate.after.') ? eventType.split('.')[2]! : null
        const actor = /^xstate\.(done|error)\.actor\./.test(eventType)
          ? eventType.split('.').slice(3).join('.')
          : null
        out.push({
          id: transitionId(node, eventType, index),
          source: node.id,
          eventType,
          targets: (def.target ?? []).map((t: AnyStateNode) => t.id),
          guard: describeGuard(def.guard),
          delay,
          actor,
          description: def.description ?? null,
        })
      })
    }
  }
  return out
}

/** The concrete events worth trying in a snapshot: enabled ones only, from the samples. */
export function enabledEvents(flow: Flow, snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const types = new Set<string>()
  for (const node of activeNodes(snapshot))
    for (const type of node.transitions.keys()) types.add(type)
  const events: AnyEventObject[] = []
  for (const type of types) {
    if (type.startsWith('xstate.done.state.') || type === '*') continue
    for (const event of samplesFor(flow, type)) {
      if (snapshot.can(event)) events.push(event)
    }
  }
  return events
}

/** Event types a shopper or the page sends (every handled one that is not xstate's own). */
function shopperEventTypes(flow: Flow): string[] {
  const types = new Set(Object.keys(flow.samples.events ?? {}))
  for (const t of allTransitions(flow.machine))
    if (!t.eventType.startsWith('xstate.')) types.add(t.eventType)
  return [...types].filter((t) => t !== '*')
}

/** The shopper events (with their samples) the machine would ignore in this snapshot. */
export function ignoredEvents(flow: Flow, snapshot: AnyMachineSnapshot): AnyEventObject[] {
  return shopperEventTypes(flow).flatMap((type) =>
    samplesFor(flow, type).filter((event) => !snapshot.can(event)),
  )
}

function samplesFor(flow: Flow, type: string): AnyEventObject[] {
  const { samples } = flow
  const done = /^xstate\.done\.actor\.(.+)$/.exec(type)
  if (done) {
    const outputs = samples.outputs?.[done[1]!]
    if (!outputs?.length)
      throw new Error(`${flow.key}: no sample output for invoked actor "${done[1]}"`)
    return outputs.map((output) => ({ type, output }))
  }
  const error = /^xstate\.error\.actor\.(.+)$/.exec(type)
  if (error)
    return (samples.errors?.[error[1]!] ?? [SIMULATED_FAILURE]).map((e) => ({ type, error: e }))
  if (type.startsWith('xstate.after.')) return [{ type }]
  return samples.events?.[type] ?? [{ type }]
}

export function activeNodes(snapshot: AnyMachineSnapshot): AnyStateNode[] {
  // `_nodes` is xstate's list of active state nodes; the root comes first.
  return (snapshot as unknown as { _nodes: AnyStateNode[] })._nodes
}

export function activeStateIds(snapshot: AnyMachineSnapshot): string[] {
  return activeNodes(snapshot)
    .filter((n) => n.parent)
    .map((n) => n.id)
}

export function takenTransitions(
  machine: AnyStateMachine,
  snapshot: AnyMachineSnapshot,
  event: AnyEventObject,
) {
  const defs = machine.getTransitionData(snapshot as never, event) as Array<{
    source: AnyStateNode
    eventType: string
  }>
  return defs.map((def) => {
    const list = def.source.transitions.get(def.eventType) ?? []
    return transitionId(def.source, def.eventType, list.indexOf(def as never))
  })
}

/** What an event would do from here: the descriptions of the transitions it would take. */
export function eventOutcomes(
  machine: AnyStateMachine,
  snapshot: AnyMachineSnapshot,
  event: AnyEventObject,
): string[] {
  const defs = machine.getTransitionData(snapshot as never, event) as Array<{
    description?: string
  }>
  return [...new Set(defs.flatMap((def) => (def.description ? [def.description] : [])))]
}

export function serializeEvent(event: AnyEventObject): string {
  return JSON.stringify(event, (_key, value: unknown) =>
    value instanceof Error ? { message: value.message } : value,
  )
}

export function describeEvent(event: AnyEventObject): string {
  const { type, ...rest } = event
  const after = /^xstate\.after\.([^.]+)\./.exec(type)
  if (after) return `after ${after[1]}`
  const done = /^xstate\.done\.actor\.(.+)$/.exec(type)
  if (done) return `${done[1]} resolves ${summarise(rest.output)}`
  const error = /^xstate\.error\.actor\.(.+)$/.exec(type)
  if (error) return `${error[1]} fails`
  return Object.keys(rest).length ? `${type} ${summarise(rest)}` : type
}

function summarise(value: unknown): string {
  const text = serializeEvent({ type: '', value } as AnyEventObject)
  const inner = JSON.parse(text).value
  const json = JSON.stringify(inner) ?? ''
  return json.length > 60 ? `${json.slice(0, 57)}...` : json
}

/** Builds every edge path, the covering subset, and coverage for one flow. */
const built = new WeakMap<Flow, FlowModel>()

/**
 * The model of a flow, built once per flow definition and kept (the machines do not change
 * while the process runs): the /flows pages and the simulator read it on every request.
 */
export function flowModel(flow: Flow): FlowModel {
  let model = built.get(flow)
  if (!model) {
    model = buildFlowModel(flow)
    built.set(flow, model)
  }
  return model
}

export function buildFlowModel(flow: Flow): FlowModel {
  const { machine } = flow
  const explored = sampleInputs(flow).map((input) => explore(flow, input))
  const paths = explored.flatMap((e, n) =>
    e.paths.map((steps, i) => ({
      ...toPath(flow, e.input, e.start, steps, n, i),
      ...(i >= e.edgeCount ? { forPair: true } : {}),
    })),
  )
  const states = allStateNodes(machine).map((n) => n.id)
  const transitions = allTransitions(machine)
  // Every path starts in its initial states, so they count as reached.
  const startStates = [...new Set(explored.flatMap((e) => e.start.states))]
  const first = explored[0]!.start
  const covering = cover(
    paths.filter((p) => !p.forPair),
    states,
    transitions,
  )
  return {
    flow,
    states,
    initialStates: first.states,
    initialContext: first.context,
    initialIgnored: first.ignored,
    guards: guardCoverage(paths, flow.machine.id, transitions),
    transitions,
    paths,
    coveringPaths: covering,
    viewPaths: spread(paths, covering),
    coverage: measure(paths, startStates, states, transitions),
    pairs: pairCoverage(machine, transitions, explored, paths),
  }
}

const pairKey = (first: string, second: string) => `${first} → ${second}`

/** Adds to `into` each transition pair two consecutive steps take. */
function stepPairs(steps: PathStep[], into: Set<string>) {
  steps.forEach((s, i) => {
    for (const first of steps[i - 1]?.transitions ?? [])
      for (const second of s.transitions) into.add(pairKey(first, second))
  })
}

function pairCoverage(
  machine: AnyStateMachine,
  transitions: TransitionInfo[],
  explored: Array<{ edges: Array<{ from: string; to: string; step: PathStep }> }>,
  paths: FlowPath[],
): PairCoverage {
  const reachable = new Set<string>()
  for (const { edges } of explored) {
    const leaving = new Map<string, string[]>()
    for (const e of edges)
      leaving.set(e.from, [...(leaving.get(e.from) ?? []), ...e.step.transitions])
    for (const e of edges)
      for (const first of e.step.transitions)
        for (const second of leaving.get(e.to) ?? []) reachable.add(pairKey(first, second))
  }
  const covered = new Set<string>()
  for (const path of paths) stepPairs(path.steps, covered)
  return {
    possible: possiblePairs(machine, transitions).size,
    reachable: reachable.size,
    covered: [...covered].filter((k) => reachable.has(k)).length,
    missing: [...reachable].filter((k) => !covered.has(k)),
  }
}

/**
 * Pairs the chart's structure allows: the second transition's source may be active right after
 * the first is taken (the states it enters, their ancestors and descendants, and every state of
 * a parallel region it leaves alone).
 */
function possiblePairs(machine: AnyStateMachine, transitions: TransitionInfo[]): Set<string> {
  const nodes = new Map([machine.root, ...allStateNodes(machine)].map((n) => [n.id, n]))
  const below = (node: AnyStateNode): AnyStateNode[] =>
    (Object.values(node.states) as AnyStateNode[]).flatMap((c) => [c, ...below(c)])
  const after = (t: TransitionInfo) => {
    const active = new Set<string>()
    for (const id of t.targets.length ? t.targets : [t.source]) {
      let node: AnyStateNode | undefined = nodes.get(id)
      below(node!).forEach((d) => active.add(d.id))
      let child: AnyStateNode | undefined
      while (node) {
        active.add(node.id)
        if (node.type === 'parallel')
          for (const region of Object.values(node.states) as AnyStateNode[])
            if (region !== child) [region, ...below(region)].forEach((d) => active.add(d.id))
        child = node
        node = node.parent
      }
    }
    return active
  }
  const out = new Set<string>()
  for (const first of transitions) {
    const active = after(first)
    for (const second of transitions)
      if (active.has(second.source)) out.add(pairKey(first.id, second.id))
  }
  return out
}

/** The covering paths, then paths spread evenly across the rest, up to VIEW_PATHS in all. */
function spread(paths: FlowPath[], covering: FlowPath[]): FlowPath[] {
  const rest = paths.filter((p) => !covering.includes(p))
  const room = Math.max(0, VIEW_PATHS - covering.length)
  if (rest.length <= room) return paths
  const step = rest.length / room
  const picked = Array.from({ length: room }, (_, i) => rest[Math.floor(i * step)]!)
  return paths.filter((p) => covering.includes(p) || picked.includes(p))
}

/** Every edge path of the machine's graph from one input, and where it starts. */
function explore(flow: Flow, input: Record<string, unknown>) {
  const { machine, samples } = flow
  const serializeState = (snapshot: AnyMachineSnapshot) =>
    JSON.stringify({
      value: snapshot.value,
      context: samples.context ? samples.context(snapshot.context as never) : null,
    })
  const adjacency = getAdjacencyMap(machine, {
    input,
    events: (snapshot: AnyMachineSnapshot) => enabledEvents(flow, snapshot),
    serializeState,
    serializeEvent,
    limit: samples.limit ?? 5000,
  }) as Record<
    string,
    {
      state: AnyMachineSnapshot
      transitions: Record<string, { event: AnyEventObject; state: AnyMachineSnapshot }>
    }
  >

  // Shortest event sequence to every vertex (breadth first from the initial snapshot).
  const keys = Object.keys(adjacency)
  const initialKey = keys[0]!
  const reach = new Map<string, PathStep[]>([[initialKey, []]])
  const queue = [initialKey]
  while (queue.length) {
    const key = queue.shift()!
    const vertex = adjacency[key]!
    for (const { event, state } of Object.values(vertex.transitions)) {
      const next = serializeState(state)
      if (reach.has(next)) continue
      reach.set(next, [...reach.get(key)!, step(flow, vertex.state, event, state)])
      queue.push(next)
    }
  }

  // One path per edge: the way to its source, then the edge.
  const edgePaths: PathStep[][] = []
  const edges: Array<{ from: string; to: string; step: PathStep }> = []
  for (const key of keys) {
    const vertex = adjacency[key]!
    const prefix = reach.get(key)
    if (!prefix) continue
    for (const { event, state } of Object.values(vertex.transitions)) {
      const taken = step(flow, vertex.state, event, state)
      edgePaths.push([...prefix, taken])
      edges.push({ from: key, to: serializeState(state), step: taken })
    }
  }
  // Then a path for each transition pair no path takes yet: the way to the first transition's
  // source, the first, and the second right after it.
  const pairs = new Set<string>()
  for (const steps of edgePaths) stepPairs(steps, pairs)
  const pairPaths: PathStep[][] = []
  for (const first of edges) {
    const prefix = reach.get(first.from)!
    for (const second of edges) {
      if (second.from !== first.to) continue
      const fresh = first.step.transitions.some((a) =>
        second.step.transitions.some((b) => !pairs.has(pairKey(a, b))),
      )
      if (!fresh) continue
      // Replayed from the start: a vertex stands for every state its samples make alike, so the
      // steps are taken from the states this sequence really reaches.
      const steps = replaySteps(flow, adjacency[initialKey]!.state, [
        ...prefix.map((s) => s.event),
        first.step.event,
        second.step.event,
      ])
      stepPairs(steps, pairs)
      pairPaths.push(steps)
    }
  }
  const signature = (steps: PathStep[]) => steps.map((s) => serializeEvent(s.event)).join('\n')
  // Drop a path that another path starts with: the longer one replays it anyway. The pair
  // paths come after the edge paths and are kept apart from them (ADR 0010: the browser level
  // replays a covering subset of the edge paths only).
  const distinct = (list: PathStep[][], others: string[] = []) => {
    const signatures = list.map(signature)
    return list.filter((_, i) => {
      const sig = signatures[i]!
      return (
        signatures.indexOf(sig) === i &&
        ![...signatures, ...others].some(
          (other, j) =>
            (j !== i && other.length > sig.length && other.startsWith(`${sig}\n`)) ||
            (j >= signatures.length && other === sig),
        )
      )
    })
  }
  const edgeKept = distinct(edgePaths)
  const paths = [...edgeKept, ...distinct(pairPaths, edgeKept.map(signature))]
  const edgeCount = edgeKept.length
  const initialSnapshot = adjacency[initialKey]!.state
  const start = {
    states: activeStateIds(initialSnapshot),
    context: samples.context ? samples.context(initialSnapshot.context as never) : null,
    ignored: ignoredEvents(flow, initialSnapshot),
  }
  // An input with no path (nothing can happen from it) still starts somewhere: its empty path.
  return { input, start, edges, edgeCount, paths: paths.length ? paths : [[]] }
}

/**
 * A path's steps as the simulator presses them: each event's index among the events enabled
 * where it is sent (the /flows page replays and links paths this way; useSimulator reads them).
 */
export function pressesOf(flow: Flow, path: FlowPath): number[] {
  let snapshot = getInitialSnapshot(flow.machine, path.input)
  return path.steps.map(({ event }) => {
    const key = serializeEvent(event)
    const index = enabledEvents(flow, snapshot).findIndex((e) => serializeEvent(e) === key)
    snapshot = getNextSnapshot(flow.machine, snapshot, event)
    return index
  })
}

function replaySteps(flow: Flow, initial: AnyMachineSnapshot, events: AnyEventObject[]) {
  let snapshot = initial
  return events.map((event) => {
    const next = getNextSnapshot(flow.machine, snapshot, event)
    const taken = step(flow, snapshot, event, next)
    snapshot = next
    return taken
  })
}

function step(
  flow: Flow,
  from: AnyMachineSnapshot,
  event: AnyEventObject,
  to: AnyMachineSnapshot,
): PathStep {
  return {
    event,
    context: flow.samples.context ? flow.samples.context(to.context as never) : null,
    value: to.value,
    states: activeStateIds(to),
    transitions: takenTransitions(flow.machine, from, event),
    ignored: ignoredEvents(flow, to),
  }
}

function toPath(
  flow: Flow,
  input: Record<string, unknown>,
  start: FlowPath['start'],
  steps: PathStep[],
  inputIndex: number,
  index: number,
): FlowPath {
  const n = String(index + 1).padStart(2, '0')
  return {
    id: inputIndex === 0 ? `${flow.key}-${n}` : `${flow.key}-i${inputIndex + 1}-${n}`,
    description: steps.length
      ? steps.map((s) => describeEvent(s.event)).join(' → ')
      : '(initial state)',
    input,
    start,
    steps,
  }
}

function measure(
  paths: FlowPath[],
  initialStates: string[],
  states: string[],
  transitions: TransitionInfo[],
) {
  const seenStates = new Set<string>(initialStates)
  const seenTransitions = new Set<string>()
  for (const path of paths) {
    for (const s of path.steps) {
      s.states.forEach((id) => seenStates.add(id))
      s.transitions.forEach((id) => seenTransitions.add(id))
    }
  }
  return {
    states: coverageOf(states, seenStates),
    transitions: coverageOf(
      transitions.map((t) => t.id),
      seenTransitions,
    ),
  }
}

/**
 * A guard is seen true when its transition is taken, and false when its event arrives while
 * its source state is active and the transition is not taken: another branch was, or the
 * event was ignored (tried on every path as one of the step's ignored events).
 */
function guardCoverage(
  paths: FlowPath[],
  root: string,
  transitions: TransitionInfo[],
): GuardCoverage[] {
  const guarded = transitions.filter((t) => t.guard)
  const seenTrue = new Set<string>()
  const seenFalse = new Set<string>()
  const arrivals = (states: string[], types: string[], taken: string[]) => {
    for (const t of guarded) {
      if (types.includes(t.eventType) && states.includes(t.source) && !taken.includes(t.id))
        seenFalse.add(t.id)
    }
  }
  for (const path of paths) {
    let states = [root, ...path.start.states]
    arrivals(
      states,
      path.start.ignored.map((e) => e.type),
      [],
    )
    for (const s of path.steps) {
      arrivals(states, [s.event.type], s.transitions)
      s.transitions.forEach((id) => seenTrue.add(id))
      // The root is always active (its id is not a state to cover, so steps leave it out).
      states = [root, ...s.states]
      arrivals(
        states,
        s.ignored.map((e) => e.type),
        [],
      )
    }
  }
  return guarded.map((t) => ({
    transition: t.id,
    guard: t.guard!,
    whenTrue: seenTrue.has(t.id),
    whenFalse: seenFalse.has(t.id),
  }))
}

function coverageOf(all: string[], seen: Set<string>): Coverage {
  const missing = all.filter((id) => !seen.has(id))
  return { total: all.length, covered: all.length - missing.length, missing }
}

/** Greedy set cover over states and transitions: fewer, longer paths for the slow levels. */
function cover(paths: FlowPath[], states: string[], transitions: TransitionInfo[]): FlowPath[] {
  const needed = new Set([...states.map((s) => `s:${s}`), ...transitions.map((t) => `t:${t.id}`)])
  const gains = paths.map((p) => {
    const set = new Set<string>(p.start.states.map((id) => `s:${id}`))
    for (const s of p.steps) {
      s.states.forEach((id) => set.add(`s:${id}`))
      s.transitions.forEach((id) => set.add(`t:${id}`))
    }
    return set
  })
  const chosen: FlowPath[] = []
  while (needed.size) {
    let best = -1
    let bestGain = 0
    gains.forEach((set, i) => {
      let gain = 0
      for (const item of set) if (needed.has(item)) gain++
      if (gain > bestGain) {
        best = i
        bestGain = gain
      }
    })
    if (best < 0) break
    chosen.push(paths[best]!)
    for (const item of gains[best]!) needed.delete(item)
  }
  return chosen
}

/**
 * The machine with every invoked actor replaced by one that never settles and every delay
 * made endless: outcomes and timers then come only from explicit `xstate.done.actor.*`,
 * `xstate.error.actor.*` and `xstate.after.*` events (machine-level tests, the simulator).
 */
export function withHeldActors<M extends AnyStateMachine>(
  machine: M,
  /** Told of every start of a held actor, with its input (the simulator's spec check). */
  onStart?: (src: string, input: unknown) => void,
): M {
  const held = Object.fromEntries(
    Object.keys(machine.implementations.actors).map((name) => [
      name,
      fromPromise<never, unknown>(({ input }) => {
        onStart?.(name, input)
        return new Promise<never>(() => {})
      }),
    ]),
  )
  // Timers too: a delay passes only when an `xstate.after.*` event says so (~24 days otherwise).
  const timers = Object.fromEntries(
    Object.keys(machine.implementations.delays).map((name) => [name, 2 ** 31 - 1]),
  )
  return machine.provide({ actors: held as never, delays: timers }) as M
}

/** The binding key of an event: "xstate.after.debounce.searchOverlay.open.debouncing" → "xstate.after.debounce". */
export function eventKey(type: string): string {
  const after = /^(xstate\.after\.[^.]+)\./.exec(type)
  return after ? after[1]! : type
}

/** Every event key a binding must know for a machine. */
export function eventKeysOf(model: FlowModel): string[] {
  return [...new Set(model.transitions.map((t) => eventKey(t.eventType)))]
}

/** The longest browser tour: past it a tour ends (a test stays well within its timeout). */
export const TOUR_STEPS = 12

/**
 * The browser level's paths: tours that share one loaded page. Where a covering path would end
 * and the next start on a fresh page, a tour goes on from where the machine is to the next
 * path that starts from that state (after its prefix), so one page load replays what several
 * did. Built greedily over the generated paths (edge paths first; pair paths are not the
 * browser's) and replayed on the machine, so each step is what the machine really does; the
 * tours reach every state and transition the allowed paths reach. `allow` leaves out events the
 * running app cannot produce on demand.
 */
export function browserTours(
  model: FlowModel,
  /** Whether the running app can produce this event in these states (all, by default). */
  allow: (event: AnyEventObject, before: string[]) => boolean = () => true,
): FlowPath[] {
  const { flow } = model
  const keyOf = (value: unknown, context: unknown) => JSON.stringify({ value, context })
  const allowed = (start: string[], steps: PathStep[]) =>
    steps.every((s, i) => allow(s.event, i ? steps[i - 1]!.states : start))
  const candidates = model.paths.filter(
    (p) => !p.forPair && p.steps.length > 0 && allowed(p.start.states, p.steps),
  )
  const itemsOf = (steps: PathStep[]) =>
    steps.flatMap((s) => [
      ...s.states.map((id) => `s:${id}`),
      ...s.transitions.map((t) => `t:${t}`),
    ])
  const needed = new Set(candidates.flatMap((p) => itemsOf(p.steps)))
  const tours: FlowPath[] = []
  // Each path opens at most one tour: the loop ends even if a replay reached less than its path.
  const unopened = new Set(candidates)
  while (needed.size) {
    // A new tour: the path that reaches most of what is left.
    const gain = (steps: PathStep[]) => new Set(itemsOf(steps).filter((i) => needed.has(i))).size
    const first = [...unopened].reduce<{ p: FlowPath; g: number } | null>((best, p) => {
      const g = gain(p.steps)
      return g > (best?.g ?? 0) ? { p, g } : best
    }, null)
    if (!first) break
    unopened.delete(first.p)
    const { input } = first.p
    const inputKey = JSON.stringify(input)
    let events = first.p.steps.map((s) => s.event)
    let steps = replayFrom(flow, input, events)
    itemsOf(steps).forEach((i) => needed.delete(i))
    // Then on from where it is: the rest of a path (same input) whose prefix reaches this state.
    for (;;) {
      const last = steps.at(-1)!
      const here = keyOf(last.value, last.context)
      let best = null as { rest: PathStep[]; g: number } | null
      for (const p of candidates) {
        if (JSON.stringify(p.input) !== inputKey) continue
        for (let k = 0; k < p.steps.length - 1; k++) {
          const at = p.steps[k]!
          if (keyOf(at.value, at.context) !== here) continue
          const rest = p.steps.slice(k + 1)
          if (steps.length + rest.length > TOUR_STEPS) continue
          const g = gain(rest)
          if (g > (best?.g ?? 0) || (g === best?.g && rest.length < best.rest.length))
            best = { rest, g }
        }
      }
      if (!best) break
      const next = [...events, ...best.rest.map((s) => s.event)]
      const replayed = replayFrom(flow, input, next)
      const fresh = new Set(itemsOf(replayed.slice(steps.length)).filter((i) => needed.has(i)))
      // The machine's real context may differ from the sample that made the states alike.
      if (fresh.size === 0 || !allowed(first.p.start.states, replayed)) break
      events = next
      steps = replayed
      fresh.forEach((i) => needed.delete(i))
    }
    const n = String(tours.length + 1).padStart(2, '0')
    tours.push({
      id: `${flow.key}-t${n}`,
      description: steps.map((s) => describeEvent(s.event)).join(' → '),
      input,
      start: first.p.start,
      steps,
    })
  }
  return tours
}

function replayFrom(flow: Flow, input: Record<string, unknown>, events: AnyEventObject[]) {
  return replaySteps(flow, getInitialSnapshot(flow.machine, input), events)
}

/**
 * Which of these paths start each actor the machine declares: those through a state that
 * invokes it or a transition that spawns it. In the production build every actor is the
 * production one, so a browser path that passed there ran them (the browser-level actor gate).
 */
export function actorsOnPaths(flow: Flow, paths: FlowPath[]): Record<string, string[]> {
  // What each state invokes, and what each transition spawns (a named spawnChild action).
  const started = new Map<string, string[]>()
  const { actions } = flow.machine.implementations
  const spawned = (action: unknown) => {
    const spawn = (typeof action === 'string' ? actions[action] : action) as
      { type?: string; src?: unknown } | undefined
    return spawn?.type === 'xstate.spawnChild' && typeof spawn.src === 'string' ? [spawn.src] : []
  }
  const visit = (node: AnyStateNode) => {
    started.set(
      node.id,
      node.invoke.map((i) => (typeof i.src === 'string' ? i.src : i.id)),
    )
    for (const [event, list] of node.transitions)
      list.forEach((t, i) =>
        started.set(
          transitionId(node, event, i),
          t.actions.flatMap((a) => spawned(a)),
        ),
      )
    for (const child of Object.values(node.states)) visit(child)
  }
  visit(flow.machine.root)
  const declared = Object.keys(flow.machine.implementations.actors ?? {})
  return Object.fromEntries(
    declared.map((actor) => [
      actor,
      paths
        .filter((p) =>
          [
            flow.machine.id,
            ...p.start.states,
            ...p.steps.flatMap((s) => [...s.states, ...s.transitions]),
          ].some((id) => started.get(id)?.includes(actor)),
        )
        .map((p) => p.id),
    ]),
  )
}
