/** Request/response plumbing of the reference store: envelopes, errors, bounded body parsing. */
import type { z } from 'zod'
import { BODY_LIMIT_BYTES } from './config'
import { bodyProblem, CONTROL_CHARACTERS, MAX_BODY_DEPTH } from './validation'

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
  }
}

export const notFound = (message: string) => new HttpError(404, message)
export const badRequest = (message: string, extra?: Record<string, unknown>) =>
  new HttpError(422, message, extra)
export const unauthorized = (message = 'Unauthorized: a valid bearer token is required') =>
  new HttpError(401, message)
export const forbidden = (message: string) => new HttpError(403, message)

const JSON_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
}

/** `{ status: "Success", message, data, ...extra }` */
export function success(
  data: unknown,
  message = 'OK',
  extra: Record<string, unknown> = {},
): Response {
  return jsonText(successText(data, message, extra))
}

/** What `success` sends, as text: an answer kept built is kept serialised too. */
export function successText(
  data: unknown,
  message = 'OK',
  extra: Record<string, unknown> = {},
): string {
  return JSON.stringify({
    status: 'Success',
    message,
    ...(data === undefined ? {} : { data }),
    ...extra,
  })
}

/** A JSON body already serialised. */
export function jsonText(text: string, status = 200, headers: Record<string, string> = {}) {
  return new Response(text, { status, headers: { ...JSON_HEADERS, ...headers } })
}

/** A plain JSON body (for calls whose spec reads top-level fields, or a bare array). */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return jsonText(JSON.stringify(body), status, headers)
}

export function failure(error: HttpError): Response {
  return json(
    { status: 'Error', success: false, message: error.message, ...error.extra },
    error.status,
    error.headers,
  )
}

/**
 * The body as text, refusing more than BODY_LIMIT_BYTES with a 413 without reading further:
 * a declared Content-Length over the limit is refused before a byte is read, and a stream that
 * grows past it is cancelled.
 */
export async function readLimitedText(request: Request, limit = BODY_LIMIT_BYTES): Promise<string> {
  const tooLarge = () => new HttpError(413, `Request body over ${limit / 1024} KB`)
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > limit) throw tooLarge()
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>
    try {
      chunk = await reader.read()
    } catch {
      // The client went away or sent a broken chunked body: its fault, not the store's.
      throw new HttpError(400, 'The request body could not be read')
    }
    const { done, value } = chunk
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel().catch(() => {})
      throw tooLarge()
    }
    chunks.push(value)
  }
  return new TextDecoder().decode(Buffer.concat(chunks))
}

/**
 * Parses a JSON body with zod. Malformed JSON, control characters in any string and wrong
 * shapes are 422s naming the field.
 */
export async function readBody<T extends z.ZodType>(
  request: Request,
  schema: T,
): Promise<z.output<T>> {
  let raw: unknown = {}
  const text = await readLimitedText(request)
  if (text.trim()) {
    try {
      raw = JSON.parse(text)
    } catch {
      throw badRequest('Malformed JSON body')
    }
  }
  const problem = bodyProblem(raw)
  if (problem?.kind === 'control') {
    throw badRequest(`Invalid ${problem.path}: must not contain control characters`, {
      errors: [{ field: problem.path, message: 'must not contain control characters' }],
    })
  }
  if (problem) throw badRequest(`Body nested deeper than ${MAX_BODY_DEPTH} levels`)
  const parsed = schema.safeParse(raw)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    const field = issue.path.join('.') || 'body'
    throw badRequest(`Invalid ${field}: ${issue.message}`, {
      errors: parsed.error.issues.map((i) => ({
        field: i.path.join('.') || 'body',
        message: i.message,
      })),
    })
  }
  return parsed.data
}

/** Tokens this store issues are base64url; anything else cannot be one. */
const TOKEN = /^[A-Za-z0-9_-]{16,128}$/

/**
 * The bearer token: `undefined` without an Authorization header, `null` when the header is
 * there but holds nothing that could be a token (a 401, never a database look-up).
 */
export function bearerToken(request: Request): string | null | undefined {
  const header = request.headers.get('authorization')
  if (header === null) return undefined
  const match = /^Bearer\s+(\S+)$/i.exec(header)
  return match && TOKEN.test(match[1]!) ? match[1]! : null
}

/**
 * A cookie's value; a value that does not percent-decode, or holds control characters, counts
 * as absent.
 */
export function cookie(request: Request, name: string): string | null {
  const header = request.headers.get('cookie') ?? ''
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key !== name) continue
    try {
      const value = decodeURIComponent(rest.join('='))
      return value && !CONTROL_CHARACTERS.test(value) ? value : null
    } catch {
      return null
    }
  }
  return null
}

/** A cookie that must look like one of this store's tokens to count. */
export function tokenCookie(request: Request, name: string): string | null {
  const value = cookie(request, name)
  return value && TOKEN.test(value) ? value : null
}

export function setCookie(
  name: string,
  value: string,
  options: { secure: boolean; maxAge: number },
): string {
  return `${name}=${encodeURIComponent(value)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${options.maxAge}${options.secure ? '; Secure' : ''}`
}

/** Kits and product fetches may be reused for 300 s by the caller (spec §9); never by a shared cache. */
export function cacheFor300s(response: Response): Response {
  response.headers.set('cache-control', 'private, max-age=300')
  return response
}
