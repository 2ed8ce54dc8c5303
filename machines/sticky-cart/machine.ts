/**
 * The sticky add-to-cart bar (catalogue §2 "Sticky add-to-cart bar", §4, §5, §9): it shows once
 * the product's purchase box has scrolled out of view, with a quantity (1–100, never above 100)
 * and one-time or subscription (a subscribable product subscribes by default); the add carries
 * type 2 for one-time and 4 for subscription. Busy while adding, then idle again; a success marks
 * the product added and is announced (the view refreshes the cart and sends the analytics).
 */
import { and, assign, emit, setup, stateIn } from 'xstate'
import { notProvided } from '../shared/not-provided'
import { StickyAddRejected, StickyAddSkipped } from './errors'
import { stickyCartType, type PurchaseMode } from '~/domain/frequency'
import {
  canDecrement,
  canIncrement,
  parseQuantity,
  steppedQuantity,
  typedQuantity,
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
  productId: number
  isSubscribable: boolean
  mode: PurchaseMode
  quantity: number
  /** What the quantity field shows (a typed value that is not a quantity stays visible). */
  quantityText: string
  added: boolean
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
    input: {} as { productId: number; isSubscribable: boolean },
    emitted: {} as
      | { type: 'sticky.added'; quantity: number; mode: PurchaseMode }
      | { type: 'sticky.failed'; message: string | null; quiet: boolean },
  },
  actors: {
    addToCart: notProvided<void, StickyAddInput>('stickyCart', 'addToCart'),
  },
  guards: {
    // The bar is out of sight while the purchase box is in view: nothing on it can be pressed.
    isShown: stateIn('#stickyCart.visibility.shown'),
    isModeChoice: ({ context, event }) =>
      event.type === 'sticky.modeChosen' &&
      event.mode !== context.mode &&
      (event.mode === 'oneTime' || context.isSubscribable),
    isQuantity: ({ event }) =>
      event.type === 'sticky.quantityTyped' && parseQuantity(event.value).ok,
    hasRoomBelow: ({ context }) => canDecrement(context.quantity),
    // The sticky bar's plus works up to 100 and never passes it (catalogue §5).
    hasRoomAbove: ({ context }) => canIncrement(context.quantity, 'stickyBar'),
  },
  actions: {
    chooseMode: assign({ mode: (_, params: { mode: PurchaseMode }) => params.mode }),
    setQuantity: assign((_, params: { value: string }) => typedQuantity(params.value)),
    keepQuantityText: assign({ quantityText: (_, params: { value: string }) => params.value }),
    restoreQuantityText: assign({ quantityText: ({ context }) => String(context.quantity) }),
    decrement: assign(({ context }) => steppedQuantity(context.quantity, -1)),
    increment: assign(({ context }) => steppedQuantity(context.quantity, 1)),
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
  id: 'stickyCart',
  description: 'Shown once the purchase box is out of view; quantity, mode and a busy add.',
  meta: { spec: 'Catalogue §2 Sticky add-to-cart bar, §4, §5 Quantity, §9' },
  context: ({ input }) => ({
    productId: input?.productId ?? 0,
    isSubscribable: input?.isSubscribable ?? true,
    // Subscription when the product allows it: the bar shows its price first.
    mode: (input?.isSubscribable ?? true) ? 'subscribe' : 'oneTime',
    quantity: 1,
    quantityText: '1',
    added: false,
  }),
  type: 'parallel',
  states: {
    visibility: {
      initial: 'hidden',
      states: {
        hidden: {
          description: 'The purchase box is in view (or has not been reached yet).',
          on: { 'sticky.boxPassed': 'shown' },
        },
        shown: {
          description: 'The purchase box has scrolled out of view above: the bar shows.',
          on: { 'sticky.boxReturned': 'hidden' },
        },
      },
    },
    bar: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'sticky.modeChosen': {
              guard: and(['isShown', 'isModeChoice']),
              actions: { type: 'chooseMode', params: ({ event }) => ({ mode: event.mode }) },
            },
            'sticky.quantityTyped': [
              {
                guard: and(['isShown', 'isQuantity']),
                actions: { type: 'setQuantity', params: ({ event }) => ({ value: event.value }) },
              },
              // Not a whole number from 1 to 100: the quantity stays as it was.
              {
                guard: 'isShown',
                actions: {
                  type: 'keepQuantityText',
                  params: ({ event }) => ({ value: event.value }),
                },
              },
            ],
            'sticky.decremented': { guard: and(['isShown', 'hasRoomBelow']), actions: 'decrement' },
            'sticky.incremented': { guard: and(['isShown', 'hasRoomAbove']), actions: 'increment' },
            'sticky.submitted': {
              guard: 'isShown',
              target: 'busy',
              actions: 'restoreQuantityText',
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
            onDone: { target: 'idle', actions: ['markAdded', 'announceAdded'] },
            onError: {
              target: 'idle',
              actions: { type: 'announceFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
  },
})
