import { ContentInputError, contentCalls } from '~/content/server-calls'
import { jsonCallHandler } from './json-calls'

/** Content as public JSON: shared caches may keep it briefly (it is the same for everyone). */
export const handleContentRequest = jsonCallHandler('content', contentCalls, {
  cacheControl: 'public, max-age=60, s-maxage=300, stale-while-revalidate=600',
  unavailable: 'Content is unavailable right now',
  isInputError: (error) => error instanceof ContentInputError,
})
