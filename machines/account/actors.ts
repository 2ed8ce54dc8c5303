/**
 * The account widget's wiring: logout with the member token (then the session and the
 * member's cart are forgotten and the login page opens), the store's own My Box count, and the
 * menu's DOM actors.
 */
import { fromPromise } from 'xstate'
import { sessionQuery, shellKeys } from '~/api/shell'
import { dismissal, routeChanges } from '~/flow-wiring/dom'
import { type FlowDeps, wire } from '~/flow-wiring/wiring'
import { assignLocation } from '~/lib/navigation'
import { publicSettingsQuery, storeHostLinks } from '~/lib/public-settings'
import { accountMachine } from './machine'

export default wire(accountMachine, ({ queryClient, router }: FlowDeps) => ({
  actors: {
    logout: fromPromise<void, { token: string }>(async ({ input }) => {
      const { logout } = await import('~/api/visitor/account')
      await logout(input.token)
      queryClient.removeQueries({ queryKey: shellKeys.session })
      queryClient.removeQueries({ queryKey: shellKeys.cart })
    }),
    // The store's own count, read afresh into the page's one session, then told to its query.
    refreshMyBox: fromPromise<number>(async () => {
      const { refreshSession } = await import('~/api/visitor/session')
      const session = await refreshSession()
      queryClient.setQueryData(sessionQuery.queryKey, session)
      return session.myBoxCount
    }),
    watchRoute: routeChanges(router, 'account.routeChanged'),
    watchDismissal: dismissal('account.menuClosed'),
  },
  on: {
    'account.loggedOut': () =>
      assignLocation(storeHostLinks(queryClient.getQueryData(publicSettingsQuery.queryKey)).login),
  },
}))
