/**
 * The one place the store API is called: base URL, bearer token, JSON, status envelopes and
 * log codes. Resource modules (session, catalogue, cart, newsletter, search …) build on it.
 */
// zod/mini at every edge: every page reads the frame's calls (session, cart) at load, so it pays
// only for the small core (ADR 0007).
import type { $ZodType, output } from 'zod/v4/core'
import { z } from 'zod/mini'
import { logError } from '~/lib/log'
import { nextTask } from '~/lib/next-task'
import { sendToStore, storeApiUrl, storeTimeoutMs, TimeoutError, withDeadline } from '~/api/base'
import { cachedRead } from '~/api/read-cache'

export class StoreApiError extends Error {
  override name = 'StoreApiError'
  constructor(
    message: string,
    readonly details: {
      status?: number
      /** The HTTP reason phrase, e.g. "Not Found". */
      statusText?: string
      code: string
      serverMessage?: string
    } = {
      code: 'unknown',
    },
  ) {
    super(message)
  }
}

export interface StoreRequest<T> {
  method?: 'GET' | 'POST'
  body?: unknown
  /** Bearer token; omitted for calls the spec makes without one. */
  token?: string | null
  /** Parses (and reshapes) the JSON body. */
  schema: $ZodType<T>
  /** The spec's log code for a failure of this call, e.g. "12002.01". */
  code: string
  signal?: AbortSignal
  /** Send cookies (membership logout, the session helper). */
  credentials?: boolean
  /** Let the request outlive the page (logging a click that navigates away). */
  keepalive?: boolean
  /** A read (a GET, or a POST without a body) the server may answer from its read cache. */
  cacheMs?: number
}

export { configureStoreApi } from '~/api/base'

export function storeRequest<T>(path: string, request: StoreRequest<T>): Promise<T> {
  const { method = 'GET', cacheMs = 0, body } = request
  // Reads only: GETs, and POSTs without a body (the best sellers call is one).
  if (cacheMs <= 0 || (method !== 'GET' && body !== undefined)) return send(path, request)
  return cachedRead(path, cacheMs, () => send(path, request))
}

async function send<T>(path: string, request: StoreRequest<T>): Promise<T> {
  const { method = 'GET', body, token, schema, code, signal, credentials, keepalive } = request
  // In the browser a call starts in a task of its own: the session's answer sets off several
  // (cart, checks, view event), which with the shell's re-render were one long task at first
  // load (docs/PERFORMANCE.md). Not a call that must leave before the page does.
  if (typeof window !== 'undefined' && !keepalive) {
    await nextTask()
    signal?.throwIfAborted()
  }
  const headers: Record<string, string> = { accept: 'application/json' }
  if (body !== undefined) headers['content-type'] = 'application/json'
  if (token) headers.authorization = `Bearer ${token}`
  let response: Response
  let json: unknown
  try {
    // The answer and its body within the deadline: a store that hangs is a failed call.
    ;({ response, json } = await withDeadline(
      storeTimeoutMs(),
      async (deadline) => {
        const answer = await sendToStore(storeApiUrl(path), {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: deadline,
          credentials: credentials ? 'include' : 'same-origin',
          cache: 'no-store',
          keepalive,
        })
        return { response: answer, json: (await answer.json().catch(() => undefined)) as unknown }
      },
      signal,
    ))
  } catch (error) {
    if (signal?.aborted) throw error
    if (error instanceof TimeoutError) {
      logError(code, `Timed out calling ${method} ${path} (${error.message})`)
      throw new StoreApiError('Request timed out', { code })
    }
    logError(code, `Network error calling ${method} ${path}`, error)
    throw new StoreApiError('Network error', { code })
  }
  if (!response.ok) {
    const serverMessage = messageOf(json)
    logError(code, `${method} ${path} failed: ${response.status} ${response.statusText}`)
    throw new StoreApiError(serverMessage ?? `Request failed with status ${response.status}`, {
      status: response.status,
      statusText: response.statusText || httpReason(response.status),
      code,
      serverMessage,
    })
  }
  const parsed = z.safeParse(schema, json)
  if (!parsed.success) {
    logError(code, `${method} ${path} returned an unexpected shape`, z.prettifyError(parsed.error))
    const missingData = parsed.error.issues.find((i) =>
      i.message.startsWith('Invalid API response format'),
    )
    throw new StoreApiError(missingData?.message ?? 'Invalid API response format', {
      status: response.status,
      code,
    })
  }
  return parsed.data
}

/** Reason phrases for statuses an in-process answer may leave without one. */
function httpReason(status: number): string {
  const reasons: Record<number, string> = {
    400: 'Bad Request',
    401: 'Unauthorized',
    403: 'Forbidden',
    404: 'Not Found',
    405: 'Method Not Allowed',
    409: 'Conflict',
    422: 'Unprocessable Content',
    429: 'Too Many Requests',
    500: 'Internal Server Error',
    502: 'Bad Gateway',
    503: 'Service Unavailable',
    504: 'Gateway Timeout',
  }
  return reasons[status] ?? ''
}

/** The store's `message` field, when it sent one. */
export function messageOf(json: unknown): string | undefined {
  if (json && typeof json === 'object' && 'message' in json) {
    const message = (json as { message: unknown }).message
    if (typeof message === 'string' && message.trim()) return message
  }
  return undefined
}

/** `status` "Success" in any letter case (catalogue spec §5). */
export const successStatus = z
  .string()
  .check(z.refine((s) => s.toLowerCase() === 'success', { message: 'status is not Success' }))

export const MISSING_DATA = 'Invalid API response format: missing data'

/** An envelope whose `data` must be present: "Invalid API response format: missing data". */
export function envelope<T extends $ZodType>(data: T) {
  return z.pipe(
    z.object({
      status: z.optional(z.string()),
      message: z.optional(z.string()),
      data: z.optional(data),
    }),
    z.transform((body, ctx) => {
      if (body.data === undefined) {
        ctx.issues.push({ code: 'custom', message: MISSING_DATA, input: body })
        return z.NEVER
      }
      return body.data as output<T>
    }),
  )
}
