import { usd } from './formats'

/** "$12.99"; non-numbers (a bad API value) render as "$0.00" rather than "NaN". */
export function formatPrice(value: number | string | null | undefined): string {
  const n = Number(value)
  return usd().format(Number.isFinite(n) ? n : 0)
}
