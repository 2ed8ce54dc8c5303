/**
 * The /flows pages' reads, the one way pages read from this server (ADR 0022): computed directly
 * while the page renders, GET /api/flows/{call} after a client navigation
 * (src/flow-catalog/queries.server.ts computes them).
 */
import { queryOptions } from '@tanstack/react-query'
import { createIsomorphicFn } from '@tanstack/react-start'
import { readOwnApi } from '~/api/base'
import type { layoutDiagram } from './layout.server'
import type { RegisterEntry, RegisterFigures } from './spec-register'
import type { TracedRef } from './spec-trace'

type Layout = Awaited<ReturnType<typeof layoutDiagram>> | null

export interface FlowFigures {
  key: string
  title: string
  description: string
  spec: string
  states: number
  transitions: number
  paths: number
  coverage: { states: number; transitions: number }
  /** The flow's spec sentences, and how many of them a spec property checks. */
  sentences: { checked: number; total: number }
}

/** A generated path as the page replays it: its sample input, and each step as the index of
 * the event among those enabled then, with the step in words. */
export interface PathSummary {
  id: string
  input: number
  press: number[]
  words: string[]
}

/** What a flow page shows of its model, computed on the server. */
export interface FlowFacts {
  states: number
  transitions: Array<{
    id: string
    source: string
    label: string
    targets: string[]
    description: string | null
  }>
  paths: number
  /** The covering paths: a subset reaching every state and transition (tours chain them). */
  covering: PathSummary[]
  /** The spec's sentences this flow implements, each with the properties that check it. */
  trace: TracedRef[]
}

/** The register of both specs, sentence by sentence (/flows/spec). */
export interface SpecRegisterView {
  figures: RegisterFigures[]
  entries: Array<
    Omit<RegisterEntry, 'properties'> & {
      properties: Array<{ flow: string; id: string; paths: number }>
    }
  >
}

const flowKey = (key: string) => encodeURIComponent(key.slice(0, 60))

const readLayout = createIsomorphicFn()
  .server(
    async (key: string) =>
      (await import('./queries.server')).loadFlowLayout(key) as Promise<Layout>,
  )
  .client((key: string) => readOwnApi<Layout>(`/api/flows/layout?key=${flowKey(key)}`, 'Flows'))

const readExercise = createIsomorphicFn()
  .server(async (key: string) => (await import('./queries.server')).loadFlowExerciseCounts(key))
  .client((key: string) =>
    readOwnApi<Record<string, number> | null>(`/api/flows/exercise?key=${flowKey(key)}`, 'Flows'),
  )

const readExercisePaths = createIsomorphicFn()
  .server(async (key: string, property: string) =>
    (await import('./queries.server')).loadFlowExercisePaths(key, property),
  )
  .client((key: string, property: string) =>
    readOwnApi<string[] | null>(
      `/api/flows/exercise-paths?key=${flowKey(key)}&property=${encodeURIComponent(property)}`,
      'Flows',
    ),
  )

const readFacts = createIsomorphicFn()
  .server(async (key: string) => (await import('./queries.server')).loadFlowFacts(key))
  .client((key: string) =>
    readOwnApi<FlowFacts | null>(`/api/flows/facts?key=${flowKey(key)}`, 'Flows'),
  )

const readPaths = createIsomorphicFn()
  .server(async (key: string) => (await import('./queries.server')).loadFlowPaths(key))
  .client((key: string) =>
    readOwnApi<PathSummary[] | null>(`/api/flows/paths?key=${flowKey(key)}`, 'Flows'),
  )

const readPath = createIsomorphicFn()
  .server(async (key: string, id: string) =>
    (await import('./queries.server')).loadFlowPath(key, id),
  )
  .client((key: string, id: string) =>
    readOwnApi<PathSummary | null>(
      `/api/flows/path?key=${flowKey(key)}&id=${encodeURIComponent(id)}`,
      'Flows',
    ),
  )

const readRegister = createIsomorphicFn()
  .server(async () => (await import('./queries.server')).loadSpecRegister())
  .client(() => readOwnApi<SpecRegisterView>('/api/flows/register', 'Flows'))

const readFigures = createIsomorphicFn()
  .server(async () => (await import('./queries.server')).loadFlowFigures())
  .client(() => readOwnApi<FlowFigures[]>('/api/flows/figures', 'Flows'))

/** The laid-out diagram of a flow, computed on the server with ELK. */
export const flowLayoutQuery = (key: string) =>
  queryOptions({
    queryKey: ['flows', 'layout', key],
    queryFn: () => readLayout(key),
    staleTime: Infinity,
  })

/** For each spec property of a flow, how many generated paths it applies on (could break it). */
export const flowExerciseQuery = (key: string) =>
  queryOptions({
    queryKey: ['flows', 'exercise', key],
    queryFn: () => readExercise(key),
    staleTime: Infinity,
  })

/** The ids of those paths for one property: read when the page opens its list. */
export const flowExercisePathsQuery = (key: string, property: string) =>
  queryOptions({
    queryKey: ['flows', 'exercise-paths', key, property],
    queryFn: () => readExercisePaths(key, property),
    staleTime: Infinity,
  })

export const specRegisterQuery = queryOptions({
  queryKey: ['flows', 'register'],
  queryFn: () => readRegister(),
  staleTime: Infinity,
})

export const flowFiguresQuery = queryOptions({
  queryKey: ['flows', 'figures'],
  queryFn: () => readFigures(),
  staleTime: Infinity,
})

/** A flow's state and transition figures and its covering paths. */
export const flowFactsQuery = (key: string) =>
  queryOptions({
    queryKey: ['flows', 'facts', key],
    queryFn: () => readFacts(key),
    staleTime: Infinity,
  })

/** Every generated path of a flow: read when its list is opened. */
export const flowPathsQuery = (key: string) =>
  queryOptions({
    queryKey: ['flows', 'paths', key],
    queryFn: () => readPaths(key),
    staleTime: Infinity,
  })

/** One generated path, for a link to one of its steps. */
export const flowPathQuery = (key: string, id: string) =>
  queryOptions({
    queryKey: ['flows', 'path', key, id],
    queryFn: () => readPath(key, id),
    staleTime: Infinity,
  })
