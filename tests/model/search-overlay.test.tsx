// @vitest-environment jsdom
/**
 * Generated paths of the search-overlay machine replayed on the overlay view, inside a memory
 * router (route changes are real navigations), with fake timers for the 300 ms debounce. The
 * flow's actors are the production ones (machines/search-overlay/actors.ts) and the store client
 * they call (src/api/product/search.ts, src/api/visitor/session.ts); only the network is faked, at HTTP, by
 * the store fake: the visitor's session is answered at once, while the popular products and the
 * search are held until the path answers them (a path's outcome is the store's answer that makes
 * the real client return the sample output, or throw, logging 12001.01 / 12002.01), and so is
 * the search-click log (answered once the test has seen what it carried). State space: the
 * query is reduced to empty / blank / text, the lists to counts.
 */
import { QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AnyEventObject } from 'xstate'
import {
  type PopularOutput,
  type SearchOutput,
  type SearchProduct,
} from '#machines/search-overlay/machine'
import { SearchOverlay } from '~/components/search/SearchOverlay'
import searchOverlayFlow from '#machines/search-overlay/index'
import { sampleProducts } from '#machines/shared/samples'
import { buildFlowModel } from '~/flow-catalog/model'
import { seededQueryClient } from './shell-harness'
import { fakeStore, type Reply } from './store-fake'
import {
  NotOnPage,
  settle,
  testGeneratedPaths,
  whenSettled,
  type ViewBinding,
  exactly,
  expectLogged,
} from './view-runner'

const model = buildFlowModel(searchOverlayFlow)
type Ctx = {
  query: 'empty' | 'blank' | 'text'
  popular: number
  results: number
  searchLogId: boolean
}

const POPULAR = 'GET /rest/auth/products/popular'
const SEARCH = 'POST /rest/auth/products/search'
const CLICK = 'POST /rest/auth/products/search/click'
/** The visitor's bearer token, from the store fake's session. */
const BEARER = 'Bearer visitor-token'

/** A product tile's product as the store lists it (shell §7; catalogue §3 product fields). */
const wireProduct = (p: SearchProduct) => ({
  id: p.id,
  name: p.name,
  slug: p.slug,
  sku: `SKU-${p.id}`,
  price: p.price,
  image_path: p.image,
})
/** The store's popular products, in its envelope. */
const popularAnswer = (output: PopularOutput): Reply => ({
  json: { status: 'Success', data: output.products.map(wireProduct) },
})
/** The store's search answer: the products and the search log id (null: not logged). */
const searchAnswer = (output: SearchOutput): Reply => ({
  json: {
    status: 'Success',
    data: output.products.map(wireProduct),
    searchLogId: output.searchLogId,
  },
})
/** The store's answer to a search-click log. */
const CLICK_LOGGED: Reply = { json: { status: 'Success', message: 'Search click logged' } }
/**
 * The flow's sample failure (it has no sample errors of its own: the catalogue's simulated
 * failure) as the store sends one: its error envelope with the message, on a 500. The client
 * throws the store's message and logs the call's code.
 */
const refusal = (error: unknown): Reply => ({
  status: 500,
  json: { status: 'Error', message: (error as Error).message },
})

interface C {
  store: ReturnType<typeof fakeStore>
  /** The log id of the search that showed the results (null: the store did not log it). */
  logId?: number | null
  router: ReturnType<typeof makeRouter>
  /** Times the popular products were asked for (each entry to loading starts a new read). */
  popularReads: number
  /** Times the search ran (each debounce that ends starts one). */
  searches: number
  /** Searches sent before the latest keystroke. */
  searchesAtTyping: number
}

/** The store requests on `key` as the store saw them (query string and bearer token too). */
function requests(c: C, key: string) {
  return c.store.sent
    .filter((seen) => `${seen.method} ${seen.path}` === key)
    .map(({ authorization, ...seen }) => ({ ...seen, auth: authorization }))
}

/**
 * The request of the actor running now, once all `count` have been sent: a read the flow left
 * (its actor stopped when the state was left) still waits at the store, and is answered first
 * with `stale` (its answer goes nowhere).
 */
