/**
 * The spec's sentences this flow's properties check, word for word, and the parts of the spec
 * its machine's meta.spec names that no property checks, with the reason: shown on its /flows
 * page and in the requirements report (src/flow-catalog/spec-trace.ts). Server and tests only,
 * so the browser does not load the quotes.
 */
import type { FlowTrace } from '../shared/spec'

export const trace: FlowTrace = {
  quotes: {
    'products-and-ingredients': ['A list of products and a list of ingredients.'],
    'ingredient-fields': [
      'Each ingredient has a name, function (html), description (html), a rating and the products it appears in.',
    ],
    'token-first': ['an access token is obtained first'],
    'token-polled-every-second': [
      'polled every second until available',
      'token polled every second.',
    ],
    'all-first': ['then products and the full ingredient list load'],
    'pick-reloads': ['Picking a product reloads the ingredient list; "all" is also an option.'],
  },
}
