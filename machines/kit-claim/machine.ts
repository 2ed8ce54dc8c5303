/**
 * The starter-kit claim button (catalogue §2 "Starter-kit claim button", §4, §5): busy while
 * the claim call runs, then a full redirect to /checkout. Without a token the call is not made
 * (the store client logs 11303.01) and the button is ready again; a failed mutation is logged
 * (11303.03) and the button is ready again.
 */
import { emit, setup } from 'xstate'
import { notProvided } from '../shared/not-provided'
import type { KitType } from '~/domain/kits'

export interface ClaimInput {
  kitType: KitType
}

export type KitClaimEvent = { type: 'claim.pressed'; kitType: KitType }

export const kitClaimMachine = setup({
  types: {
    events: {} as KitClaimEvent,
    emitted: {} as { type: 'claim.succeeded' },
  },
  actors: {
    // Replaced by src/flow-wiring/implementations.ts in the app and by tests with provide().
    claimKit: notProvided<void, ClaimInput>('kit-claim', 'claimKit'),
  },
  actions: {
    announceClaimed: emit({ type: 'claim.succeeded' as const }),
  },
}).createMachine({
  id: 'kit-claim',
  description: 'Claims the starter kit of the page type: busy while the call runs, then checkout.',
  meta: {
    spec: [
      'Catalogue §2 Starter-kit claim button',
      'Catalogue §4 Starter-kit claim button',
      'Catalogue §5 The starter-kit claim button',
    ],
  },
  initial: 'idle',
  states: {
    idle: {
      description: 'The button promises the free loads.',
      on: {
        'claim.pressed': {
          target: 'claiming',
          description: 'Pressing the button claims the kit; the button is busy meanwhile.',
        },
      },
    },
    claiming: {
      description: 'Busy: the kit goes into the cart.',
      invoke: {
        id: 'claimKit',
        src: 'claimKit',
        input: ({ event }) => ({ kitType: (event as KitClaimEvent).kitType }),
        onDone: {
          target: 'claimed',
          actions: 'announceClaimed',
          description: 'The store accepts the claim; the browser goes to /checkout.',
        },
        // No token, or the store refused: logged by the store client; the button is ready again.
        onError: {
          target: 'idle',
          description:
            'No token, or the store refuses; it is logged and the button is ready again.',
        },
      },
    },
    claimed: {
      description: 'The browser is on its way to /checkout.',
    },
  },
})
