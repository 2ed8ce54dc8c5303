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
                description:
                  'When an access token comes back, the products and the full ingredient list start loading.',
              },
              {
                target: 'waiting',
                description:
                  'Otherwise there is no token yet; it is asked for again after one second.',
              },
            ],
            onError: {
              target: 'waiting',
              description: 'Asking for the token fails; it is asked for again after one second.',
            },
          },
        },
        waiting: {
          description: 'No token yet: it is asked for again after one second.',
          after: {
            tokenPoll: {
              target: 'checking',
              description: 'After the one-second token poll, the access token is asked for again.',
            },
          },
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
          description: 'The products and the full ingredient list arrive; the list shows "all".',
        },
        onError: {
          target: 'failed',
          description:
            'The products or ingredients fail to load; the page says the list could not load.',
        },
      },
    },
    ready: {
      description: 'The list shows; picking a product reloads it.',
      on: {
        'explorer.productPicked': {
          target: 'reloading',
          actions: { type: 'setProduct', params: ({ event }) => ({ productId: event.productId }) },
          description: 'Picking a product (or "all") reloads the ingredient list for that choice.',
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
          description: "The picked product's ingredients arrive and replace the list.",
        },
        onError: {
          target: 'failed',
          description: 'The ingredients fail to load; the page says the list could not load.',
        },
      },
      on: {
        // A newer pick wins: the running load is dropped and the new one starts.
        'explorer.productPicked': {
          target: 'reloading',
          reenter: true,
          actions: { type: 'setProduct', params: ({ event }) => ({ productId: event.productId }) },
          description:
            'A newer pick drops the running load and loads the ingredients for that pick.',
        },
      },
    },
    failed: {
      description:
        'The list could not load; trying again repeats the failed load, and another pick loads that.',
      on: {
        'explorer.retried': [
          {
            guard: 'hasProducts',
            target: 'reloading',
            description:
              "When the products have loaded, trying again reloads the picked product's ingredients.",
          },
          {
            target: 'loading',
            description:
              'Otherwise trying again loads the products and the full ingredient list anew.',
          },
        ],
        'explorer.productPicked': {
          guard: 'hasProducts',
          target: 'reloading',
          actions: { type: 'setProduct', params: ({ event }) => ({ productId: event.productId }) },
          description: 'When the products have loaded, another pick loads the ingredients for it.',
        },
      },
    },
  },
})
