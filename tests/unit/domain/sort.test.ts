import { describe, expect, it, vi } from 'vitest'
import { parseSortMode, sortKits, sortListing, sortProducts, SORT_MODES } from '~/domain/sort'

// The mutation run credits code that runs when a module loads (the labels table, the shared
// comparators) only to tests that load it, so the tests of those import a fresh copy.
async function freshSort() {
  vi.resetModules()
  return import('~/domain/sort')
}

const products = [
  { id: 1, price: 12, display_order_id: 3, qty_sold: 50, product_tag: 0 },
  { id: 2, price: 8, display_order_id: 1, qty_sold: 10, product_tag: 1 },
  { id: 3, price: 20, display_order_id: 2, qty_sold: 90, product_tag: 2 },
  { id: 4, price: 8, display_order_id: null, qty_sold: null, product_tag: 1 },
]
const ids = (list: { id: number }[]) => list.map((p) => p.id)

describe('sortProducts [Catalogue §9.17]', () => {
  it('default: by display order, missing orders last, ties by id [Catalogue §9.18, §4.25]', async () => {
    const fresh = await freshSort()
    expect(ids(fresh.sortProducts(products, 'default'))).toEqual([2, 3, 1, 4])
    const tied = [
      { id: 9, price: 1, display_order_id: 1 },
      { id: 7, price: 1, display_order_id: 1 },
      { id: 8, price: 1, display_order_id: null },
      { id: 6, price: 1, display_order_id: null },
    ]
    expect(ids(fresh.sortProducts(tied, 'default'))).toEqual([7, 9, 6, 8])
  })
  it('popular: by quantity sold, missing counts as 0 [Catalogue §9.21, §4.25]', async () => {
    const fresh = await freshSort()
    expect(ids(fresh.sortProducts(products, 'popular'))).toEqual([3, 1, 2, 4])
  })
  it('price ascending and descending, ties by display order [Catalogue §9.21, §4.25]', async () => {
    const fresh = await freshSort()
    expect(ids(fresh.sortProducts(products, 'price-asc'))).toEqual([2, 4, 1, 3])
    expect(ids(fresh.sortProducts(products, 'price-desc'))).toEqual([3, 1, 2, 4])
  })
  it('category V2 popular: product_tag 1 first, then the higher quantity sold [Catalogue §9.20]', () => {
    expect(ids(sortProducts(products, 'popular', 'categoryV2'))).toEqual([2, 4, 3, 1])
  })
  it('the standard variant is the default order', () => {
    expect(ids(sortProducts(products, 'popular', 'standard'))).toEqual([3, 1, 2, 4])
  })
  it('reads numbers that are not finite as missing', () => {
    // NaN or Infinity from bad store data: price 0, quantity sold 0, display order last.
    const odd = [
      { id: 1, price: Number.NaN, display_order_id: Number.POSITIVE_INFINITY, qty_sold: 5 },
      { id: 2, price: 3, display_order_id: 2, qty_sold: Number.POSITIVE_INFINITY },
      { id: 3, price: 2, display_order_id: Number.NaN, qty_sold: Number.NaN },
      { id: 4, price: Number.POSITIVE_INFINITY, display_order_id: 1, qty_sold: 1 },
    ]
    expect(ids(sortProducts(odd, 'default'))).toEqual([4, 2, 1, 3])
    expect(ids(sortProducts(odd, 'price-asc'))).toEqual([4, 1, 3, 2])
    expect(ids(sortProducts(odd, 'popular'))).toEqual([1, 4, 2, 3])
  })
  it('never mutates its input', () => {
    const copy = structuredClone(products)
    sortProducts(products, 'price-desc')
    expect(products).toEqual(copy)
  })
  it('handles an empty list', () => {
    expect(sortProducts([], 'popular')).toEqual([])
  })
})

describe('sortKits', () => {
  const kits = [
    { id: 3, price: 40, isPopular: 0 },
    { id: 1, price: 60, isPopular: 1 },
    { id: 2, price: 30, isPopular: true },
    { id: 4, price: 30, isPopular: null },
  ]
  it('popular: is_popular first, then by id', () => {
    expect(ids(sortKits(kits, 'popular'))).toEqual([1, 2, 3, 4])
  })
  it('default: by id; prices with id tie-break', () => {
    expect(ids(sortKits(kits, 'default'))).toEqual([1, 2, 3, 4])
    expect(ids(sortKits(kits, 'price-asc'))).toEqual([2, 4, 3, 1])
    expect(ids(sortKits(kits, 'price-desc'))).toEqual([1, 3, 2, 4])
  })
})

describe('sort labels', () => {
  it('name each mode, each differently, for the sort selector', async () => {
    const { SORT_LABELS } = await freshSort()
    expect(Object.keys(SORT_LABELS).sort()).toEqual([...SORT_MODES].sort())
    const labels = Object.values(SORT_LABELS)
    for (const label of labels) expect(label.trim()).not.toBe('')
    expect(new Set(labels).size).toBe(SORT_MODES.length)
  })
})

describe('parseSortMode', () => {
  it('accepts the four modes', () => {
    for (const mode of SORT_MODES) expect(parseSortMode(mode)).toBe(mode)
  })
  it.each(['', 'cheapest', undefined, 3, ['popular']])('falls back to default for %s', (v) => {
    expect(parseSortMode(v)).toBe('default')
  })
})

describe('sortListing (the storefront product shape)', () => {
  const p = (
    id: number,
    price: number,
    qtySold: number,
    productTag = 0,
    displayOrder: number | null = id,
  ) => ({
    id,
    price,
    qtySold,
    productTag,
    displayOrder,
  })
  const list = [p(1, 30, 5), p(2, 10, 50), p(3, 20, 500, 1), p(4, 20, 0, 0, null)]
  const ids = (xs: { id: number }[]) => xs.map((x) => x.id)

  it('orders each mode as sortProducts does, keeping the objects', () => {
    expect(ids(sortListing(list, 'default'))).toEqual([1, 2, 3, 4])
    expect(ids(sortListing(list, 'price-asc'))).toEqual([2, 3, 4, 1])
    expect(ids(sortListing(list, 'price-desc'))).toEqual([1, 3, 4, 2])
    expect(ids(sortListing(list, 'popular'))).toEqual([3, 2, 1, 4])
    expect(sortListing(list, 'default')[0]).toBe(list[0])
  })

  it('category V2 popular: tag 1 first, then quantity sold', () => {
    const v2 = [p(1, 1, 900), p(2, 1, 10, 1), p(3, 1, 500, 2)]
    expect(ids(sortListing(v2, 'popular', 'categoryV2'))).toEqual([2, 1, 3])
    expect(ids(sortListing(v2, 'popular'))).toEqual([1, 3, 2])
  })
})
