/** Adding a kit: the store client's refusals carry their toast text; success goes to checkout. */
import { fromPromise } from 'xstate'
import { KIT_CHECKOUT_PATH } from '~/domain/kits'
import { wire } from '~/flow-wiring/wiring'
import { assignLocation } from '~/lib/navigation'
import { notify } from '~/lib/notify'
import { kitFailureText } from './connect'
import { KitAddRejected } from './errors'
import { type KitAddInput, kitPurchaseMachine } from './machine'

export default wire(kitPurchaseMachine, () => ({
  actors: {
    addKit: fromPromise<void, KitAddInput>(async ({ input }) => {
      const { addStarterKitToCart, KitAddError } = await import('~/api/catalogue/kits')
      try {
        await addStarterKitToCart(input.kitId, input.subscribe)
      } catch (error) {
        throw error instanceof KitAddError ? new KitAddRejected(error.message) : error
      }
    }),
  },
  on: {
    'kit.added': () => assignLocation(KIT_CHECKOUT_PATH),
    'kit.failed': ({ message }) => void notify('error', kitFailureText(message)),
  },
}))
