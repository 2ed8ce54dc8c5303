/**
 * Subscription tiers, the discount ladder and the sticky bar's subscription price
 * (shell spec §9 "Subscription tiers"; catalogue spec §9 "Subscription ladder").
 */

export type TierLevel = 0 | 1 | 2 | 3

export interface Tier {
  level: TierLevel
  /** Percent off subscription items at this tier. */
  discountPercent: 0 | 10 | 20 | 40
  /** The promo-bar message for this number of subscription items. */
  message: string
}

/** Whole items; a count that is not a finite number is none (zero or fewer is no tier below). */
function count(items: number): number {
  return Number.isFinite(items) ? Math.floor(items) : 0
}

/** Tier by subscription items in the cart: 0, 1–2, 3–4, 5 or more. */
export function subscriptionTier(subscriptionItems: number): Tier {
  const n = count(subscriptionItems)
  if (n >= 5) {
    return {
      level: 3,
      discountPercent: 40,
      message:
        "You've unlocked our best deal: 40% off, free shipping and two free items on every delivery.",
    }
  }
  if (n >= 3) {
    const more = 5 - n
    return {
      level: 2,
      discountPercent: 20,
      message: `You're saving 20% plus a free gift! Add ${more} more subscription ${more === 1 ? 'item' : 'items'} for 40% off and a 2 FREE gift bonus.`,
    }
  }
  if (n >= 1) {
    const more = 3 - n
    return {
      level: 1,
      discountPercent: 10,
      message: `You're saving 10% with free shipping. Add ${more} more subscription ${more === 1 ? 'item' : 'items'} for 20% off plus a free gift.`,
    }
  }
  return {
    level: 0,
    discountPercent: 0,
    message: 'Start your subscription: save 10% and get free shipping on every delivery.',
  }
}

/** The discount ladder shown under "Learn more". */
export const SUBSCRIPTION_LADDER = [
  { items: 1, label: '1 item', reward: '10% off' },
  { items: 3, label: '3 items', reward: '20% off plus a free item' },
  { items: 5, label: '5+ items', reward: '40% off plus 2 free items' },
] as const

/** Ladder progress bar: 0 % for 1 item or fewer, then 25 % a step, 100 % from 5. */
export function ladderProgressPercent(subscriptionItems: number): 0 | 25 | 50 | 75 | 100 {
  const n = count(subscriptionItems)
  if (n >= 5) return 100
  if (n === 4) return 75
  if (n === 3) return 50
  if (n === 2) return 25
  return 0
}

/** The sticky bar shows the subscription price as 60 % of the price (40 % off). */
export const STICKY_SUBSCRIPTION_SHARE = 0.6

export function stickySubscriptionPrice(price: number): number {
  return roundCents(price * STICKY_SUBSCRIPTION_SHARE)
}

export function roundCents(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100
}

/**
 * Whether the subscribe option is offered: the product can be subscribed to (the check's
 * `is_subscribable`) and the shopper has no active subscription to it (`exists`), which
 * replaces the option with a message (catalogue spec §2 and §4, purchase box). No check yet:
 * not offered.
 */
export function canSubscribe(
  check: { isSubscribable?: boolean; hasActiveSubscription?: boolean } | null | undefined,
): boolean {
  return Boolean(check?.isSubscribable) && !check?.hasActiveSubscription
}
