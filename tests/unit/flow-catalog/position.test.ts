import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { flowSearchString, readFlowSearch } from '~/flow-catalog/position'

describe('a /flows page reads its position from the URL', () => {
  it('keeps what it can read', () => {
    expect(
      readFlowSearch({ at: '0-3-12', input: '2', path: 'search-overlay-i2-07', step: '4' }),
    ).toEqual({
      at: '0-3-12',
      input: 2,
      path: 'search-overlay-i2-07',
      step: 4,
    })
    expect(readFlowSearch({ walk: 'W1t9XQ', step: 0 })).toEqual({ walk: 'W1t9XQ', step: 0 })
    // One press reads as a number from the router's search parser.
    expect(readFlowSearch({ at: 3 })).toEqual({ at: '3' })
  })

  it('drops what it cannot', () => {
    expect(
      readFlowSearch({
        at: '1--2',
        input: '-1',
        path: '../etc',
        step: '1e9',
        walk: 'x'.repeat(8001),
      }),
    ).toEqual({})
    expect(readFlowSearch({ at: ['1'], input: 100, path: 'A', step: 2.5 })).toEqual({})
    expect(readFlowSearch({ at: Array(401).fill('1').join('-') })).toEqual({})
    // The first sample input is the default: it does not show in the URL.
    expect(readFlowSearch({ input: '0' })).toEqual({})
  })

  it('names every key, so what it drops does not reach the page raw', () => {
    // The router lays the validated search over what the URL held (?at=1e20 was a 500).
    const raw = { at: 1e20, input: 'x', path: '../x', step: -1, walk: 5 }
    expect({ ...raw, ...readFlowSearch(raw) }).toStrictEqual({
      at: undefined,
      input: undefined,
      path: undefined,
      step: undefined,
      walk: undefined,
    })
  })

  it('never throws, and reads its own links back', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (search) => {
        const read = readFlowSearch(search)
        const link = flowSearchString(read)
        expect(readFlowSearch(Object.fromEntries(new URLSearchParams(link)))).toEqual(read)
      }),
    )
  })

  it('writes a link only for a position away from the start', () => {
    expect(flowSearchString({})).toBe('')
    expect(flowSearchString({ at: '1-0', input: 2 })).toBe('?at=1-0&input=2')
  })
})
