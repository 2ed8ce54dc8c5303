/** The mobile menu's DOM actors: a navigation and a dismissal close it. */
import { dismissal, routeChanges } from '~/flow-wiring/dom'
import { type FlowDeps, wire } from '~/flow-wiring/wiring'
import { mobileMenuMachine } from './machine'

export default wire(mobileMenuMachine, ({ router }: FlowDeps) => ({
  actors: {
    watchRoute: routeChanges(router, 'menu.routeChanged'),
    watchDismissal: dismissal('menu.closed'),
  },
}))
