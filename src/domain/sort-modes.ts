/**
 * The listing sort modes a URL may name (catalogue spec §4, §9). Apart from ./sort: the routes'
 * search validation needs only these on the first load, and the bundler keeps a module whole.
 */
export const SORT_MODES = ['default', 'popular', 'price-asc', 'price-desc'] as const
export type SortMode = (typeof SORT_MODES)[number]
