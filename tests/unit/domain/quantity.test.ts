import { describe, expect, it } from 'vitest'
import {
  canDecrement,
  canIncrement,
  parseQuantity,
  QUANTITY_MAX,
  QUANTITY_MIN,
  stepQuantity,
  typeQuantity,
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
    expect(canDecrement(2)).toBe(true)
    expect(canDecrement(100)).toBe(true)
  })
})

describe('plus', () => {
  it('product box: works below 99 (so it never passes 100)', () => {
    expect(canIncrement(1)).toBe(true)
    expect(canIncrement(98)).toBe(true)
    expect(canIncrement(99)).toBe(false)
    expect(canIncrement(100)).toBe(false)
  })
  it('sticky bar: works up to 100 and never above', () => {
    expect(canIncrement(99, 'stickyBar')).toBe(true)
    expect(canIncrement(100, 'stickyBar')).toBe(false)
  })
})

describe('the quantity field', () => {
  const field = { quantity: 3, quantityText: '3', quantityWritten: 2 }

  it('typing shows what was typed; a valid quantity takes effect, anything else leaves it', () => {
    expect(typeQuantity(field, '12')).toEqual({
      quantity: 12,
      quantityText: '12',
      quantityWritten: 2,
    })
    expect(typeQuantity(field, ' 100 ')).toMatchObject({ quantity: 100, quantityText: ' 100 ' })
    for (const typed of ['', '0', '101', '1.5', 'two'])
      expect(typeQuantity(field, typed)).toEqual({ ...field, quantityText: typed })
  })

  it('a button writes the new number into the field, as a new field', () => {
    expect(stepQuantity(field, -1)).toEqual({ quantity: 2, quantityText: '2', quantityWritten: 3 })
    expect(stepQuantity(field, 1)).toEqual({ quantity: 4, quantityText: '4', quantityWritten: 3 })
    // Typed text a button replaces: the field shows the number the button made.
    const typed = typeQuantity(field, '3x')
    expect(stepQuantity(typed, 1).quantityText).toBe('4')
  })
})
