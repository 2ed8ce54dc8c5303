/** A resting snapshot's `matches` answers as XState's matchesState does, on any values. */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { matchesState, type StateValue } from 'xstate'
import { matchesValue } from '#machines/shared/matches'

const key = fc.constantFrom('a', 'b', 'c', 'menu', 'box')
const value: fc.Arbitrary<StateValue> = fc.letrec<{ v: StateValue }>((tie) => ({
  v: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    key,
    fc.dictionary(key, tie('v'), { minKeys: 1, maxKeys: 3 }),
  ),
})).v
/** Dotted paths too ('a.b'), as connect may ask. */
const test = fc.oneof(
  value,
  fc.array(key, { minLength: 1, maxLength: 3 }).map((p) => p.join('.')),
)

describe('matchesValue', () => {
  it('agrees with XState on arbitrary state values', () => {
    fc.assert(
      fc.property(test, value, (t, v) => {
        expect(matchesValue(t, v)).toBe(matchesState(t, v))
      }),
      { numRuns: 2000 },
    )
  })

  it('answers the questions the views ask', () => {
    const member = { member: { menu: 'menuClosed', box: 'counted' } }
    expect(matchesValue('member', member)).toBe(true)
    expect(matchesValue({ member: { menu: 'menuOpen' } }, member)).toBe(false)
    expect(matchesValue({ member: { menu: 'menuClosed' } }, member)).toBe(true)
    expect(matchesValue('member.box.counted', member)).toBe(true)
    expect(matchesValue('unknown', 'anonymous')).toBe(false)
  })
})
