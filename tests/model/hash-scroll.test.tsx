// @vitest-environment jsdom
/**
 * Generated paths of the hash scroll (catalogue §2 "Ingredient page", §9) replayed on the
 * ingredients page: the URL's hash changes as a link or the back button would change it, and
 * fake timers pass the 100 ms retry. The look is the production scrollToTarget, started when the
 * path's outcome comes (`gated`) so the page can first be made to hold what gives it: the
 * ingredient's entry there (found: the page scrolls to it, 120 px above, through window.scrollTo,
 * which jsdom lacks and the test records) or not yet there (not found). Its failure is a scroll
 * that throws. How the scroll looks is the browser test's subject.
 */
import { act, cleanup } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, toPromise, type AnyActorLogic } from 'xstate'
import hashScrollActors from '#machines/hash-scroll/actors'
import type { HashScrollEvent, ScrollInput } from '#machines/hash-scroll/machine'
import { IngredientsPage } from '~/components/ingredients/IngredientsPage'
import hashScrollFlow from '#machines/hash-scroll/index'
import { buildFlowModel } from '~/flow-catalog/model'
import { renderShell } from './shell-harness'
import {
  gated,
  heldActor,
  machineEvents,
  testGeneratedPaths,
  type ViewBinding,
} from './view-runner'

const model = buildFlowModel(hashScrollFlow)
/** Where the ingredient's entry sits below the top of the page, and the space kept above it. */
const ENTRY_TOP = 840
const OFFSET = 120

interface C {
  scroll: ReturnType<typeof gated<boolean>>
  settled: number
  /** The id the current hash names. */
  target: string | null
  /** Where the page was asked to scroll (jsdom has no scrolling). */
  scrolledTo: ScrollToOptions[]
}

const pending = (c: C) => c.scroll.runs.length - c.settled

/** The ingredient's entry arrives on the page (as the list renders it), or is not there yet. */
function entryThere(id: string, there: boolean) {
  let entry = document.getElementById(id)
  if (there && !entry) {
    entry = document.createElement('li')
    entry.id = id
    entry.getBoundingClientRect = () => ({ top: ENTRY_TOP }) as DOMRect
    document.body.append(entry)
  }
  if (!there) entry?.remove()
}

function setHash(hash: string) {
  window.history.replaceState(null, '', hash || window.location.pathname)
  window.dispatchEvent(new HashChangeEvent('hashchange'))
}

/** The ingredients page, its list empty: the test puts the entry there when a path needs it. */
async function mountAt(hash: string, overrides = {}) {
  setHash(hash)
  await renderShell(() => <IngredientsPage list={[]} />, {
    overrides: {
      ...overrides,
      'ingredient-explorer': { actors: { readToken: heldActor<string | null>().logic } },
    },
  })
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
}

/** The page with the look held: what it is asked to look for, whatever the page holds. */
async function mountHeld(hash: string) {
  const scroll = heldActor<boolean, ScrollInput>()
  await mountAt(hash, { 'hash-scroll': { actors: { scrollToTarget: scroll.logic } } })
  return { scroll }
}

