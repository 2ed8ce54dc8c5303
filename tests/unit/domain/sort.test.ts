import { describe, expect, it } from 'vitest'
import { parseSortMode, sortKits, sortListing, sortProducts, SORT_MODES } from '~/domain/sort'

const products = [
  { id: 1, price: 12, display_order_id: 3, qty_sold: 50, product_tag: 0 },
  { id: 2, price: 8, display_order_id: 1, qty_sold: 10, product_tag: 1 },
  { id: 3, price: 20, display_order_id: 2, qty_sold: 90, product_tag: 2 },
  { id: 4, price: 8, display_order_id: null, qty_sold: null, product_tag: 1 },
]
const ids = (list: { id: number }[]) => list.map((p) => p.id)

describe('sortProducts', () => {
  it('default: by display order, missing orders last, ties by id', () => {
    expect(ids(sortProducts(products, 'default'))).toEqual([2, 3, 1, 4])
  })
  it('popular: by quantity sold, missing counts as 0', () => {
    expect(ids(sortProducts(products, 'popular'))).toEqual([3, 1, 2, 4])
  })
  it('price ascending and descending, ties by display order', () => {
    expect(ids(sortProducts(products, 'price-asc'))).toEqual([2, 4, 1, 3])
    expect(ids(sortProducts(products, 'price-desc'))).toEqual([3, 1, 2, 4])
  })
  it('category V2 popular: product_tag 1 first, then the higher quantity sold', () => {
    expect(ids(sortProducts(products, 'popular', 'categoryV2'))).toEqual([2, 4, 3, 1])
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
