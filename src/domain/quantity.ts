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

/**
 * The product box's plus (the default control) works below 99 and caps at 100; the sticky
 * bar's works up to 100 and never goes above it.
 */
export function canIncrement(quantity: number, control?: 'productBox' | 'stickyBar'): boolean {
  return control === 'stickyBar' ? quantity < QUANTITY_MAX : quantity < QUANTITY_MAX - 1
}

/**
 * What a quantity control keeps: the quantity in force, the field's text (what the shopper
 * typed, or the last number a button wrote), and how many times a button wrote the field.
 */
export interface QuantityField {
  quantity: number
  quantityText: string
  quantityWritten: number
}

/** Typing shows what was typed; the quantity becomes the typed one only when it is valid. */
export function typeQuantity(field: QuantityField, value: string): QuantityField {
  const parsed = parseQuantity(value)
  const quantity = parsed.ok ? parsed.value : field.quantity
  return { quantity, quantityText: value, quantityWritten: field.quantityWritten }
}

/**
 * Minus (−1) or plus (+1), once canDecrement or canIncrement has allowed it: the new quantity,
 * written into the field as a new field (a bumped `quantityWritten`).
 */
export function stepQuantity(field: QuantityField, by: -1 | 1): QuantityField {
  const quantity = field.quantity + by
  // Stryker disable next-line ArithmeticOperator: a remount key only has to change (−1 does too)
  return { quantity, quantityText: String(quantity), quantityWritten: field.quantityWritten + 1 }
}
