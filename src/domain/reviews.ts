/** Review figures the widget shows (the store sends the reviews, count and average). */

/** How many reviews gave each star rating, 5 stars first. */
export function ratingDistribution(reviews: ReadonlyArray<{ rating: number }>) {
  return [5, 4, 3, 2, 1].map((stars) => ({
    stars,
    n: reviews.filter((r) => Math.round(r.rating) === stars).length,
  }))
}

// One formatter for every review: toLocaleDateString builds a new one on each call.
const REVIEW_DATE = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
})

/** A review's date as "March 2, 2026" (the store sends YYYY-MM-DD); empty when unreadable. */
export function reviewDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso)
  if (!match) return ''
  // Parsed as an ISO date (Date.UTC would read years 0-99 as 19xx); a day or month that does
  // not exist rolls over (2026-02-30 is March 2), so both must come back as they were written.
  const date = new Date(`${iso}T00:00:00Z`)
  if (date.getUTCMonth() + 1 !== Number(match[2]) || date.getUTCDate() !== Number(match[3]))
    return ''
  return REVIEW_DATE.format(date)
}
