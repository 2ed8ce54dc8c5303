import { describe, expect, it } from 'vitest'
import { productsOfCategory, uniqueProducts } from '~/domain/listing'

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
