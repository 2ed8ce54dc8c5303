import { createFileRoute } from '@tanstack/react-router'
import { handleStoreRequest } from '~/server/store'

/** The embedded reference store's API: every /rest/auth/* call (src/server/store/routes.ts). */
const handle = ({ request }: { request: Request }) => handleStoreRequest(request)

export const Route = createFileRoute('/rest/auth/$')({
  server: {
    handlers: { GET: handle, POST: handle, PUT: handle, PATCH: handle, DELETE: handle },
  },
})
