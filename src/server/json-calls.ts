/**
 * JSON reads for the browser (content, product page, page-builder blocks, the ingredient
 * explorer), each handler with its own caching: the public ones are the same for every visitor,
 * so shared caches may keep them briefly; a read made with the shopper's token is private. Bad
 * input is a 400 naming it (a missing or refused token a 401), an unknown call a 404, a failure
 * behind it a 503; no cache keeps any of those.
 */
import { type Calls, InputError } from '~/api/calls.server'
import { log } from './logger.server'

export function jsonCallHandler(
  scope: string,
  /** The resource's table of calls (src/api/calls.server.ts), loaded at its first request. */
  loadCalls: () => Promise<Calls>,
  { cacheControl, unavailable }: { cacheControl: string; unavailable: string },
) {
  const handle = async (request: Request, call: string): Promise<Response> => {
    const calls = await loadCalls()
    if (!Object.hasOwn(calls, call))
      return Response.json({ message: `No ${scope} call named ${call}` }, { status: 404 })
    try {
      const body = await calls[call]!(new URL(request.url).searchParams, request)
      return Response.json(body, { headers: { 'cache-control': cacheControl } })
    } catch (error) {
      if (error instanceof InputError) {
        const status = error.status
        const headers: Record<string, string> = { 'cache-control': 'no-store' }
        if (status === 401) headers['www-authenticate'] = 'Bearer'
        return Response.json({ message: (error as Error).message }, { status, headers })
      }
      log.error({ err: error }, `[${scope}] /api/${scope}/${call} failed`)
      return Response.json(
        { message: unavailable },
        { status: 503, headers: { 'cache-control': 'no-store' } },
      )
    }
  }
  // The scope and its table travel with the handler (the endpoints' fuzz walks them).
  return Object.assign(handle, { scope, loadCalls })
}
