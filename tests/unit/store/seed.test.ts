import { describe, expect, it } from 'vitest'
import { catalogue, checkReferences, InvalidSeedError } from '#store/seed/catalogue'
import { seedProduct } from '#store/seed/schema'

describe('the seed is data, checked when loaded', () => {
  it('loads every file with its shapes and references intact', () => {
    expect(catalogue.products.length).toBeGreaterThanOrEqual(55)
    expect(() => checkReferences(catalogue)).not.toThrow()
  })

  it('names a broken reference or a repeated id', () => {
    const broken = structuredClone(catalogue)
    broken.products[0]!.categoryIds = [999_999]
    broken.starterKits[0]!.products[0]!.productId = 888_888
    broken.ingredients.push({ ...broken.ingredients[0]! })
    expect(() => checkReferences(broken)).toThrow(InvalidSeedError)
    expect(() => checkReferences(broken)).toThrow(
      new RegExp(
        [
          `ingredient id ${broken.ingredients[0]!.id} is not unique`,
          `product ${broken.products[0]!.id}: category 999999`,
          `kit ${broken.starterKits[0]!.id}: product 888888`,
        ].join('.*'),
      ),
    )
  })

  it('refuses a product whose fields are off', () => {
    const product = { ...catalogue.products[0]!, productTag: 3, unknownField: true }
    expect(seedProduct.safeParse(product).success).toBe(false)
  })
})
