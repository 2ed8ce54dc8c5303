// First, so the site-wide rules open the one stylesheet every page loads (ADR 0006).
import '~/styles/global.css'
import { notifyManager, QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { ErrorScreen } from '~/components/ErrorScreen'
import { NotFoundScreen } from '~/components/NotFoundScreen'
import { requestNonce } from '~/lib/csp-nonce'
import { routeTree } from './routeTree.gen'

// Query tells its observers on a microtask, not a 0 ms timer (its default): an answer reaches
// the views and their flows in the same task, and never waits behind a throttled or paused
// timer queue (a background tab, a test's paused clock). React batches the renders itself.
if (typeof window !== 'undefined') notifyManager.setScheduler(queueMicrotask)

/** Called once per request on the server and once in the browser: nothing is shared. */
export function getRouter() {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, refetchOnWindowFocus: false, retry: 1 },
    },
  })
  const router = createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // The query cache owns freshness; the router always asks it.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultErrorComponent: ErrorScreen,
    defaultNotFoundComponent: NotFoundScreen,
    defaultPendingMs: 400,
    // The document's scripts carry the response's CSP nonce (ADR 0018).
    ssr: { nonce: requestNonce() },
  })
  setupRouterSsrQueryIntegration({ router, queryClient })
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}
