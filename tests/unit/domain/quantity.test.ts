import { describe, expect, it } from 'vitest'
import {
  canDecrement,
  canIncrement,
  decrement,
  increment,
  parseQuantity,
  QUANTITY_MAX,
  QUANTITY_MIN,
} from '~/domain/quantity'

describe('parseQuantity', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    [' 7 ', 7],
    ['100', 100],
    [5, 5],
    ['007', 7],
  ])('accepts %s', (input, value) => {
    expect(parseQuantity(input)).toEqual({ ok: true, value })
  })
  it.each([
    ['', 'empty'],
    ['  ', 'empty'],
    ['1.5', 'not-integer'],
    ['-2', 'not-integer'],
    ['abc', 'not-integer'],
    ['1e2', 'not-integer'],
    ['0', 'too-small'],
    ['101', 'too-large'],
    ['99999999999999999999', 'too-large'],
  ])('rejects %s (%s)', (input, reason) => {
    expect(parseQuantity(input)).toEqual({ ok: false, reason })
  })
  it('bounds are 1 and 100 [Catalogue §5.4]', () => {
    expect([QUANTITY_MIN, QUANTITY_MAX]).toEqual([1, 100])
  })
})

describe('minus', () => {
  it('works only above 1', () => {
    expect(canDecrement(1)).toBe(false)
    expect(decrement(1)).toBe(1)
    expect(canDecrement(2)).toBe(true)
    expect(decrement(2)).toBe(1)
    expect(decrement(100)).toBe(99)
  })
})

describe('plus', () => {
  it('product box: works below 99, capped at 100', () => {
    expect(increment(1)).toBe(2)
    expect(increment(98)).toBe(99)
    expect(canIncrement(99)).toBe(false)
    expect(increment(99)).toBe(99)
    expect(increment(100)).toBe(100)
  })
  it('sticky bar: works up to 100 and never above', () => {
    expect(increment(99, 'stickyBar')).toBe(100)
    expect(canIncrement(100, 'stickyBar')).toBe(false)
    expect(increment(100, 'stickyBar')).toBe(100)
  })
})
