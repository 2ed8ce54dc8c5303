import { createFileRoute } from '@tanstack/react-router'
import { flowByKey } from '~/flow-catalog/catalog'
import { machineToJson } from '~/flow-catalog/export'

/** GET /flows/export/{key}: the machine config as JSON for Stately Studio's import. */
export const Route = createFileRoute('/flows/export/$key')({
  server: {
    handlers: {
      GET: ({ params }) => {
        const flow = flowByKey(params.key)
        if (!flow) return Response.json({ message: `No flow named ${params.key}` }, { status: 404 })
        return Response.json(machineToJson(flow.machine), {
          headers: {
            'content-disposition': `attachment; filename="${flow.key}.machine.json"`,
            'cache-control': 'public, max-age=300',
          },
        })
      },
    },
  },
})
