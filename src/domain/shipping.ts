/**
 * Shipping cut-off (catalogue spec §2, §9): orders before 3 p.m. US-Eastern ship the same
 * business day, otherwise the next business day (Monday–Friday). The time zone is
 * America/New_York, so the cut-off follows daylight saving time ("EST" in the spec's words).
 */
export const CUTOFF_HOUR_ET = 15
const ZONE = 'America/New_York'
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

const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
})

function easternParts(now: Date) {
  const p = Object.fromEntries(parts.formatToParts(now).map((x) => [x.type, x.value]))
  const y = Number(p.year)
  const m = Number(p.month)
  const d = Number(p.day)
  return { y, m, d, hour: Number(p.hour), weekday: new Date(Date.UTC(y, m - 1, d)).getUTCDay() }
}

const isBusinessDay = (weekday: number) => weekday >= 1 && weekday <= 5

export function shippingEstimate(now: Date): ShippingEstimate {
  const { y, m, d, hour, weekday } = easternParts(now)
  const today = new Date(Date.UTC(y, m - 1, d))
  const shipsToday = isBusinessDay(weekday) && hour < CUTOFF_HOUR_ET
  const ship = new Date(today)
  if (!shipsToday) {
    do ship.setUTCDate(ship.getUTCDate() + 1)
    while (!isBusinessDay(ship.getUTCDay()))
  }
  const shipWeekday = WEEKDAYS[ship.getUTCDay()] as ShippingEstimate['shipWeekday']
  const daysAhead = Math.round((ship.getTime() - today.getTime()) / 86_400_000)
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
