/**
 * A Perfect Pairings add: quantity 1, the subscribable flag, frequency 4 (shell §7). Success
 * opens the cart drawer and is counted as add_to_cart; a failure is the spec's toast.
 */
import { fromPromise } from 'xstate'
import { shellKeys } from '~/api/shell'
import { sendToFlow, type FlowDeps, wire } from '~/flow-wiring/wiring'
import { listItems, pushAddToCart } from '~/lib/analytics'
import { notify } from '~/lib/notify'
import { PAIRING_TEXT } from './connect'
import { PairingAddSkipped } from './errors'
import { type PairingAddInput, pairingAddMachine } from './machine'

export default wire(pairingAddMachine, ({ queryClient }: FlowDeps) => ({
  actors: {
    addPairing: fromPromise<void, PairingAddInput>(async ({ input }) => {
      const { addToCartSimple } = await import('~/api/cart/add')
      const result = await addToCartSimple(
        { productId: input.productId, quantity: 1, subscribable: input.subscribable, frequency: 4 },
        'pairing',
      )
      if (!result) throw new PairingAddSkipped()
      await queryClient.invalidateQueries({ queryKey: shellKeys.cart })
    }),
  },
  on: {
    'pairing.added': (_, entry) => {
      sendToFlow('cart-drawer', { type: 'cart.itemAdded' })
      const [item] = listItems('Perfect Pairings', [
        { id: entry.productId, name: entry.name, price: entry.price },
      ])
      pushAddToCart({ ...item!, index: entry.index }, 1)
    },
    'pairing.failed': ({ quiet }) => {
      if (!quiet) void notify('error', PAIRING_TEXT.failure)
    },
  },
}))
