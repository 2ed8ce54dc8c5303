/**
 * The cart drawer: opens from the cart button and after an add, loads the cart each time it
 * opens, and says so (with Try again) when it cannot.
 * Spec: catalogue §4 "Add-to-cart submit" (drawer after an add), §3 cart response, §8 (11304.01).
 */
import { setup } from 'xstate'
import { notProvided } from '../shared/not-provided'

export type CartDrawerEvent =
  | { type: 'cart.opened' }
  | { type: 'cart.closed' }
  | { type: 'cart.itemAdded' }
  | { type: 'cart.retried' }
  | { type: 'cart.routeChanged' }

export const cartDrawerMachine = setup({
  types: { events: {} as CartDrawerEvent },
  actors: {
    // The app's loader also refreshes the shared cart query (badges, promo bar).
    loadCart: notProvided<void>('cart drawer', 'loadCart'),
  },
}).createMachine({
  id: 'cartDrawer',
  description:
    'Opens from the cart button or after an add and loads the cart; checkout goes to the store host.',
  meta: { spec: 'Catalogue §3 Cart response, §4 Add-to-cart submit, §8 (11304.01)' },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'cart.opened': { target: 'open' },
        'cart.itemAdded': { target: 'open' },
      },
    },
    open: {
      description: 'A dialog with the items, subtotal, discount, tier text and Checkout.',
      initial: 'loading',
      on: {
        'cart.closed': { target: 'closed' },
        'cart.routeChanged': { target: 'closed' },
        'cart.itemAdded': { target: '.loading' },
      },
      states: {
        loading: {
          invoke: {
            id: 'loadCart',
            src: 'loadCart',
            onDone: { target: 'loaded' },
            onError: { target: 'failed' },
          },
        },
        loaded: {},
        failed: {
          description: 'The load failure text with Try again.',
          on: { 'cart.retried': { target: 'loading' } },
        },
      },
    },
  },
})
