/**
 * A server read, declared once (issue 52): each resource keeps one table of calls beside its
 * loaders, each call parsing its parameters from a query string. The server's own render calls
 * the table directly and the browser asks GET /api/{scope}/{call}?… (src/server/own-reads.ts),
 * so both take the same parameters the same way. Bad input is an InputError: a 400 (401 when
 * the request lacks what lets it in) over HTTP.
 */
export class InputError extends Error {
  override name = 'InputError'
  constructor(
    message: string,
    readonly status: 400 | 401 = 400,
  ) {
    super(message)
  }
}

export type Calls = Record<string, (params: URLSearchParams, request: Request) => Promise<unknown>>

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

/** A parameter that must match `pattern` (which bounds its length), or the InputError naming it. */
export function matchParam(p: URLSearchParams, name: string, pattern: RegExp): string {
  const value = p.get(name) ?? ''
  if (!pattern.test(value)) throw new InputError(`Invalid "${name}"`)
  return value
}
