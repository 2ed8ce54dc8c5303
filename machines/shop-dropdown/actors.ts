/** The Shop dropdown's tiles (the shared sub-menu query) and its DOM actors. */
import { fromPromise } from 'xstate'
import { subMenuQuery } from '~/api/shell'
import { DESKTOP_MEDIA_QUERY } from '~/domain/layout'
import { dismissal, mediaQuery, routeChanges } from '~/flow-wiring/dom'
import { type FlowDeps, wire } from '~/flow-wiring/wiring'
import { shopDropdownMachine, type SubMenuTile } from './machine'

export default wire(shopDropdownMachine, ({ queryClient, router }: FlowDeps) => ({
  actors: {
    // Through the shared query: the category bar reads the same tiles.
    fetchSubMenu: fromPromise<SubMenuTile[]>(() => queryClient.fetchQuery(subMenuQuery)),
    watchRoute: routeChanges(router, 'shop.routeChanged'),
    watchDismissal: dismissal('shop.closed'),
    watchWidth: mediaQuery(DESKTOP_MEDIA_QUERY, 'shop.widthChanged'),
  },
}))
