import { createFileRoute } from '@tanstack/react-router'
import { siteSitemaps } from '~/server/sitemap'

/**
 * GET /sitemaps/{kind}-{n}.xml: one sitemap of the index (at most 50 000 URLs). An unknown
 * kind, a malformed name or a page past the last is a 404; a failed read a 503 with Retry-After.
 */
export const Route = createFileRoute('/sitemaps/$file')({
  server: {
    handlers: {
      GET: ({ params }) => siteSitemaps().file(params.file),
    },
  },
})
