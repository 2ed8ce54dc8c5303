import type { FlowView } from '../shared/connect'
/** View props of a Perfect Pairings entry's Add button (shell §2, §4, §8). */
import type { PairingAddEvent, pairingAddMachine } from './machine'

export const PAIRING_TEXT = {
  heading: 'Perfect Pairings',
  add: 'Add',
  adding: 'Adding…',
  /** Shell §8, 12902.01. */
  failure: 'Error adding to cart. Please try again.',
} as const

export function connectPairingAdd(
  snapshot: FlowView<typeof pairingAddMachine>,
  send: (event: PairingAddEvent) => void,
) {
  const busy = snapshot.matches('adding')
  return {
    busy,
    productId: snapshot.context.productId,
    subscribable: snapshot.context.subscribable,
    label: busy ? PAIRING_TEXT.adding : PAIRING_TEXT.add,
    /** The button's text names the product (visually hidden) and shows both prices. */
    getButtonProps: () => ({
      type: 'button' as const,
      disabled: busy,
      'aria-busy': busy,
      onClick: () => send({ type: 'pairing.addPressed' }),
    }),
  }
}
