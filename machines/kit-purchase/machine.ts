/**
 * The starter-kit purchase box: "Subscribe" (default) or "Buy One Time", the "Learn more"
 * tier explainer, and "Add to Cart" (busy while the store adds the kit). Success goes to the
 * store host's checkout; a failure is announced with the store's reason, and the box is ready
 * again. Spec: shell §2 "Starter kit card and purchase box", §4 "Purchase choice", §5, §8.
 */
import { assign, emit, setup } from 'xstate'
import { notProvided } from '../shared/not-provided'
// In its own module so the app's wiring can raise it without loading the machine.
import { KitAddRejected } from './errors'

export interface KitAddInput {
  /** The kit on the page (null when the page has none: the store client refuses it). */
  kitId: number | null
  /** is_subscribe follows the choice. */
  subscribe: boolean
}

export { KitAddRejected }

export interface KitPurchaseContext {
  kitId: number | null
  subscribe: boolean
}

export type KitPurchaseEvent =
  | { type: 'kit.optionChosen'; subscribe: boolean }
  | { type: 'kit.learnMoreToggled' }
  | { type: 'kit.submitted'; kitId: number | null }

export type KitPurchaseEmitted =
  | { type: 'kit.added' }
  /** `message` is the store client's text, or null for an unexplained failure. */
  | { type: 'kit.failed'; message: string | null }

export const kitPurchaseMachine = setup({
  types: {
    context: {} as KitPurchaseContext,
    events: {} as KitPurchaseEvent,
    emitted: {} as KitPurchaseEmitted,
  },
  actors: {
    // Replaced by src/flow-wiring/implementations.ts in the app and by tests with provide().
    addKit: notProvided<void, KitAddInput>('kit-purchase', 'addKit'),
  },
  actions: {
    chooseOption: assign({ subscribe: (_, params: { subscribe: boolean }) => params.subscribe }),
    storeKit: assign({ kitId: (_, params: { kitId: number | null }) => params.kitId }),
    announceAdded: emit({ type: 'kit.added' as const }),
    announceFailure: emit((_, params: { error: unknown }) => ({
      type: 'kit.failed' as const,
      message: params.error instanceof KitAddRejected ? params.error.message : null,
    })),
  },
}).createMachine({
  id: 'kit-purchase',
  description:
    'Subscribe or buy once, the tier explainer, and adding the kit; success goes to checkout.',
  meta: {
    spec: [
      'Shell §2 Starter kit card and purchase box',
      'Shell §4 Purchase choice',
      'Shell §5 Starter kit add',
      'Shell §8 Kit add errors',
    ],
  },
  context: { kitId: null, subscribe: true },
  type: 'parallel',
  states: {
    explainer: {
      description: '"Learn more" shows the subscription tiers; "Learn less" hides them.',
      initial: 'closed',
      states: {
        closed: {
          description: 'The tiers are hidden; the toggle reads "Learn more".',
          on: {
            'kit.learnMoreToggled': {
              target: 'open',
              description:
                '"Learn more" shows the subscription tiers; the toggle then reads "Learn less".',
            },
          },
        },
        open: {
          description: 'The subscription tiers show; the toggle reads "Learn less".',
          on: {
            'kit.learnMoreToggled': {
              target: 'closed',
              description:
                '"Learn less" hides the subscription tiers; the toggle reads "Learn more" again.',
            },
          },
        },
      },
    },
    purchase: {
      description:
        'Tracks the choice and "Add to Cart": ready, busy adding the kit, then on to checkout.',
      initial: 'ready',
      states: {
        ready: {
          description: 'The choice can change; "Add to Cart" adds the kit as chosen.',
          on: {
            'kit.optionChosen': {
              actions: {
                type: 'chooseOption',
                params: ({ event }) => ({ subscribe: event.subscribe }),
              },
              description:
                'Choosing "Subscribe" or "Buy One Time" sets how "Add to Cart" adds the kit.',
            },
            'kit.submitted': {
              target: 'adding',
              actions: { type: 'storeKit', params: ({ event }) => ({ kitId: event.kitId }) },
              description:
                '"Add to Cart" sends the kit to the store as chosen; the button shows its spinner.',
            },
          },
        },
        adding: {
          description: 'The button shows its spinner; the choice is fixed until the store answers.',
          invoke: {
            id: 'addKit',
            src: 'addKit',
            input: ({ context }) => ({ kitId: context.kitId, subscribe: context.subscribe }),
            onDone: {
              target: 'added',
              actions: 'announceAdded',
              description:
                "The store accepts the kit; the browser goes on to the store's checkout.",
            },
            onError: {
              target: 'ready',
              actions: { type: 'announceFailure', params: ({ event }) => ({ error: event.error }) },
              description:
                'The add fails; a toast gives the reason (or a general one) and the box is ready again.',
            },
          },
        },
        added: {
          description: "The kit is in the cart; the browser is on its way to the store's checkout.",
        },
      },
    },
  },
})
