import { createFileRoute } from '@tanstack/react-router'
import { handleIngredientRequest } from '~/server/ingredient-http'

/**
 * GET /api/ingredients/{call}: the ingredient explorer's reads, sanitised here
 * (src/api/catalogue/ingredient-explorer.ts).
 */
export const Route = createFileRoute('/api/ingredients/$')({
  server: {
    handlers: {
      GET: ({ request, params }) => handleIngredientRequest(request, params._splat ?? ''),
    },
  },
})
