// @vitest-environment jsdom
/**
 * Generated paths of the ingredient explorer (catalogue §2 "Ingredient explorer", §4, §9)
 * replayed on the block, with fake timers for the one-second token poll and held token and
 * list reads. State space: whether a token and the products are held, and which list.
 */
import { act, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type {
  ExplorerIngredient,
  ExplorerProduct,
  IngredientExplorerEvent,
  LoadInput,
} from '#machines/ingredient-explorer/machine'
import { IngredientExplorer } from '~/components/blocks/IngredientExplorer'
import ingredientExplorerFlow from '#machines/ingredient-explorer/index'
import { buildFlowModel } from '~/flow-catalog/model'
import { renderShell } from './shell-harness'
import {
  exactly,
  heldActor,
  machineEvents,
  NotOnPage,
  testGeneratedPaths,
  type ViewBinding,
} from './view-runner'

const model = buildFlowModel(ingredientExplorerFlow)
type Ctx = { token: boolean; products: boolean; productId: number | 'all' }
type Loaded = { products: ExplorerProduct[]; ingredients: ExplorerIngredient[] }

interface C {
  token: ReturnType<typeof heldActor<string | null>>
  load: ReturnType<typeof heldActor<Loaded, LoadInput>>
  reload: ReturnType<typeof heldActor<ExplorerIngredient[], LoadInput>>
  /** What the latest answered load put on screen. */
  shown: ExplorerIngredient[]
  products: ExplorerProduct[]
  tokenValue: string | null
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
    for (const p of ingredient.products)
      expect(within(li).getByRole('link', { name: p.name })).toHaveAttribute(
        'href',
        `/products/${p.slug}`,
      )
  }
}

function expectLoading() {
  expect(status()).toHaveTextContent(exactly('Loading ingredients…'))
  expect(list()).toHaveAttribute('aria-busy', 'true')
  expect(retry()).toBeNull()
}

const binding: ViewBinding<C> = {
  async setup() {
    const c: C = {
      token: heldActor<string | null>(),
      load: heldActor<Loaded, LoadInput>(),
      reload: heldActor<ExplorerIngredient[], LoadInput>(),
      shown: [],
      products: [],
      tokenValue: null,
    }
    await renderShell(() => <IngredientExplorer title="Explore what is inside" />, {
      overrides: {
        'ingredient-explorer': {
          actors: {
            readToken: c.token.logic,
            loadExplorer: c.load.logic,
            loadIngredients: c.reload.logic,
          },
        },
      },
    })
    // Time passes only by the spec's poll (1 s), once the block has rendered.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    return c
  },
  states: {
    'ingredient-explorer.waitingForToken': (c) => {
      expectLoading()
      expect(select()).toBeDisabled()
      expect(c.load.calls).toHaveLength(0)
    },
    'ingredient-explorer.waitingForToken.checking': () => {},
    'ingredient-explorer.waitingForToken.waiting': () => {},
    'ingredient-explorer.loading': (c) => {
      expectLoading()
      expect(c.load.calls.at(-1)!.input).toEqual({ token: c.tokenValue, productId: 'all' })
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
    'ingredient-explorer.reloading': (c, context) => {
      expectLoading()
      expect(select()).toBeEnabled()
      expect(c.reload.calls.at(-1)!.input).toEqual({
        token: c.tokenValue,
        productId: (context as Ctx).productId,
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
      'explorer.productPicked': (_c, e) => {
        if (select().disabled) throw new NotOnPage('the product picker waits for the products')
        const value = String(e.productId)
        if (!select().querySelector(`option[value="${value}"]`))
          throw new NotOnPage(`no product ${value} to pick`)
        fireEvent.change(select(), { target: { value } })
      },
      'explorer.retried': () => {
        const button = retry()
        if (!button) throw new NotOnPage('nothing to try again')
        fireEvent.click(button)
      },
    }),
    'xstate.after.tokenPoll': () => {
      act(() => vi.advanceTimersByTime(1000))
    },
    'xstate.done.actor.readToken': async (c, e) => {
      if (e.output) c.tokenValue = e.output as string
      await act(async () => c.token.resolve(e.output as string | null))
    },
    'xstate.error.actor.readToken': async (c, e) => {
      await act(async () => c.token.reject(e.error))
    },
    'xstate.done.actor.loadExplorer': async (c, e) => {
      const out = e.output as Loaded
      c.shown = out.ingredients
      c.products = out.products
      await act(async () => c.load.resolve(out))
    },
    'xstate.error.actor.loadExplorer': async (c, e) => {
      await act(async () => c.load.reject(e.error))
    },
    'xstate.done.actor.loadIngredients': async (c, e) => {
      c.shown = e.output as ExplorerIngredient[]
      await act(async () => c.reload.resolve(e.output as ExplorerIngredient[]))
    },
    'xstate.error.actor.loadIngredients': async (c, e) => {
      await act(async () => c.reload.reject(e.error))
    },
  },
}

afterEach(() => {
  vi.useRealTimers()
})

describe('ingredient explorer block', () => {
  testGeneratedPaths(model, binding)

  it('asks for the token every second until it comes, then loads everything once', async () => {
    const c = await binding.setup({})
    await act(async () => c.token.resolve(null))
    act(() => vi.advanceTimersByTime(999))
    expect(c.token.calls).toHaveLength(1)
    act(() => vi.advanceTimersByTime(1))
    expect(c.token.calls).toHaveLength(2)
    await act(async () => c.token.resolve('late-token'))
    expect(c.load.calls.map((call) => call.input)).toEqual([
      { token: 'late-token', productId: 'all' },
    ])
    act(() => vi.advanceTimersByTime(5000))
    expect(c.token.calls).toHaveLength(2)
  })

  it('shows the server’s list with its anchors until its own has loaded', async () => {
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
      {
        overrides: {
          'ingredient-explorer': { actors: { readToken: heldActor<string | null>().logic } },
        },
      },
    )
    expect(document.getElementById('7')).toHaveTextContent(/Citric Acid/)
    expect(status()).toHaveTextContent(exactly('1 ingredient'))
  })
})
