/**
 * The product's add-to-cart box (catalogue §2 "Add-to-cart box", §4, §5, §9): the add-to-cart
 * check (the page's query, sent in as it answers) decides the default purchase mode, and no mode
 * shows as chosen before it does; subscribe takes the first frequency (15 days, code 9) and
 * one-time code 2; the quantity is typed (a whole number from 1 to 100, otherwise refused until
 * fixed) or stepped by the buttons; "Learn more" shows the discount ladder; submit adds with a
 * spinner. Success and failure are announced (drawer or toast); the box is ready again either way.
 */
import { and, assign, emit, setup, stateIn, type DoneActorEvent } from 'xstate'
import { constants } from '~/config/constants'
import {
  DEFAULT_FREQUENCY_CODE,
  isFrequencyCode,
  ONE_TIME_CODE,
  purchaseModeAfterCheck,
  type PurchaseMode,
} from '~/domain/frequency'
import {
  canDecrement,
  canIncrement,
  parseQuantity,
  stepQuantity,
  typeQuantity,
} from '~/domain/quantity'
import { canSubscribe } from '~/domain/subscription'
import { notProvided } from '../shared/not-provided'
import { AddRejected, AddSkipped } from './errors'

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
  /** None until the check answers: the machine has not chosen yet. */
  mode: PurchaseMode | null
  frequency: number
  /** The quantity in force: the field's number when it holds one from 1 to 100. */
  quantity: number
  /** What the field shows, as typed (the machine rewrites it only for a button press). */
  quantityText: string
  /** Bumped when a button writes the field: the view's uncontrolled field takes the new text. */
  quantityWritten: number
}

export type ProductPurchaseEvent =
  /** The add-to-cart check answered (server data): subscribable, subscribed, bought once, member. */
  | { type: 'purchase.checked'; check: PurchaseCheck }
  /** The check failed (12501.xx): the box still sells once. */
  | { type: 'purchase.checkFailed' }
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

const modeChoice = (mode: PurchaseMode) => ({
  mode,
  // Subscribe starts at the first option (15 days); one-time has its own code.
  frequency: mode === 'subscribe' ? DEFAULT_FREQUENCY_CODE.productBox : ONE_TIME_CODE,
})

type QuantityTyped = Extract<ProductPurchaseEvent, { type: 'purchase.quantityTyped' }>

/** The quantity controls: the same while the check is pending and once the box is ready. */
const quantityControls = {
  'purchase.quantityTyped': {
    actions: {
      type: 'typeQuantity',
      params: ({ event }: { event: QuantityTyped }) => ({ value: event.value }),
    },
    description:
      'The shopper types a quantity; a whole number from 1 to 100 takes effect, else it waits.',
  },
  'purchase.decremented': {
    guard: 'hasRoomBelow',
    actions: 'decrement',
    description: 'When the quantity is above 1, the minus button lowers it by one.',
  },
  'purchase.incremented': {
    guard: 'hasRoomAbove',
    actions: 'increment',
    description: 'When the quantity is below 99, the plus button raises it by one.',
  },
} as const

