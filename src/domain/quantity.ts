/** Quantity rules (catalogue spec §5): whole numbers from 1 to 100. */
export const QUANTITY_MIN = 1
export const QUANTITY_MAX = 100

export type QuantityParse =
  | { ok: true; value: number }
  | { ok: false; reason: 'empty' | 'not-integer' | 'too-small' | 'too-large' }

/** A typed value must be numeric, an integer, and within 1–100. */
export function parseQuantity(input: string | number): QuantityParse {
  const text = String(input).trim()
  if (text === '') return { ok: false, reason: 'empty' }
  if (!/^\d+$/.test(text)) return { ok: false, reason: 'not-integer' }
  const value = Number(text)
  if (value < QUANTITY_MIN) return { ok: false, reason: 'too-small' }
  if (value > QUANTITY_MAX) return { ok: false, reason: 'too-large' }
  return { ok: true, value }
}

/** The minus button works only above 1. */
export function canDecrement(quantity: number): boolean {
  return quantity > QUANTITY_MIN
}

export function decrement(quantity: number): number {
  return canDecrement(quantity) ? Math.max(QUANTITY_MIN, quantity - 1) : quantity
}

/**
 * The product box's plus (the default control) works below 99 and caps at 100; the sticky
 * bar's works up to 100 and never goes above it.
 */
export function canIncrement(quantity: number, control?: 'productBox' | 'stickyBar'): boolean {
  return control === 'stickyBar' ? quantity < QUANTITY_MAX : quantity < QUANTITY_MAX - 1
}

export function increment(quantity: number, control?: 'productBox' | 'stickyBar'): number {
  return canIncrement(quantity, control) ? Math.min(QUANTITY_MAX, quantity + 1) : quantity
}
