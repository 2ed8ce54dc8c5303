/// <reference types="vite/client" />
import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, HeadContent, Outlet, Scripts } from '@tanstack/react-router'
import { useEffect, type ReactNode } from 'react'
import { ErrorScreen } from '~/components/ErrorScreen'
import { NotFoundScreen } from '~/components/NotFoundScreen'
import { RouteProgress } from '~/components/RouteProgress'
import { publicSettingsQuery } from '~/lib/public-settings'
import { configureStoreApi } from '~/api/base'
import { SiteFooter } from '~/components/shell/islands'
import { SiteHeader } from '~/components/shell/SiteHeader'
import { useOwnHeader } from '~/components/shell/hooks'
import { ToasterSlot } from '~/lib/notify'
import { rootHead } from '~/lib/seo'
import { prefetchShellContent } from '~/components/shell/content'

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  loader: async ({ context, location }) => {
    const { queryClient } = context
    const settings = await queryClient.ensureQueryData(publicSettingsQuery)
    // The server entry configured the server's client (in-process by default) at start-up.
    if (typeof window !== 'undefined') configureStoreApi(settings.storeApiUrl)
    await prefetchShellContent(queryClient, location.pathname)
    return settings
  },
  // The canonical URL is the page's own path (the deepest match), not the root's "/"; a
  // listing's later pages name themselves (each shows different products).
  head: ({ loaderData, match, matches }) =>
    rootHead({
      settings: loaderData,
      pathname: matches.at(-1)?.pathname ?? match.pathname,
      page: (matches.at(-1)?.search as { page?: unknown } | undefined)?.page,
    }),
  errorComponent: (props) => (
    <RootDocument>
      <ErrorScreen {...props} />
    </RootDocument>
  ),
  notFoundComponent: NotFoundScreen,
  component: () => (
    <RootDocument>
      <Outlet />
    </RootDocument>
  ),
})

function RootDocument({ children }: { children: ReactNode }) {
  // A page with its own header template places <main> itself, after that header.
  const ownHeader = useOwnHeader()
  return (
    <html lang="en-US">
      <head>
        <HeadContent />
      </head>
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <RouteProgress />
        <SiteHeader />
        {ownHeader ? (
          children
        ) : (
          <main id="main" tabIndex={-1}>
            {children}
          </main>
        )}
        <SiteFooter />
        <ToasterSlot />
        <HydrationMarker />
        <Scripts />
      </body>
    </html>
  )
}

/** Marks the document once React has hydrated it (end-to-end tests wait for this). */
function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return null
}
