import { describe, expect, it } from 'vitest'
import { ingredientScoreBand, productTagBadge } from '~/domain/badges'

describe('productTagBadge [Catalogue §3.9]', () => {
  it.each([
    [0, null],
    [null, null],
    [undefined, null],
    ['', null],
    [1, 'BEST SELLER'],
    ['1', 'BEST SELLER'],
    [2, 'NEW ARRIVAL'],
    [3, null],
  ])('%s → %s', (tag, badge) => {
    expect(productTagBadge(tag)).toBe(badge)
  })
})

describe('ingredientScoreBand', () => {
  it.each([
    [0, 'zero'],
    [1, 'low'],
    [2, 'low'],
    [2.9, 'low'],
    [3, 'moderate'],
    [6, 'moderate'],
    [6.5, 'moderate'],
    [7, 'high'],
    [10, 'high'],
    [11, 'unknown'],
    [25, 'unknown'],
    ['4', 'moderate'],
    [-1, 'unknown'],
    [null, 'unknown'],
    [undefined, 'unknown'],
    ['', 'unknown'],
    ['abc', 'unknown'],
  ])('%s → %s [Shell §2.47]', (rating, band) => {
    expect(ingredientScoreBand(rating)).toBe(band)
  })
})
