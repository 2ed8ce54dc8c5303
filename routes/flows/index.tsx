import { createFileRoute } from '@tanstack/react-router'
import { FlowIndex } from '~/components/flows/FlowIndex'
import { flowFiguresQuery } from '~/flow-catalog/queries'
import { pageTitle } from '~/lib/seo'

/** The statechart visualiser's index, for product owners (SSR'd, works offline). */
export const Route = createFileRoute('/flows/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(flowFiguresQuery),
  head: () => ({ meta: [{ title: pageTitle('Flows') }] }),
  component: FlowIndex,
})