async function current(c: C, key: string, count: number, stale: Reply) {
  await whenSettled(() => expect(requests(c, key)).toHaveLength(count))
  while (c.store.waiting(key) > 1) await c.store.answer(key, stale)
  expect(c.store.waiting(key)).toBe(1)
  return requests(c, key).at(-1)!
}

function makeRouter() {
  const root = createRootRoute({
    component: () => (
      <>
        <SearchOverlay />
        <Outlet />
      </>
    ),
  })
  const routes = ['/', '/elsewhere', '/search', '/products'].map((path) =>
    createRoute({ getParentRoute: () => root, path, component: () => <p>page {path}</p> }),
  )
  return createRouter({
    routeTree: root.addChildren(routes),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
}

const dialog = () => document.querySelector('dialog')!
const searchBox = () => within(dialog()).getByRole('searchbox', { name: 'Search products' })
const tiles = () => within(dialog()).queryAllByRole('listitem')

/** Closes so far in this file: each picks the next way to close the overlay. */
let closeTurns = 0

const binding: ViewBinding<C> = {
  async setup() {
    // The popular products, the search and a click log wait for the test; the session is
    // answered at once.
    const store = fakeStore({ [POPULAR]: 'hold', [SEARCH]: 'hold', [CLICK]: 'hold' })
    const c: C = {
      store,
      router: makeRouter(),
      popularReads: 0,
      searches: 0,
      searchesAtTyping: 0,
    }
    render(
      // Seeded with the page's public settings (as the server renders them), so the tiles'
      // image host is there from the first render.
      <QueryClientProvider client={seededQueryClient()}>
        <RouterProvider router={c.router} />
      </QueryClientProvider>,
    )
    await whenSettled(() => screen.getByText('page /'))
    return c
  },
  states: {
    'search-overlay.closed': () => {
      expect(dialog().open).toBe(false)
      expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute(
        'aria-expanded',
        'false',
      )
    },
    'search-overlay.open': (_c, context) => {
      const ctx = context as Ctx
      expect(dialog().open).toBe(true)
      // The dialog is named by its heading.
      expect(screen.getByRole('dialog', { name: 'WHAT ARE YOU LOOKING FOR' })).toBe(dialog())
      expect(
        within(dialog()).getByRole('heading', { name: 'WHAT ARE YOU LOOKING FOR' }),
      ).toBeInTheDocument()
      expect(within(dialog()).getByRole('button', { name: 'Close' })).toBeInTheDocument()
      // The overlay lists its own suggestions: the browser's list of past entries would cover them.
      expect(searchBox()).toHaveAttribute('autocomplete', 'off')
      const clear = within(dialog()).queryByRole('button', { name: 'Clear' })
      if (ctx.query === 'empty') expect(clear).toBeNull()
      else expect(clear).toBeInTheDocument()
    },
    'search-overlay.open.popular': () => {
      expect(within(dialog()).queryByText(/^PRODUCTS \(/)).toBeNull()
    },
    'search-overlay.open.popular.loading': async (c) => {
      expect(within(dialog()).getByRole('status')).toHaveTextContent(
        exactly('Loading popular products...'),
      )
      // The real read: 12 popular products, with the visitor's token (shell §7).
      expect(await current(c, POPULAR, c.popularReads, popularAnswer({ products: [] }))).toEqual({
        method: 'GET',
        path: '/rest/auth/products/popular',
        body: undefined,
        query: '?limit=12',
        auth: BEARER,
      })
    },
    'search-overlay.open.popular.shown': (_c, context) => {
      const ctx = context as Ctx
      expect(
        within(dialog()).getByRole('heading', { name: 'POPULAR PRODUCTS' }),
      ).toBeInTheDocument()
      expect(tiles()).toHaveLength(Math.min(6, ctx.popular))
      expect(within(dialog()).getByRole('link', { name: 'Show More Products' })).toHaveAttribute(
        'href',
        '/products',
      )
    },
    'search-overlay.open.debouncing': (c) => {
      expect(within(dialog()).getByRole('status')).toHaveTextContent(exactly('Searching...'))
      // Shell §9: nothing is searched until 300 ms pass without typing.
      expect(requests(c, SEARCH)).toHaveLength(c.searchesAtTyping)
    },
    'search-overlay.open.searching': async (c) => {
      expect(within(dialog()).getByRole('status')).toHaveTextContent(exactly('Searching...'))
      // Exactly one search since typing stopped, sent to the store with the trimmed query,
      // limit 12 and the visitor's token (shell §7).
      const sent = await current(
        c,
        SEARCH,
        c.searches,
        searchAnswer({ products: [], searchLogId: null }),
      )
      expect(requests(c, SEARCH).slice(c.searchesAtTyping)).toHaveLength(1)
      expect(sent).toEqual({
        method: 'POST',
        path: '/rest/auth/products/search',
        body: { query: (searchBox() as HTMLInputElement).value.trim(), limit: 12 },
        query: '',
        auth: BEARER,
      })
    },
    'search-overlay.open.results': (_c, context) => {
      const ctx = context as Ctx
      expect(
        within(dialog()).getByRole('heading', {
          name: `PRODUCTS (${ctx.results} ${ctx.results === 1 ? 'Result' : 'Results'})`,
        }),
      ).toBeInTheDocument()
      expect(tiles()).toHaveLength(Math.min(6, ctx.results))
      const more = within(dialog()).getByRole('link', { name: 'Show More Results' })
      expect(more.getAttribute('href')).toBe(
        `/search?query=${(searchBox() as HTMLInputElement).value.trim()}`,
      )
    },
    'search-overlay.open.noResults': () => {
      expect(within(dialog()).getByText('No results found')).toBeInTheDocument()
      expect(
        within(dialog()).getByText('Try another term, or check the spelling.'),
      ).toBeInTheDocument()
      expect(tiles()).toHaveLength(0)
    },
  },
  observe: () => ({
    open: dialog().open,
    query: (dialog().querySelector('input[type="search"]') as HTMLInputElement).value,
  }),
  events: {
    'search.opened': async (c, _e, { ignored }) => {
      fireEvent.click(screen.getByRole('button', { name: 'Search' }))
      if (ignored) return
      // Opening shows the popular products: read afresh.
      c.popularReads++
      // The search field has focus once the dialog's content has rendered (the next frame).
      await act(() => vi.advanceTimersByTimeAsync(16))
      expect(document.activeElement).toBe(searchBox())
    },
    'search.closed': (_c, _e, { ignored }) => {
      // Close or Escape (the dialog's cancel event), by turns over the whole file.
      if (closeTurns++ % 2 === 0)
        fireEvent.click(within(dialog()).getByRole('button', { name: 'Close' }))
      else fireEvent(dialog(), new Event('cancel', { cancelable: true }))
      // Focus goes back to the Search button.
      if (!ignored)
        expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Search' }))
    },
    'search.routeChanged': async (c) => {
      await act(() => c.router.navigate({ to: '/elsewhere' as '/' }))
    },
    'search.typed': (c, e, { ignored }) => {
      const value = (e as AnyEventObject & { value: string }).value
      if ((searchBox() as HTMLInputElement).value === value) {
        fireEvent.change(searchBox(), { target: { value: `${value}x` } })
      }
      fireEvent.change(searchBox(), { target: { value } })
      c.searchesAtTyping = requests(c, SEARCH).length
      // A blank box shows the popular products again: read afresh.
      if (!ignored && value.trim() === '') c.popularReads++
    },
    'search.cleared': (c, _e, { ignored }) => {
      fireEvent.click(within(dialog()).getByRole('button', { name: 'Clear' }))
      if (!ignored) c.popularReads++
    },
    'search.submitted': async (c, _e, { ignored }) => {
      const query = (searchBox() as HTMLInputElement).value.trim()
      const from = c.router.state.location.href
      // The page stays; the flow decides where a search goes.
      expect(fireEvent.submit(searchBox().closest('form')!)).toBe(false)
      if (ignored) {
        // A blank query goes nowhere.
        await act(() => Promise.resolve())
        expect(c.router.state.location.href).toBe(from)
      } else {
        await whenSettled(() => expect(c.router.state.location.href).toBe(`/search?query=${query}`))
      }
    },
    'search.resultClicked': async (c, e, { ignored }) => {
      const id = (e as AnyEventObject & { productId: number }).productId
      const before = requests(c, CLICK).length
      const tile = tiles()[id - 1]
      if (!tile) throw new NotOnPage(`no result tile ${id}`)
      fireEvent.click(tile.querySelector('a')!)
      // The click reaches the store with the search's log id and the product id (shell §7),
      // and only when the store logged the search that shows them.
      const expected =
        ignored || c.logId == null
          ? []
          : [
              {
                method: 'POST',
                path: '/rest/auth/products/search/click',
                body: { search_log_id: c.logId, product_id: id },
                query: '',
                auth: BEARER,
              },
            ]
      await whenSettled(() => expect(requests(c, CLICK).slice(before)).toEqual(expected))
      for (let i = 0; i < 5; i++) await settle()
      expect(requests(c, CLICK).slice(before)).toEqual(expected)
      if (expected.length) await c.store.answer(CLICK, CLICK_LOGGED)
    },
    'xstate.after.debounce': (c, _e, { ignored }) => {
      // Shell §9: the search waits 300 ms without typing.
      act(() => vi.advanceTimersByTime(300))
      if (!ignored) c.searches++
    },
    'xstate.done.actor.fetchPopular': async (c, e) => {
      const answer = popularAnswer(e.output as PopularOutput)
      await current(c, POPULAR, c.popularReads, answer)
      await c.store.answer(POPULAR, answer)
    },
    'xstate.error.actor.fetchPopular': async (c, e) => {
      await current(c, POPULAR, c.popularReads, popularAnswer({ products: [] }))
      await expectLogged(['12001.01'], () => c.store.answer(POPULAR, refusal(e.error)))
    },
    'xstate.done.actor.search': async (c, e) => {
      const output = e.output as SearchOutput
      c.logId = output.searchLogId
      await current(c, SEARCH, c.searches, searchAnswer(output))
      await c.store.answer(SEARCH, searchAnswer(output))
    },
    'xstate.error.actor.search': async (c, e) => {
      await current(c, SEARCH, c.searches, searchAnswer({ products: [], searchLogId: null }))
      await expectLogged(['12002.01'], () => c.store.answer(SEARCH, refusal(e.error)))
    },
  },
}

// The store client the actors import when they first run, loaded up front: under the fake
// clock a first (cold) import takes real time, which the zero-time settles do not wait for.
beforeAll(async () => {
  await Promise.all([import('~/api/product/search'), import('~/api/visitor/session')])
})
beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('search overlay view', () => {
  testGeneratedPaths(model, binding)

  it('searches only after 300 ms without typing', async () => {
    const c = await binding.setup({})
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
    fireEvent.change(searchBox(), { target: { value: 'so' } })
    act(() => vi.advanceTimersByTime(299))
    fireEvent.change(searchBox(), { target: { value: 'soap' } })
    act(() => vi.advanceTimersByTime(299))
    for (let i = 0; i < 5; i++) await settle()
    expect(requests(c, SEARCH)).toHaveLength(0)
    act(() => vi.advanceTimersByTime(1))
    await whenSettled(() =>
      expect(requests(c, SEARCH).map((r) => r.body)).toEqual([{ query: 'soap', limit: 12 }]),
    )
  })

  it('closing the overlay while its popular products load gives their call up', async () => {
    const c = await binding.setup({})
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
    await whenSettled(() => expect(c.store.waiting(POPULAR)).toBe(1))
    const call = c.store.sent.findIndex((r) => `${r.method} ${r.path}` === POPULAR)
    expect(c.store.signals[call]?.aborted).toBe(false)
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Close' }))
    await whenSettled(() => expect(c.store.signals[call]?.aborted).toBe(true))
    expect(dialog().open).toBe(false)
  })

  it('a click log the store refuses is only logged (12002.02): the results stay', async () => {
    const c = await binding.setup({})
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
    await whenSettled(() => expect(c.store.waiting(POPULAR)).toBe(1))
    await c.store.answer(POPULAR, popularAnswer({ products: [] }))
    fireEvent.change(searchBox(), { target: { value: 'soap' } })
    act(() => vi.advanceTimersByTime(300))
    await whenSettled(() => expect(c.store.waiting(SEARCH)).toBe(1))
    const found = { products: sampleProducts.slice(0, 8), searchLogId: 41 }
    await c.store.answer(SEARCH, searchAnswer(found))
    fireEvent.click(tiles()[1]!.querySelector('a')!)
    await whenSettled(() =>
      expect(requests(c, CLICK).map((r) => r.body)).toEqual([{ search_log_id: 41, product_id: 2 }]),
    )
    await expectLogged(['12002.02'], () =>
      c.store.answer(CLICK, { status: 500, json: { status: 'Error', message: 'Server error' } }),
    )
    expect(dialog().open).toBe(true)
    expect(
      within(dialog()).getByRole('heading', { name: `PRODUCTS (8 Results)` }),
    ).toBeInTheDocument()
    expect(tiles()).toHaveLength(6)
  })

  /** Opens the overlay and answers the popular products with `popular` of the samples. */
  async function openWithPopular(c: C, popular: number) {
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
    await whenSettled(() => expect(c.store.waiting(POPULAR)).toBe(1))
    await c.store.answer(POPULAR, popularAnswer({ products: sampleProducts.slice(0, popular) }))
    await whenSettled(() => within(dialog()).getByRole('heading', { name: 'POPULAR PRODUCTS' }))
  }

  /** Types `query`, lets the debounce pass and answers the search with `found` products. */
  async function searchFor(c: C, query: string, found: number) {
    const before = requests(c, SEARCH).length
    fireEvent.change(searchBox(), { target: { value: query } })
    act(() => vi.advanceTimersByTime(300))
    await whenSettled(() => expect(requests(c, SEARCH)).toHaveLength(before + 1))
    await c.store.answer(
      SEARCH,
      searchAnswer({ products: sampleProducts.slice(0, found), searchLogId: 5 }),
    )
    await whenSettled(() => expect(within(dialog()).queryByText(/Searching/)).toBeNull())
  }

  it('is headed "WHAT ARE YOU LOOKING FOR"; an empty box shows "POPULAR PRODUCTS", at most 6, and "Show More Products" to /products [Shell §2.21, §2.23, §2.25, §2.26]', async () => {
    const c = await binding.setup({})
    await openWithPopular(c, 7)
    expect(screen.getByRole('dialog', { name: 'WHAT ARE YOU LOOKING FOR' })).toBe(dialog())
    expect(within(dialog()).getByRole('heading', { level: 2 })).toHaveTextContent(
      exactly('WHAT ARE YOU LOOKING FOR'),
    )
    expect(within(dialog()).getByRole('heading', { level: 3 })).toHaveTextContent(
      exactly('POPULAR PRODUCTS'),
    )
    // 7 popular products: the first 6 are shown.
    expect(tiles().map((t) => t.textContent)).toEqual(
      sampleProducts.slice(0, 6).map((p) => expect.stringContaining(p.name)),
    )
    expect(within(dialog()).queryByText('Sample Product 7')).toBeNull()
    expect(within(dialog()).getByRole('link', { name: 'Show More Products' })).toHaveAttribute(
      'href',
      '/products',
    )
    expect(within(dialog()).queryByRole('link', { name: 'Show More Results' })).toBeNull()
  })

  /** Products found, the heading over them and the tiles shown. */
  const FOUND: Array<[number, string, number]> = [
    [1, 'PRODUCTS (1 Result)', 1],
    [6, 'PRODUCTS (6 Results)', 6],
    [7, 'PRODUCTS (7 Results)', 6],
  ]

  it.each(FOUND)(
    'typed text with %i found shows "%s", %i tiles and "Show More Results" to /search?query= [Shell §2.24, §2.25, §2.26]',
    async (found, heading, shown) => {
      const c = await binding.setup({})
      await openWithPopular(c, 2)
      await searchFor(c, ' soap ', found)
      expect(within(dialog()).getByRole('heading', { level: 3 })).toHaveTextContent(
        exactly(heading),
      )
      expect(within(dialog()).queryByRole('heading', { name: 'POPULAR PRODUCTS' })).toBeNull()
      expect(tiles()).toHaveLength(shown)
      expect(within(dialog()).getByRole('link', { name: 'Show More Results' })).toHaveAttribute(
        'href',
        '/search?query=soap',
      )
      expect(within(dialog()).queryByRole('link', { name: 'Show More Products' })).toBeNull()
      // Back to an empty box: the popular products again.
      fireEvent.change(searchBox(), { target: { value: '' } })
      await whenSettled(() => expect(c.store.waiting(POPULAR)).toBe(1))
      await c.store.answer(POPULAR, popularAnswer({ products: sampleProducts.slice(0, 2) }))
      await whenSettled(() => within(dialog()).getByRole('heading', { name: 'POPULAR PRODUCTS' }))
    },
  )

  it('no match shows "No results found" with a hint to try another term [Shell §2.27]', async () => {
    const c = await binding.setup({})
    await openWithPopular(c, 2)
    await searchFor(c, 'zzzz', 0)
    const empty = within(dialog()).getByRole('status')
    expect(within(empty).getByText(exactly('No results found'))).toBeInTheDocument()
    expect(
      within(empty).getByText(exactly('Try another term, or check the spelling.')),
    ).toBeInTheDocument()
    expect(tiles()).toHaveLength(0)
    expect(within(dialog()).queryByRole('link', { name: /Show More/ })).toBeNull()
  })

  it('Escape in the search field closes the overlay at once, even with text in it', async () => {
    await binding.setup({})
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
    fireEvent.change(searchBox(), { target: { value: 'soap' } })
    // Other keys are the field's own.
    for (const key of ['a', 'Enter', 'Backspace'])
      expect(fireEvent.keyDown(searchBox(), { key })).toBe(true)
    expect(dialog().open).toBe(true)
    const escape = fireEvent.keyDown(searchBox(), { key: 'Escape' })
    // The field's own Escape (clearing it) is prevented: one press, overlay closed.
    expect(escape).toBe(false)
    expect(dialog().open).toBe(false)
    expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('aria-expanded', 'false')
  })

  it('is closed until a click on Search opens it [Shell §4.1]', async () => {
    const c = await binding.setup({})
    const button = screen.getByRole('button', { name: 'Search' })
    expect(dialog().open).toBe(false)
    expect(button).toHaveAttribute('aria-expanded', 'false')
    fireEvent.click(button)
    expect(dialog().open).toBe(true)
    expect(button).toHaveAttribute('aria-expanded', 'true')
    await whenSettled(() => expect(c.store.waiting(POPULAR)).toBe(1))
    await c.store.answer(POPULAR, popularAnswer({ products: [] }))
  })

  it('goes through loading popular, searching, results and no results [Shell §4.3]', async () => {
    const c = await binding.setup({})
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
    // Loading popular.
    expect(within(dialog()).getByRole('status')).toHaveTextContent(
      exactly('Loading popular products...'),
    )
    await whenSettled(() => expect(c.store.waiting(POPULAR)).toBe(1))
    await c.store.answer(POPULAR, popularAnswer({ products: sampleProducts.slice(0, 2) }))
    await whenSettled(() => within(dialog()).getByRole('heading', { name: 'POPULAR PRODUCTS' }))
    // Searching: while typing and while the search is out.
    fireEvent.change(searchBox(), { target: { value: 'soap' } })
    expect(within(dialog()).getByRole('status')).toHaveTextContent(exactly('Searching...'))
    act(() => vi.advanceTimersByTime(300))
    await whenSettled(() => expect(c.store.waiting(SEARCH)).toBe(1))
    expect(within(dialog()).getByRole('status')).toHaveTextContent(exactly('Searching...'))
    // Results.
    await c.store.answer(
      SEARCH,
      searchAnswer({ products: sampleProducts.slice(0, 3), searchLogId: 1 }),
    )
    await whenSettled(() => within(dialog()).getByRole('heading', { name: 'PRODUCTS (3 Results)' }))
    expect(tiles()).toHaveLength(3)
    // No results.
    fireEvent.change(searchBox(), { target: { value: 'zzzz' } })
    act(() => vi.advanceTimersByTime(300))
    await whenSettled(() => expect(c.store.waiting(SEARCH)).toBe(1))
    await c.store.answer(SEARCH, searchAnswer({ products: [], searchLogId: null }))
    await whenSettled(() => within(dialog()).getByText('No results found'))
    expect(tiles()).toHaveLength(0)
    expect(within(dialog()).queryByRole('heading', { name: /^PRODUCTS/ })).toBeNull()
  })
})
