import type { QueryClient } from '@tanstack/react-query'
import { subMenuQuery } from '~/api/shell'
import { footerQuery, menuQuery, symbolQuery } from '~/content/query-options'
import { showsTopBanner } from '~/domain/visitor'
import { MAIN_MENU } from './SiteHeader'

/** The footer's menus: two link columns and the legal row. */
export const FOOTER_MENUS = ['Footer Menu 1', 'Footer Menu 2', 'Footer Menu 3'] as const

/**
 * Loads the content the frame renders on the server for a path: the menus, and the top
 * banner where it shows. Failures leave the piece out (the content service logs them).
 */
export function prefetchShellContent(queryClient: QueryClient, pathname: string) {
  return Promise.all([
    queryClient.prefetchQuery(menuQuery(MAIN_MENU)),
    ...FOOTER_MENUS.map((name) => queryClient.prefetchQuery(menuQuery(name))),
    queryClient.prefetchQuery(footerQuery()),
    showsTopBanner(pathname) ? queryClient.prefetchQuery(symbolQuery('Top Banner')) : null,
    // The category bar's pills, server-rendered so the active one is centred without a shift.
    pathname.startsWith('/products') ? queryClient.prefetchQuery(subMenuQuery) : null,
  ])
}
