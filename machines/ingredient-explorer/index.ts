/** Ingredient explorer: the flow's one definition (ADR 0009). */
import { sampleIngredients } from '../shared/samples'
import { defineFlow } from '../shared/flow'
import { connectIngredientExplorer } from './connect'
import { ingredientExplorerMachine, type ExplorerContext } from './machine'
import { ingredientExplorerSpec } from './spec'

export default defineFlow({
  title: 'Ingredient explorer',
  machine: ingredientExplorerMachine,
  connect: connectIngredientExplorer,
  spec: ingredientExplorerSpec,
  // It asks for its token as soon as it is on the page.
  samples: {
    events: {
      'explorer.productPicked': [
        { type: 'explorer.productPicked', productId: 1 },
        { type: 'explorer.productPicked', productId: 'all' },
      ],
    },
    outputs: {
      readToken: [null, 'token-abc'],
      loadExplorer: [
        {
          products: [
            { id: 1, name: 'Free & Clear Laundry Liquid' },
            { id: 2, name: 'Citrus Dish Soap' },
          ],
          ingredients: sampleIngredients,
        },
      ],
      loadIngredients: [sampleIngredients.slice(0, 2)],
    },
    errors: {
      loadExplorer: [new Error('The store is unavailable')],
      loadIngredients: [new Error('The store is unavailable')],
    },
    // Whether a token, products and which list are held is what changes behaviour.
    context: (c: ExplorerContext) => ({
      token: c.token !== null,
      products: c.products.length > 0,
      productId: c.productId,
    }),
  },
})
