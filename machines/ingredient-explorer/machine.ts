/**
 * Ingredient explorer (catalogue §2 "Ingredient explorer", §4, §9): an access token is obtained
 * first, asked for every second until there is one; then the products and the full ingredient
 * list ("all") load; picking a product (or "all" again) reloads the list for it.
 */
import { assign, setup } from 'xstate'
import { constants } from '~/config/constants'
import { notProvided } from '../shared/not-provided'

export interface ExplorerProduct {
  id: number
  name: string
}

export interface ExplorerIngredient {
  id: number
  name: string
  /** HTML, sanitised by the loader. */
  function: string
  description: string
  rating: number | null
  products: Array<{ name: string; slug: string }>
}

export type ProductChoice = number | 'all'

export interface ExplorerContext {
  token: string | null
  products: ExplorerProduct[]
  ingredients: ExplorerIngredient[]
  /** The product whose ingredients are listed, or "all". */
  productId: ProductChoice
}

export interface LoadInput {
  token: string
  productId: ProductChoice
}

export type IngredientExplorerEvent =
  { type: 'explorer.productPicked'; productId: ProductChoice } | { type: 'explorer.retried' }

export const INGREDIENT_TOKEN_POLL_MS = constants.ingredientTokenPollMs

export const ingredientExplorerMachine = setup({
  types: {
    context: {} as ExplorerContext,
    events: {} as IngredientExplorerEvent,
  },
  actors: {
    // Replaced by src/flow-wiring/implementations.ts in the app and by tests with provide().
    readToken: notProvided<string | null>('ingredient-explorer', 'readToken'),
    loadExplorer: notProvided<
      { products: ExplorerProduct[]; ingredients: ExplorerIngredient[] },
      LoadInput
    >('ingredient-explorer', 'loadExplorer'),
    loadIngredients: notProvided<ExplorerIngredient[], LoadInput>(
      'ingredient-explorer',
      'loadIngredients',
    ),
  },
  guards: {
    hasToken: (_, params: { token: string | null }) => Boolean(params.token),
    hasProducts: ({ context }) => context.products.length > 0,
  },
  actions: {
    setToken: assign({ token: (_, params: { token: string | null }) => params.token }),
    setLoaded: assign({
      products: (_, p: { products: ExplorerProduct[]; ingredients: ExplorerIngredient[] }) =>
        p.products,
      ingredients: (_, p: { products: ExplorerProduct[]; ingredients: ExplorerIngredient[] }) =>
        p.ingredients,
    }),
    setIngredients: assign({
      ingredients: (_, params: { ingredients: ExplorerIngredient[] }) => params.ingredients,
    }),
    setProduct: assign({
      productId: (_, params: { productId: ProductChoice }) => params.productId,
    }),
  },
  delays: {
    tokenPoll: INGREDIENT_TOKEN_POLL_MS,
  },
}).createMachine({
  id: 'ingredient-explorer',
  description:
    'Waits for an access token (asked every second), loads the products and every ingredient, and reloads the list for a picked product.',
  meta: {
    spec: [
      'Catalogue §2 Ingredient explorer',
      'Catalogue §4 Ingredient explorer',
      'Catalogue §9 "token polled every second"',
    ],
  },
  context: { token: null, products: [], ingredients: [], productId: 'all' },
  initial: 'waitingForToken',
  states: {
    waitingForToken: {
      description: 'No access token yet: asked for every second until there is one.',
      initial: 'checking',
      states: {
        checking: {
          description: 'The access token is asked for; "Loading ingredients…" shows meanwhile.',
          invoke: {
            id: 'readToken',
            src: 'readToken',
            onDone: [
              {
                guard: { type: 'hasToken', params: ({ event }) => ({ token: event.output }) },
                target: '#ingredient-explorer.loading',
                actions: { type: 'setToken', params: ({ event }) => ({ token: event.output }) },
              },
              { target: 'waiting' },
            ],
            onError: { target: 'waiting' },
          },
        },
        waiting: {
          description: 'No token yet: it is asked for again after one second.',
          after: { tokenPoll: 'checking' },
        },
      },
    },
    loading: {
      description: 'The products and the full ingredient list load.',
      invoke: {
        id: 'loadExplorer',
        src: 'loadExplorer',
        input: ({ context }) => ({ token: context.token!, productId: 'all' as const }),
        onDone: {
          target: 'ready',
          actions: { type: 'setLoaded', params: ({ event }) => event.output },
        },
        onError: { target: 'failed' },
      },
    },
    ready: {
      description: 'The list shows; picking a product reloads it.',
      on: {
        'explorer.productPicked': {
          target: 'reloading',
          actions: { type: 'setProduct', params: ({ event }) => ({ productId: event.productId }) },
        },
      },
    },
    reloading: {
      description: "The picked product's ingredients load (the previous list stays meanwhile).",
      invoke: {
        id: 'loadIngredients',
        src: 'loadIngredients',
        input: ({ context }) => ({ token: context.token!, productId: context.productId }),
        onDone: {
          target: 'ready',
          actions: {
            type: 'setIngredients',
            params: ({ event }) => ({ ingredients: event.output }),
          },
        },
        onError: { target: 'failed' },
      },
      on: {
        // A newer pick wins: the running load is dropped and the new one starts.
        'explorer.productPicked': {
          target: 'reloading',
          reenter: true,
          actions: { type: 'setProduct', params: ({ event }) => ({ productId: event.productId }) },
        },
      },
    },
    failed: {
      description:
        'The list could not load; trying again repeats the failed load, and another pick loads that.',
      on: {
        'explorer.retried': [{ guard: 'hasProducts', target: 'reloading' }, { target: 'loading' }],
        'explorer.productPicked': {
          guard: 'hasProducts',
          target: 'reloading',
          actions: { type: 'setProduct', params: ({ event }) => ({ productId: event.productId }) },
        },
      },
    },
  },
})
