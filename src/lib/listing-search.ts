import { z } from 'zod/mini'
import { parsePage } from '~/domain/paging'
import { SORT_MODES } from '~/domain/sort-modes'

/**
 * A listing's URL search params: ?sort=popular|price-asc|price-desc (absent: default) and
 * ?page=n (absent: 1). An unknown, repeated or out-of-range value falls back to the default
 * instead of failing the page. zod/mini: it runs in the browser on every navigation.
 */
export const listingSearchSchema = z.object({
  sort: z.catch(z.optional(z.enum(SORT_MODES)), undefined),
  page: z.catch(
    z.optional(
      z.pipe(
        z.unknown(),
        z.transform((v) => (parsePage(v) > 1 ? parsePage(v) : undefined)),
      ),
    ),
    undefined,
  ),
})

/** What a listing loader depends on. */
export const listingDeps = ({ search }: { search: z.output<typeof listingSearchSchema> }) => ({
  sort: search.sort ?? ('default' as const),
  page: search.page ?? 1,
})

/** A paged page's search params: only ?page=n (the blog list). */
export const pageSearchSchema = z.object({ page: listingSearchSchema.shape.page })
