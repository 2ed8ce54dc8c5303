import { useQuery } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import { sessionQuery } from '~/api/shell'
import { storeHostLinks, usePublicSettings } from '~/lib/public-settings'

/** Links to the store host's pages (this app's own stand-ins unless STORE_HOST_URL is set). */
export function useStoreHost() {
  return storeHostLinks(usePublicSettings())
}

/** Whether the current page brings its own header (a header template block). */
export function useOwnHeader(): boolean {
  return useRouterState({
    select: (s) =>
      s.matches.some((m) => (m.loaderData as { ownHeader?: boolean } | undefined)?.ownHeader),
  })
}

/**
 * Whether the visitor is a member (shell §6): false until the session is known, so the server's
 * HTML (the same for every visitor) is what hydrates, and member-only content follows it.
 */
export function useIsMember(): boolean {
  const { data } = useQuery(sessionQuery)
  return data?.authenticated ?? false
}
