/**
 * The shop's Intl formatters, each built on its first use and kept: building one costs more
 * than the rest of a card, and building them all while the page's script is evaluated cost
 * 5–14 ms of one task at first load (the first DateTimeFormat loads the locale's calendar and
 * zone data), which Lighthouse's 4× slowdown counts as blocking time. A page that formats no
 * date pays for none.
 */
export function once<T>(make: () => T): () => T {
  let made: T | undefined
  return () => (made ??= make())
}

/** "$12.99". */
export const usd = once(
  () => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }),
)

/** "March 2, 2026", read in UTC (posts' and reviews' dates carry no zone of their own). */
export const longDate = once(
  () =>
    new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    }),
)
