/**
 * The /flows pages' reads, the one way pages read from this server (ADR 0022): declared once as
 * `flowCalls` (./queries.server.ts), called directly while the page renders and through
 * GET /api/flows/{call} after a client navigation.
 */
import { createIsomorphicFn } from '@tanstack/react-start'
import { type CallParams, readOwnCall, searchOf } from '~/api/base'
import { ownQuery } from '~/api/own-query'
import type { flowCalls } from './queries.server'
import type { RegisterEntry, RegisterFigures } from './spec-register'
import type { TracedRef } from './spec-trace'

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

const read = createIsomorphicFn()
  .server(async (call: keyof typeof flowCalls, params: CallParams): Promise<unknown> => {
    const { flowCalls } = await import('./queries.server')
    return flowCalls[call](searchOf(params))
  })
  .client((call: keyof typeof flowCalls, params: CallParams) =>
    readOwnCall<unknown>('flows', 'Flows', call, params),
  )

// The machines are fixed for the life of the process: nothing read here goes stale.
const query = ownQuery<typeof flowCalls>('flows', read)

/** The laid-out diagram of a flow, computed on the server with ELK. */
export const flowLayoutQuery = (key: string) => query('layout', { key }, Infinity)

/** For each spec property of a flow, how many generated paths it applies on (could break it). */
export const flowExerciseQuery = (key: string) => query('exercise', { key }, Infinity)

/** The ids of those paths for one property: read when the page opens its list. */
export const flowExercisePathsQuery = (key: string, property: string) =>
  query('exercise-paths', { key, property }, Infinity)

export const specRegisterQuery = query('register', {}, Infinity)

export const flowFiguresQuery = query('figures', {}, Infinity)

/** A flow's state and transition figures and its covering paths. */
export const flowFactsQuery = (key: string) => query('facts', { key }, Infinity)

/** Every generated path of a flow: read when its list is opened. */
export const flowPathsQuery = (key: string) => query('paths', { key }, Infinity)

/** One generated path, for a link to one of its steps. */
export const flowPathQuery = (key: string, id: string) => query('path', { key, id }, Infinity)
