import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { FlowPage } from '~/components/flows/FlowPage'
import { flowByKey } from '~/flow-catalog/catalog'
import { flowLayoutQuery } from '~/flow-catalog/queries'
import { pageTitle } from '~/lib/seo'

export const Route = createFileRoute('/flows/$key')({
  // Imported on demand so the machines, graph tools and layout client load only on /flows.
  loader: async ({ context, params }) => {
    const [{ flowByKey: find }, { flowLayoutQuery: layout }] = await Promise.all([
      import('~/flow-catalog/catalog'),
      import('~/flow-catalog/queries'),
    ])
    const flow = find(params.key)
    if (!flow) throw notFound()
    await context.queryClient.ensureQueryData(layout(params.key))
    return { title: flow.title }
  },
  head: ({ loaderData }) => ({
    meta: [{ title: pageTitle(`${loaderData?.title ?? 'Flow'} · Flows`) }],
  }),
  component: FlowRoute,
})

function FlowRoute() {
  const { key } = Route.useParams()
  const { data: layout } = useSuspenseQuery(flowLayoutQuery(key))
  const flow = flowByKey(key)
  if (!flow || !layout) return null
  return <FlowPage flow={flow} layout={layout} />
}
