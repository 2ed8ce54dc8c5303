import { describe, expect, it } from 'vitest'
import { formatPrice } from '~/domain/money'

// Prices show as US dollars; a bad API value shows as $0.00 (money.ts doc), never "NaN".
describe('formatPrice', () => {
  it.each([
    [12.99, '$12.99'],
    [1234.5, '$1,234.50'],
    ['24', '$24.00'],
    [Infinity, '$0.00'],
    [undefined, '$0.00'],
  ])('%s → %s', (value, text) => {
    expect(formatPrice(value)).toBe(text)
  })
})
