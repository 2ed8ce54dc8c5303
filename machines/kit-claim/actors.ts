/** Claiming the page's kit (the store client logs a missing token and a refused mutation). */
import { fromPromise } from 'xstate'
import { KIT_CHECKOUT_PATH } from '~/domain/kits'
import { wire } from '~/flow-wiring/wiring'
import { assignLocation } from '~/lib/navigation'
import { type ClaimInput, kitClaimMachine } from './machine'

export default wire(kitClaimMachine, () => ({
  actors: {
    claimKit: fromPromise<void, ClaimInput>(async ({ input }) => {
      const { claimStarterKit } = await import('~/api/catalogue/kits')
      await claimStarterKit(input.kitType)
    }),
  },
  on: { 'claim.succeeded': () => assignLocation(KIT_CHECKOUT_PATH) },
}))
