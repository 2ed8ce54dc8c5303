/**
 * Cart totals from the subscription tier rules (shell spec §9): subscription items earn the
 * tier's discount (10 / 20 / 40 %), and free items ("toss products") come with the upper tiers
 * (one free gift at 3–4 items, two free items at 5 or more).
 */
import { roundCents, subscriptionTier } from './subscription'

export interface CartLine {
  price: number
  quantity: number
  subscribe: boolean
}

export interface CartTotals {
  subtotal: number
  discountTotal: number
  total: number
  totalSubscriptionItems: number
  tierSlab: 0 | 1 | 2 | 3
  subHeaderText: string
  /** How many free items the tier adds to the order. */
  freeItems: 0 | 1 | 2
}

export function cartTotals(lines: readonly CartLine[]): CartTotals {
  const totalSubscriptionItems = lines
    .filter((l) => l.subscribe)
    .reduce((n, l) => n + l.quantity, 0)
  const tier = subscriptionTier(totalSubscriptionItems)
  const subtotal = roundCents(lines.reduce((sum, l) => sum + l.price * l.quantity, 0))
  const discountTotal = roundCents(
    lines
      .filter((l) => l.subscribe)
      .reduce((sum, l) => sum + (l.price * l.quantity * tier.discountPercent) / 100, 0),
  )
  return {
    subtotal,
    discountTotal,
    total: roundCents(subtotal - discountTotal),
    totalSubscriptionItems,
    tierSlab: tier.level,
    subHeaderText: tier.message,
    freeItems: tier.level === 3 ? 2 : tier.level === 2 ? 1 : 0,
  }
}

/** What a shopper reads when their cart cannot be loaded (catalogue spec §8, 11304.01). */
export const CART_LOAD_ERROR = 'Failed to load your cart. Please try again later.'
