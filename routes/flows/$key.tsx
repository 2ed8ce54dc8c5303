import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { use, useCallback } from 'react'
import { FlowPage } from '~/components/flows/FlowPage'
import type { SimPosition } from '~/components/flows/useSimulator'
import { loadFlowDefinition } from '~/flow-catalog/definitions'
import { flowExerciseQuery, flowLayoutQuery } from '~/flow-catalog/queries'
import { readFlowSearch } from '~/flow-catalog/position'
import { pageTitle } from '~/lib/seo'

export const Route = createFileRoute('/flows/$key')({
  // This flow's code only, with the layout and figures read from the server.
  loader: async ({ context, params }) => {
    const [flow, { flowLayoutQuery: layout, flowExerciseQuery: exercise }] = await Promise.all([
      loadFlowDefinition(params.key),
      import('~/flow-catalog/queries'),
    ])
    if (!flow) throw notFound()
    await Promise.all([
      context.queryClient.ensureQueryData(layout(params.key)),
      context.queryClient.ensureQueryData(exercise(params.key)),
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
  const flow = use(loadFlowDefinition(key))
  if (!flow || !layout) return null
  return (
    <FlowPage
      flow={flow}
      layout={layout}
      exercise={exercise ?? {}}
      walk={walk}
      position={position}
      onMove={onMove}
    />
  )
}
