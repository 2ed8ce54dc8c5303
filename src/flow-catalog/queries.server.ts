/**
 * What the /flows pages read from the server: a flow's laid-out diagram (ELK), which generated
 * paths exercise each spec property, and every flow's figures. Depend only on the machines, fixed
 * for the life of the process: each is computed once, on first use, and kept.
 */
import type { FlowFacts, FlowFigures, PathSummary, SpecRegisterView } from './queries'
import type { layoutDiagram } from './layout.server'
import type { TestRef } from './spec-register'
import { type Calls, matchParam } from '~/api/calls.server'

type Layout = Awaited<ReturnType<typeof layoutDiagram>> | null

const layouts = new Map<string, Promise<Layout>>()
const exercise = new Map<string, Promise<Record<string, string[]> | null>>()
let figures: Promise<FlowFigures[]> | undefined
const pathSets = new Map<string, Promise<{ facts: FlowFacts; all: PathSummary[] } | null>>()

const keep = <T>(map: Map<string, Promise<T>>, key: string, make: () => Promise<T>) => {
  let value = map.get(key)
  if (!value) {
    value = make()
    map.set(key, value)
    // A failure is not kept: the next request tries again.
    value.catch(() => map.delete(key))
  }
  return value
}

/** The laid-out diagram of a flow, or null for an unknown key. */
export const loadFlowLayout = (key: string): Promise<Layout> =>
  keep(layouts, key, async () => {
    const [{ flowByKey }, { diagramOf }, { layoutDiagram }] = await Promise.all([
      import('./catalog'),
      import('./diagram'),
      import('./layout.server'),
    ])
    const flow = flowByKey(key)
    if (!flow) return null
    const { nodes, edges } = diagramOf(flow.machine)
    return layoutDiagram(nodes, edges)
  })

/** For each spec property of a flow, the generated paths on which it applies. */
export const loadFlowExercise = (key: string) =>
  keep(exercise, key, async () => {
    const [{ flowByKey }, { flowModel }, { exerciseMap }] = await Promise.all([
      import('./catalog'),
      import('./model'),
      import('./spec-harness'),
    ])
    const flow = flowByKey(key)
    if (!flow) return null
    return exerciseMap(flow, flowModel(flow).paths)
  })

/** How many generated paths each spec property applies on (what the page shows at first). */
export const loadFlowExerciseCounts = async (key: string) => {
  const map = await loadFlowExercise(key)
  return map && Object.fromEntries(Object.entries(map).map(([id, paths]) => [id, paths.length]))
}

/** The ids of the paths one property applies on (read when the page opens its list). */
export const loadFlowExercisePaths = async (key: string, property: string) =>
  (await loadFlowExercise(key))?.[property] ?? null

const percent = (c: { covered: number; total: number }) =>
  c.total === 0 ? 100 : Math.floor((c.covered / c.total) * 100)

/** Every flow's model figures: the index ships no machines or graph code. */
export function loadFlowFigures(): Promise<FlowFigures[]> {
  figures ??= (async () => {
    const [{ flows }, { flowModel }, trace, { specDocs, traceOf }] = await Promise.all([
      import('./catalog'),
      import('./model'),
      import('./spec-trace'),
      import('./requirements'),
    ])
    return flows.map((flow): FlowFigures => {
      const m = flowModel(flow)
      const refs = trace.specRefsOf(flow.machine.config.meta)
      const sentences = trace
        .traceFlow(refs, traceOf(flow.key), specDocs)
        .flatMap((r) => r.sentences)
      return {
        key: flow.key,
        title: flow.title,
        description: String(flow.machine.config.description ?? ''),
        spec: refs.join('; '),
        states: m.states.length,
        transitions: m.transitions.length,
        paths: m.paths.length,
        coverage: {
          states: percent(m.coverage.states),
          transitions: percent(m.coverage.transitions),
        },
        sentences: {
          checked: sentences.filter((x) => x.properties.length).length,
          total: sentences.length,
        },
      }
    })
  })()
  figures.catch(() => (figures = undefined))
  return figures
}

/**
 * A flow's generated paths as the simulator replays them: each step as its index among the
 * events enabled then (the same samples, with their real error classes, are on the page), with
 * the step in words. The page's own figures and its covering paths come with them; the rest of
 * the paths are read when their list is opened, so the browser never generates paths.
 */
