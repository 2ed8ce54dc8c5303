/**
 * The spec's sentences this flow's properties check, word for word, and the parts of the spec
 * its machine's meta.spec names that no property checks, with the reason: shown on its /flows
 * page and in the requirements report (src/flow-catalog/spec-trace.ts). Server and tests only,
 * so the browser does not load the quotes.
 */
import type { FlowTrace } from '../shared/spec'

export const trace: FlowTrace = {
  quotes: {
    'two-purchase-options': [
      'Purchase options: subscribe and one-time.',
      'Purchase mode is "subscribe" or "one time".',
    ],
    'frequency-dropdown': ['Frequency dropdown.'],
    'learn-more-toggles': [
      'A "Learn more" toggle revealing the subscription discount ladder.',
      'The "Learn more" toggle shows or hides the discount ladder.',
    ],
    'nothing-without-a-session': [
      'Add-to-cart does nothing without an auth token or a session id.',
    ],
    'my-box-counted': [
      "A logged-in customer's my-box count is incremented",
      'Only an authenticated customer gets the my-box count update after adding an item',
    ],
    'my-box-update-after-200ms': [
      'a my-box update event is fired after 200 ms',
      'The my-box update event fires 200 ms after an add.',
    ],
    'field-shows-the-quantity': ['Typed values must be integers, numeric and at most 100.'],
    'quantity-1-100': ['Quantity:', 'Minimum 1, maximum 100.', 'Quantity 1 to 100.'],
    'typed-quantity': ['Typed values must be integers, numeric and at most 100.'],
    buttons: [
      'Quantity input with minus and plus buttons.',
      'The minus button works only above 1.',
      'The plus button works below 99',
    ],
    'default-mode': [
      'After loading, subscribe is the default only if no one-time purchase exists and the product is subscribable.',
    ],
    'subscribe-only-when-allowed': [
      'If the customer already has an active subscription for the product, the subscribe option is replaced',
      'When the customer already has an active subscription for the product, the subscribe option is replaced',
    ],
    'subscribe-first-frequency': [
      'Choosing subscribe sets the frequency to the first option (15 days).',
      'The default is 15 days.',
    ],
    'sends-the-choice': [
      'Choosing one-time sets a frequency code of 2.',
      'The code 2 is used for one-time.',
      'Frequency options (label = code): 15 days = 9, 30 days = 4, 45 days = 10, 60 days = 6, 90 days = 8.',
    ],
    'one-add-at-a-time': ['Add-to-cart submit:', 'Submit shows a spinner.', 'A spinner shows'],
    'outcome-announced': [
      'The cart drawer opens after a successful add with no message.',
      'If the server returns a message, it is shown as a success toast instead.',
      'Add to cart fails (exception) | toast "Error adding to cart.',
      'Add to cart fails on the server | the server message is shown as an error toast',
    ],
  },
  waived: {
    'Catalogue §8 Add-to-cart check':
      "the check is the page's query, which logs 12501.01/12501.03; the machine only hears purchase.checkFailed and sells once (checked in tests/model/product-purchase.test.tsx and tests/e2e/faults.spec.ts)",
  },
}
