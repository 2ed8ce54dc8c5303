import { describe, expect, it } from 'vitest'
import { CART_LOAD_ERROR, cartTotals } from '~/domain/cart'
import { subscriptionTier } from '~/domain/subscription'

describe('cartTotals', () => {
  it('an empty cart is tier 0 with the start-your-subscription text', () => {
    expect(cartTotals([])).toEqual({
      subtotal: 0,
      discountTotal: 0,
      total: 0,
      totalSubscriptionItems: 0,
      tierSlab: 0,
      subHeaderText: subscriptionTier(0).message,
      freeItems: 0,
    })
  })

  it('one-time items never count toward the tier or get the discount', () => {
    const t = cartTotals([{ price: 10, quantity: 5, subscribe: false }])
    expect(t).toMatchObject({
      subtotal: 50,
      discountTotal: 0,
      totalSubscriptionItems: 0,
      tierSlab: 0,
    })
  })

  it.each([
    [1, 1, 10, 0],
    [2, 1, 10, 0],
    [3, 2, 20, 1],
    [4, 2, 20, 1],
    [5, 3, 40, 2],
    [9, 3, 40, 2],
  ])('%i subscription items → tier %i, %i percent off, %i free items', (qty, slab, pct, free) => {
    const t = cartTotals([
      { price: 10, quantity: qty, subscribe: true },
      { price: 7.5, quantity: 2, subscribe: false },
    ])
    expect(t.tierSlab).toBe(slab)
    expect(t.totalSubscriptionItems).toBe(qty)
    expect(t.discountTotal).toBe((10 * qty * pct) / 100)
    expect(t.subtotal).toBe(10 * qty + 15)
    expect(t.total).toBe(t.subtotal - t.discountTotal)
    expect(t.freeItems).toBe(free)
  })

  it('rounds to cents', () => {
    expect(cartTotals([{ price: 3.33, quantity: 3, subscribe: true }]).discountTotal).toBe(2)
  })
})

describe('cart messages', () => {
  it("a cart that cannot be loaded says the spec's words (catalogue §8, 11304.01)", () => {
    expect(CART_LOAD_ERROR).toBe('Failed to load your cart. Please try again later.')
  })
})
