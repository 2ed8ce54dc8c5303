import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { useCallback, useMemo } from 'react'
import type { SimPosition } from '~/components/flows/useSimulator'
import { loadFlowDefinition } from '~/flow-catalog/definitions'
import {
  flowExerciseQuery,
  flowFactsQuery,
  flowLayoutQuery,
  flowPathQuery,
} from '~/flow-catalog/queries'
import { readFlowSearch } from '~/flow-catalog/position'
import { island } from '~/lib/island'
import { pageTitle } from '~/lib/seo'

// The page's code (chart, simulator, the flow's machine and spec properties, the shopper's
// view) hydrates when a product owner first reaches for it (ADR 0023); a walk to replay
// (?walk=) starts at once.
const load = () => import('~/components/flows/FlowPage').then((m) => m.FlowWorkbench)
const WorkbenchOnUse = island(load, { when: 'interaction' })
const WorkbenchNow = island(load, { when: 'visible' })

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
      // The shopper's view is in the server's HTML at the URL's position: its preview loads
      // before the page renders (in the browser, when the page's code wakes).
      import.meta.env.SSR &&
        import('~/components/flows/previews').then((m) => m.loadPreview(params.key)),
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
  const { walk, input, at, path, step } = Route.useSearch()
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
  // The same object while the URL stands: new props would wake the island before its time.
  const position = useMemo(() => ({ input, at, path, step }), [input, at, path, step])
  const { data: layout } = useSuspenseQuery(flowLayoutQuery(key))
  const { data: exercise } = useSuspenseQuery(flowExerciseQuery(key))
  const { data: facts } = useSuspenseQuery(flowFactsQuery(key))
  const { data: linkedPath } = useQuery({
    ...flowPathQuery(key, path ?? ''),
    enabled: Boolean(path),
  })
  if (!layout || !facts) return null
  const Workbench = walk === undefined ? WorkbenchOnUse : WorkbenchNow
  return (
    <Workbench
      flowKey={key}
      layout={layout}
      exercise={exercise ?? {}}
      walk={walk}
      position={position}
      onMove={onMove}
      facts={facts}
      linkedPath={(path && linkedPath) || null}
    />
  )
}
