/** Review figures the widget shows (the store sends the reviews, count and average). */

import { longDate } from './formats'

/** How many reviews gave each star rating, 5 stars first. */
export function ratingDistribution(reviews: ReadonlyArray<{ rating: number }>) {
  return [5, 4, 3, 2, 1].map((stars) => ({
    stars,
    n: reviews.filter((r) => Math.round(r.rating) === stars).length,
  }))
}

/** A review's date as "March 2, 2026" (the store sends YYYY-MM-DD); empty when unreadable. */
export function reviewDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso)
  if (!match) return ''
  // Parsed as an ISO date (Date.UTC would read years 0-99 as 19xx). A month or day out of range
  // is an invalid date; a day 29-31 the month does not have rolls over into the next month
  // (2026-02-30 is March 2). Either way the day does not come back as it was written.
  const date = new Date(`${iso}T00:00:00Z`)
  if (date.getUTCDate() !== Number(match[3])) return ''
  return longDate().format(date)
}
