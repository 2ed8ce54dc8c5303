/**
 * The one place the store API is called: base URL, bearer token, JSON, status envelopes and
 * log codes. Resource modules (session, catalogue, cart, newsletter, search …) build on it.
 */
import { z } from 'zod'
import { logError } from '~/lib/log'
import { storeApiUrl } from './base'

export class StoreApiError extends Error {
  override name = 'StoreApiError'
  constructor(
    message: string,
    readonly details: { status?: number; code: string; serverMessage?: string } = {
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
  schema: z.ZodType<T>
  /** The spec's log code for a failure of this call, e.g. "12002.01". */
  code: string
  signal?: AbortSignal
  /** Send cookies (membership logout, the session helper). */
  credentials?: boolean
  /** Let the request outlive the page (logging a click that navigates away). */
  keepalive?: boolean
}

export { configureStoreApi, storeApiUrl } from './base'

export async function storeRequest<T>(path: string, request: StoreRequest<T>): Promise<T> {
  const { method = 'GET', body, token, schema, code, signal, credentials, keepalive } = request
  const headers: Record<string, string> = { accept: 'application/json' }
  if (body !== undefined) headers['content-type'] = 'application/json'
  if (token) headers.authorization = `Bearer ${token}`
  let response: Response
  try {
    response = await fetch(storeApiUrl(path), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
      credentials: credentials ? 'include' : 'same-origin',
      cache: 'no-store',
      keepalive,
    })
  } catch (error) {
    if (signal?.aborted) throw error
    logError(code, `Network error calling ${method} ${path}`, error)
    throw new StoreApiError('Network error', { code })
  }
  const json: unknown = await response.json().catch(() => undefined)
  if (!response.ok) {
    const serverMessage = messageOf(json)
    logError(code, `${method} ${path} failed: ${response.status} ${response.statusText}`)
    throw new StoreApiError(serverMessage ?? `Request failed with status ${response.status}`, {
      status: response.status,
      code,
      serverMessage,
    })
  }
  const parsed = schema.safeParse(json)
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
  .refine((s) => s.toLowerCase() === 'success', { message: 'status is not Success' })

/** An envelope whose `data` must be present: "Invalid API response format: missing data". */
export function envelope<T extends z.ZodType>(data: T) {
  return z
    .object({
      status: z.string().optional(),
      message: z.string().optional(),
      data: data.optional(),
    })
    .transform((body, ctx) => {
      if (body.data === undefined) {
        ctx.addIssue({ code: 'custom', message: 'Invalid API response format: missing data' })
        return z.NEVER
      }
      return body.data as z.output<T>
    })
}
