import { describe, expect, it } from 'vitest'
import { pageOf, productsOfCategory, uniqueProducts } from '~/domain/listing'
import { listingSearchSchema } from '~/lib/listing-search'

const p = (id: number) => ({ id, name: `P${id}` })

describe('listing products', () => {
  it('keeps the first of each product, in order', () => {
    const list = [p(3), p(1), p(3), p(2), p(1)]
    expect(uniqueProducts(list).map((x) => x.id)).toEqual([3, 1, 2])
    expect(uniqueProducts(list)[0]).toBe(list[0])
  })

  it("a category lists its own products, then its subcategories', each once", () => {
    const category = {
      products: [p(5), p(1)],
      subcategories: [{ products: [p(1), p(2)] }, { products: [] }, { products: [p(9), p(5)] }],
    }
    expect(productsOfCategory(category).map((x) => x.id)).toEqual([5, 1, 2, 9])
    expect(productsOfCategory({ products: [], subcategories: [] })).toEqual([])
  })
})

describe('pageOf', () => {
  const items = Array.from({ length: 100 }, (_, i) => i + 1)

  it('cuts 48 a page, the last page short', () => {
    expect(pageOf(items, 1)).toMatchObject({ page: 1, pageCount: 3, total: 100, size: 48 })
    expect(pageOf(items, 1).items).toEqual(items.slice(0, 48))
    expect(pageOf(items, 3).items).toEqual([97, 98, 99, 100])
  })

  it('clamps pages outside 1..pageCount, and odd numbers', () => {
    expect(pageOf(items, 0).page).toBe(1)
    expect(pageOf(items, -4).page).toBe(1)
    expect(pageOf(items, 4).page).toBe(3)
    expect(pageOf(items, Number.NaN).page).toBe(1)
    expect(pageOf(items, 2.7).page).toBe(2)
  })

  it('an empty list is one empty page', () => {
    expect(pageOf([], 5)).toEqual({ items: [], page: 1, pageCount: 1, total: 0, size: 48 })
  })
})

describe('listing search params', () => {
  it('keeps a known sort and a page over 1; anything else is the default', () => {
    const parse = (search: Record<string, unknown>) => listingSearchSchema.parse(search)
    expect(parse({ sort: 'popular', page: '3' })).toEqual({ sort: 'popular', page: 3 })
    expect(parse({ page: 1 })).toEqual({ sort: undefined, page: undefined })
    for (const page of ['0', '-2', 'x', '1.5', ['2', '3'], '99999999', null])
      expect(parse({ page }).page, String(page)).toBeUndefined()
    expect(parse({ sort: 'cheapest' }).sort).toBeUndefined()
  })
})
