import { vi } from 'vitest'
import { configureStoreApi } from '~/api/http'
import { resetSession } from '~/api/visitor/session'

/** `text`: a body sent as it is (malformed JSON); otherwise `json`. */
type Reply = { status?: number; json?: unknown; text?: string; network?: boolean }
type Handler = (request: { method: string; path: string; body: unknown; headers: Headers }) => Reply

/** Stubs fetch with a tiny store: handlers by "METHOD /path". Returns the requests seen. */
export function fakeStore(routes: Record<string, Reply | Handler>) {
  configureStoreApi('https://store.test')
  resetSession()
  const seen: Array<{
    method: string
    path: string
    body: unknown
    headers: Headers
    credentials?: RequestCredentials
  }> = []
  const session: Reply = {
    status: 200,
    json: {
      status: 'Success',
      session_id: 's-1',
      token: 't-1',
      authenticated: false,
      member: null,
    },
  }
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const u = new URL(url)
      const path = `${u.pathname}${u.search}`
      const method = init.method ?? 'GET'
      const headers = new Headers(init.headers)
      const body = init.body ? JSON.parse(String(init.body)) : undefined
      seen.push({ method, path, body, headers, credentials: init.credentials })
      const route =
        routes[`${method} ${path}`] ?? (path === '/rest/auth/session' ? session : undefined)
      if (!route) return new Response(JSON.stringify({ message: 'not faked' }), { status: 404 })
      const reply = typeof route === 'function' ? route({ method, path, body, headers }) : route
      if (reply.network) throw new TypeError('fetch failed')
      return new Response(reply.text ?? JSON.stringify(reply.json ?? {}), {
        status: reply.status ?? 200,
        headers: { 'content-type': 'application/json' },
      })
    }),
  )
  return seen
}

/** Collects console.error calls (the spec's log codes) instead of failing the test. */
export function captureLogs() {
  const lines: string[] = []
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    lines.push(args.map(String).join(' '))
  })
  return {
    lines,
    codes: () => lines.map((l) => /^\[([\w.]+)\]/.exec(l)?.[1]).filter(Boolean),
  }
}

/** A product as the store sends it, with its id in every field that names it. */
export const wireProduct = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  name: `P${id}`,
  slug: `p-${id}`,
  price: '12.50',
  published: 1,
  image_path: `products/p-${id}.svg`,
  ...extra,
})
