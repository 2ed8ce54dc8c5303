import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { easternTime, shippingEstimate } from '~/domain/shipping'

const at = (iso: string) => shippingEstimate(new Date(iso))

describe('3 p.m. US-Eastern shipping cut-off', () => {
  it('ships today before 3 p.m. on a weekday (EST, UTC-5) [Catalogue §9.12, §9.13, §2.54, §2.55]', () => {
    expect(at('2026-11-18T19:59:59Z')).toMatchObject({
      shipsToday: true,
      shipDate: '2026-11-18',
      shipWeekday: 'Wednesday',
      message: 'Order before 3 p.m. EST and your order ships today.',
    })
  })

  it('ships the next business day from 3 p.m. exactly [Catalogue §9.12, §9.13, §2.54, §2.55]', () => {
    const e = at('2026-11-18T20:00:00Z')
    expect(e).toMatchObject({ shipsToday: false, shipDate: '2026-11-19', shipWeekday: 'Thursday' })
    expect(e.message).toBe(
      'Orders placed now ship tomorrow (orders before 3 p.m. EST ship the same business day).',
    )
  })

  it('follows daylight saving time (EDT, UTC-4)', () => {
    // 19:30Z is 3:30 p.m. in July but 2:30 p.m. in November.
    expect(at('2026-07-15T19:30:00Z')).toMatchObject({ shipsToday: false, shipDate: '2026-07-16' })
    expect(at('2026-11-18T19:30:00Z')).toMatchObject({ shipsToday: true, shipDate: '2026-11-18' })
    expect(at('2026-07-15T18:59:00Z').shipsToday).toBe(true)
  })

  it('is right on the day the clocks change', () => {
    // Monday 9 March 2026 is the first weekday of EDT.
    expect(at('2026-03-09T18:59:00Z').shipsToday).toBe(true)
    expect(at('2026-03-09T19:00:00Z')).toMatchObject({ shipsToday: false, shipDate: '2026-03-10' })
    // Monday 2 November 2026 is the first weekday of EST.
    expect(at('2026-11-02T19:30:00Z').shipsToday).toBe(true)
  })

  it('skips the weekend after Friday’s cut-off', () => {
    const e = at('2026-11-20T20:30:00Z')
    expect(e).toMatchObject({ shipDate: '2026-11-23', shipWeekday: 'Monday' })
    expect(e.message).toContain('ship on Monday')
  })

  it('ships Monday for Saturday and Sunday orders, whatever the hour', () => {
    expect(at('2026-11-21T15:00:00Z')).toMatchObject({ shipsToday: false, shipDate: '2026-11-23' })
    expect(at('2026-11-22T13:00:00Z')).toMatchObject({ shipsToday: false, shipDate: '2026-11-23' })
    expect(at('2026-11-22T13:00:00Z').message).toContain('tomorrow')
  })

  it('uses the Eastern date, not the UTC date', () => {
    // 03:00Z Thursday is 10 p.m. Wednesday in New York.
    expect(at('2026-11-19T03:00:00Z')).toMatchObject({ shipsToday: false, shipDate: '2026-11-19' })
    // 02:00Z Saturday is 9 p.m. Friday in New York: next business day is Monday.
    expect(at('2026-11-21T02:00:00Z').shipDate).toBe('2026-11-23')
  })

  it('crosses a month and a year boundary', () => {
    expect(at('2026-12-31T21:00:00Z').shipDate).toBe('2027-01-01')
    expect(at('2027-01-01T21:00:00Z').shipDate).toBe('2027-01-04')
  })
})

describe('US-Eastern wall-clock time without Intl', () => {
  // The reference: the zone data Node ships, as the product used before (see easternTime).
  const zone = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    weekday: 'long',
    hourCycle: 'h23',
  })
  const WEEKDAY = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
  const reference = (date: Date) => {
    const p = Object.fromEntries(zone.formatToParts(date).map((x) => [x.type, x.value]))
    return {
      y: Number(p.year),
      m: Number(p.month),
      d: Number(p.day),
      hour: Number(p.hour),
      weekday: WEEKDAY.indexOf(p.weekday ?? ''),
    }
  }
  const from = Date.UTC(2007, 0, 1)
  const to = Date.UTC(2100, 0, 1)

  it('agrees with America/New_York at every hour of March and November, 2007–2099', () => {
    // The months the clocks change in; the rest of the year is held by the property below.
    for (let year = 2007; year < 2100; year++) {
      for (const month of [2, 10]) {
        for (let t = Date.UTC(year, month, 1); t < Date.UTC(year, month + 1, 1); t += 3_600_000) {
          const date = new Date(t)
          const mine = easternTime(date)
          const theirs = reference(date)
          // Compared field by field first: a whole-object expect per hour is slow.
          if (mine.hour !== theirs.hour || mine.d !== theirs.d || mine.weekday !== theirs.weekday)
            expect({ at: date, ...mine }).toEqual({ at: date, ...theirs })
        }
      }
    }
  })

  it('agrees with America/New_York at any millisecond', () => {
    fc.assert(
      fc.property(fc.integer({ min: from, max: to - 1 }), (t) => {
        expect(easternTime(new Date(t))).toEqual(reference(new Date(t)))
      }),
      { numRuns: 5_000 },
    )
  })

  it('changes the clocks at 2 a.m. local on the second Sunday of March and the first of November', () => {
    // 2026: 8 March and 1 November.
    expect(easternTime(new Date('2026-03-08T06:59:59Z')).hour).toBe(1)
    expect(easternTime(new Date('2026-03-08T07:00:00Z')).hour).toBe(3)
    expect(easternTime(new Date('2026-11-01T05:59:59Z')).hour).toBe(1)
    expect(easternTime(new Date('2026-11-01T06:00:00Z')).hour).toBe(1)
  })
})
