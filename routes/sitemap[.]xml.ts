import { createFileRoute } from '@tanstack/react-router'
import { siteSitemaps } from '~/server/sitemap'

/**
 * GET /sitemap.xml: the sitemap index, naming each kind's sitemaps (products, categories,
 * starter kits, blog posts, blog categories) page by page; built in src/server/sitemap.ts.
 * Cached like pages; a failed store or content read is a 503 with Retry-After.
 */
export const Route = createFileRoute('/sitemap.xml')({
  server: {
    handlers: {
      GET: () => siteSitemaps().index(),
    },
  },
})
