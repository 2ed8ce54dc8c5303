import { createFileRoute } from '@tanstack/react-router'
import { handleContentRequest } from '~/server/own-reads'

/** GET /api/content/{call}: the browser's side of the content reads (src/content/query-options.ts). */
export const Route = createFileRoute('/api/content/$')({
  server: {
    handlers: { GET: ({ request, params }) => handleContentRequest(request, params._splat ?? '') },
  },
})
