/** The drawer reads the cart afresh into the shared query (badge and promo bar follow). */
import { fromPromise } from 'xstate'
import { cartQuery } from '~/api/shell'
import { modalDialog, routeChanges } from '~/flow-wiring/dom'
import type { FlowDeps, FlowWiring } from '~/flow-wiring/wiring'
import type { cartDrawerMachine } from './machine'

export default ({ queryClient, router }: FlowDeps): FlowWiring<typeof cartDrawerMachine> => ({
  actors: {
    loadCart: fromPromise<void>(async () => {
      await queryClient.fetchQuery({ ...cartQuery, staleTime: 0 })
    }),
    showDialog: modalDialog('cart.closed'),
    watchRoute: routeChanges(router, 'cart.routeChanged'),
  },
})
