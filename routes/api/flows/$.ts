import { createFileRoute } from '@tanstack/react-router'
import { handleFlowsRequest } from '~/server/own-reads'

/** GET /api/flows/{call}: the /flows pages' reads for client navigations (src/flow-catalog/queries.ts). */
export const Route = createFileRoute('/api/flows/$')({
  server: {
    handlers: { GET: ({ request, params }) => handleFlowsRequest(request, params._splat ?? '') },
  },
})
