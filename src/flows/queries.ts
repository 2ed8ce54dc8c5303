import { queryOptions } from '@tanstack/react-query'
import { createServerFn } from '@tanstack/react-start'

/** The laid-out diagram of a flow, computed on the server with ELK (cached for the session). */
const getFlowLayout = createServerFn({ method: 'GET' })
  .validator((key: unknown) => {
    if (typeof key !== 'string' || !/^[a-z0-9-]{1,60}$/.test(key)) throw new Error('Bad flow key')
    return key
  })
  .handler(async ({ data: key }) => {
    const [{ flowByKey }, { diagramOf }, { layoutDiagram }] = await Promise.all([
      import('./catalog'),
      import('./diagram'),
      import('./layout.server'),
    ])
    const flow = flowByKey(key)
    if (!flow) return null
    const { nodes, edges } = diagramOf(flow.machine)
    return layoutDiagram(nodes, edges)
  })

export const flowLayoutQuery = (key: string) =>
  queryOptions({
    queryKey: ['flows', 'layout', key],
    queryFn: () => getFlowLayout({ data: key }),
    staleTime: Infinity,
  })
