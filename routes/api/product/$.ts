import { createFileRoute } from '@tanstack/react-router'
import { handleProductRequest } from '~/server/own-reads'

/** GET /api/product/{call}: the product page's reads for client navigations (src/api/product/page.ts). */
export const Route = createFileRoute('/api/product/$')({
  server: {
    handlers: { GET: ({ request, params }) => handleProductRequest(request, params._splat ?? '') },
  },
})
