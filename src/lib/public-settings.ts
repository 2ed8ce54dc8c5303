import { queryOptions, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { createIsomorphicFn } from '@tanstack/react-start'
import type { PublicSettings } from '../../app.config'

/**
 * Read on the server; the browser gets them dehydrated with the first page and never asks
 * again (staleTime Infinity), so no server-function client is needed for them.
 */
const readPublicSettings = createIsomorphicFn()
  .server(async (): Promise<PublicSettings> => {
    const [{ getSettings }, { toPublicSettings }] = await Promise.all([
      import('~/server/settings'),
      import('../../app.config'),
    ])
    return toPublicSettings(getSettings())
  })
  .client(async (): Promise<PublicSettings> => {
    throw new Error('Public settings arrive with the server-rendered page')
  })

/** Links to the store host's pages (this app's own stand-ins unless STORE_HOST_URL is set). */
export function storeHostLinks(settings: PublicSettings | undefined) {
  const host = settings?.storeHostUrl ?? ''
  const site = settings?.siteUrl ?? ''
  // Same host: keep links relative so they work behind any proxy.
  const base = host === site ? '' : host
  return {
    login: `${base}/login`,
    checkout: `${base}/checkout`,
    dashboard: `${base}/membership/dashboard`,
    siteUrl: site,
    referrerAllowedHosts: settings?.referrerAllowedHosts ?? [],
  }
}

/** Settings the browser needs (hosts for links and images); fixed for the process lifetime. */
export const publicSettingsQuery = queryOptions({
  queryKey: ['public-settings'],
  queryFn: () => readPublicSettings(),
  staleTime: Infinity,
  gcTime: Infinity,
})

/**
 * The settings as the root loader primed them, read without an observer and looked up once
 * per query client: they never change after the first page, and a query observer (or even a
 * cache lookup) per image was a tenth of a page's server render (issue 51). Undefined only
 * where nothing primed them (a component test).
 */
const primed = new WeakMap<QueryClient, PublicSettings>()

export function usePublicSettings(): PublicSettings | undefined {
  const client = useQueryClient()
  let settings = primed.get(client)
  if (!settings) {
    settings = client.getQueryData(publicSettingsQuery.queryKey)
    if (settings) primed.set(client, settings)
  }
  return settings
}
