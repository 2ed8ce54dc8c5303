/** The mobile menu's DOM actors: a navigation and a dismissal close it. */
import { dismissal, routeChanges } from '~/flow-wiring/dom'
import type { FlowDeps, FlowWiring } from '~/flow-wiring/wiring'
import type { mobileMenuMachine } from './machine'

export default ({ router }: FlowDeps): FlowWiring<typeof mobileMenuMachine> => ({
  actors: {
    watchRoute: routeChanges(router, 'menu.routeChanged'),
    watchDismissal: dismissal('menu.closed'),
  },
})
