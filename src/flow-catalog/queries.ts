import { queryOptions } from '@tanstack/react-query'
import { createServerFn } from '@tanstack/react-start'
import type { layoutDiagram } from './layout.server'

// Layouts and figures depend only on the machines, fixed for the life of the process: each is
// computed once, on first use, and served from memory afterwards.
const layouts = new Map<string, Promise<Awaited<ReturnType<typeof layoutDiagram>> | null>>()
let figures: Promise<FlowFigures[]> | undefined

/** The laid-out diagram of a flow, computed on the server with ELK. */
const getFlowLayout = createServerFn({ method: 'GET' })
  .validator((key: unknown) => {
    if (typeof key !== 'string' || !/^[a-z0-9-]{1,60}$/.test(key)) throw new Error('Bad flow key')
    return key
  })
  .handler(({ data: key }) => {
    let layout = layouts.get(key)
    if (!layout) {
      layout = (async () => {
        const [{ flowByKey }, { diagramOf }, { layoutDiagram }] = await Promise.all([
          import('./catalog'),
          import('./diagram'),
          import('./layout.server'),
        ])
        const flow = flowByKey(key)
        if (!flow) return null
        const { nodes, edges } = diagramOf(flow.machine)
        return layoutDiagram(nodes, edges)
      })()
      layouts.set(key, layout)
      // A failed layout is not kept: the next request tries again.
      layout.catch(() => layouts.delete(key))
    }
    return layout
  })

export const flowLayoutQuery = (key: string) =>
  queryOptions({
    queryKey: ['flows', 'layout', key],
    queryFn: () => getFlowLayout({ data: key }),
    staleTime: Infinity,
  })

const exercise = new Map<string, Promise<Record<string, string[]> | null>>()

/**
 * For each spec property of a flow, the generated paths on which it applies (a path that could
 * break it), computed on the server by replaying the paths as the property tests do.
 */
const getFlowExercise = createServerFn({ method: 'GET' })
  .validator((key: unknown) => {
    if (typeof key !== 'string' || !/^[a-z0-9-]{1,60}$/.test(key)) throw new Error('Bad flow key')
    return key
  })
  .handler(({ data: key }) => {
    let map = exercise.get(key)
    if (!map) {
      map = (async () => {
        const [{ flowByKey }, { flowModel }, { exerciseMap }] = await Promise.all([
          import('./catalog'),
          import('./model'),
          import('./spec-harness'),
        ])
        const flow = flowByKey(key)
        if (!flow) return null
        return exerciseMap(flow, flowModel(flow).paths)
      })()
      exercise.set(key, map)
      map.catch(() => exercise.delete(key))
    }
    return map
  })

export const flowExerciseQuery = (key: string) =>
  queryOptions({
    queryKey: ['flows', 'exercise', key],
    queryFn: () => getFlowExercise({ data: key }),
    staleTime: Infinity,
  })

export interface FlowFigures {
  key: string
  title: string
  description: string
  spec: string
  states: number
  transitions: number
  paths: number
  coverage: { states: number; transitions: number }
}

const percent = (c: { covered: number; total: number }) =>
  c.total === 0 ? 100 : Math.floor((c.covered / c.total) * 100)

/** Every flow's model figures, computed on the server: the index ships no machines or graph code. */
const getFlowFigures = createServerFn({ method: 'GET' }).handler(() => {
  figures ??= computeFigures()
  figures.catch(() => (figures = undefined))
  return figures
})

async function computeFigures(): Promise<FlowFigures[]> {
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
}

export const flowFiguresQuery = queryOptions({
  queryKey: ['flows', 'figures'],
  queryFn: () => getFlowFigures(),
  staleTime: Infinity,
})
