import { describe, expect, it } from 'vitest'
import { createMachine } from 'xstate'
import { sayEvent, sayGuard, sayState, sayTransition, sayValue, words } from '~/flow-catalog/words'

describe('plain words for the flows pages', () => {
  it('splits ids into words', () => {
    expect(words('oneTimeChosen')).toBe('one time chosen')
    expect(words('my-box')).toBe('my box')
    expect(words('loadCheck')).toBe('load check')
  })

  it('says an answer as a sentence, never as JSON', () => {
    expect(
      sayEvent({
        type: 'xstate.done.actor.loadCheck',
        output: {
          isSubscribable: true,
          hasActiveSubscription: false,
          hasOneTimePurchase: false,
          isMember: true,
          price: 18.99,
        },
      }),
    ).toBe(
      'load check answers: subscribable, no active subscription, no one time purchase, member, 1 more',
    )
    expect(
      sayEvent({
        type: 'purchase.checked',
        check: { isSubscribable: true, hasActiveSubscription: false },
      }),
    ).toBe('checked: check: subscribable, no active subscription')
    expect(sayEvent({ type: 'xstate.error.actor.loadCheck', error: new Error('x') })).toBe(
      'load check fails',
    )
    expect(sayEvent({ type: 'xstate.after.debounce.searchOverlay.open.debouncing' })).toBe(
      'after the debounce',
    )
    expect(sayEvent({ type: 'search.typed', value: 'soap' })).toBe('typed: value “soap”')
    expect(
      sayEvent({ type: 'xstate.done.actor.fetchPopular', output: { products: [1, 2, 3] } }),
    ).toBe('fetch popular answers: 3 products')
    expect(sayEvent({ type: 'xstate.done.actor.logout' })).toBe('logout answers')
    expect(sayEvent({ type: 'search.opened' })).toBe('opened')
  })

  it('keeps long text and deep values short', () => {
    expect(sayValue('x'.repeat(100))).toHaveLength(42)
    expect(sayValue({ a: { b: { c: 1 } } })).toBe('a: b')
    expect(sayValue([])).toBe('0 items')
    expect(sayValue(null)).toBe('nothing')
  })

  it('says where a machine stands, a line per region, with its states described', () => {
    const machine = createMachine({
      id: 'm',
      type: 'parallel',
      states: {
        myBox: { initial: 'idle', states: { idle: { description: 'Nothing is counted.' } } },
        box: {
          initial: 'ready',
          states: { ready: { initial: 'idle', states: { idle: {} } } },
        },
      },
    })
    const active = ['m.myBox', 'm.myBox.idle', 'm.box', 'm.box.ready', 'm.box.ready.idle']
    expect(sayState(machine, active)).toEqual([
      { line: 'my box › idle', description: 'Nothing is counted.' },
      { line: 'box › ready › idle', description: null },
    ])
  })
})

describe('transitions in plain words (the chart)', () => {
  it('says the event as the simulator does, then its guard', () => {
    expect(sayTransition({ eventType: 'search.typed', guard: 'isQueryBlank' })).toBe(
      'typed, if query blank',
    )
    expect(
      sayTransition({
        eventType: 'xstate.after.debounce.search-overlay.open.debouncing',
        guard: null,
      }),
    ).toBe('after the debounce')
    expect(sayTransition({ eventType: 'xstate.done.actor.search', guard: 'hasResults' })).toBe(
      'search answers, if has results',
    )
    expect(sayTransition({ eventType: 'xstate.error.actor.search', guard: null })).toBe(
      'search fails',
    )
  })

  it('says combined guards', () => {
    expect(sayGuard('and(isShown, hasRoomAbove)')).toBe('shown and has room above')
    expect(sayGuard('or(isA, not(isB))')).toBe('a or not b')
  })
})
