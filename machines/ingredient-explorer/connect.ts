/** View props of the ingredient explorer (catalogue §2 "Ingredient explorer", §4). */
import { DEFAULT_CONNECT, partId, type ConnectOptions, type FlowView } from '../shared/connect'
import type {
  ExplorerIngredient,
  IngredientExplorerEvent,
  ingredientExplorerMachine,
  ProductChoice,
} from './machine'

export const EXPLORER_TEXT = {
  pick: 'Show the ingredients of',
  all: 'All products',
  loading: 'Loading ingredients…',
  // Not worded by the spec: a failed load says so and offers to try again.
  failed: 'The ingredients could not be loaded right now.',
  retry: 'Try again',
  count: (n: number) => `${n} ${n === 1 ? 'ingredient' : 'ingredients'}`,
  function: 'Function',
  rating: 'Rating',
  foundIn: 'Found in',
} as const

export type ExplorerStatus = 'waiting' | 'loading' | 'ready' | 'reloading' | 'failed'

export function connectIngredientExplorer(
  snapshot: FlowView<typeof ingredientExplorerMachine>,
  send: (event: IngredientExplorerEvent) => void,
  options: ConnectOptions = DEFAULT_CONNECT,
) {
  const { products, ingredients, productId } = snapshot.context
  const status: ExplorerStatus = snapshot.matches('waitingForToken')
    ? 'waiting'
    : snapshot.matches('loading')
      ? 'loading'
      : snapshot.matches('reloading')
        ? 'reloading'
        : snapshot.matches('failed')
          ? 'failed'
          : 'ready'
  const loaded =
    status === 'ready' || status === 'reloading' || (status === 'failed' && products.length > 0)
  const busy = status !== 'ready' && status !== 'failed'
  const statusText =
    status === 'failed'
      ? EXPLORER_TEXT.failed
      : busy
        ? EXPLORER_TEXT.loading
        : EXPLORER_TEXT.count(ingredients.length)
  return {
    status,
    busy,
    statusText,
    /** Whether the loaded list is shown (before: the page's own, server-rendered list). */
    loaded,
    ingredients,
    /**
     * What the list shows: the server's own list (`initial`, the ingredients page) until the
     * explorer has loaded one, with its count rather than "Loading…" as the status, so the
     * page is whole before any script runs; then the explorer's.
     */
    shown: (initial: readonly ExplorerIngredient[]) =>
      loaded
        ? { ingredients: ingredients as readonly ExplorerIngredient[], statusText }
        : {
            ingredients: initial,
            statusText:
              initial.length > 0 && status !== 'failed'
                ? EXPLORER_TEXT.count(initial.length)
                : statusText,
          },
    productId,
    options: [
      { value: 'all', label: EXPLORER_TEXT.all },
      ...products.map((p) => ({ value: String(p.id), label: p.name })),
    ],
    getSelectProps: () => ({
      id: partId(options, 'product'),
      value: String(productId),
      // Products are known once loaded; a pick while a list loads replaces that load.
      disabled: !loaded,
      'aria-controls': partId(options, 'list'),
      onChange: (event: { currentTarget: { value: string } }) => {
        const value = event.currentTarget.value
        const choice: ProductChoice = value === 'all' ? 'all' : Number(value)
        if (choice === 'all' || Number.isSafeInteger(choice))
          send({ type: 'explorer.productPicked', productId: choice })
      },
    }),
    getLabelProps: () => ({ htmlFor: partId(options, 'product') }),
    getListProps: () => ({ id: partId(options, 'list'), 'aria-busy': busy }),
    getStatusProps: () => ({ role: 'status' as const }),
    getRetryProps: () => ({
      type: 'button' as const,
      onClick: () => send({ type: 'explorer.retried' }),
    }),
  }
}
