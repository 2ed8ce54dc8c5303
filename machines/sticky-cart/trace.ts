/**
 * The spec's sentences this flow's properties check, word for word, and the parts of the spec
 * its machine's meta.spec names that no property checks, with the reason: shown on its /flows
 * page and in the requirements report (src/flow-catalog/spec-trace.ts). Server and tests only,
 * so the browser does not load the quotes.
 */
import type { FlowTrace } from '../shared/spec'

export const trace: FlowTrace = {
  quotes: {
    'quantity-1-100': [
      'a quantity control (1 to 100)',
      'Minimum 1, maximum 100.',
      'Quantity 1 to 100.',
    ],
    buttons: ['The minus button works only above 1.', '(sticky bar: never above 100)'],
    'typed-quantity': ['Typed values must be integers, numeric and at most 100.'],
    'field-shows-the-quantity': ['Typed values must be integers, numeric and at most 100.'],
    'choice-shown': ['a purchase mode of one-time or subscription'],
    'type-2-or-4': [
      'On the sticky bar the cart call carries a type of 2 for one-time and 4 for subscription.',
      'The cart call type is 2 for one-time and 4 for subscription on the sticky bar.',
    ],
    'busy-then-idle': ['The sticky bar returns from busy to idle'],
    'marks-added': ['marks the product as added'],
  },
}
