import { describe, expect, it } from 'vitest'
import { shippingEstimate } from '~/domain/shipping'

const at = (iso: string) => shippingEstimate(new Date(iso))

describe('3 p.m. US-Eastern shipping cut-off', () => {
  it('ships today before 3 p.m. on a weekday (EST, UTC-5)', () => {
    expect(at('2026-11-18T19:59:59Z')).toMatchObject({
      shipsToday: true,
      shipDate: '2026-11-18',
      shipWeekday: 'Wednesday',
      message: 'Order before 3 p.m. EST and your order ships today.',
    })
  })

  it('ships the next business day from 3 p.m. exactly', () => {
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
