/**
 * Where the store API is and how to reach it, configured once per process: by the server entry
 * at start-up (the in-process store, or HTTP when STORE_API_URL is set) and in the browser from
 * the public settings. Nothing per request lives here. No zod here.
 */
export type StoreTransport = (url: string, init: RequestInit) => Promise<Response>

let baseUrl = ''
/**
 * How long one store call may take (STORE_TIMEOUT_MS on the server). The browser's calls go to
 * this server, which bounds its own upstream calls; its figure is a backstop above that.
 */
let timeoutMs = 15_000
// Looked up at call time so tests that stub the global fetch see their stub.
const httpTransport: StoreTransport = (url, init) => fetch(url, init)
let transport: StoreTransport = httpTransport

export function configureStoreApi(url: string, inProcess?: StoreTransport, timeout?: number): void {
  baseUrl = url.replace(/\/+$/, '')
  transport = inProcess ?? httpTransport
  if (timeout) timeoutMs = timeout
}

export const storeTimeoutMs = () => timeoutMs

/** Raised when a call outlives its deadline (a hung upstream). */
export class TimeoutError extends Error {
  override name = 'TimeoutError'
}

/**
 * `work` with a deadline: it settles as `work` does, or rejects with a TimeoutError after `ms`
 * (and aborts the signal it was handed, so a real request is torn down). A caller's own abort
 * still rejects as an abort.
 */
export async function withDeadline<T>(
  ms: number,
  work: (signal: AbortSignal) => Promise<T>,
  signal?: AbortSignal,
): Promise<T> {
  const controller = new AbortController()
  const abort = () => controller.abort(signal?.reason)
  signal?.addEventListener('abort', abort, { once: true })
  let timer: ReturnType<typeof setTimeout> | undefined
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new TimeoutError(`timed out after ${ms} ms`)
      controller.abort(error)
      reject(error)
    }, ms)
  })
  try {
    return await Promise.race([work(controller.signal), deadline])
  } finally {
    clearTimeout(timer)
    signal?.removeEventListener('abort', abort)
  }
}

export function storeApiUrl(path: string): string {
  return `${baseUrl}${path}`
}

/** Sends a request to the store: in-process on the server by default, otherwise over HTTP. */
export function sendToStore(url: string, init: RequestInit): Promise<Response> {
  return transport(url, init)
}

/**
 * A JSON read from this server's own API (the browser's side of a server call), within the
 * deadline, with the shopper's bearer token when the call is made on their behalf; a failure
 * throws "{what} request failed: {status}".
 */
export function readOwnApi<T>(url: string, what: string, token?: string): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' }
  if (token) headers.authorization = `Bearer ${token}`
  return withDeadline(timeoutMs, async (signal) => {
    const response = await fetch(url, { headers, signal })
    if (!response.ok) throw new Error(`${what} request failed: ${response.status}`)
    return (await response.json()) as T
  })
}

/** A read's parameters as its query string (absent ones left out). */
export type CallParams = Record<string, string | number | undefined>

export function searchOf(params: CallParams): URLSearchParams {
  const search = new URLSearchParams()
  for (const [k, v] of Object.entries(params)) if (v !== undefined) search.set(k, String(v))
  return search
}

/**
 * The browser's side of a server read: GET /api/{scope}/{call}?{params} (calls.server.ts); a
 * failure throws "{what} request failed: {status}".
 */
export function readOwnCall<T>(
  scope: string,
  what: string,
  call: string,
  params: CallParams = {},
): Promise<T> {
  return readOwnApi<T>(`/api/${scope}/${call}?${searchOf(params)}`, what)
}
