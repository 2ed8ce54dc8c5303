import { describe, expect, it } from 'vitest'
import {
  DEFAULT_FREQUENCY_CODE,
  defaultPurchaseMode,
  FREQUENCY_OPTIONS,
  frequencyByCode,
  isFrequencyCode,
  ONE_TIME_CODE,
  purchaseModeAfterCheck,
  stickyCartType,
} from '~/domain/frequency'

describe('frequency codes', () => {
  it('map days to the store codes 15=9, 30=4, 45=10, 60=6, 90=8 [Shell §9.7]', () => {
    expect(FREQUENCY_OPTIONS.map((o) => [o.days, o.code])).toEqual([
      [15, 9],
      [30, 4],
      [45, 10],
      [60, 6],
      [90, 8],
    ])
    expect(FREQUENCY_OPTIONS.map((o) => o.label)).toEqual([
      '15 days',
      '30 days',
      '45 days',
      '60 days',
      '90 days',
    ])
  })

  it('one-time uses code 2', () => {
    expect(ONE_TIME_CODE).toBe(2)
  })

  it.each([2, 0, 99, 'x', null, undefined])(
    'unknown code %s maps to 30 days [Catalogue §9.6]',
    (code) => {
      expect(frequencyByCode(code).days).toBe(30)
    },
  )

  it('accepts codes as strings', () => {
    expect(frequencyByCode('10').days).toBe(45)
    expect(isFrequencyCode('6')).toBe(true)
    expect(isFrequencyCode(2)).toBe(false)
  })

  it('product box defaults to 15 days; the starter-kit flow to 30 days (code 4) [Shell §9.7]', () => {
    expect(frequencyByCode(DEFAULT_FREQUENCY_CODE.productBox).days).toBe(15)
    expect(DEFAULT_FREQUENCY_CODE.starterKit).toBe(4)
  })
})

describe('purchase mode', () => {
  it('sticky bar cart type: 2 one-time, 4 subscription', () => {
    expect(stickyCartType('oneTime')).toBe(2)
    expect(stickyCartType('subscribe')).toBe(4)
  })

  it('defaults to subscribe only for a subscribable product with no one-time purchase', () => {
    expect(defaultPurchaseMode({ isSubscribable: true, existsOneTime: false })).toBe('subscribe')
    expect(defaultPurchaseMode({ isSubscribable: true, existsOneTime: true })).toBe('oneTime')
    expect(defaultPurchaseMode({ isSubscribable: false, existsOneTime: false })).toBe('oneTime')
    expect(defaultPurchaseMode({ isSubscribable: false, existsOneTime: true })).toBe('oneTime')
  })
})

// Catalogue §4: subscribe is the default only for a subscribable product with no one-time
// purchase; a shopper with an active subscription for it sees a message instead of the
// subscribe option, so buys once.
describe('purchase mode after the add-to-cart check', () => {
  it.each([
    // isSubscribable, hasActiveSubscription, hasOneTimePurchase → mode
    [true, false, false, 'subscribe'],
    [true, false, true, 'oneTime'],
    [false, false, false, 'oneTime'],
    [false, false, true, 'oneTime'],
    [true, true, false, 'oneTime'],
    [true, true, true, 'oneTime'],
    [false, true, false, 'oneTime'],
    [false, true, true, 'oneTime'],
  ])(
    'subscribable %s, active subscription %s, one-time purchase %s → %s',
    (isSubscribable, hasActiveSubscription, hasOneTimePurchase, mode) => {
      expect(
        purchaseModeAfterCheck({ isSubscribable, hasActiveSubscription, hasOneTimePurchase }),
      ).toBe(mode)
    },
  )
})
