/** Request/response plumbing of the reference store: envelopes, errors, body parsing. */
import type { z } from 'zod'

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message)
  }
}

export const notFound = (message: string) => new HttpError(404, message)
export const badRequest = (message: string, extra?: Record<string, unknown>) =>
  new HttpError(422, message, extra)
export const unauthorized = (message = 'Unauthorized: a valid bearer token is required') =>
  new HttpError(401, message)

const JSON_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
}

/** `{ status: "Success", message, data, ...extra }` */
export function success(
  data: unknown,
  message = 'OK',
  extra: Record<string, unknown> = {},
): Response {
  return new Response(
    JSON.stringify({
      status: 'Success',
      message,
      ...(data === undefined ? {} : { data }),
      ...extra,
    }),
    {
      status: 200,
      headers: JSON_HEADERS,
    },
  )
}

/** A plain JSON body (for calls whose spec reads top-level fields such as success/message). */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...JSON_HEADERS, ...headers } })
}

export function failure(error: HttpError): Response {
  return json(
    { status: 'Error', success: false, message: error.message, ...error.extra },
    error.status,
  )
}

/** Parses a JSON body with zod; malformed JSON and wrong shapes are 422s naming the field. */
export async function readBody<T extends z.ZodType>(
  request: Request,
  schema: T,
): Promise<z.output<T>> {
  let raw: unknown = {}
  const text = await request.text()
  if (text.trim()) {
    try {
      raw = JSON.parse(text)
    } catch {
      throw badRequest('Malformed JSON body')
    }
  }
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

export function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization') ?? ''
  const match = /^Bearer\s+(\S+)$/i.exec(header)
  return match ? match[1]! : null
}

export function cookie(request: Request, name: string): string | null {
  const header = request.headers.get('cookie') ?? ''
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return decodeURIComponent(rest.join('='))
  }
  return null
}

/** Kits and product fetches may be reused for 300 s by the caller (spec §9); never by a shared cache. */
export function cacheFor300s(response: Response): Response {
  response.headers.set('cache-control', 'private, max-age=300')
  return response
}
