// @vitest-environment jsdom
/**
 * Generated paths of the blog-search machine replayed on the page-builder block (catalogue §2
 * "Blog post search", §4, §5, §9), inside a memory router (the cards link to posts), with fake
 * timers for the 500 ms pause. The search is the production actor (machines/blog-search/
 * actors.ts) reading through the page's query client and the content read of the browser
 * (src/content/query-options.ts, GET /api/content/blog-search?q=…); only the network is faked,
 * at HTTP, by the store fake, whose held answer is the path's outcome: the posts as this
 * server's content API sends them, or its 503 "Content is unavailable right now" (the flow's
 * sample error; the client logs nothing for it). Isomorphic functions run their client side
 * here, as in the browser's build (vitest has no Start compiler: its stubs run the server
 * side, which would read the content source in-process). State space: the query is empty /
 * short / searchable, the results a count.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AnyEventObject } from 'xstate'
import type { BlogSearchOutput, BlogSearchPost } from '#machines/blog-search/machine'
import { BlogSearchBlock } from '~/components/blog/BlogBlocks'
import blogSearchFlow from '#machines/blog-search/index'
import { buildFlowModel } from '~/flow-catalog/model'
import { fakeStore, type Reply } from './store-fake'
import {
  exactly,
  NotOnPage,
  settle,
  testGeneratedPaths,
  whenSettled,
  type ViewBinding,
} from './view-runner'

// The browser's build of `createIsomorphicFn`: the client implementation runs.
vi.mock('@tanstack/react-start', async (original) => {
  type Impl = (...args: unknown[]) => unknown
  const make = (impl: Impl): unknown =>
    Object.assign((...args: unknown[]) => impl(...args), {
      server: () => make(impl),
      client: (client: Impl) => make(client),
    })
  return {
    ...(await original<Record<string, unknown>>()),
    createIsomorphicFn: () => make(() => undefined),
  }
})

const model = buildFlowModel(blogSearchFlow)
type Ctx = { query: 'empty' | 'short' | 'searchable'; results: number }

const SEARCH = 'GET /api/content/blog-search'

/** The content API's answer to a search: the post cards, as they are. */
const postsAnswer = (output: BlogSearchOutput): Reply => ({ json: output.posts })
/**
 * The flow's sample error as this server's content API sends it (src/server/json-calls.ts): a
 * 503 with its message. The browser's read throws "Content request failed: 503".
 */
const unavailable = (error: unknown): Reply => ({
  status: 503,
  json: { message: (error as Error).message },
})

interface C {
  store: ReturnType<typeof fakeStore>
  /** Search requests sent before the latest keystroke or press. */
  callsAtTyping: number
  /** The posts of the latest answer. */
  answer?: BlogSearchPost[]
}

/** The search requests the store saw, with the term each carried. */
function searches(c: C) {
  return c.store.sent
    .filter((seen) => `${seen.method} ${seen.path}` === SEARCH)
    .map(({ method, path, body, query }) => ({
      method,
      path,
      body,
      term: new URLSearchParams(query).get('q'),
    }))
}

const box = () => screen.getByRole('searchbox', { name: 'Search blog posts' }) as HTMLInputElement
const button = () => screen.getByRole('button', { name: 'Search' }) as HTMLButtonElement
/**
 * The button is marked disabled (aria-disabled), never disabled outright: Enter in the field
 * still submits and the machine ignores what it cannot search.
 */
function expectButton(canSearch: boolean) {
  expect(button()).toHaveAttribute('aria-disabled', String(!canSearch))
  expect(button()).toBeEnabled()
}
const clear = () => screen.queryByRole('button', { name: 'Clear search' })
const status = () => screen.getByRole('status')
const lines = () => Array.from(status().querySelectorAll('p')).map((p) => p.textContent)
const cards = () => screen.queryAllByRole('article')

