/** Listing sort modes (catalogue spec §4, §9). Sorting never mutates its input. */

import { SORT_MODES, type SortMode } from './sort-modes'

export { SORT_MODES, type SortMode }

export const SORT_LABELS: Record<SortMode, string> = {
  default: 'Featured',
  popular: 'Most popular',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
}

/** A sort value from a query string; anything unknown is the default order. */
export function parseSortMode(value: unknown): SortMode {
  return (SORT_MODES as readonly unknown[]).includes(value) ? (value as SortMode) : 'default'
}

export interface SortableProduct {
  id: number
  price: number
  display_order_id?: number | null
  qty_sold?: number | null
  product_tag?: number | null
}

/** A finite number, else the fallback (null, undefined, NaN and Infinity all take it). */
const num = (v: number | null | undefined, fallback = 0) =>
  Number.isFinite(v) ? (v as number) : fallback

const byDisplayOrder = (a: SortableProduct, b: SortableProduct) =>
  num(a.display_order_id, Number.MAX_SAFE_INTEGER) -
    num(b.display_order_id, Number.MAX_SAFE_INTEGER) || a.id - b.id

const byQtySold = (a: SortableProduct, b: SortableProduct) =>
  num(b.qty_sold) - num(a.qty_sold) || byDisplayOrder(a, b)

/**
 * Sorts products. `variant: 'categoryV2'` makes "popular" put highlighted products
 * (product_tag 1) first, then the higher quantity sold; any other variant is the standard order.
 */
export function sortProducts<T extends SortableProduct>(
  products: readonly T[],
  mode: SortMode,
  variant?: 'standard' | 'categoryV2',
): T[] {
  const list = [...products]
  switch (mode) {
    case 'popular':
      return list.sort(
        variant === 'categoryV2'
          ? (a, b) =>
              Number(num(b.product_tag) === 1) - Number(num(a.product_tag) === 1) || byQtySold(a, b)
          : byQtySold,
      )
    case 'price-asc':
      return list.sort((a, b) => num(a.price) - num(b.price) || byDisplayOrder(a, b))
    case 'price-desc':
      return list.sort((a, b) => num(b.price) - num(a.price) || byDisplayOrder(a, b))
    default:
      return list.sort(byDisplayOrder)
  }
}

export interface SortableKit {
  id: number
  price: number
  /** The store's is_popular flag. */
  isPopular?: number | boolean | null
}

/** Starter kits: popular = the is_popular flag first, then id; prices as for products. */
export function sortKits<T extends SortableKit>(kits: readonly T[], mode: SortMode): T[] {
  const list = [...kits]
  const byId = (a: T, b: T) => a.id - b.id
  switch (mode) {
    case 'popular':
      return list.sort(
        (a, b) => Number(Boolean(b.isPopular)) - Number(Boolean(a.isPopular)) || byId(a, b),
      )
    case 'price-asc':
      return list.sort((a, b) => num(a.price) - num(b.price) || byId(a, b))
    case 'price-desc':
      return list.sort((a, b) => num(b.price) - num(a.price) || byId(a, b))
    default:
      return list.sort(byId)
  }
}

/** A product as the storefront holds it (camelCase), for sorting listings. */
export interface ListedProduct {
  id: number
  price: number
  displayOrder: number | null
  qtySold: number
  productTag: number
}

/** `sortProducts` over the storefront's product shape. */
export function sortListing<T extends ListedProduct>(
  products: readonly T[],
  mode: SortMode,
  variant?: 'standard' | 'categoryV2',
): T[] {
  const keyed = products.map((p) => ({
    id: p.id,
    price: p.price,
    display_order_id: p.displayOrder,
    qty_sold: p.qtySold,
    product_tag: p.productTag,
    product: p,
  }))
  return sortProducts(keyed, mode, variant).map((k) => k.product)
}
