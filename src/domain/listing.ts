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
