/** Product add-to-cart box: the flow's one definition (ADR 0009). */
import { parseQuantity } from '~/domain/quantity'
import { canSubscribe } from '~/domain/subscription'
import { bool, data, defineFlow } from '../shared/flow'
import { connectProductPurchase } from './connect'
import { AddRejected, AddSkipped } from './errors'
import { productPurchaseMachine, type ProductPurchaseContext, type PurchaseCheck } from './machine'
import { productPurchaseSpec } from './spec'

const check = (
  isSubscribable: boolean,
  hasActiveSubscription: boolean,
  hasOneTimePurchase: boolean,
  isMember: boolean,
): { type: 'purchase.checked'; check: PurchaseCheck } => ({
  type: 'purchase.checked',
  check: { isSubscribable, hasActiveSubscription, hasOneTimePurchase, isMember },
})

export default defineFlow({
  title: 'Product add-to-cart box',
  machine: productPurchaseMachine,
  connect: connectProductPurchase,
  spec: productPurchaseSpec,
  start: {
    warm: true,
    input: { productId: data.number, name: data.string, price: data.number },
    // The page's add-to-cart check, as its query answers.
    events: [
      {
        type: 'purchase.checked',
        check: {
          isSubscribable: bool,
          hasActiveSubscription: bool,
          hasOneTimePurchase: bool,
          isMember: bool,
        },
      },
      { type: 'purchase.checkFailed' },
    ],
  },
  samples: {
    input: { productId: 7, name: 'Dish Soap', price: 12.5 },
    events: {
      // A visitor with nothing yet; a member who already subscribes (their adds count in My
      // Box); a product sold once only.
      'purchase.checked': [
        check(true, false, false, false),
        check(true, true, false, true),
        check(false, false, true, false),
      ],
      'purchase.frequencyChosen': [
        { type: 'purchase.frequencyChosen', code: 4 },
        { type: 'purchase.frequencyChosen', code: 7 },
      ],
      'purchase.quantityTyped': [
        { type: 'purchase.quantityTyped', value: '99' },
        // Refused: over 100 (0, 2.5 and text are the spec properties' random walks' samples).
        { type: 'purchase.quantityTyped', value: '101' },
      ],
    },
    outputs: { addToCart: [{ message: null }, { message: 'Added to your box' }] },
    errors: {
      addToCart: [
        new AddRejected('This product is out of stock.'),
        new AddSkipped('No token or session'),
        new Error('Network error'),
      ],
    },
    // What the box shows: the mode, the frequency, the quantity, whether the field holds one,
    // whether subscribe is offered and whose box it is.
    context: (c: ProductPurchaseContext) => ({
      mode: c.mode,
      frequency: c.frequency,
      // The buttons' limits are what change behaviour: 1 and 99, or anywhere between.
      quantity: [1, 99].includes(c.quantity) ? c.quantity : 'between',
      shown: parseQuantity(c.quantityText).ok,
      canSubscribe: canSubscribe(c.check),
      member: Boolean(c.check?.isMember),
    }),
  },
})
