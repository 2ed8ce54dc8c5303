import { queryOptions } from '@tanstack/react-query'
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

/** Settings the browser needs (hosts for links and images); fixed for the process lifetime. */
export const publicSettingsQuery = queryOptions({
  queryKey: ['public-settings'],
  queryFn: () => readPublicSettings(),
  staleTime: Infinity,
  gcTime: Infinity,
})
