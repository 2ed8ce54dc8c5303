import { z } from 'zod/mini'
import { SORT_MODES } from '~/domain/sort'

/**
 * A listing's URL search params: ?sort=popular|price-asc|price-desc (absent: default). An
 * unknown or repeated value falls back to the default instead of failing the page. zod/mini:
 * it runs in the browser on every navigation.
 */
export const listingSearchSchema = z.object({
  sort: z.catch(z.optional(z.enum(SORT_MODES)), undefined),
})
