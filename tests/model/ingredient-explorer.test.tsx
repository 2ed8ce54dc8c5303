// @vitest-environment jsdom
/**
 * Generated paths of the ingredient explorer (catalogue §2 "Ingredient explorer", §4, §9)
 * replayed on the block, with fake timers for the one-second token poll. Every actor is the
 * production one (machines/ingredient-explorer/actors.ts); only the network is faked, at HTTP
 * (fakeStore): the page's session (POST /rest/auth/session, where the token comes from) and this
 * server's GET /api/ingredients/products and /api/ingredients/list?product= (src/api/ingredient-
 * explorer.ts), held until the path answers them. The checks read what the real calls sent (the
 * product asked for, the bearer token).
 *
 * The token read is the production readToken against the page's real query cache: it answers
 * at once with whatever the session query holds (and asks for the session when nothing does).
 * It is started when the path's outcome comes (`gated`), so the cache can first be made to hold
 * what gives that outcome: nothing yet (null), or the session the store answered (the token).
 * Its failure is the one outcome still faked: reading the cache cannot throw, and a failed
 * session read only leaves the cache empty (null), so no store answer makes it fail.
 * State space: whether a token and the products are held, and which list.
 */
import type { QueryClient } from '@tanstack/react-query'
import { act, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { getInitialSnapshot, type AnyActorLogic } from 'xstate'
import ingredientExplorerActors from '#machines/ingredient-explorer/actors'
import { connectIngredientExplorer } from '#machines/ingredient-explorer/connect'
import type {
  ExplorerIngredient,
  ExplorerProduct,
  IngredientExplorerEvent,
} from '#machines/ingredient-explorer/machine'
import { IngredientExplorer } from '~/components/blocks/IngredientExplorer'
import ingredientExplorerFlow from '#machines/ingredient-explorer/index'
import { sessionQuery, shellKeys } from '~/api/shell'
import { buildFlowModel } from '~/flow-catalog/model'
import { renderShell, seededQueryClient } from './shell-harness'
import { fakeStore, wireSession, type Reply } from './store-fake'
import {
  exactly,
  gated,
  machineEvents,
  NotOnPage,
  testGeneratedPaths,
  whenSettled,
  type ViewBinding,
} from './view-runner'

const model = buildFlowModel(ingredientExplorerFlow)
type Ctx = { token: boolean; products: boolean; productId: number | 'all' }
type Loaded = { products: ExplorerProduct[]; ingredients: ExplorerIngredient[] }

const SESSION = 'POST /rest/auth/session'
const PRODUCTS = 'GET /api/ingredients/products'
const LIST = 'GET /api/ingredients/list'

/** The store's session for a visitor whose token is `token`. */
const sessionWith = (token: string): Reply => ({
  json: { ...wireSession({ authenticated: false, member: null, myBoxCount: 0 }), token },
})
/** This server's answer when the store is unavailable (src/server/json-calls.ts), by turns. */
const failures: Reply[] = [
  { status: 503, json: { message: 'The ingredients are unavailable right now' } },
  { network: true },
]

interface C {
  store: ReturnType<typeof fakeStore>
  queryClient: QueryClient
  token: ReturnType<typeof gated<string | null>>
  /** What the latest answered load put on screen. */
  shown: ExplorerIngredient[]
  products: ExplorerProduct[]
  tokenValue: string | null
  /** Failed answers given so far (they take turns: an HTTP error, then a network failure). */
  failed: number
}

const select = () =>
  screen.getByRole('combobox', { name: 'Show the ingredients of' }) as HTMLSelectElement
const status = () => screen.getByRole('status')
const list = () => screen.getByRole('list')
const items = () => within(list()).queryAllByRole('listitem')
const retry = () => screen.queryByRole('button', { name: 'Try again' })

function expectList(c: C) {
  expect(items().map((li) => li.id)).toEqual(c.shown.map((i) => String(i.id)))
  for (const [n, ingredient] of c.shown.entries()) {
    const li = items()[n]!
    expect(within(li).getByRole('heading', { name: ingredient.name })).toBeInTheDocument()
    // Its description as the store wrote it (the samples' HTML is one paragraph), read as
    // text: no markup shows.
    expect(li).toHaveTextContent(ingredient.description.replace(/<[^>]+>/g, ''))
    expect(li.textContent).not.toMatch(/[<>]/)
    // "Found in:" and the products, comma-separated, only when it is in any.
    const foundIn = within(li).queryByText(/^Found in:/)
    if (ingredient.products.length === 0) expect(foundIn).toBeNull()
    else
      expect(foundIn).toHaveTextContent(
        exactly(`Found in: ${ingredient.products.map((p) => p.name).join(', ')}`),
      )
    for (const p of ingredient.products)
      expect(within(li).getByRole('link', { name: p.name })).toHaveAttribute(
        'href',
        `/products/${p.slug}`,
      )
  }
  // The product picker names the list it changes.
  expect(list().id).not.toBe('')
  expect(select()).toHaveAttribute('aria-controls', list().id)
  // The block is named by its title, shown as its heading.
  expect(screen.getByRole('region', { name: 'Explore what is inside' })).toBeInTheDocument()
  expect(screen.getByRole('heading', { name: 'Explore what is inside' })).toBeInTheDocument()
}

function expectLoading() {
  expect(status()).toHaveTextContent(exactly('Loading ingredients…'))
  expect(list()).toHaveAttribute('aria-busy', 'true')
  expect(retry()).toBeNull()
}

/**
 * Answers the latest request on `key`; the ones before it (a load a newer pick dropped) get the
 * same answer first, which the explorer no longer hears.
 */
async function answerLatest(c: C, key: string, reply: Reply) {
  await whenSettled(() => expect(c.store.waiting(key)).toBeGreaterThan(0))
  while (c.store.waiting(key) > 0) await c.store.answer(key, reply)
}

/** This server's API as the explorer called it: the path, the product, the bearer token. */
const requests = (c: C) =>
  c.store.sent
    .filter((seen) => seen.path.startsWith('/api/'))
    .map(({ path, query, authorization }) => ({
      path,
      product: new URLSearchParams(query).get('product'),
      authorization,
    }))

/** The explorer's reads load with the flow: a new request is waited for before it is checked. */
const asked = (c: C, before: number) =>
  whenSettled(() => expect(requests(c).length).toBeGreaterThan(before))

const nextFailure = (c: C) => failures[c.failed++ % failures.length]!

/** The block on the page; `initial`: the list the server rendered it with (none by default). */
async function mount(initial?: ExplorerIngredient[]): Promise<C> {
  const queryClient = seededQueryClient()
  // The page has not read its session yet: the store answers it when the path says.
  queryClient.removeQueries({ queryKey: shellKeys.session })
  const store = fakeStore({ [SESSION]: 'hold', [PRODUCTS]: 'hold', [LIST]: 'hold' })
  const real = ingredientExplorerActors.wiring({ queryClient, router: undefined }).actors!
  const c: C = {
    store,
    queryClient,
    token: gated<string | null>(real.readToken as AnyActorLogic),
    shown: [],
    products: [],
    tokenValue: null,
    failed: 0,
  }
  await renderShell(() => <IngredientExplorer title="Explore what is inside" initial={initial} />, {
    queryClient,
    overrides: { 'ingredient-explorer': { actors: { readToken: c.token.logic } } },
  })
  return c
}

const binding: ViewBinding<C> = {
  async setup() {
    const c = await mount()
    // Time passes only by the spec's poll (1 s), once the block has rendered.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    return c
  },
  async teardown(c) {
    // Nothing is left waiting on the store (answered as it would be, without a failure to log).
    while (c.store.waiting(SESSION)) await c.store.answer(SESSION, sessionWith('token-abc'))
    for (const key of [PRODUCTS, LIST])
      while (c.store.waiting(key)) await c.store.answer(key, { json: [] })
  },
  states: {
    'ingredient-explorer.waitingForToken': (c) => {
      expectLoading()
      expect(select()).toBeDisabled()
      // Nothing is loaded without a token.
      expect(requests(c)).toEqual([])
    },
    'ingredient-explorer.waitingForToken.checking': () => {},
    'ingredient-explorer.waitingForToken.waiting': () => {},
    'ingredient-explorer.loading': async (c) => {
      expectLoading()
      // The products and the whole list, asked for with the token the session gave.
      await whenSettled(() => expect(c.store.waiting(LIST)).toBe(1))
      expect(c.store.waiting(PRODUCTS)).toBe(1)
      const auth = `Bearer ${c.tokenValue}`
      expect(requests(c).slice(-2)).toEqual([
        { path: '/api/ingredients/products', product: null, authorization: auth },
        { path: '/api/ingredients/list', product: 'all', authorization: auth },
      ])
    },
    'ingredient-explorer.ready': (c, context) => {
      const ctx = context as Ctx
      expect(status()).toHaveTextContent(
        exactly(`${c.shown.length} ${c.shown.length === 1 ? 'ingredient' : 'ingredients'}`),
      )
      expect(list()).toHaveAttribute('aria-busy', 'false')
      expect(select()).toBeEnabled()
      expect(select().value).toBe(String(ctx.productId))
      expect(
        within(select())
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['All products', ...c.products.map((p) => p.name)])
      expectList(c)
    },
    'ingredient-explorer.reloading': async (c, context) => {
      expectLoading()
      expect(select()).toBeEnabled()
      // The picked product's list (the products are not read again), with the token.
      await whenSettled(() => expect(c.store.waiting(LIST)).toBeGreaterThan(0))
      expect(c.store.waiting(PRODUCTS)).toBe(0)
      expect(requests(c).at(-1)).toEqual({
        path: '/api/ingredients/list',
        product: String((context as Ctx).productId),
        authorization: `Bearer ${c.tokenValue}`,
      })
      // The previous list stays while the next loads.
      expectList(c)
    },
    'ingredient-explorer.failed': (c, context) => {
      expect(status()).toHaveTextContent(exactly('The ingredients could not be loaded right now.'))
      expect(retry()).toBeEnabled()
      expect(select().disabled).toBe(!(context as Ctx).products)
      expectList(c)
    },
  },
  observe: () => ({
    ingredients: items(),
    loaded: !select().disabled,
    busy: list().getAttribute('aria-busy') === 'true',
    productId: select().value,
  }),
  events: {
    ...machineEvents<IngredientExplorerEvent, C>({
      'explorer.productPicked': async (c, e, { ignored }) => {
        if (select().disabled) throw new NotOnPage('the product picker waits for the products')
        const value = String(e.productId)
        if (!select().querySelector(`option[value="${value}"]`))
          throw new NotOnPage(`no product ${value} to pick`)
        const before = requests(c).length
        fireEvent.change(select(), { target: { value } })
        if (!ignored) await asked(c, before)
      },
      'explorer.retried': async (c, _e, { ignored }) => {
        const button = retry()
        if (!button) throw new NotOnPage('nothing to try again')
        const before = requests(c).length
        fireEvent.click(button)
        if (!ignored) await asked(c, before)
      },
    }),
    'xstate.after.tokenPoll': () => {
      act(() => vi.advanceTimersByTime(1000))
    },
    // No token yet: the page's session has not come (the read asks the store for it).
    'xstate.done.actor.readToken': async (c, e) => {
      const token = e.output as string | null
      if (token === null) {
        expect(c.queryClient.getQueryData(sessionQuery.queryKey)).toBeUndefined()
        expect(await c.token.run()).toEqual({ output: null })
        expect(c.store.waiting(SESSION)).toBe(1)
        return
      }
      // The session comes with the token: asked for by the explorer's own read before, or by
      // the page (whoever needs it first), then read by this one.
      if (!c.store.waiting(SESSION)) {
        act(() => void c.queryClient.prefetchQuery(sessionQuery))
        await whenSettled(() => expect(c.store.waiting(SESSION)).toBe(1))
      }
      await c.store.answer(SESSION, sessionWith(token))
      c.tokenValue = token
      // Asked for once, by whoever needed it first: the read with a session asks for nothing.
      const sessionReads = () => c.store.sent.filter((r) => `${r.method} ${r.path}` === SESSION)
      const asked = sessionReads().length
      expect(await c.token.run()).toEqual({ output: token })
      expect(sessionReads()).toHaveLength(asked)
    },
    // Not from any store answer (see the header): the read is failed here.
    'xstate.error.actor.readToken': async (c, e) => {
      await c.token.fail(e.error)
    },
    'xstate.done.actor.loadExplorer': async (c, e) => {
      const out = e.output as Loaded
      c.shown = out.ingredients
      c.products = out.products
      await answerLatest(c, PRODUCTS, { json: out.products })
      await answerLatest(c, LIST, { json: out.ingredients })
    },
    // Either read failing fails the load: the list by turns with an HTTP error or a network
    // failure while the products come; the products failing first is covered after the paths.
    'xstate.error.actor.loadExplorer': async (c) => {
      await answerLatest(c, PRODUCTS, { json: [{ id: 1, name: 'Free & Clear Laundry Liquid' }] })
      await answerLatest(c, LIST, nextFailure(c))
    },
    'xstate.done.actor.loadIngredients': async (c, e) => {
      c.shown = e.output as ExplorerIngredient[]
      await answerLatest(c, LIST, { json: e.output })
    },
    'xstate.error.actor.loadIngredients': async (c) => {
      await answerLatest(c, LIST, nextFailure(c))
    },
  },
}

beforeAll(async () => {
  // The explorer's reads load with the flow's first load; here they are loaded up front, so a
  // path's steps wait on the store only.
  await import('~/api/catalogue/ingredient-explorer')
})

afterEach(() => {
  vi.useRealTimers()
})

describe('ingredient explorer block', () => {
  testGeneratedPaths(model, binding)

  it('a pick is a product id or all products; anything else the select could be made to hold sends nothing', () => {
    const sent: IngredientExplorerEvent[] = []
    const api = connectIngredientExplorer(
      getInitialSnapshot(ingredientExplorerFlow.machine),
      (event) => sent.push(event),
    )
    for (const value of ['all', '7', 'abc', '1.5', '9007199254740993'])
      api.getSelectProps().onChange({ currentTarget: { value } })
    expect(sent).toEqual([
      { type: 'explorer.productPicked', productId: 'all' },
      { type: 'explorer.productPicked', productId: 7 },
    ])
  })

  it('asks for the token every second until it comes, then loads everything once [Catalogue §7.20]', async () => {
    const c = await binding.setup({})
    // The page's session has not come: no token, and the session is asked for.
    await c.token.run()
    expect(c.store.waiting(SESSION)).toBe(1)
    act(() => vi.advanceTimersByTime(999))
    expect(c.token.runs).toHaveLength(1)
    act(() => vi.advanceTimersByTime(1))
    expect(c.token.runs).toHaveLength(2)
    await c.store.answer(SESSION, sessionWith('late-token'))
    await c.token.run()
    await whenSettled(() => expect(requests(c)).toHaveLength(2))
    expect(requests(c)).toEqual([
      { path: '/api/ingredients/products', product: null, authorization: 'Bearer late-token' },
      { path: '/api/ingredients/list', product: 'all', authorization: 'Bearer late-token' },
    ])
    act(() => vi.advanceTimersByTime(5000))
    expect(c.token.runs).toHaveLength(2)
    expect(c.store.seen.filter((r) => r.path === '/rest/auth/session')).toHaveLength(1)
    await binding.teardown!(c)
  })

  it('a failed products read fails the load, and trying again reads both anew', async () => {
    const c = await binding.setup({})
    await binding.events['xstate.done.actor.readToken']!(
      c,
      { type: 'xstate.done.actor.readToken', output: 'token-abc' },
      { ignored: false },
    )
    await whenSettled(() => expect(c.store.waiting(LIST)).toBe(1))
    await c.store.answer(PRODUCTS, { status: 503, json: { message: 'unavailable' } })
    expect(status()).toHaveTextContent(exactly('The ingredients could not be loaded right now.'))
    expect(select()).toBeDisabled()
    // The list answering late changes nothing.
    await c.store.answer(LIST, { json: [] })
    expect(status()).toHaveTextContent(exactly('The ingredients could not be loaded right now.'))
    fireEvent.click(retry()!)
    await whenSettled(() => expect(c.store.waiting(LIST)).toBe(1))
    expect(c.store.waiting(PRODUCTS)).toBe(1)
    await c.store.answer(PRODUCTS, { json: [{ id: 2, name: 'Citrus Dish Soap' }] })
    await c.store.answer(LIST, { json: [] })
    expect(status()).toHaveTextContent(exactly('0 ingredients'))
    expect(select()).toBeEnabled()
  })

  it('shows the server’s list with its anchors until its own has loaded', async () => {
    const queryClient = seededQueryClient()
    queryClient.removeQueries({ queryKey: shellKeys.session })
    const store = fakeStore({ [SESSION]: 'hold' })
    await renderShell(
      () => (
        <IngredientExplorer
          initial={[
            {
              id: 7,
              name: 'Citric Acid',
              function: '<p>Cuts through hard-water film.</p>',
              description: '',
              rating: 0,
              products: [],
            },
          ]}
        />
      ),
      { queryClient },
    )
    // The real token read found no session yet and asked for it; the store has not answered.
    await whenSettled(() => expect(store.waiting(SESSION)).toBe(1))
    expect(document.getElementById('7')).toHaveTextContent(/Citric Acid/)
    expect(status()).toHaveTextContent(exactly('1 ingredient'))
  })

  describe('the list and its status (catalogue §2 "Ingredient explorer", §3 Ingredient)', () => {
    const laundry = { name: 'Free & Clear Laundry Liquid', slug: 'free-clear-laundry-liquid' }
    const dish = { name: 'Citrus Dish Soap', slug: 'citrus-dish-soap' }
    const detergent = { name: 'Lavender Laundry Detergent', slug: 'lavender-laundry-detergent' }
    /** The list the server rendered the page with (the ingredients page). */
    const SERVER_LIST: ExplorerIngredient[] = [
      {
        id: 7,
        name: 'Citric Acid',
        function: '<p>Cuts through hard-water film.</p>',
        description: '<p>Made by fermenting plant sugars.</p>',
        rating: 0,
        products: [dish],
      },
      {
        id: 8,
        name: 'Coco Glucoside',
        function: '<p>Lifts dirt gently.</p>',
        description: '<p>From coconut oil and corn sugar.</p>',
        rating: 1,
        products: [],
      },
    ]
    /** The explorer's own list: ingredients in several products, descriptions with markup. */
    const OWN_LIST: ExplorerIngredient[] = [
      {
        id: 21,
        name: 'Sodium Citrate',
        function: '<p>Softens water so the cleaning agents work.</p>',
        description: '<p>The <strong>sodium salt</strong> of citric acid.</p>',
        rating: 0,
        products: [laundry, dish, detergent],
      },
      {
        id: 22,
        name: 'Glycerin',
        function: '<p>Keeps skin soft.</p>',
        description: '<p>A <em>plant-derived</em> humectant.</p>',
        rating: 1,
        products: [dish, detergent],
      },
      {
        id: 23,
        name: 'Lactic Acid',
        function: '<p>Balances the pH.</p>',
        description: '<p>Made by fermenting plant sugars.</p>',
        rating: 3,
        products: [],
      },
    ]
    const PRODUCT_LIST = [
      { id: 1, name: laundry.name },
      { id: 2, name: dish.name },
      { id: 3, name: detergent.name },
    ]
    const item = (id: number) => document.getElementById(String(id))!

    async function tokenComes(c: C) {
      await binding.events['xstate.done.actor.readToken']!(
        c,
        { type: 'xstate.done.actor.readToken', output: 'token-abc' },
        { ignored: false },
      )
      await whenSettled(() => expect(c.store.waiting(LIST)).toBe(1))
    }
    async function ownListComes(c: C) {
      await binding.events['xstate.done.actor.loadExplorer']!(
        c,
        {
          type: 'xstate.done.actor.loadExplorer',
          output: { products: PRODUCT_LIST, ingredients: OWN_LIST },
        },
        { ignored: false },
      )
      await whenSettled(() => expect(status()).not.toHaveTextContent('Loading'))
    }

    it('an ingredient in several products lists them all after "Found in", comma-separated [Catalogue §2.116]', async () => {
      const c = await mount()
      await tokenComes(c)
      await ownListComes(c)
      expectList(c)
      expect(within(item(21)).getByText(/^Found in:/)).toHaveTextContent(
        exactly(
          'Found in: Free & Clear Laundry Liquid, Citrus Dish Soap, Lavender Laundry Detergent',
        ),
      )
      expect(within(item(22)).getByText(/^Found in:/)).toHaveTextContent(
        exactly('Found in: Citrus Dish Soap, Lavender Laundry Detergent'),
      )
      expect(
        within(item(21))
          .getAllByRole('link')
          .map((a) => [a.textContent, a.getAttribute('href')]),
      ).toEqual([
        [laundry.name, `/products/${laundry.slug}`],
        [dish.name, `/products/${dish.slug}`],
        [detergent.name, `/products/${detergent.slug}`],
      ])
      expect(within(item(23)).queryByText(/^Found in:/)).toBeNull()
      await binding.teardown!(c)
    })

    it('a description is shown as the store formatted it, never as its markup [Catalogue §2.116]', async () => {
      const c = await mount()
      await tokenComes(c)
      await ownListComes(c)
      // Its paragraph reads as text, the emphasis as emphasis.
      const paragraphs = (id: number) =>
        [...item(id).querySelectorAll('p')].map((p) => p.textContent)
      expect(paragraphs(21)).toContain('The sodium salt of citric acid.')
      expect(paragraphs(22)).toContain('A plant-derived humectant.')
      expect(within(item(21)).getByText('sodium salt').tagName).toBe('STRONG')
      expect(within(item(22)).getByText('plant-derived').tagName).toBe('EM')
      for (const id of [21, 22, 23]) expect(item(id).textContent).not.toMatch(/[<>]/)
      await binding.teardown!(c)
    })

    it.each([
      ['the count of the server’s list', SERVER_LIST, '2 ingredients'],
      ['"Loading ingredients…" when the server had none', [], 'Loading ingredients…'],
    ] as const)('until its own list has come, the status is %s', async (_what, initial, text) => {
      const c = await mount([...initial])
      expect(status()).toHaveTextContent(exactly(text))
      expect(items().map((li) => li.id)).toEqual(initial.map((i) => String(i.id)))
      // The token came; the products and the list are on their way.
      await tokenComes(c)
      expect(status()).toHaveTextContent(exactly(text))
      expect(list()).toHaveAttribute('aria-busy', 'true')
      await binding.teardown!(c)
    })

    it('once its own list has come, the status counts that list, which replaces the server’s', async () => {
      const c = await mount(SERVER_LIST)
      expect(status()).toHaveTextContent(exactly('2 ingredients'))
      await tokenComes(c)
      await ownListComes(c)
      expect(status()).toHaveTextContent(exactly('3 ingredients'))
      expect(items().map((li) => li.id)).toEqual(['21', '22', '23'])
      await binding.teardown!(c)
    })

    it('when its own list cannot be loaded, the status says so and the server’s list stays', async () => {
      const c = await mount(SERVER_LIST)
      await tokenComes(c)
      await binding.events['xstate.error.actor.loadExplorer']!(
        c,
        { type: 'xstate.error.actor.loadExplorer', error: new Error('The store is unavailable') },
        { ignored: false },
      )
      await whenSettled(() => expect(retry()).not.toBeNull())
      expect(status()).toHaveTextContent(exactly('The ingredients could not be loaded right now.'))
      expect(retry()).toBeEnabled()
      expect(items().map((li) => li.id)).toEqual(['7', '8'])
      await binding.teardown!(c)
    })
  })
})