export const productPurchaseMachine = setup({
  types: {
    context: {} as ProductPurchaseContext,
    // The add's answer is also heard by the My Box region (hence its type here).
    events: {} as ProductPurchaseEvent | DoneActorEvent<{ message: string | null }, 'addToCart'>,
    emitted: {} as ProductPurchaseEmitted,
    // The product's name and price are the page's: its analytics name the product added.
    input: {} as { productId: number; name: string; price: number },
  },
  delays: {
    myBoxUpdateDelay: MY_BOX_UPDATE_DELAY_MS,
  },
  actors: {
    // Provided by ./actors.ts in the app and by tests with provide().
    addToCart: notProvided<{ message: string | null }, AddInput>('product-purchase', 'addToCart'),
  },
  guards: {
    canSwitchToSubscribe: ({ context }) =>
      context.mode === 'oneTime' && canSubscribe(context.check),
    isSubscribing: ({ context }) => context.mode === 'subscribe',
    // The frequency is a subscription's: one-time purchases have none to choose.
    isFrequencyChoice: ({ context }, params: { code: number }) =>
      context.mode === 'subscribe' && isFrequencyCode(params.code),
    hasRoomBelow: ({ context }) => canDecrement(context.quantity),
    hasRoomAbove: ({ context }) => canIncrement(context.quantity),
    // The field holds a quantity: what it shows is what is added.
    isQuantityShown: ({ context }) => parseQuantity(context.quantityText).ok,
    isMember: ({ context }) => Boolean(context.check?.isMember),
    // The add's answer, seen from the My Box region, belongs to an add in progress.
    isAdding: stateIn('#product-purchase.box.adding'),
  },
  actions: {
    // The check's answer, and the default mode it decides.
    applyCheck: assign((_, params: { check: PurchaseCheck }) => ({
      check: params.check,
      ...modeChoice(purchaseModeAfterCheck(params.check)),
    })),
    sellOnce: assign(modeChoice('oneTime')),
    // A check read again (after an add): subscribe stays only where it is still offered.
    refreshCheck: assign(({ context }, params: { check: PurchaseCheck }) => ({
      check: params.check,
      ...(context.mode === 'subscribe' && !canSubscribe(params.check) ? modeChoice('oneTime') : {}),
    })),
    chooseMode: assign((_, params: { mode: PurchaseMode }) => modeChoice(params.mode)),
    chooseFrequency: assign({ frequency: (_, params: { code: number }) => params.code }),
    typeQuantity: assign(({ context }, params: { value: string }) =>
      typeQuantity(context, params.value),
    ),
    decrement: assign(({ context }) => stepQuantity(context, -1)),
    increment: assign(({ context }) => stepQuantity(context, 1)),
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
  id: 'product-purchase',
  description: 'Purchase mode, frequency and quantity, the discount ladder, and adding to cart.',
  meta: {
    spec: [
      'Catalogue §2 Add-to-cart box',
      'Catalogue §4 Purchase mode',
      'Catalogue §4 Add-to-cart submit',
      'Catalogue §4 The "Learn more" toggle',
      'Catalogue §5 Quantity',
      'Catalogue §5 Add-to-cart does nothing',
      'Catalogue §8 Add to cart fails',
      'Catalogue §8 Add-to-cart check',
      'Catalogue §9 Frequency options',
      'Catalogue §9 The my-box update event',
    ],
  },
  context: ({ input }) => ({
    productId: input.productId,
    check: null,
    mode: null,
    frequency: ONE_TIME_CODE,
    quantity: 1,
    quantityText: '1',
    quantityWritten: 0,
  }),
  type: 'parallel',
  states: {
    myBox: {
      description:
        "A member's adds go into My Box: the count goes up, and 200 ms later the update event.",
      initial: 'idle',
      // The add's answer reaches this region too: a member's add counts here.
      states: {
        idle: {
          description: "No My Box update is waiting; a member's next add is counted here.",
          on: {
            'xstate.done.actor.addToCart': {
              guard: and(['isMember', 'isAdding']),
              target: 'updating',
              actions: 'countInMyBox',
              description:
                "When a member's add succeeds, their My Box count goes up by the quantity added.",
            },
          },
        },
        updating: {
          description:
            'The add is counted in My Box; the update event fires 200 ms after the last add.',
          after: {
            myBoxUpdateDelay: {
              target: 'idle',
              actions: 'announceMyBoxUpdate',
              description: 'After the 200 ms my-box delay, the my-box update event fires.',
            },
          },
          on: {
            // Another add within the 200 ms starts the wait again: one update, after the last.
            'xstate.done.actor.addToCart': {
              guard: and(['isMember', 'isAdding']),
              target: 'updating',
              reenter: true,
              actions: 'countInMyBox',
              description:
                'When a member adds again within the 200 ms, the count goes up and the wait starts over.',
            },
          },
        },
      },
    },
    explainer: {
      description: 'The "Learn more" toggle: whether the subscription discount ladder is shown.',
      initial: 'closed',
      states: {
        closed: {
          description: 'The discount ladder is hidden; the link reads "Learn more".',
          on: {
            'purchase.learnMoreToggled': {
              target: 'open',
              description: 'Clicking "Learn more" shows the subscription discount ladder.',
            },
          },
        },
        open: {
          description: 'The discount ladder shows; the link reads "Learn less".',
          on: {
            'purchase.learnMoreToggled': {
              target: 'closed',
              description: 'Clicking "Learn less" hides the discount ladder again.',
            },
          },
        },
      },
    },
    box: {
      description:
        'The purchase box itself: purchase mode, frequency, quantity and the Add to Cart button.',
      initial: 'checking',
      states: {
        checking: {
          description:
            'The add-to-cart check decides the default mode and the active subscription; no mode is chosen meanwhile.',
          on: {
            ...quantityControls,
            'purchase.checked': {
              target: 'ready',
              actions: { type: 'applyCheck', params: ({ event }) => ({ check: event.check }) },
              description:
                'The add-to-cart check answers; it picks the default purchase mode and the box is ready.',
            },
            // Without the check the box still sells once (logged 12501.xx by the client).
            'purchase.checkFailed': {
              target: 'ready',
              actions: 'sellOnce',
              description:
                'The add-to-cart check fails; the box is ready with Buy One Time chosen.',
            },
          },
        },
        ready: {
          description:
            'The shopper sets the purchase mode, frequency and quantity, and can add to cart.',
          on: {
            ...quantityControls,
            'purchase.checked': {
              actions: { type: 'refreshCheck', params: ({ event }) => ({ check: event.check }) },
              description:
                'The add-to-cart check is read again; subscribe stays chosen only if still offered.',
            },
            // Choosing the mode already chosen changes nothing (the frequency stays).
            'purchase.subscribeChosen': {
              guard: 'canSwitchToSubscribe',
              actions: { type: 'chooseMode', params: { mode: 'subscribe' as const } },
              description:
                'When one time is chosen and subscribing is offered, Subscribe is chosen at 15 days.',
            },
            'purchase.oneTimeChosen': {
              guard: 'isSubscribing',
              actions: { type: 'chooseMode', params: { mode: 'oneTime' as const } },
              description:
                'When subscribing, choosing "Buy One Time" switches to a one-time purchase (code 2).',
            },
            'purchase.frequencyChosen': {
              guard: { type: 'isFrequencyChoice', params: ({ event }) => ({ code: event.code }) },
              actions: { type: 'chooseFrequency', params: ({ event }) => ({ code: event.code }) },
              description:
                'When subscribing, a frequency picked from the dropdown becomes the delivery frequency.',
            },
            // A field that shows no quantity is refused until it does (the view says so).
            'purchase.submitted': {
              guard: 'isQuantityShown',
              target: 'adding',
              description:
                'When the field shows a valid quantity, Add to Cart adds it and shows the spinner.',
            },
          },
        },
        adding: {
          description: 'The button shows its spinner; then the cart and the check are refreshed.',
          on: {
            // The page's check read again meanwhile is the one in force.
            'purchase.checked': {
              actions: { type: 'refreshCheck', params: ({ event }) => ({ check: event.check }) },
              description:
                'The check is read again during the add; subscribe stays chosen only if still offered.',
            },
          },
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
              description:
                "The store accepts the add; the cart drawer opens or the store's message shows.",
            },
            onError: {
              target: 'ready',
              actions: { type: 'announceFailure', params: ({ event }) => ({ error: event.error }) },
              description:
                'The add fails; an error toast shows (none without a token or session), and the box is ready.',
            },
          },
        },
      },
    },
  },
})