const binding: ViewBinding<C> = {
  async setup() {
    const real = hashScrollActors.wiring({ queryClient: undefined!, router: undefined }).actors!
    const c: C = {
      scroll: gated<boolean>(real.scrollToTarget as AnyActorLogic),
      settled: 0,
      target: null,
      scrolledTo: [],
    }
    vi.spyOn(window, 'scrollTo').mockImplementation(((options: ScrollToOptions) => {
      c.scrolledTo.push(options)
    }) as typeof window.scrollTo)
    await mountAt('', { 'hash-scroll': { actors: { scrollToTarget: c.scroll.logic } } })
    return c
  },
  teardown(c) {
    if (c.target) entryThere(c.target, false)
  },
  states: {
    'hash-scroll.idle': (c) => {
      expect(pending(c)).toBe(0)
    },
    'hash-scroll.seeking': (c) => {
      expect(pending(c)).toBe(1)
      expect(c.scroll.runs.at(-1)!.input).toEqual({ id: c.target, offset: OFFSET })
    },
    'hash-scroll.waiting': (c) => {
      expect(pending(c)).toBe(0)
    },
    'hash-scroll.scrolled': (c) => {
      expect(pending(c)).toBe(0)
      // Done: however long the shopper stays, the page neither looks nor scrolls again.
      const looks = c.scroll.runs.length
      const scrolls = c.scrolledTo.length
      act(() => vi.advanceTimersByTime(1000))
      expect(c.scroll.runs).toHaveLength(looks)
      expect(c.scrolledTo).toHaveLength(scrolls)
    },
  },
  events: {
    ...machineEvents<HashScrollEvent, C>({
      'hash.changed': async (c, e) => {
        // A new hash abandons a look still running: its answer no longer counts.
        c.settled = c.scroll.runs.length
        c.target = decodeURIComponent(e.hash.replace(/^#/, '')) || null
        await act(async () => setHash(e.hash))
      },
    }),
    'xstate.after.retry': () => {
      act(() => vi.advanceTimersByTime(100))
    },
    'xstate.done.actor.scrollToTarget': async (c, e) => {
      const found = e.output as boolean
      const { id } = c.scroll.runs.at(-1)!.input as ScrollInput
      entryThere(id, found)
      c.settled = c.scroll.runs.length
      const scrolls = c.scrolledTo.length
      await c.scroll.run()
      // Found: the page scrolls smoothly to the entry, 120 px above it; not there: it stays.
      expect(c.scrolledTo.slice(scrolls)).toEqual(
        found ? [{ top: ENTRY_TOP - OFFSET, behavior: 'smooth' }] : [],
      )
    },
    'xstate.error.actor.scrollToTarget': async (c) => {
      const { id } = c.scroll.runs.at(-1)!.input as ScrollInput
      entryThere(id, true)
      c.settled = c.scroll.runs.length
      vi.mocked(window.scrollTo).mockImplementationOnce(() => {
        throw new Error('The page is gone')
      })
      await c.scroll.run()
    },
  },
}

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  setHash('')
})

describe('ingredients page hash scroll', () => {
  testGeneratedPaths(model, binding)

  it('arriving with #12 looks for the ingredient at once, then every 100 ms until it exists', async () => {
    const c = await mountHeld('#12')
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

  it('with reduced motion the page jumps, 120 px above the entry wherever the page is', async () => {
    const { scrollToTarget } = hashScrollActors.wiring({
      queryClient: undefined!,
      router: undefined,
    }).actors!
    entryThere('12', true)
    const scrolledTo: ScrollToOptions[] = []
    vi.spyOn(window, 'scrollTo').mockImplementation(((options: ScrollToOptions) => {
      scrolledTo.push(options)
    }) as typeof window.scrollTo)
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) => ({ matches: query === '(prefers-reduced-motion: reduce)' }) as MediaQueryList,
    )
    // Already 500 px down: the entry's place on screen plus that, less the 120 px kept above it.
    Object.defineProperty(window, 'scrollY', { value: 500, configurable: true })
    try {
      const input: ScrollInput = { id: '12', offset: OFFSET }
      const found = await toPromise(createActor(scrollToTarget as AnyActorLogic, { input }).start())
      expect(found).toBe(true)
      expect(scrolledTo).toEqual([{ top: ENTRY_TOP + 500 - 120, behavior: 'auto' }])
    } finally {
      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true })
      entryThere('12', false)
    }
  })

  it('stops listening to the hash when the page goes', async () => {
    const added = vi.spyOn(window, 'addEventListener')
    const removed = vi.spyOn(window, 'removeEventListener')
    await mountHeld('')
    const watch = added.mock.calls.find(([type]) => type === 'hashchange')![1]
    await act(async () => cleanup())
    expect(removed.mock.calls.filter(([type]) => type === 'hashchange')).toEqual([
      ['hashchange', watch],
    ])
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
    const c = await mountHeld('#12')
    const started = watches
    for (const hash of ['#13', '#14', '']) await act(async () => setHash(hash))
    expect(watches).toBe(started)
    // Each new hash started a new look; the empty one none.
    expect(c.scroll.calls.map((call) => call.input.id)).toEqual(['12', '13', '14'])
  })
})
