import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { use, useCallback } from 'react'
import { FlowPage } from '~/components/flows/FlowPage'
import type { SimPosition } from '~/components/flows/useSimulator'
import { loadFlowDefinition } from '~/flow-catalog/definitions'
import {
  flowExerciseQuery,
  flowFactsQuery,
  flowLayoutQuery,
  flowPathQuery,
} from '~/flow-catalog/queries'
import { readFlowSearch } from '~/flow-catalog/position'
import { pageTitle } from '~/lib/seo'

export const Route = createFileRoute('/flows/$key')({
  loaderDeps: ({ search }) => ({ path: search.path }),
  // This flow's code only; its layout, figures and paths are computed on the server.
  loader: async ({ context, params, deps }) => {
    const flow = await loadFlowDefinition(params.key)
    if (!flow) throw notFound()
    const client = context.queryClient
    await Promise.all([
      client.ensureQueryData(flowLayoutQuery(params.key)),
      client.ensureQueryData(flowExerciseQuery(params.key)),
      client.ensureQueryData(flowFactsQuery(params.key)),
      deps.path && client.ensureQueryData(flowPathQuery(params.key, deps.path)),
    ])
    return { title: flow.title }
  },
  head: ({ loaderData }) => ({
    meta: [{ title: pageTitle(`${loaderData?.title ?? 'Flow'} · Flows`) }],
  }),
  // A sequence to replay (e.g. one a failing property test printed) and the simulator's
  // position, so a state and its screen can be shared as a link.
  validateSearch: readFlowSearch,
  component: FlowRoute,
})

function FlowRoute() {
  const { key } = Route.useParams()
  const { walk, ...position } = Route.useSearch()
  const navigate = Route.useNavigate()
  const onMove = useCallback(
    (to: SimPosition) =>
      void navigate({
        search: (s) => ({ ...(s.walk ? { walk: s.walk } : {}), ...to }),
        replace: true,
        resetScroll: false,
      }),
    [navigate],
  )
  const { data: layout } = useSuspenseQuery(flowLayoutQuery(key))
  const { data: exercise } = useSuspenseQuery(flowExerciseQuery(key))
  const { data: facts } = useSuspenseQuery(flowFactsQuery(key))
  const { data: linkedPath } = useQuery({
    ...flowPathQuery(key, position.path ?? ''),
    enabled: Boolean(position.path),
  })
  const flow = use(loadFlowDefinition(key))
  if (!flow || !layout || !facts) return null
  return (
    <FlowPage
      flow={flow}
      layout={layout}
      exercise={exercise ?? {}}
      walk={walk}
      position={position}
      onMove={onMove}
      facts={facts}
      linkedPath={(position.path && linkedPath) || null}
    />
  )
}
