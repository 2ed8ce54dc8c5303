/**
 * A Perfect Pairings entry's Add button (shell §2, §4 "Pairing Add button: per-product busy state
 * while adding", §7 "Add to cart: product id, quantity, subscribable flag, and a frequency value
 * of 4", §8 12902.01): each entry runs its own, busy while its add runs; success opens the cart
 * drawer, a failure shows "Error adding to cart. Please try again."; nothing is sent without a
 * session (11303.01, logged by the store client) and nothing is shown for it.
 */
import { emit, setup } from 'xstate'
import { notProvided } from '../shared/not-provided'
import { PairingAddSkipped } from './errors'

export interface PairingAddInput {
  productId: number
  subscribable: boolean
}

/** What the view gives: the add's input, and the entry as analytics lists it. */
export interface PairingEntryInput extends PairingAddInput {
  name: string
  /** The discount price (what the Add button charges). */
  price: number
  /** The entry's place in the list. */
  index: number
}

export { PairingAddSkipped }

export type PairingAddEvent = { type: 'pairing.addPressed' }

export const pairingAddMachine = setup({
  types: {
    context: {} as PairingAddInput,
    events: {} as PairingAddEvent,
    input: {} as PairingEntryInput,
    emitted: {} as { type: 'pairing.added' } | { type: 'pairing.failed'; quiet: boolean },
  },
  actors: {
    addPairing: notProvided<void, PairingAddInput>('pairing-add', 'addPairing'),
  },
  actions: {
    announceAdded: emit({ type: 'pairing.added' as const }),
    announceFailure: emit((_, params: { error: unknown }) => ({
      type: 'pairing.failed' as const,
      quiet: params.error instanceof PairingAddSkipped,
    })),
  },
}).createMachine({
  id: 'pairing-add',
  description: 'One pairing entry: ready, or busy while its product is added.',
  meta: {
    spec: [
      'Shell §2 "Perfect Pairings list"',
      'Shell §4 Pairing Add button',
      'Shell §7 Add to cart:',
      'Shell §8 Pairing add failure',
    ],
  },
  context: ({ input }) => ({ productId: input.productId, subscribable: input.subscribable }),
  initial: 'ready',
  states: {
    ready: {
      description: 'The Add button shows the struck-through price and the discount price.',
      on: {
        'pairing.addPressed': {
          target: 'adding',
          description: 'Pressing Add sends this product to the cart; only this entry turns busy.',
        },
      },
    },
    adding: {
      description: 'This entry is busy; the others stay ready.',
      invoke: {
        id: 'addPairing',
        src: 'addPairing',
        input: ({ context }) => ({
          productId: context.productId,
          subscribable: context.subscribable,
        }),
        onDone: {
          target: 'ready',
          actions: 'announceAdded',
          description:
            'The store accepts the add; the cart drawer opens and the entry is ready again.',
        },
        onError: {
          target: 'ready',
          actions: { type: 'announceFailure', params: ({ event }) => ({ error: event.error }) },
          description:
            'The add fails; a toast says so (nothing shows without a session) and the entry is ready.',
        },
      },
    },
  },
})
