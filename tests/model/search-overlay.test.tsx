// @vitest-environment jsdom
/**
 * Generated paths of the search-overlay machine replayed on the overlay view, inside a memory
 * router (route changes are real navigations), with fake timers for the 300 ms debounce and
 * held fetches. State space: the query is reduced to empty / blank / text, the lists to counts.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AnyEventObject } from 'xstate'
import {
  type PopularOutput,
  type SearchClickInput,
  type SearchOutput,
} from '#machines/search-overlay/machine'
import { SearchOverlay } from '~/components/search/SearchOverlay'
import searchOverlayFlow from '#machines/search-overlay/index'
import { buildFlowModel } from '~/flow-catalog/model'
import { FlowOverridesProvider } from '~/flow-wiring/overrides'
import {
  heldActor,
  NotOnPage,
  testGeneratedPaths,
  whenSettled,
  type ViewBinding,
  exactly,
} from './view-runner'

const model = buildFlowModel(searchOverlayFlow)
type Ctx = {
  query: 'empty' | 'blank' | 'text'
  popular: number
  results: number
  searchLogId: boolean
}

interface C {
  popular: ReturnType<typeof heldActor<PopularOutput>>
  search: ReturnType<typeof heldActor<SearchOutput>>
  clicks: ReturnType<typeof heldActor<void, SearchClickInput>>
  /** The log id of the search that showed the results (null: the store did not log it). */
  logId?: number | null
  router: ReturnType<typeof makeRouter>
  /** Search calls made before the latest keystroke. */
  callsAtTyping?: number
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

const binding: ViewBinding<C> = {
  async setup() {
    const c = {
      popular: heldActor<PopularOutput>(),
      search: heldActor<SearchOutput>(),
      clicks: heldActor<void, SearchClickInput>(),
      router: makeRouter(),
    }
    render(
      <QueryClientProvider client={new QueryClient()}>
        <FlowOverridesProvider
          overrides={{
            'search-overlay': {
              actors: {
                fetchPopular: c.popular.logic,
                search: c.search.logic,
                logSearchClick: c.clicks.logic,
              },
            },
          }}
        >
          <RouterProvider router={c.router} />
        </FlowOverridesProvider>
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
      expect(
        within(dialog()).getByRole('heading', { name: 'WHAT ARE YOU LOOKING FOR' }),
      ).toBeInTheDocument()
      expect(within(dialog()).getByRole('button', { name: 'Close' })).toBeInTheDocument()
      const clear = within(dialog()).queryByRole('button', { name: 'Clear' })
      if (ctx.query === 'empty') expect(clear).toBeNull()
      else expect(clear).toBeInTheDocument()
    },
    'search-overlay.open.popular': () => {
      expect(within(dialog()).queryByText(/^PRODUCTS \(/)).toBeNull()
    },
    'search-overlay.open.popular.loading': () => {
      expect(within(dialog()).getByRole('status')).toHaveTextContent(
        exactly('Loading popular products...'),
      )
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
      expect(c.search.calls.length).toBe(c.callsAtTyping)
    },
    'search-overlay.open.searching': (c) => {
      expect(within(dialog()).getByRole('status')).toHaveTextContent(exactly('Searching...'))
      // Exactly one search since typing stopped, with the trimmed query.
      const calls = c.search.calls.slice(c.callsAtTyping)
      expect(calls.map((call) => call.input)).toEqual([
        { query: (searchBox() as HTMLInputElement).value.trim() },
      ])
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
    'search.opened': async (_c, _e, { ignored }) => {
      fireEvent.click(screen.getByRole('button', { name: 'Search' }))
      if (ignored) return
      // The search field has focus once the dialog's content has rendered (the next frame).
      await act(() => vi.advanceTimersByTimeAsync(16))
      expect(document.activeElement).toBe(searchBox())
    },
    'search.closed': (_c, _e, { ignored }) => {
      fireEvent.click(within(dialog()).getByRole('button', { name: 'Close' }))
      // Focus goes back to the Search button.
      if (!ignored)
        expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Search' }))
    },
    'search.routeChanged': async (c) => {
      await act(() => c.router.navigate({ to: '/elsewhere' as '/' }))
    },
    'search.typed': (c, e) => {
      const value = (e as AnyEventObject & { value: string }).value
      if ((searchBox() as HTMLInputElement).value === value) {
        fireEvent.change(searchBox(), { target: { value: `${value}x` } })
      }
      fireEvent.change(searchBox(), { target: { value } })
      c.callsAtTyping = c.search.calls.length
    },
    'search.cleared': () => {
      fireEvent.click(within(dialog()).getByRole('button', { name: 'Clear' }))
    },
    'search.submitted': async (c, _e, { ignored }) => {
      const query = (searchBox() as HTMLInputElement).value.trim()
      const from = c.router.state.location.href
      fireEvent.submit(searchBox().closest('form')!)
      if (ignored) {
        // A blank query goes nowhere.
        await act(() => Promise.resolve())
        expect(c.router.state.location.href).toBe(from)
      } else {
        await whenSettled(() => expect(c.router.state.location.href).toBe(`/search?query=${query}`))
      }
    },
    'search.resultClicked': (c, e) => {
      const id = (e as AnyEventObject & { productId: number }).productId
      const before = c.clicks.calls.length
      const tile = tiles()[id - 1]
      if (!tile) throw new NotOnPage(`no result tile ${id}`)
      fireEvent.click(tile.querySelector('a')!)
      expect(c.clicks.calls.slice(before).map((call) => call.input)).toEqual([
        ...(c.logId == null ? [] : [{ searchLogId: c.logId, productId: id }]),
      ])
    },
    'xstate.after.debounce': () => {
      // Shell §9: the search waits 300 ms without typing.
      act(() => vi.advanceTimersByTime(300))
    },
    'xstate.done.actor.fetchPopular': async (c, e) => {
      await act(async () => c.popular.resolve(e.output as PopularOutput))
    },
    'xstate.error.actor.fetchPopular': async (c, e) => {
      await act(async () => c.popular.reject(e.error))
    },
    'xstate.done.actor.search': async (c, e) => {
      c.logId = (e.output as SearchOutput).searchLogId
      await act(async () => c.search.resolve(e.output as SearchOutput))
    },
    'xstate.error.actor.search': async (c, e) => {
      await act(async () => c.search.reject(e.error))
    },
  },
}

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
    expect(c.search.calls).toHaveLength(0)
    act(() => vi.advanceTimersByTime(1))
    expect(c.search.calls.map((call) => call.input)).toEqual([{ query: 'soap' }])
  })

  it('Escape in the search field closes the overlay at once, even with text in it', async () => {
    await binding.setup({})
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
    fireEvent.change(searchBox(), { target: { value: 'soap' } })
    const escape = fireEvent.keyDown(searchBox(), { key: 'Escape' })
    // The field's own Escape (clearing it) is prevented: one press, overlay closed.
    expect(escape).toBe(false)
    expect(dialog().open).toBe(false)
    expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('aria-expanded', 'false')
  })
})