const loadPathSet = (key: string) =>
  keep(pathSets, key, async () => {
    const [{ flowByKey }, model, { sayEvent }, { transitionLabel }, trace, { specDocs, traceOf }] =
      await Promise.all([
        import('./catalog'),
        import('./model'),
        import('./words'),
        import('./diagram'),
        import('./spec-trace'),
        import('./requirements'),
      ])
    const flow = flowByKey(key)
    if (!flow) return null
    const refs = trace.specRefsOf(flow.machine.config.meta)
    const exercised = await loadFlowExercise(key)
    const m = model.flowModel(flow)
    const inputs = model.sampleInputs(flow).map((i) => JSON.stringify(i))
    const summary = (path: (typeof m.paths)[number]): PathSummary => ({
      id: path.id,
      input: Math.max(0, inputs.indexOf(JSON.stringify(path.input))),
      press: model.pressesOf(flow, path),
      words: path.steps.map((step) => sayEvent(step.event)),
    })
    const all = m.paths.map(summary)
    const covering = new Set(m.coveringPaths.map((p) => p.id))
    return {
      facts: {
        states: m.states.length,
        transitions: m.transitions.map((t) => ({
          id: t.id,
          source: t.source,
          label: transitionLabel(t),
          targets: t.targets,
          description: t.description,
        })),
        paths: m.paths.length,
        covering: all.filter((p) => covering.has(p.id)),
        trace: trace.traceFlow(refs, traceOf(flow.key), specDocs, exercised),
      },
      all,
    }
  })

/** A flow's figures and covering paths (null for an unknown key). */
export const loadFlowFacts = async (key: string) => (await loadPathSet(key))?.facts ?? null

/** Every generated path of a flow (read when the page opens the full list). */
export const loadFlowPaths = async (key: string) => (await loadPathSet(key))?.all ?? null

/** One generated path (a shared link to a replayed step names it). */
export const loadFlowPath = async (key: string, id: string) =>
  (await loadPathSet(key))?.all.find((p) => p.id === id) ?? null

let register: Promise<SpecRegisterView> | undefined

/**
 * The register of both specs (ADR 0024) as /flows/spec shows it: every sentence with its
 * status, the tests whose titles name it (generated by tests/model/spec-register.test.ts), the
 * spec properties that quote it and how many generated paths exercise each.
 */
export function loadSpecRegister(): Promise<SpecRegisterView> {
  register ??= (async () => {
    const [{ flows }, trace, reg, { specDocs, traceOf }, { waivers }, named] = await Promise.all([
      import('./catalog'),
      import('./spec-trace'),
      import('./spec-register'),
      import('./requirements'),
      import('./spec-waivers'),
      import('./spec-register.json'),
    ])
    const tests = Object.entries(named.default as Record<string, Omit<TestRef, 'ids'>[]>).flatMap(
      ([id, list]) => list.map((t) => ({ ...t, ids: [id] })),
    )
    const traces = Object.fromEntries(flows.map((f) => [f.key, traceOf(f.key)]))
    const entries = reg.buildRegister(trace.specSentences(specDocs), traces, tests, waivers)
    const exercised = Object.fromEntries(
      await Promise.all(flows.map(async (f) => [f.key, (await loadFlowExercise(f.key)) ?? {}])),
    ) as Record<string, Record<string, string[]>>
    return {
      figures: reg.registerFigures(entries),
      entries: entries.map((e) => ({
        ...e,
        properties: e.properties.map((p) => ({
          ...p,
          paths: exercised[p.flow]?.[p.id]?.length ?? 0,
        })),
      })),
    }
  })()
  register.catch(() => (register = undefined))
  return register
}

const key = (p: URLSearchParams) => matchParam(p, 'key', /^[a-z0-9-]{1,60}$/)

/**
 * The /flows pages' reads, declared once: the pages' render calls them directly, a client
 * navigation through GET /api/flows/{call} (src/flow-catalog/queries.ts). They depend only on
 * the machines.
 */
export const flowCalls = {
  layout: (p: URLSearchParams) => loadFlowLayout(key(p)),
  exercise: (p: URLSearchParams) => loadFlowExerciseCounts(key(p)),
  'exercise-paths': (p: URLSearchParams) =>
    loadFlowExercisePaths(key(p), matchParam(p, 'property', /^[\w.-]{1,80}$/)),
  facts: (p: URLSearchParams) => loadFlowFacts(key(p)),
  paths: (p: URLSearchParams) => loadFlowPaths(key(p)),
  path: (p: URLSearchParams) => loadFlowPath(key(p), matchParam(p, 'id', /^[a-z0-9-]{1,80}$/)),
  figures: () => loadFlowFigures(),
  register: () => loadSpecRegister(),
} satisfies Calls