async function renderBlock() {
  const root = createRootRoute({ component: () => <BlogSearchBlock title="Search the guides" /> })
  const router = createRouter({
    routeTree: root,
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  await whenSettled(() => box())
}

function expectCards(n: number, c: C) {
  expect(cards()).toHaveLength(n)
  // Each card names its post and links to /blog{slug}, the slug beginning with a slash.
  for (const [i, post] of (c.answer ?? []).slice(0, n).entries()) {
    const card = cards()[i]!
    expect(within(card).getByRole('heading', { name: post.title })).toBeInTheDocument()
    expect(within(card).getByRole('link', { name: post.title })).toHaveAttribute(
      'href',
      `/blog${post.slug}`,
    )
    expect(within(card).getByText('Posted By')).toBeInTheDocument()
  }
}

const binding: ViewBinding<C> = {
  async setup() {
    const store = fakeStore({ [SEARCH]: 'hold' })
    const c: C = { store, callsAtTyping: 0 }
    await renderBlock()
    return c
  },
  states: {
    'blog-search.idle': (_c, context) => {
      const ctx = context as Ctx
      expect(lines()).toEqual(['Type at least 3 characters to search'])
      expect(box()).toHaveAttribute('aria-describedby', status().id)
      expectButton(false)
      expect(cards()).toHaveLength(0)
      if (ctx.query === 'empty') {
        expect(clear()).toBeNull()
        // After Clear the field is a new, empty one.
        expect(box()).toHaveValue('')
      } else expect(clear()).toBeInTheDocument()
    },
    'blog-search.debouncing': (c, context) => {
      expect(lines()).toEqual(['Searching...'])
      // Enter and the button search at once while the pause runs.
      expectButton(true)
      expect(searches(c)).toHaveLength(c.callsAtTyping)
      expectCards((context as Ctx).results, c)
    },
    'blog-search.searching': async (c, context) => {
      expect(status()).toHaveTextContent(exactly('Searching...'))
      expect(status()).toHaveAttribute('aria-busy', 'true')
      expectButton(false)
      // One search sent to the store since typing stopped, for the trimmed term.
      await whenSettled(() => expect(c.store.waiting(SEARCH)).toBe(1))
      const sent = searches(c).slice(c.callsAtTyping)
      expect(sent).toHaveLength(1)
      expect(sent[0]).toEqual({
        method: 'GET',
        path: '/api/content/blog-search',
        body: undefined,
        term: box().value.trim(),
      })
      expectCards((context as Ctx).results, c)
    },
    'blog-search.results': (c, context) => {
      const n = (context as Ctx).results
      expect(lines()).toEqual([`Found ${n} result(s)`])
      expect(status()).toHaveAttribute('aria-busy', 'false')
      expectButton(true)
      expectCards(n, c)
    },
    'blog-search.noResults': () => {
      expect(lines()).toEqual([
        'No results found',
        'Try adjusting your search terms or browse our blog for more content.',
      ])
      expect(cards()).toHaveLength(0)
      expectButton(true)
    },
    'blog-search.failed': () => {
      expect(lines()).toEqual(['Search is unavailable right now. Please try again.'])
      expect(cards()).toHaveLength(0)
      expectButton(true)
    },
  },
  observe: () => {
    const [text, hint] = lines()
    return {
      query: box().value,
      status: text,
      hint: hint ?? null,
      posts: cards(),
      busy: status().getAttribute('aria-busy') === 'true',
      canSearch: button().getAttribute('aria-disabled') === 'false',
      canClear: clear() !== null,
    }
  },
  events: {
    'blog-search.typed': (c, e) => {
      const value = (e as AnyEventObject & { value: string }).value
      // The same text again is no change to the field: type it anew, as a shopper would.
      if (box().value === value) fireEvent.change(box(), { target: { value: `${value}x` } })
      fireEvent.change(box(), { target: { value } })
      c.callsAtTyping = searches(c).length
    },
    'blog-search.submitted': (c, _e, { ignored }) => {
      // Enter in the field submits the form (the button's marked-disabled state does not stop
      // it); ignored, a press on the marked-disabled button must start nothing (the searching
      // state's check counts the calls).
      if (ignored) return void fireEvent.click(button())
      c.callsAtTyping = searches(c).length
      fireEvent.submit(box().closest('form')!)
    },
    'blog-search.cleared': () => {
      const control = clear()
      if (!control) throw new NotOnPage('no Clear search button')
      fireEvent.click(control)
    },
    'xstate.after.debounce': () => {
      act(() => vi.advanceTimersByTime(500))
    },
    'xstate.done.actor.searchPosts': async (c, e) => {
      c.answer = (e.output as BlogSearchOutput).posts
      await c.store.answer(SEARCH, postsAnswer(e.output as BlogSearchOutput))
    },
    'xstate.error.actor.searchPosts': async (c, e) => {
      c.answer = []
      await c.store.answer(SEARCH, unavailable(e.error))
    },
  },
}

/** Lets whatever a search set going reach the store. */
async function settleAll() {
  for (let i = 0; i < 10; i++) await settle()
}

// The content read the actor imports when it first runs, loaded up front: under the fake
// clock a first (cold) import takes real time, which the zero-time settles do not wait for.
beforeAll(async () => {
  await import('~/content/query-options')
})
beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('blog search block', () => {
  testGeneratedPaths(model, binding)

  it('searches 500 ms after typing stops, trimmed, and not before', async () => {
    const c = await binding.setup({})
    fireEvent.change(box(), { target: { value: ' gro' } })
    act(() => vi.advanceTimersByTime(499))
    fireEvent.change(box(), { target: { value: ' GROUT  ' } })
    act(() => vi.advanceTimersByTime(499))
    await settleAll()
    expect(searches(c)).toHaveLength(0)
    act(() => vi.advanceTimersByTime(1))
    await whenSettled(() => expect(searches(c).map((r) => r.term)).toEqual(['GROUT']))
  })

  it('the button searches at once when it can and does nothing while marked disabled', async () => {
    const c = await binding.setup({})
    fireEvent.change(box(), { target: { value: 'gr' } })
    fireEvent.click(button())
    act(() => vi.advanceTimersByTime(1000))
    await settleAll()
    expect(searches(c)).toHaveLength(0)
    fireEvent.change(box(), { target: { value: 'grout' } })
    fireEvent.click(button())
    await whenSettled(() => expect(searches(c).map((r) => r.term)).toEqual(['grout']))
    expect(button()).toHaveAttribute('aria-disabled', 'true')
    fireEvent.click(button())
    act(() => vi.advanceTimersByTime(1000))
    await settleAll()
    expect(searches(c)).toHaveLength(1)
  })

  it('a term of two characters and spaces is not searched, even on Enter', async () => {
    const c = await binding.setup({})
    fireEvent.change(box(), { target: { value: '  ab   ' } })
    fireEvent.submit(box().closest('form')!)
    act(() => vi.advanceTimersByTime(1000))
    await settleAll()
    expect(searches(c)).toHaveLength(0)
    expect(lines()).toEqual(['Type at least 3 characters to search'])
  })
})
