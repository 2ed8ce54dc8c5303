/**
 * The product's add-to-cart box (catalogue §2 "Add-to-cart box", §4, §5, §9): the add-to-cart
 * check decides the default purchase mode; subscribe takes the first frequency (15 days, code 9)
 * and one-time code 2; quantity 1–100 by typing (whole numbers only) or by the buttons; "Learn
 * more" shows the discount ladder; submit adds with a spinner. Success and failure are
 * announced for the view (drawer or toast); the box is ready again either way.
 */
import { assign, emit, setup } from 'xstate'
import { notProvided } from '../shared/not-provided'
import { AddRejected, AddSkipped } from './errors'
import {
  DEFAULT_FREQUENCY_CODE,
  defaultPurchaseMode,
  isFrequencyCode,
  ONE_TIME_CODE,
  type PurchaseMode,
} from '~/domain/frequency'
import { canDecrement, canIncrement, parseQuantity } from '~/domain/quantity'

export { AddRejected, AddSkipped }

export interface PurchaseCheck {
  isSubscribable: boolean
  hasActiveSubscription: boolean
  hasOneTimePurchase: boolean
}

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
  | { type: 'purchase.added'; message: string | null }
  | { type: 'purchase.failed'; message: string | null; quiet: boolean }

/**
 * Subscribe by default only when no one-time purchase exists and the product is subscribable
 * (catalogue §4); a shopper who already subscribes buys more once.
 */
export function modeAfterCheck(check: PurchaseCheck): PurchaseMode {
  if (check.hasActiveSubscription) return 'oneTime'
  return defaultPurchaseMode({
    isSubscribable: check.isSubscribable,
    existsOneTime: check.hasOneTimePurchase,
  })
}

export const productPurchaseMachine = setup({
  types: {
    context: {} as ProductPurchaseContext,
    events: {} as ProductPurchaseEvent,
    emitted: {} as ProductPurchaseEmitted,
    input: {} as { productId: number },
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
  },
  actions: {
    applyCheck: assign({ check: (_, params: { check: PurchaseCheck }) => params.check }),
    chooseMode: assign((_, params: { mode: PurchaseMode }) => ({
      mode: params.mode,
      // Subscribe starts at the first option (15 days); one-time has its own code.
      frequency: params.mode === 'subscribe' ? DEFAULT_FREQUENCY_CODE.productBox : ONE_TIME_CODE,
    })),
    chooseFrequency: assign({ frequency: (_, params: { code: number }) => params.code }),
    setQuantity: assign((_, params: { value: string }) => {
      const parsed = parseQuantity(params.value)
      return parsed.ok
        ? { quantity: parsed.value, quantityText: String(parsed.value) }
        : { quantityText: params.value }
    }),
    keepQuantityText: assign({ quantityText: (_, params: { value: string }) => params.value }),
    restoreQuantityText: assign({ quantityText: ({ context }) => String(context.quantity) }),
    decrement: assign(({ context }) => ({
      quantity: context.quantity - 1,
      quantityText: String(context.quantity - 1),
    })),
    increment: assign(({ context }) => ({
      quantity: context.quantity + 1,
      quantityText: String(context.quantity + 1),
    })),
    announceAdded: emit((_, params: { message: string | null }) => ({
      type: 'purchase.added' as const,
      message: params.message,
    })),
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
  context: ({ input }) => ({
    productId: input?.productId ?? 0,
    check: null,
    mode: 'oneTime',
    frequency: ONE_TIME_CODE,
    quantity: 1,
    quantityText: '1',
  }),
  type: 'parallel',
  states: {
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
              actions: [
                { type: 'applyCheck', params: ({ event }) => ({ check: event.output }) },
                {
                  type: 'chooseMode',
                  params: ({ event }) => ({ mode: modeAfterCheck(event.output) }),
                },
              ],
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
