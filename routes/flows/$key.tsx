import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { FlowPage } from '~/components/flows/FlowPage'
import { flowByKey } from '~/flow-catalog/catalog'
import { flowExerciseQuery, flowLayoutQuery } from '~/flow-catalog/queries'
import { pageTitle } from '~/lib/seo'

export const Route = createFileRoute('/flows/$key')({
  // Imported on demand so the machines, graph tools and layout client load only on /flows.
  loader: async ({ context, params }) => {
    const [{ flowByKey: find }, { flowLayoutQuery: layout, flowExerciseQuery: exercise }] =
      await Promise.all([import('~/flow-catalog/catalog'), import('~/flow-catalog/queries')])
    const flow = find(params.key)
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
  // A sequence to replay (e.g. one a failing property test printed); read by the page.
  validateSearch: (search: Record<string, unknown>) =>
    typeof search.walk === 'string' && search.walk.length <= 8000 ? { walk: search.walk } : {},
  component: FlowRoute,
})

function FlowRoute() {
  const { key } = Route.useParams()
  const { walk } = Route.useSearch()
  const { data: layout } = useSuspenseQuery(flowLayoutQuery(key))
  const { data: exercise } = useSuspenseQuery(flowExerciseQuery(key))
  const flow = flowByKey(key)
  if (!flow || !layout) return null
  return <FlowPage flow={flow} layout={layout} exercise={exercise ?? {}} walk={walk} />
}
