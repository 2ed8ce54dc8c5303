import { eq } from 'drizzle-orm'
import { z } from 'zod'
import { SEARCH_QUERY_MAX } from '~/domain/search'
import { notFound, success } from '../http'
import { defineRoute } from '../router'
import { dbId } from '../validation'
import { searchClicks, searchLogs } from '../schema'
import { popularProducts, productCard, searchProducts } from '../services/products'

const limitParam = z.coerce.number().int().min(1).max(48).catch(12)
const searchBody = z.object({
  query: z.string().max(SEARCH_QUERY_MAX, 'is too long'),
  limit: z.number().int().min(1).max(48).default(12),
  /**
   * false: read the results without logging a search (the results page, which may be
   * preloaded or reloaded; the overlay logged the search the shopper typed). Default true.
   */
  log: z.boolean().default(true),
})
const clickBody = z.object({ search_log_id: dbId, product_id: dbId })

export const searchRoutes = [
  defineRoute({
    method: 'GET',
    path: '/products/popular',
    auth: 'bearer',
    summary: 'Popular products (most sold, published and in stock); ?limit= defaults to 12.',
    handler: async ({ db, url }) => {
      const limit = limitParam.parse(url.searchParams.get('limit') ?? undefined)
      const rows = await popularProducts(db, limit)
      return success(rows.map((p) => productCard(p)))
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/products/search',
    auth: 'bearer',
    rateLimit: 'search',
    summary:
      'Product search (query, limit 12; log false reads without logging): returns data and the searchLogId for click logging (null when not logged).',
    body: searchBody,
    handler: async ({ input, db, session }) => {
      const { query, limit, log: logged } = input
      const rows = await searchProducts(db, query.trim(), limit)
      const [log] = logged
        ? await db
            .insert(searchLogs)
            .values({
              query: query.trim(),
              resultCount: rows.length,
              sessionId: session?.id ?? null,
            })
            .returning({ id: searchLogs.id })
        : [null]
      return success(
        rows.map((p) => productCard(p)),
        rows.length ? `Found ${rows.length} products` : 'No products found',
        { searchLogId: log?.id ?? null },
      )
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/products/search/click',
    auth: 'bearer',
    summary: 'Logs a click on a search result (search_log_id, product_id).',
    body: clickBody,
    rateLimit: 'searchClick',
    responses: { 429: 'Too many click logs from this client' },
    handler: async ({ input, db }) => {
      const body = input
      const [log] = await db
        .select()
        .from(searchLogs)
        .where(eq(searchLogs.id, body.search_log_id))
        .limit(1)
      if (!log) throw notFound(`No search log with id ${body.search_log_id}`)
      await db
        .insert(searchClicks)
        .values({ searchLogId: body.search_log_id, productId: body.product_id })
      return success(undefined, 'Click logged')
    },
  }),
]
