import { describe, expect, it } from 'vitest'
import { newsletterMachine } from '#machines/newsletter/machine'
import { searchOverlayMachine } from '#machines/search-overlay/machine'
import { diagramOf } from '~/flow-catalog/diagram'
import { machineToJson } from '~/flow-catalog/export'
import { describeEvent } from '~/flow-catalog/model'

describe('diagramOf', () => {
  it('lists nested states with their initial markers and invoked actors', () => {
    const { nodes, edges } = diagramOf(searchOverlayMachine)
    const byId = Object.fromEntries(nodes.map((n) => [n.id, n]))
    expect(byId['search-overlay.closed']).toMatchObject({ initial: true, parent: 'search-overlay' })
    expect(byId['search-overlay.open.popular.loading']).toMatchObject({
      initial: true,
      invokes: ['fetchPopular'],
    })
    expect(byId['search-overlay.open.debouncing']?.initial).toBe(false)
    expect(edges.map((e) => e.label)).toEqual(
      expect.arrayContaining([
        'after debounce',
        'done: search [hasResults]',
        'error: search',
        'search.cleared [hasQuery]',
      ]),
    )
  })
})

describe('machineToJson', () => {
  it('keeps names and drops functions', () => {
    const json = JSON.stringify(machineToJson(newsletterMachine))
    expect(json).not.toContain('function')
    expect(JSON.parse(json).states.editing.on['newsletter.submitted'][0]).toMatchObject({
      guard: 'isEmailMissing',
    })
  })
})

describe('describeEvent', () => {
  it('reads delays and actor outcomes', () => {
    expect(describeEvent({ type: 'xstate.after.debounce.searchOverlay.open.debouncing' })).toBe(
      'after debounce',
    )
    expect(describeEvent({ type: 'xstate.error.actor.search', error: new Error('x') })).toBe(
      'search fails',
    )
    expect(describeEvent({ type: 'search.typed', value: 'soap' })).toBe(
      'search.typed {"value":"soap"}',
    )
  })
})
