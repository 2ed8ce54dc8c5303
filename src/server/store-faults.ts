/**
 * Fault injection at the store boundary, for the error rows' end-to-end tests: with
 * ENABLE_TEST_ROUTES a page request may carry `x-test-store-fault: /rest/auth/categories=500,
 * /rest/auth/starterkits=network`, and every store call made while serving that request (the
 * server render's in-process calls and the page's own calls that carry the header) whose path
 * starts with one of the prefixes answers the fault instead of the store. Scoped to the one
 * request, so tests running side by side do not see each other's faults. Never active otherwise.
 *
 * The content source takes faults the same way, named `content:{model}` (content:blog-post=500,
 * content:blog-category=network): the model's reads fail; `empty` answers no entries and
 * `take:N` answers as if the model held only its first N entries (paging at an exact edge).
 */
import { AsyncLocalStorage } from 'node:async_hooks'

export const FAULT_HEADER = 'x-test-store-fault'

export type FaultKind =
  number | 'network' | 'malformed' | 'no-data' | 'not-array' | 'empty' | `take:${number}`

export interface StoreFault {
  prefix: string
  kind: FaultKind
}

const current = new AsyncLocalStorage<StoreFault[]>()

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
      return ['network', 'malformed', 'no-data', 'not-array'].includes(kind)
        ? [{ prefix, kind: kind as FaultKind }]
        : []
    })
}

/** Runs `serve` with the request's faults in scope (when enabled and the header is present). */
export function withStoreFaults<T>(request: Request, enabled: boolean, serve: () => T): T {
  const faults = enabled ? parseFaults(request.headers.get(FAULT_HEADER)) : []
  return faults.length ? current.run(faults, serve) : serve()
}

/** The injected answer for a store path in the current request's scope, or null. */
export function injectedFault(pathname: string): Response | null {
  const fault = current.getStore()?.find((f) => pathname.startsWith(f.prefix))
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
  return current.getStore()?.find((f) => f.prefix === `content:${model}`)?.kind ?? null
}
