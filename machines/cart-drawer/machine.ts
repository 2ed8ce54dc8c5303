/**
 * The cart drawer: opens from the cart button and after an add, loads the cart each time it
 * opens, and says so (with Try again) when it cannot.
 * Spec: catalogue §4 "Add-to-cart submit" (drawer after an add), §3 cart response, §8 (11304.01).
 */
import { setup } from 'xstate'
import { partId } from '../shared/connect'
import { notProvided, notProvidedCallback } from '../shared/not-provided'

export type CartDrawerEvent =
  | { type: 'cart.opened' }
  | { type: 'cart.closed' }
  | { type: 'cart.itemAdded' }
  | { type: 'cart.retried' }
  | { type: 'cart.routeChanged' }

export const cartDrawerMachine = setup({
  types: {
    context: {} as { id: string },
    events: {} as CartDrawerEvent,
    input: {} as { id: string },
  },
  actors: {
    // The app's loader also refreshes the shared cart query (badges, promo bar).
    loadCart: notProvided<void>('cart-drawer', 'loadCart'),
    // While open: the drawer is a modal dialog, and a navigation closes it.
    showDialog: notProvidedCallback<{ dialogId: string; returnFocusId: string }>(
      'cart-drawer',
      'showDialog',
    ),
    watchRoute: notProvidedCallback('cart-drawer', 'watchRoute'),
  },
}).createMachine({
  id: 'cart-drawer',
  description:
    'Opens from the cart button or after an add and loads the cart; checkout goes to the store host.',
  meta: {
    spec: [
      'Catalogue §3 Cart response',
      'Catalogue §4 "The cart drawer opens"',
      'Catalogue §8 Cart fetch failure',
    ],
  },
  context: ({ input }) => ({ id: input.id }),
  initial: 'closed',
  states: {
    closed: {
      description: 'The drawer is closed; the cart button shows the item count.',
      on: {
        'cart.opened': {
          target: 'open',
          description: 'Pressing the cart button opens the drawer and loads the cart.',
        },
        'cart.itemAdded': {
          target: 'open',
          description: 'A successful add with no message opens the drawer and loads the cart.',
        },
      },
    },
    open: {
      description: 'A dialog with the items, subtotal, discount, tier text and Checkout.',
      initial: 'loading',
      invoke: [
        {
          src: 'showDialog',
          input: ({ context }) => ({
            dialogId: partId(context, 'dialog'),
            returnFocusId: partId(context, 'trigger'),
          }),
        },
        { src: 'watchRoute' },
      ],
      on: {
        'cart.closed': {
          target: 'closed',
          description: 'The shopper closes the drawer; the cart button shows the count again.',
        },
        'cart.routeChanged': {
          target: 'closed',
          description: 'Going to another page closes the drawer.',
        },
        'cart.itemAdded': {
          target: '.loading',
          description: 'Another add while the drawer is open loads the cart afresh.',
        },
      },
      states: {
        loading: {
          description: '"Loading your cart…" shows while the cart is fetched.',
          invoke: {
            id: 'loadCart',
            src: 'loadCart',
            onDone: {
              target: 'loaded',
              description: 'The cart loads; its items, totals and Checkout show.',
            },
            onError: {
              target: 'failed',
              description: 'The cart fails to load; the failure text shows with Try again.',
            },
          },
        },
        loaded: {
          description:
            'The cart shows its items (or "Your cart is empty."), the totals and Checkout.',
        },
        failed: {
          description: 'The load failure text with Try again.',
          on: {
            'cart.retried': {
              target: 'loading',
              description: 'Try again loads the cart once more.',
            },
          },
        },
      },
    },
  },
})
