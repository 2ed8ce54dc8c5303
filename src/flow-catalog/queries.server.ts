/**
 * What the /flows pages read from the server: a flow's laid-out diagram (ELK), which generated
 * paths exercise each spec property, and every flow's figures. Depend only on the machines, fixed
 * for the life of the process: each is computed once, on first use, and kept.
 */
import type { FlowFigures } from './queries'

const layouts = new Map<string, Promise<unknown>>()
const exercise = new Map<string, Promise<Record<string, string[]> | null>>()
let figures: Promise<FlowFigures[]> | undefined

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
export const loadFlowLayout = (key: string) =>
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
    const [{ flows }, { flowModel }] = await Promise.all([import('./catalog'), import('./model')])
    return flows.map((flow): FlowFigures => {
      const m = flowModel(flow)
      return {
        key: flow.key,
        title: flow.title,
        description: String(flow.machine.config.description ?? ''),
        spec: String(flow.machine.config.meta?.spec ?? ''),
        states: m.states.length,
        transitions: m.transitions.length,
        paths: m.paths.length,
        coverage: {
          states: percent(m.coverage.states),
          transitions: percent(m.coverage.transitions),
        },
      }
    })
  })()
  figures.catch(() => (figures = undefined))
  return figures
}
