/**
 * The sticky add-to-cart bar (catalogue §2 "Sticky add-to-cart bar", §4, §5, §9): it shows once
 * the product's purchase box has scrolled out of view, with a quantity (1–100, never above 100)
 * and one-time or subscription (a subscribable product subscribes by default); the add carries
 * type 2 for one-time and 4 for subscription. Busy while adding, then idle again; a success marks
 * the product added and is announced (the wiring refreshes the cart and sends the analytics). A
 * typed value that is not a whole number from 1 to 100 is refused until fixed (catalogue §5).
 */
import { and, assign, emit, setup, stateIn } from 'xstate'
import { notProvided, notProvidedCallback } from '../shared/not-provided'
import { StickyAddRejected, StickyAddSkipped } from './errors'
import { stickyCartType, type PurchaseMode } from '~/domain/frequency'
import {
  canDecrement,
  canIncrement,
  parseQuantity,
  stepQuantity,
  typeQuantity,
} from '~/domain/quantity'

export interface StickyAddInput {
  productId: number
  quantity: number
  subscribable: boolean
  /** 2 one-time, 4 subscription. */
  type: 2 | 4
}

export { StickyAddRejected, StickyAddSkipped }

export interface StickyCartContext {
  boxId: string
  productId: number
  isSubscribable: boolean
  mode: PurchaseMode
  quantity: number
  /** What the quantity field shows, as typed (rewritten only by a button press). */
  quantityText: string
  /** Bumped when a button writes the field: the view's uncontrolled field takes the new text. */
  quantityWritten: number
  added: boolean
}

export interface StickyCartInput {
  /** The purchase box's element id: the bar shows once it has scrolled out of view above. */
  boxId: string
  productId: number
  isSubscribable: boolean
  /** The product as analytics names it. */
  name: string
  price: number
}

export type StickyCartEvent =
  | { type: 'sticky.boxPassed' }
  | { type: 'sticky.boxReturned' }
  | { type: 'sticky.modeChosen'; mode: PurchaseMode }
  | { type: 'sticky.quantityTyped'; value: string }
  | { type: 'sticky.decremented' }
  | { type: 'sticky.incremented' }
  | { type: 'sticky.submitted' }

