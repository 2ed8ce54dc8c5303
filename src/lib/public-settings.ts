import { queryOptions } from '@tanstack/react-query'
import { createServerFn } from '@tanstack/react-start'

const getPublicSettings = createServerFn({ method: 'GET' }).handler(async () => {
  // Imported lazily so the settings module (and zod) stay out of the browser bundle.
  const [{ getSettings }, { toPublicSettings }] = await Promise.all([
    import('~/server/settings'),
    import('../../app.config'),
  ])
  return toPublicSettings(getSettings())
})

/** Settings the browser needs (hosts for links and images); fixed for the process lifetime. */
export const publicSettingsQuery = queryOptions({
  queryKey: ['public-settings'],
  queryFn: () => getPublicSettings(),
  staleTime: Infinity,
  gcTime: Infinity,
})
