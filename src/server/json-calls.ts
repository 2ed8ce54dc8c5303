/**
 * JSON reads for the browser (content, product page, page-builder blocks, the ingredient
 * explorer), each handler with its own caching: the public ones are the same for every visitor,
 * so shared caches may keep them briefly; a read made with the shopper's token is private. Bad
 * input is a 400 naming it (a missing or refused token a 401), an unknown call a 404, a failure
 * behind it a 503; no cache keeps any of those.
 */
import { log } from './logger.server'

export class InputError extends Error {
  override name = 'InputError'
  /** 400 unless the request lacks what it needs to be let in (401). */
  constructor(
    message: string,
    readonly status: 400 | 401 = 400,
  ) {
    super(message)
  }
}

type Calls = Record<string, (params: URLSearchParams, request: Request) => Promise<unknown>>

export function jsonCallHandler(
  scope: string,
  calls: Calls,
  {
    cacheControl,
    unavailable,
    isInputError = (error) => error instanceof InputError,
  }: { cacheControl: string; unavailable: string; isInputError?: (error: unknown) => boolean },
) {
  return async (request: Request, call: string): Promise<Response> => {
    if (!Object.hasOwn(calls, call))
      return Response.json({ message: `No ${scope} call named ${call}` }, { status: 404 })
    try {
      const body = await calls[call]!(new URL(request.url).searchParams, request)
      return Response.json(body, { headers: { 'cache-control': cacheControl } })
    } catch (error) {
      if (isInputError(error)) {
        const status = error instanceof InputError ? error.status : 400
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
}

/**
 * A whole number in [min, max] from a query parameter, written in digits (not "1e3", " 3" or
 * "0x10", which `Number` would take), or the InputError naming it.
 */
export function intParam(p: URLSearchParams, name: string, min: number, max: number): number {
  const raw = p.get(name) ?? ''
  const value = /^-?\d{1,15}$/.test(raw) ? Number(raw) : NaN
  if (!Number.isSafeInteger(value) || value < min || value > max)
    throw new InputError(`Invalid "${name}"`)
  return value
}
