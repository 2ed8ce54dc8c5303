/** Starter kits (bundles): discount badge, original price, kit type (both specs §9). */
import { roundCents } from './subscription'

export type KitDiscount = 0 | 10 | 20 | 40

/** By total_subscription_product: 1–2 → 10 %, 3–4 → 20 %, 5 or more → 40 %, else 0. */
export function kitDiscountPercent(
  totalSubscriptionProducts: number | null | undefined,
): KitDiscount {
  const n = Number(totalSubscriptionProducts)
  if (!Number.isFinite(n) || n < 1) return 0
  if (n >= 5) return 40
  if (n >= 3) return 20
  return 10
}

/** "{n}% off", or nothing when the kit has no discount. */
export function kitDiscountBadge(
  totalSubscriptionProducts: number | null | undefined,
): string | null {
  const d = kitDiscountPercent(totalSubscriptionProducts)
  return d > 0 ? `${d}% off` : null
}

/** Original price = price / (1 - discount/100), in cents. */
export function kitOriginalPrice(price: number, discountPercent: number): number {
  if (!(discountPercent > 0 && discountPercent < 100)) return roundCents(price)
  return roundCents(price / (1 - discountPercent / 100))
}

export const KIT_TYPES = ['laundry', 'dish'] as const
export type KitType = (typeof KIT_TYPES)[number]

/** Offer bundles by kit type: 3 for laundry, 4 for dish. */
export const OFFER_BUNDLE_ID: Record<KitType, 3 | 4> = { laundry: 3, dish: 4 }

/** The starter-kit type is the third path segment (/starter-kits/{type}); default laundry. */
export function kitTypeFromPath(pathname: string): KitType {
  const segment = pathname.split('/').filter(Boolean)[1]?.toLowerCase()
  return isKitType(segment) ? segment : 'laundry'
}

/** An editor's or a URL's kit type, checked (anything else is not a kit type). */
export function isKitType(value: unknown): value is KitType {
  return (KIT_TYPES as readonly unknown[]).includes(value)
}

/**
 * Where a claimed or added kit goes: the store host's checkout (catalogue §1 "full redirect
 * after a starter kit is claimed"; shell §4 "A successful kit add redirects to the store's
 * checkout page").
 */
export const KIT_CHECKOUT_PATH = '/checkout'
