import { createFileRoute } from '@tanstack/react-router'
import { robotsResponse } from '~/server/sitemap'

/**
 * GET /robots.txt: every path open to crawlers, and the sitemap index by its absolute URL,
 * which SITE_URL sets (so it is served here, not from public/). Cached like pages.
 */
export const Route = createFileRoute('/robots.txt')({
  server: {
    handlers: {
      GET: () => robotsResponse(),
    },
  },
})
