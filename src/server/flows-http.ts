/**
 * GET /api/flows/{layout,exercise,exercise-paths,facts,paths,path,figures,register}: the /flows pages' reads for client navigations
 * (src/flow-catalog/queries.ts). They depend only on the machines: shared caches may keep them.
 */
import { InputError, jsonCallHandler } from './json-calls'

const key = (p: URLSearchParams) => {
  const value = p.get('key') ?? ''
  if (!/^[a-z0-9-]{1,60}$/.test(value)) throw new InputError('Invalid "key"')
  return value
}

const calls = {
  layout: async (p: URLSearchParams) =>
    (await import('~/flow-catalog/queries.server')).loadFlowLayout(key(p)),
  exercise: async (p: URLSearchParams) =>
    (await import('~/flow-catalog/queries.server')).loadFlowExerciseCounts(key(p)),
  'exercise-paths': async (p: URLSearchParams) => {
    const property = p.get('property') ?? ''
    if (!/^[\w.-]{1,80}$/.test(property)) throw new InputError('Invalid "property"')
    return (await import('~/flow-catalog/queries.server')).loadFlowExercisePaths(key(p), property)
  },
  facts: async (p: URLSearchParams) =>
    (await import('~/flow-catalog/queries.server')).loadFlowFacts(key(p)),
  paths: async (p: URLSearchParams) =>
    (await import('~/flow-catalog/queries.server')).loadFlowPaths(key(p)),
  path: async (p: URLSearchParams) => {
    const id = p.get('id') ?? ''
    if (!/^[a-z0-9-]{1,80}$/.test(id)) throw new InputError('Invalid "id"')
    return (await import('~/flow-catalog/queries.server')).loadFlowPath(key(p), id)
  },
  figures: async () => (await import('~/flow-catalog/queries.server')).loadFlowFigures(),
  register: async () => (await import('~/flow-catalog/queries.server')).loadSpecRegister(),
} satisfies Record<string, (p: URLSearchParams) => Promise<unknown>>

export const handleFlowsRequest = jsonCallHandler('flows', calls, {
  cacheControl: 'public, max-age=0, s-maxage=300, stale-while-revalidate=3600',
  unavailable: 'Flow data is unavailable right now',
})
