/**
 * Fault injection at the store boundary, for the error rows' end-to-end tests: with
 * ENABLE_TEST_ROUTES a page request may carry `x-test-store-fault: /rest/auth/categories=500,
 * /rest/auth/starterkits=network`, and every store call made while serving that request (the
 * server render's in-process calls and the page's own calls that carry the header) whose path
 * starts with one of the prefixes answers the fault instead of the store. Scoped to the one
 * request, so tests running side by side do not see each other's faults. Never active otherwise.
 *
 * `timeout` makes the call hang (it answers 504 only after a minute): the caller's deadline
 * (STORE_TIMEOUT_MS, CONTENT_TIMEOUT_MS) must give up first.
 *
 * The content source takes faults the same way, named `content:{model}` (content:blog-post=500,
 * content:blog-category=network): the model's reads fail; `empty` answers no entries and
 * `take:N` answers as if the model held only its first N entries (paging at an exact edge).
 */
import { AsyncLocalStorage } from 'node:async_hooks'

export const FAULT_HEADER = 'x-test-store-fault'

export type FaultKind =
  | number
  | 'network'
  | 'timeout'
  | 'malformed'
  | 'no-data'
  | 'not-array'
  | 'empty'
  | `take:${number}`

/** How long a `timeout` fault hangs before answering 504: far past any deadline. */
export const HANG_MS = 60_000

/** A hung upstream: settles only after HANG_MS. */
export function hang<T>(value: () => T): Promise<T> {
  return new Promise((resolve, reject) =>
    // `value` may throw (a content fault answers by raising): that rejects, never escapes.
    setTimeout(() => {
      try {
        resolve(value())
      } catch (error) {
        reject(error)
      }
    }, HANG_MS).unref?.(),
  )
}

export interface StoreFault {
  prefix: string
  kind: FaultKind
}

/**
 * A request's test scope: its faults, and the id its log lines are kept under (the
 * `x-test-request-id` header) so a test can read what the server logged for it.
 */
interface TestScope {
  faults: StoreFault[]
  id: string | null
}

const current = new AsyncLocalStorage<TestScope>()

export const REQUEST_ID_HEADER = 'x-test-request-id'
const MAX_IDS = 1000
const MAX_LINES = 200
const logs = new Map<string, string[]>()

/** Keeps a line the server logged under the current request's test id (if it has one). */
export function recordLog(line: string): void {
  const id = current.getStore()?.id
  if (!id) return
  const lines = logs.get(id) ?? []
  if (!logs.has(id)) {
    logs.set(id, lines)
    if (logs.size > MAX_IDS) logs.delete(logs.keys().next().value!)
  }
  if (lines.length < MAX_LINES) lines.push(line.slice(0, 2000))
}

/** What the server logged for the requests that carried test id `id`. */
export function logsOf(id: string): string[] {
  return logs.get(id) ?? []
}

/** "prefix=kind, prefix=kind"; anything unreadable is ignored. */
export function parseFaults(header: string | null): StoreFault[] {
  if (!header) return []
  return header
    .split(',')
    .slice(0, 20)
    .flatMap((part) => {
      const [prefix = '', kind = ''] = part.trim().split('=')
      if (!prefix.startsWith('/') && !/^content:[\w-]{1,40}$/.test(prefix)) return []
      const content = prefix.startsWith('content:')
      if (content && /^take:\d{1,4}$/.test(kind))
        return [{ prefix, kind: kind as `take:${number}` }]
      if (content && kind === 'empty') return [{ prefix, kind }]
      const status = Number(kind)
      if (Number.isInteger(status) && status >= 400 && status <= 599)
        return [{ prefix, kind: status }]
      return ['network', 'timeout', 'malformed', 'no-data', 'not-array'].includes(kind)
        ? [{ prefix, kind: kind as FaultKind }]
        : []
    })
}

/** Runs `serve` with the request's faults and test id in scope (when enabled and present). */
export function withStoreFaults<T>(request: Request, enabled: boolean, serve: () => T): T {
  if (!enabled) return serve()
  const faults = parseFaults(request.headers.get(FAULT_HEADER))
  const id = /^[\w-]{8,64}$/.exec(request.headers.get(REQUEST_ID_HEADER) ?? '')?.[0] ?? null
  return faults.length || id ? current.run({ faults, id }, serve) : serve()
}

/** The injected answer for a store path in the current request's scope, or null. */
export function injectedFault(pathname: string): Response | Promise<Response> | null {
  const fault = current.getStore()?.faults.find((f) => pathname.startsWith(f.prefix))
  if (!fault) return null
  const { kind } = fault
  // Content-only kinds (empty, take:N) never match a store path (parseFaults keeps them apart).
  if (kind === 'empty' || (typeof kind === 'string' && kind.startsWith('take:'))) return null
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  switch (fault.kind) {
    case 'network':
      // What fetch raises when the store cannot be reached.
      throw new TypeError('fetch failed (injected fault)')
    case 'timeout':
      return hang(() => json({ status: 'Error', message: 'Injected fault: timeout' }, 504))
    case 'malformed':
      return new Response('{"status":"Success","data":[', {
        headers: { 'content-type': 'application/json' },
      })
    case 'no-data':
      return json({ status: 'Success', message: 'Injected fault: no data' })
    case 'not-array':
      return json({ status: 'Success', message: 'Injected fault', data: { not: 'a list' } })
    default:
      return json({ status: 'Error', message: `Injected fault ${kind}` }, kind as number)
  }
}

/** The injected fault for a content model's reads in the current request's scope, or null. */
export function injectedContentFault(model: string): FaultKind | null {
  return current.getStore()?.faults.find((f) => f.prefix === `content:${model}`)?.kind ?? null
}
