import { createFileRoute } from '@tanstack/react-router'
import { handleBlockRequest } from '~/server/own-reads'

/** GET /api/blocks/{call}: page-builder blocks' store reads for client navigations (src/api/catalogue/blocks.ts). */
export const Route = createFileRoute('/api/blocks/$')({
  server: {
    handlers: { GET: ({ request, params }) => handleBlockRequest(request, params._splat ?? '') },
  },
})
