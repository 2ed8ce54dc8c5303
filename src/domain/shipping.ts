/**
 * Shipping cut-off (catalogue spec §2, §9): orders before 3 p.m. US-Eastern ship the same
 * business day, otherwise the next business day (Monday–Friday). The time zone is
 * America/New_York, so the cut-off follows daylight saving time ("EST" in the spec's words).
 */
export const CUTOFF_HOUR_ET = 15
const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const

export interface ShippingEstimate {
  shipsToday: boolean
  /** The ship date in US-Eastern, YYYY-MM-DD. */
  shipDate: string
  shipWeekday: (typeof WEEKDAYS)[number]
  message: string
}

const HOUR_MS = 3_600_000

/** The n-th Sunday of a month (0-based) of a year, at 00:00 UTC. */
function nthSunday(year: number, month: number, n: number): number {
  const first = new Date(Date.UTC(year, month, 1)).getUTCDay()
  return Date.UTC(year, month, 1 + ((7 - first) % 7) + 7 * (n - 1))
}

/**
 * US-Eastern wall-clock time, by the US rules in force since 2007: UTC−5, or UTC−4 from 2 a.m.
 * on the second Sunday of March (07:00 UTC) to 2 a.m. on the first Sunday of November (06:00
 * UTC). Written out rather than asked of Intl: a DateTimeFormat for a named zone loads the zone
 * data when it is built, 12–17 ms of one task on the product page's first load (ADR 0006). The
 * unit tests hold it to Intl's America/New_York at every hour of March and November 2007–2099
 * and at random instants, so a change of the law (or of Node's zone data) fails them.
 */
export function easternTime(now: Date) {
  const t = now.getTime()
  const year = now.getUTCFullYear()
  const summer =
    t >= nthSunday(year, 2, 2) + 7 * HOUR_MS && t < nthSunday(year, 10, 1) + 6 * HOUR_MS
  const local = new Date(t + (summer ? -4 : -5) * HOUR_MS)
  return {
    y: local.getUTCFullYear(),
    m: local.getUTCMonth() + 1,
    d: local.getUTCDate(),
    hour: local.getUTCHours(),
    weekday: local.getUTCDay(),
  }
}
const isBusinessDay = (weekday: number) => weekday >= 1 && weekday <= 5

export function shippingEstimate(now: Date): ShippingEstimate {
  const { y, m, d, hour, weekday } = easternTime(now)
  const today = new Date(Date.UTC(y, m - 1, d))
  const shipsToday = isBusinessDay(weekday) && hour < CUTOFF_HOUR_ET
  const ship = new Date(today)
  let daysAhead = 0
  if (!shipsToday) {
    do {
      ship.setUTCDate(ship.getUTCDate() + 1)
      daysAhead++
    } while (!isBusinessDay(ship.getUTCDay()))
  }
  const shipWeekday = WEEKDAYS[ship.getUTCDay()] as ShippingEstimate['shipWeekday']
  // Read only when the order does not ship today.
  const when = daysAhead === 1 ? 'tomorrow' : `on ${shipWeekday}`
  return {
    shipsToday,
    shipDate: ship.toISOString().slice(0, 10),
    shipWeekday,
    message: shipsToday
      ? 'Order before 3 p.m. EST and your order ships today.'
      : `Orders placed now ship ${when} (orders before 3 p.m. EST ship the same business day).`,
  }
}
