import { createFileRoute } from '@tanstack/react-router'
import { handleGraphqlRequest } from '~/server/store'

/** The reference store's GraphQL endpoint (the starter-kit mutation only). */
export const Route = createFileRoute('/graphql')({
  server: {
    handlers: {
      POST: ({ request }) => handleGraphqlRequest(request),
      GET: ({ request }) => handleGraphqlRequest(request),
    },
  },
})
