/** Which products a listing shows (catalogue spec §2, §5). */

/** Products in list order, each once (a product may sit in several categories). */
export function uniqueProducts<T extends { id: number }>(products: readonly T[]): T[] {
  const seen = new Set<number>()
  return products.filter((p) => !seen.has(p.id) && (seen.add(p.id), true))
}

/** A category's own products, then its subcategories', each once. */
export function productsOfCategory<T extends { id: number }>(category: {
  products: readonly T[]
  subcategories: ReadonlyArray<{ products: readonly T[] }>
}): T[] {
  return uniqueProducts([category, ...category.subcategories].flatMap((c) => c.products))
}

/**
 * Listing sizes that keep a page's cost flat as the catalogue grows: a flat grid shows 48 cards
 * a page (?page=n); a section of a sectioned listing shows its first 24 with a link to the rest.
 */
export const LISTING_PAGE_SIZE = 48
export const SECTION_LIMIT = 24

export interface GridPage<T> {
  items: T[]
  /** 1-based; a page past the last is the last. */
  page: number
  pageCount: number
  total: number
  /** Cards per page. */
  size: number
}

/** One page of a list (page numbers outside 1..pageCount are clamped into it). */
export function pageOf<T>(
  items: readonly T[],
  page: number,
  size: number = LISTING_PAGE_SIZE,
): GridPage<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / size))
  const current = Math.min(Math.max(1, Math.floor(Number(page)) || 1), pageCount)
  return {
    items: items.slice((current - 1) * size, current * size),
    page: current,
    pageCount,
    total: items.length,
    size,
  }
}
