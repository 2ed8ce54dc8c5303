import { queryOptions } from '@tanstack/react-query'
import { createServerFn } from '@tanstack/react-start'
import { toPublicSettings } from '../../app.config'

const getPublicSettings = createServerFn({ method: 'GET' }).handler(async () => {
  const { getSettings } = await import('~/server/settings')
  return toPublicSettings(getSettings())
})

/** Settings the browser needs (hosts for links and images); fixed for the process lifetime. */
export const publicSettingsQuery = queryOptions({
  queryKey: ['public-settings'],
  queryFn: () => getPublicSettings(),
  staleTime: Infinity,
  gcTime: Infinity,
})