export const stickyCartMachine = setup({
  types: {
    context: {} as StickyCartContext,
    events: {} as StickyCartEvent,
    input: {} as StickyCartInput,
    emitted: {} as
      | { type: 'sticky.added'; quantity: number; mode: PurchaseMode }
      | { type: 'sticky.failed'; message: string | null; quiet: boolean },
  },
  actors: {
    addToCart: notProvided<void, StickyAddInput>('sticky-cart', 'addToCart'),
    // Sends sticky.boxPassed / sticky.boxReturned as the purchase box leaves and returns.
    watchBox: notProvidedCallback<{ boxId: string }>('sticky-cart', 'watchBox'),
  },
  guards: {
    // The bar is out of sight while the purchase box is in view: nothing on it can be pressed.
    isShown: stateIn('#sticky-cart.visibility.shown'),
    // A product sold one time only has no choice to make: its mode stays one-time. (Choosing
    // the mode already chosen changes nothing, so it needs no guard of its own.)
    offersChoice: ({ context }) => context.isSubscribable,
    // The field holds a quantity: what it shows is what is added.
    isQuantityShown: ({ context }) => parseQuantity(context.quantityText).ok,
    hasRoomBelow: ({ context }) => canDecrement(context.quantity),
    // The sticky bar's plus works up to 100 and never passes it (catalogue §5).
    hasRoomAbove: ({ context }) => canIncrement(context.quantity, 'stickyBar'),
  },
  actions: {
    chooseMode: assign({ mode: (_, params: { mode: PurchaseMode }) => params.mode }),
    typeQuantity: assign(({ context }, params: { value: string }) =>
      typeQuantity(context, params.value),
    ),
    decrement: assign(({ context }) => stepQuantity(context, -1)),
    increment: assign(({ context }) => stepQuantity(context, 1)),
    markAdded: assign({ added: true }),
    announceAdded: emit(({ context }) => ({
      type: 'sticky.added' as const,
      quantity: context.quantity,
      mode: context.mode,
    })),
    announceFailure: emit((_, params: { error: unknown }) => ({
      type: 'sticky.failed' as const,
      message: params.error instanceof StickyAddRejected ? params.error.message : null,
      quiet: params.error instanceof StickyAddSkipped,
    })),
  },
}).createMachine({
  id: 'sticky-cart',
  description: 'Shown once the purchase box is out of view; quantity, mode and a busy add.',
  meta: {
    spec: [
      'Catalogue §2 Sticky add-to-cart bar',
      'Catalogue §4 Purchase mode',
      'Catalogue §4 Add-to-cart submit',
      'Catalogue §5 Quantity',
      'Catalogue §9 Quantity 1 to 100',
    ],
  },
  context: ({ input }) => ({
    boxId: input.boxId,
    productId: input.productId,
    isSubscribable: input.isSubscribable,
    // Subscription when the product allows it: the bar shows its price first.
    mode: input.isSubscribable ? 'subscribe' : 'oneTime',
    quantity: 1,
    quantityText: '1',
    quantityWritten: 0,
    added: false,
  }),
  type: 'parallel',
  invoke: { src: 'watchBox', input: ({ context }) => ({ boxId: context.boxId }) },
  states: {
    visibility: {
      description:
        'Whether the bar shows: only while the purchase box is scrolled out of view above.',
      initial: 'hidden',
      states: {
        hidden: {
          description: 'The purchase box is in view (or has not been reached yet).',
          on: {
            'sticky.boxPassed': {
              target: 'shown',
              description: 'The purchase box scrolls out of view above; the bar shows.',
            },
          },
        },
        shown: {
          description: 'The purchase box has scrolled out of view above: the bar shows.',
          on: {
            'sticky.boxReturned': {
              target: 'hidden',
              description: 'The purchase box scrolls back into view; the bar hides.',
            },
          },
        },
      },
    },
    bar: {
      description: "The bar's controls: purchase mode, quantity and the Add to Cart button.",
      initial: 'idle',
      states: {
        idle: {
          description:
            'The shopper picks one-time or subscription and the quantity, and can press Add to Cart.',
          on: {
            'sticky.modeChosen': {
              guard: and(['isShown', 'offersChoice']),
              actions: { type: 'chooseMode', params: ({ event }) => ({ mode: event.mode }) },
              description:
                'When the bar shows and the product can be subscribed, the shopper picks the mode.',
            },
            // Anything but a whole number from 1 to 100 is shown and refused (the view says so).
            'sticky.quantityTyped': {
              guard: 'isShown',
              actions: { type: 'typeQuantity', params: ({ event }) => ({ value: event.value }) },
              description:
                'When the bar shows, the typed quantity shows; anything but 1 to 100 is refused.',
            },
            'sticky.decremented': {
              guard: and(['isShown', 'hasRoomBelow']),
              actions: 'decrement',
              description:
                'When the bar shows and the quantity is above 1, minus lowers it by one.',
            },
            'sticky.incremented': {
              guard: and(['isShown', 'hasRoomAbove']),
              actions: 'increment',
              description:
                'When the bar shows and the quantity is below 100, plus raises it by one.',
            },
            'sticky.submitted': {
              guard: and(['isShown', 'isQuantityShown']),
              target: 'busy',
              description:
                'When the bar shows a valid quantity, Add to Cart starts adding it to the cart.',
            },
          },
        },
        busy: {
          description: 'The add runs (it finishes even if the bar hides meanwhile).',
          invoke: {
            id: 'addToCart',
            src: 'addToCart',
            input: ({ context }) => ({
              productId: context.productId,
              quantity: context.quantity,
              subscribable: context.mode === 'subscribe',
              type: stickyCartType(context.mode),
            }),
            onDone: {
              target: 'idle',
              actions: ['markAdded', 'announceAdded'],
              description: 'The store accepts the add; the product is marked added and announced.',
            },
            onError: {
              target: 'idle',
              actions: { type: 'announceFailure', params: ({ event }) => ({ error: event.error }) },
              description: "The add fails; the store's message, if any, shows and the bar is idle.",
            },
          },
        },
      },
    },
  },
})
