import { createFileRoute } from '@tanstack/react-router'
import { handleListingRequest } from '~/server/own-reads'

/** GET /api/listings/{call}: the listing pages' reads for client navigations (src/api/catalogue/listings.ts). */
export const Route = createFileRoute('/api/listings/$')({
  server: {
    handlers: { GET: ({ request, params }) => handleListingRequest(request, params._splat ?? '') },
  },
})
