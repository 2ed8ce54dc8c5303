/** The drawer reads the cart afresh into the shared query (badge and promo bar follow). */
import { fromPromise } from 'xstate'
import { cartQuery } from '~/api/shell'
import { modalDialog, routeChanges } from '~/flow-wiring/dom'
import { type FlowDeps, wire } from '~/flow-wiring/wiring'
import { cartDrawerMachine } from './machine'

export default wire(cartDrawerMachine, ({ queryClient, router }: FlowDeps) => ({
  actors: {
    loadCart: fromPromise<void>(async () => {
      await queryClient.fetchQuery({ ...cartQuery, staleTime: 0 })
    }),
    showDialog: modalDialog('cart.closed'),
    watchRoute: routeChanges(router, 'cart.routeChanged'),
  },
}))
