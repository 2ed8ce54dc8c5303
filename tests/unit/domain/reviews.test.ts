/**
 * The reviews widget's figures (catalogue §2 "Widget types of the review widget"): how many
 * reviews gave each star rating, and a review's date as the shopper reads it.
 */
import { describe, expect, it, vi } from 'vitest'
import { ratingDistribution, reviewDate } from '~/domain/reviews'

// The mutation run credits code that runs when a module loads (the date formatter) only to
// tests that load it, so the test of the format imports a fresh copy.
async function freshReviews() {
  vi.resetModules()
  return import('~/domain/reviews')
}

const rated = (...ratings: number[]) => ratings.map((rating) => ({ rating }))

describe('ratingDistribution', () => {
  it('counts the reviews of each rating, 5 stars first', () => {
    expect(ratingDistribution(rated(5, 5, 4, 1, 5, 3))).toEqual([
      { stars: 5, n: 3 },
      { stars: 4, n: 1 },
      { stars: 3, n: 1 },
      { stars: 2, n: 0 },
      { stars: 1, n: 1 },
    ])
  })

  it('gives all five ratings with zero for no reviews', () => {
    expect(ratingDistribution([])).toEqual([
      { stars: 5, n: 0 },
      { stars: 4, n: 0 },
      { stars: 3, n: 0 },
      { stars: 2, n: 0 },
      { stars: 1, n: 0 },
    ])
  })

  it('rounds a fractional rating to the nearest star and leaves out ratings outside 1-5', () => {
    const counts = ratingDistribution(rated(4.5, 4.4, 1.2, 0.4, 6)).map((r) => r.n)
    expect(counts).toEqual([1, 1, 0, 0, 1])
  })

  it('counts every review of a rating once (the totals add up)', () => {
    const reviews = rated(1, 2, 3, 4, 5, 5, 4, 3, 2, 1, 5)
    const rows = ratingDistribution(reviews)
    expect(rows.reduce((sum, r) => sum + r.n, 0)).toBe(reviews.length)
  })
})

describe('reviewDate', () => {
  it('reads YYYY-MM-DD as "Month D, YYYY"', async () => {
    const { reviewDate } = await freshReviews()
    expect(reviewDate('2026-03-02')).toBe('March 2, 2026')
    expect(reviewDate('2025-12-31')).toBe('December 31, 2025')
    expect(reviewDate('2026-01-01')).toBe('January 1, 2026')
  })

  it('takes the date as a calendar date, not shifted by a time zone', () => {
    // Midnight UTC read in a zone west of Greenwich would be the day before.
    expect(reviewDate('2026-07-01')).toBe('July 1, 2026')
  })

  it('knows leap days', () => {
    expect(reviewDate('2024-02-29')).toBe('February 29, 2024')
    expect(reviewDate('2026-02-29')).toBe('')
  })

  it('is empty for a day the month does not have', () => {
    expect(reviewDate('2026-02-30')).toBe('')
    expect(reviewDate('2026-04-31')).toBe('')
    expect(reviewDate('2026-03-00')).toBe('')
    expect(reviewDate('2026-03-32')).toBe('')
  })

  it('is empty for a month that does not exist', () => {
    expect(reviewDate('2026-13-01')).toBe('')
    expect(reviewDate('2026-00-10')).toBe('')
  })

  it('does not read a two-digit year as the 1900s', () => {
    expect(reviewDate('0099-01-01')).not.toContain('1999')
  })

  it('is empty for anything that is not YYYY-MM-DD', () => {
    for (const garbage of [
      '',
      'yesterday',
      '2026-3-2',
      '02/03/2026',
      '2026-03-02T10:00:00Z',
      ' 2026-03-02',
      '2026-03-02\n',
      '2026-aa-02',
      'NaN-NaN-NaN',
      // Forms JavaScript's date parser would still read as March 2, 2026.
      '+002026-03-02',
      '2026-03-02 (',
    ]) {
      expect(reviewDate(garbage), garbage).toBe('')
    }
  })
})
