import { describe, expect, it, vi } from 'vitest'
import { longDate, once, usd } from '~/domain/formats'

describe('formatters built on first use', () => {
  it('builds nothing until asked, then builds once and keeps it', () => {
    const make = vi.fn(() => ({}))
    const get = once(make)
    expect(make).not.toHaveBeenCalled()
    const first = get()
    expect(get()).toBe(first)
    expect(make).toHaveBeenCalledTimes(1)
  })

  it('formats dollars and long UTC dates as the shop shows them', () => {
    expect(usd().format(12.99)).toBe('$12.99')
    expect(longDate().format(new Date('2026-03-02T23:30:00Z'))).toBe('March 2, 2026')
    expect(usd()).toBe(usd())
    expect(longDate()).toBe(longDate())
  })
})
