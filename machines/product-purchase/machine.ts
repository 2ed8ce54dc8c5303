/**
 * The product's add-to-cart box (catalogue §2 "Add-to-cart box", §4, §5, §9): the add-to-cart
 * check decides the default purchase mode; subscribe takes the first frequency (15 days, code 9)
 * and one-time code 2; quantity 1–100 by typing (whole numbers only) or by the buttons; "Learn
 * more" shows the discount ladder; submit adds with a spinner. Success and failure are
 * announced for the view (drawer or toast); the box is ready again either way.
 */
import { and, assign, emit, setup, stateIn, type DoneActorEvent } from 'xstate'
import { constants } from '~/config/constants'
import { notProvided } from '../shared/not-provided'
import { AddRejected, AddSkipped } from './errors'
import { isFrequencyCode, ONE_TIME_CODE, type PurchaseMode } from '~/domain/frequency'
import {
  canDecrement,
  canIncrement,
  parseQuantity,
  steppedQuantity,
  typedQuantity,
} from '~/domain/quantity'
import { contextAfterCheck, modeChoice, purchaseContext } from './start'

export { AddRejected, AddSkipped }

export interface PurchaseCheck {
  isSubscribable: boolean
  hasActiveSubscription: boolean
  hasOneTimePurchase: boolean
  /** The visitor is a logged-in customer (their adds go into My Box). */
  isMember: boolean
}

/** The my-box update event fires this long after a member's add (catalogue §9). */
export const MY_BOX_UPDATE_DELAY_MS = constants.myBoxUpdateDelayMs

export interface AddInput {
  productId: number
  quantity: number
  subscribe: boolean
  /** The chosen frequency code for a subscription, 2 for one-time. */
  frequency: number
}

export interface ProductPurchaseContext {
  productId: number
  check: PurchaseCheck | null
  mode: PurchaseMode
  frequency: number
  quantity: number
  /** What the quantity field shows (a typed value that is not a quantity stays visible). */
  quantityText: string
}

export type ProductPurchaseEvent =
  | { type: 'purchase.subscribeChosen' }
  | { type: 'purchase.oneTimeChosen' }
  | { type: 'purchase.frequencyChosen'; code: number }
  | { type: 'purchase.quantityTyped'; value: string }
  | { type: 'purchase.decremented' }
  | { type: 'purchase.incremented' }
  | { type: 'purchase.learnMoreToggled' }
  | { type: 'purchase.submitted' }

export type ProductPurchaseEmitted =
  | { type: 'purchase.added'; message: string | null; quantity: number }
  | { type: 'purchase.failed'; message: string | null; quiet: boolean }
  /** A member's My Box count goes up by the quantity added, at once. */
  | { type: 'purchase.myBoxCounted'; quantity: number }
  /** The my-box update event, 200 ms after a member's add. */
  | { type: 'purchase.myBoxUpdated' }

