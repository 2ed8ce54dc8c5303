// @vitest-environment jsdom
/**
 * Generated paths of the hash scroll (catalogue §2 "Ingredient page", §9) replayed on the
 * ingredients page: the URL's hash changes as a link or the back button would change it, the
 * scroll is a held actor (does the element exist yet?), and fake timers pass the 100 ms retry.
 * Where the page really scrolls to is the browser test's subject.
 */
import { act } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { HashScrollEvent, ScrollInput } from '#machines/hash-scroll/machine'
import { IngredientsPage } from '~/components/ingredients/IngredientsPage'
import hashScrollFlow from '#machines/hash-scroll/index'
import { buildFlowModel } from '~/flow-catalog/model'
import { renderShell } from './shell-harness'
import { heldActor, machineEvents, testGeneratedPaths, type ViewBinding } from './view-runner'

const model = buildFlowModel(hashScrollFlow)

interface C {
  scroll: ReturnType<typeof heldActor<boolean, ScrollInput>>
  settled: number
  /** The id the current hash names. */
  target: string | null
}

const pending = (c: C) => c.scroll.calls.length - c.settled

function setHash(hash: string) {
  window.history.replaceState(null, '', hash || window.location.pathname)
  window.dispatchEvent(new HashChangeEvent('hashchange'))
}

async function mountAt(hash: string): Promise<C> {
  setHash(hash)
  const c: C = { scroll: heldActor<boolean, ScrollInput>(), settled: 0, target: null }
  await renderShell(
    () => (
      <IngredientsPage
        list={[
          {
            id: 12,
            name: 'Glycerin',
            function: '' as never,
            description: '' as never,
            rating: 1,
            products: [],
          },
        ]}
      />
    ),
    {
      overrides: {
        'hash-scroll': { actors: { scrollToTarget: c.scroll.logic } },
        'ingredient-explorer': { actors: { readToken: heldActor<string | null>().logic } },
      },
    },
  )
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  return c
}

const binding: ViewBinding<C> = {
  setup: () => mountAt(''),
  states: {
    'hash-scroll.idle': (c) => {
      expect(pending(c)).toBe(0)
    },
    'hash-scroll.seeking': (c) => {
      expect(pending(c)).toBe(1)
      expect(c.scroll.calls.at(-1)!.input).toEqual({ id: c.target, offset: 120 })
    },
    'hash-scroll.waiting': (c) => {
      expect(pending(c)).toBe(0)
    },
    'hash-scroll.scrolled': (c) => {
      expect(pending(c)).toBe(0)
    },
  },
  events: {
    ...machineEvents<HashScrollEvent, C>({
      'hash.changed': async (c, e) => {
        // A new hash abandons a look still running: its answer no longer counts.
        c.settled = c.scroll.calls.length
        c.target = decodeURIComponent(e.hash.replace(/^#/, '')) || null
        await act(async () => setHash(e.hash))
      },
    }),
    'xstate.after.retry': () => {
      act(() => vi.advanceTimersByTime(100))
    },
    'xstate.done.actor.scrollToTarget': async (c, e) => {
      c.settled = c.scroll.calls.length
      await act(async () => c.scroll.resolve(e.output as boolean))
    },
    'xstate.error.actor.scrollToTarget': async (c, e) => {
      c.settled = c.scroll.calls.length
      await act(async () => c.scroll.reject(e.error))
    },
  },
}

afterEach(() => {
  vi.useRealTimers()
  setHash('')
})

describe('ingredients page hash scroll', () => {
  testGeneratedPaths(model, binding)

  it('arriving with #12 looks for the ingredient at once, then every 100 ms until it exists', async () => {
    const c = await mountAt('#12')
    // The page was opened with the hash: the page sends it as it mounts.
    expect(c.scroll.calls.map((call) => call.input)).toEqual([{ id: '12', offset: 120 }])
    await act(async () => c.scroll.resolve(false))
    act(() => vi.advanceTimersByTime(99))
    expect(c.scroll.calls).toHaveLength(1)
    act(() => vi.advanceTimersByTime(1))
    expect(c.scroll.calls).toHaveLength(2)
    await act(async () => c.scroll.resolve(true))
    act(() => vi.advanceTimersByTime(1000))
    expect(c.scroll.calls).toHaveLength(2)
  })

  it('keeps listening to the same hash watch while the hash changes (it is not restarted)', async () => {
    // A watch restarted by every change would tell the hash again as it starts, forever: the
    // spy stops such a loop after a few rounds so that it fails here instead of hanging.
    const add = window.addEventListener.bind(window)
    let watches = 0
    vi.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
      if (type === 'hashchange' && ++watches > 5) throw new Error('the hash watch restarts')
      add(type, listener, options)
    })
    const c = await mountAt('#12')
    const started = watches
    for (const hash of ['#13', '#14', '']) await act(async () => setHash(hash))
    expect(watches).toBe(started)
    // Each new hash started a new look; the empty one none.
    expect(c.scroll.calls.map((call) => call.input.id)).toEqual(['12', '13', '14'])
  })
})
