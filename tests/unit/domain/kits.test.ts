import { describe, expect, it } from 'vitest'
import {
  kitDiscountBadge,
  kitDiscountPercent,
  kitOriginalPrice,
  isKitType,
  KIT_CHECKOUT_PATH,
  kitTypeFromPath,
  OFFER_BUNDLE_ID,
} from '~/domain/kits'

describe('kit discount by total_subscription_product [Catalogue §9.8; Shell §9.5]', () => {
  it.each([
    [0, 0],
    [1, 10],
    [2, 10],
    [3, 20],
    [4, 20],
    [5, 40],
    [8, 40],
    [-1, 0],
    [null, 0],
    [undefined, 0],
    [Number.NaN, 0],
  ])('%s → %i percent', (total, discount) => {
    expect(kitDiscountPercent(total)).toBe(discount)
  })

  it('badge reads "{n}% off" and is absent at 0', () => {
    expect(kitDiscountBadge(4)).toBe('20% off')
    expect(kitDiscountBadge(0)).toBeNull()
  })
})

describe('original price = price / (1 - d/100) [Shell §9.6]', () => {
  it.each([
    [36, 10, 40],
    [48, 20, 60],
    [60, 40, 100],
    [29.99, 0, 29.99],
    [45, 20, 56.25],
  ])('price %f at %i percent → %f', (price, d, original) => {
    expect(kitOriginalPrice(price, d)).toBe(original)
  })
  it('ignores impossible discounts', () => {
    expect(kitOriginalPrice(20, 100)).toBe(20)
    expect(kitOriginalPrice(20, -5)).toBe(20)
  })
})

describe('kit type', () => {
  it('is the third path segment, default laundry [Catalogue §2.16]', () => {
    expect(kitTypeFromPath('/starter-kits/dish')).toBe('dish')
    expect(kitTypeFromPath('/starter-kits/laundry')).toBe('laundry')
    expect(kitTypeFromPath('/starter-kits')).toBe('laundry')
    expect(kitTypeFromPath('/starter-kits/unknown')).toBe('laundry')
    expect(kitTypeFromPath('/starter-kits/DISH/')).toBe('dish')
    expect(['laundry', 'dish', 'Dish', '', null, 3, 'garage'].map(isKitType)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
      false,
    ])
  })
  it('maps offer bundles 3 (laundry) and 4 (dish)', () => {
    expect(OFFER_BUNDLE_ID).toEqual({ laundry: 3, dish: 4 })
  })
})

describe('after a kit is added', () => {
  it("the shopper goes to the store's checkout page (shell §4)", () => {
    expect(KIT_CHECKOUT_PATH).toBe('/checkout')
  })
})