export const productPurchaseMachine = setup({
  types: {
    context: {} as ProductPurchaseContext,
    // The add's answer is also heard by the My Box region (hence its type here).
    events: {} as ProductPurchaseEvent | DoneActorEvent<{ message: string | null }, 'addToCart'>,
    emitted: {} as ProductPurchaseEmitted,
    input: {} as { productId: number },
  },
  delays: {
    myBoxUpdateDelay: MY_BOX_UPDATE_DELAY_MS,
  },
  actors: {
    // Replaced by src/flow-wiring/implementations.ts in the app and by tests with provide().
    loadCheck: notProvided<PurchaseCheck, { productId: number }>('productPurchase', 'loadCheck'),
    addToCart: notProvided<{ message: string | null }, AddInput>('productPurchase', 'addToCart'),
  },
  guards: {
    canSwitchToSubscribe: ({ context }) =>
      context.mode === 'oneTime' &&
      Boolean(context.check?.isSubscribable) &&
      !context.check?.hasActiveSubscription,
    isSubscribing: ({ context }) => context.mode === 'subscribe',
    // The frequency is a subscription's: one-time purchases have none to choose.
    isFrequencyChoice: ({ context }, params: { code: number }) =>
      context.mode === 'subscribe' && isFrequencyCode(params.code),
    isQuantity: (_, params: { value: string }) => parseQuantity(params.value).ok,
    hasRoomBelow: ({ context }) => canDecrement(context.quantity),
    hasRoomAbove: ({ context }) => canIncrement(context.quantity),
    isMember: ({ context }) => Boolean(context.check?.isMember),
    // The add's answer, seen from the My Box region, belongs to an add in progress.
    isAdding: stateIn('#productPurchase.box.adding'),
  },
  actions: {
    // The check's answer, and the default mode it decides.
    applyCheck: assign(({ context }, params: { check: PurchaseCheck }) =>
      contextAfterCheck(context, params.check),
    ),
    chooseMode: assign((_, params: { mode: PurchaseMode }) => modeChoice(params.mode)),
    chooseFrequency: assign({ frequency: (_, params: { code: number }) => params.code }),
    setQuantity: assign((_, params: { value: string }) => typedQuantity(params.value)),
    keepQuantityText: assign({ quantityText: (_, params: { value: string }) => params.value }),
    restoreQuantityText: assign({ quantityText: ({ context }) => String(context.quantity) }),
    decrement: assign(({ context }) => steppedQuantity(context.quantity, -1)),
    increment: assign(({ context }) => steppedQuantity(context.quantity, 1)),
    announceAdded: emit(({ context }, params: { message: string | null }) => ({
      type: 'purchase.added' as const,
      message: params.message,
      quantity: context.quantity,
    })),
    countInMyBox: emit(({ context }) => ({
      type: 'purchase.myBoxCounted' as const,
      quantity: context.quantity,
    })),
    announceMyBoxUpdate: emit({ type: 'purchase.myBoxUpdated' as const }),
    announceFailure: emit((_, params: { error: unknown }) => ({
      type: 'purchase.failed' as const,
      message: params.error instanceof AddRejected ? params.error.message : null,
      quiet: params.error instanceof AddSkipped,
    })),
  },
}).createMachine({
  id: 'productPurchase',
  description: 'Purchase mode, frequency and quantity, the discount ladder, and adding to cart.',
  meta: { spec: 'Catalogue §2 Add-to-cart box, §4 Add-to-cart submit, §5 Quantity, §9' },
  context: ({ input }) => purchaseContext(input),
  type: 'parallel',
  states: {
    myBox: {
      description:
        "A member's adds go into My Box: the count goes up, and 200 ms later the update event.",
      initial: 'idle',
      // The add's answer reaches this region too: a member's add counts here.
      states: {
        idle: {
          on: {
            'xstate.done.actor.addToCart': {
              guard: and(['isMember', 'isAdding']),
              target: 'updating',
              actions: 'countInMyBox',
            },
          },
        },
        updating: {
          after: { myBoxUpdateDelay: { target: 'idle', actions: 'announceMyBoxUpdate' } },
          on: {
            // Another add within the 200 ms starts the wait again: one update, after the last.
            'xstate.done.actor.addToCart': {
              guard: and(['isMember', 'isAdding']),
              target: 'updating',
              reenter: true,
              actions: 'countInMyBox',
            },
          },
        },
      },
    },
    explainer: {
      initial: 'closed',
      states: {
        closed: { on: { 'purchase.learnMoreToggled': 'open' } },
        open: { on: { 'purchase.learnMoreToggled': 'closed' } },
      },
    },
    box: {
      initial: 'checking',
      states: {
        checking: {
          description:
            'The add-to-cart check decides the default mode and the active subscription.',
          invoke: {
            id: 'loadCheck',
            src: 'loadCheck',
            input: ({ context }) => ({ productId: context.productId }),
            onDone: {
              target: 'ready',
              actions: { type: 'applyCheck', params: ({ event }) => ({ check: event.output }) },
            },
            // Without the check the box still sells once (logged 12501.xx by the client).
            onError: { target: 'ready' },
          },
        },
        ready: {
          on: {
            // Choosing the mode already chosen changes nothing (the frequency stays).
            'purchase.subscribeChosen': {
              guard: 'canSwitchToSubscribe',
              actions: { type: 'chooseMode', params: { mode: 'subscribe' as const } },
            },
            'purchase.oneTimeChosen': {
              guard: 'isSubscribing',
              actions: { type: 'chooseMode', params: { mode: 'oneTime' as const } },
            },
            'purchase.frequencyChosen': {
              guard: { type: 'isFrequencyChoice', params: ({ event }) => ({ code: event.code }) },
              actions: { type: 'chooseFrequency', params: ({ event }) => ({ code: event.code }) },
            },
            'purchase.quantityTyped': [
              {
                guard: { type: 'isQuantity', params: ({ event }) => ({ value: event.value }) },
                actions: { type: 'setQuantity', params: ({ event }) => ({ value: event.value }) },
              },
              // Not a whole number from 1 to 100: the quantity stays as it was.
              {
                actions: {
                  type: 'keepQuantityText',
                  params: ({ event }) => ({ value: event.value }),
                },
              },
            ],
            'purchase.decremented': { guard: 'hasRoomBelow', actions: 'decrement' },
            'purchase.incremented': { guard: 'hasRoomAbove', actions: 'increment' },
            'purchase.submitted': { target: 'adding', actions: 'restoreQuantityText' },
          },
        },
        adding: {
          description: 'The button shows its spinner; then the cart and the check are refreshed.',
          invoke: {
            id: 'addToCart',
            src: 'addToCart',
            input: ({ context }) => ({
              productId: context.productId,
              quantity: context.quantity,
              subscribe: context.mode === 'subscribe',
              frequency: context.mode === 'subscribe' ? context.frequency : ONE_TIME_CODE,
            }),
            onDone: {
              target: 'ready',
              actions: {
                type: 'announceAdded',
                params: ({ event }) => ({ message: event.output.message }),
              },
            },
            onError: {
              target: 'ready',
              actions: { type: 'announceFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
  },
})
