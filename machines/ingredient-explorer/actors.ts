/**
 * The explorer's token is the page's session token: asked for without waiting (the session is
 * read once per page, by whoever needs it first), so the explorer polls until it is there. The
 * server calls the store with the token and sanitises what it answers.
 */
import { fromPromise } from 'xstate'
import { sessionQuery } from '~/api/shell'
import { type FlowDeps, wire } from '~/flow-wiring/wiring'
import {
  type ExplorerIngredient,
  type ExplorerProduct,
  ingredientExplorerMachine,
  type LoadInput,
} from './machine'

const explorer = () => import('~/api/catalogue/ingredient-explorer')

export default wire(ingredientExplorerMachine, ({ queryClient }: FlowDeps) => ({
  actors: {
    readToken: fromPromise<string | null>(async () => {
      const token = queryClient.getQueryData(sessionQuery.queryKey)?.authToken ?? null
      // Asks for the session when the page has none yet (the explorer polls until it comes);
      // with one, this asks for nothing (the session query's staleTime is Infinity).
      void queryClient.prefetchQuery(sessionQuery)
      return token
    }),
    loadExplorer: fromPromise<
      { products: ExplorerProduct[]; ingredients: ExplorerIngredient[] },
      LoadInput
    >(async ({ input }) => {
      const { readExplorerProducts, readExplorerIngredients } = await explorer()
      const [products, ingredients] = await Promise.all([
        readExplorerProducts(input.token),
        readExplorerIngredients('all', input.token),
      ])
      return { products, ingredients }
    }),
    loadIngredients: fromPromise<ExplorerIngredient[], LoadInput>(async ({ input }) => {
      const { readExplorerIngredients } = await explorer()
      return readExplorerIngredients(input.productId, input.token)
    }),
  },
}))
