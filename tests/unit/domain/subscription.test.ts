import { describe, expect, it } from 'vitest'
import {
  canSubscribe,
  ladderProgressPercent,
  roundCents,
  stickySubscriptionPrice,
  SUBSCRIPTION_LADDER,
  subscriptionTier,
} from '~/domain/subscription'

describe('subscriptionTier [Shell §9.4]', () => {
  it.each([
    [0, 0, 0],
    [1, 1, 10],
    [2, 1, 10],
    [3, 2, 20],
    [4, 2, 20],
    [5, 3, 40],
    [12, 3, 40],
  ])('%i subscription items → level %i, %i percent off', (items, level, discount) => {
    expect(subscriptionTier(items)).toMatchObject({ level, discountPercent: discount })
  })

  it('0 items invites the shopper to start a subscription with 10% off and free shipping', () => {
    expect(subscriptionTier(0).message).toBe(
      'Start your subscription: save 10% and get free shipping on every delivery.',
    )
  })

  it('1–2 items: 10% off plus free shipping, counting down to the next tier', () => {
    expect(subscriptionTier(1).message).toContain('Add 2 more subscription items for 20% off')
    expect(subscriptionTier(2).message).toContain('Add 1 more subscription item for 20% off')
    expect(subscriptionTier(2).message).toContain('10% with free shipping')
  })

  it('3–4 items: 20% off plus a free gift, mentioning "2 FREE gift" and 40% at the next tier', () => {
    for (const n of [3, 4]) {
      expect(subscriptionTier(n).message).toContain('20% plus a free gift')
      expect(subscriptionTier(n).message).toContain('2 FREE gift')
      expect(subscriptionTier(n).message).toContain('40% off')
    }
    expect(subscriptionTier(3).message).toContain('Add 2 more subscription items for 40% off')
    expect(subscriptionTier(4).message).toContain('Add 1 more subscription item for 40% off')
  })

  it('5+ items: 40% off, free shipping and two free items', () => {
    expect(subscriptionTier(5).message).toContain('40% off, free shipping and two free items')
  })

  // Counts from a sloppy API: negative or not a number at all.
  it.each([-3, -0.5, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
    'treats %s as 0 items',
    (n) => {
      expect(subscriptionTier(n)).toEqual({
        level: 0,
        discountPercent: 0,
        message: 'Start your subscription: save 10% and get free shipping on every delivery.',
      })
      expect(ladderProgressPercent(n)).toBe(0)
    },
  )

  it('floors fractional counts from a sloppy API', () => {
    expect(subscriptionTier(2.9).level).toBe(1)
  })
})

describe('ladder', () => {
  it('lists the three rungs of the spec [Catalogue §9.9]', () => {
    expect(SUBSCRIPTION_LADDER.map((r) => [r.items, r.reward])).toEqual([
      [1, '10% off'],
      [3, '20% off plus a free item'],
      [5, '40% off plus 2 free items'],
    ])
  })

  it.each([
    [0, 0],
    [1, 0],
    [2, 25],
    [3, 50],
    [4, 75],
    [5, 100],
    [9, 100],
    [-1, 0],
  ])('progress for %i items is %i percent [Catalogue §9.10]', (items, percent) => {
    expect(ladderProgressPercent(items)).toBe(percent)
  })
})

describe('sticky bar subscription price', () => {
  it('is 60% of the price, rounded to cents [Catalogue §2.60]', () => {
    expect(stickySubscriptionPrice(10)).toBe(6)
    expect(stickySubscriptionPrice(19.99)).toBe(11.99)
    expect(stickySubscriptionPrice(0.05)).toBe(0.03)
  })
  it('roundCents handles binary fractions', () => {
    expect(roundCents(1.005)).toBe(1.01)
  })
})

describe('canSubscribe [Catalogue §2.57] [Catalogue §4.15]', () => {
  it.each([
    [{ isSubscribable: true, hasActiveSubscription: false }, true],
    [{ isSubscribable: true }, true],
    // An active subscription replaces the option with a message.
    [{ isSubscribable: true, hasActiveSubscription: true }, false],
    [{ isSubscribable: false, hasActiveSubscription: false }, false],
    [{ isSubscribable: false, hasActiveSubscription: true }, false],
    [{}, false],
    [null, false],
    [undefined, false],
  ])('%j offers subscribe: %s', (check, offered) => {
    expect(canSubscribe(check)).toBe(offered)
  })
})
