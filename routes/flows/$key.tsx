import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { FlowPage } from '~/components/flows/FlowPage'
import { flowByKey } from '~/flows/catalog'
import { flowLayoutQuery } from '~/flows/queries'
import { pageTitle } from '~/lib/seo'

export const Route = createFileRoute('/flows/$key')({
  loader: async ({ context, params }) => {
    const flow = flowByKey(params.key)
    if (!flow) throw notFound()
    await context.queryClient.ensureQueryData(flowLayoutQuery(params.key))
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
