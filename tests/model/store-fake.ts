/**
 * The store as the browser reaches it, faked at HTTP (fetch): the view runs its real wiring and
 * query functions, and a path's server answers are the store's (a JSON body, an HTTP status, a
 * network failure). A route marked `hold` waits until the test answers it.
 */
import { act } from '@testing-library/react'
import { configureStoreApi } from '~/api/base'
import { resetSession } from '~/api/visitor/session'
import { SITE } from './shell-harness'
import { expect, vi } from 'vitest'
import { expectLogged, settle } from './view-runner'

export type Reply = { status?: number; json?: unknown; network?: boolean }
type Route = Reply | 'hold'

/** A visitor's session as the store's session helper sends it. */
export const wireSession = (session: {
  authenticated: boolean
  member: { firstName: string; token: string } | null
  myBoxCount: number
}) => ({
  session_id: 'session-1',
  token: session.member ? 'member-session-token' : 'visitor-token',
  authenticated: session.authenticated,
  member: session.member,
  tf_order_id: null,
  my_box_count: session.myBoxCount,
})

/** The store's answer to a cart read when the cart is empty (POST /rest/auth/cart). */
export const EMPTY_CART: Reply = {
  json: {
    status: 'Success',
    data: { items: [], discount_total: 0, subtotal: 0, tier_slab: 0, total_subscription_items: 0 },
  },
}

/**
 * An add that fails, as the store gives it, with the codes it must log: no session (the session
 * helper fails: 10801.01, then 11303.01, and nothing more is sent), a refusal with its reason
 * (11301.01), or a network failure (11301.01, then 12502.01 for the spec's text).
 */
export async function failAdd(
  store: ReturnType<typeof fakeStore>,
  how: { skipped: true } | { skipped: false; refusal: string | null },
  answerAdd: (reply: Reply) => Promise<void>,
) {
  if (how.skipped) {
    const requests = store.sent.length
    await expectLogged(['10801.01', '11303.01'], () =>
      store.answer('POST /rest/auth/session', { network: true }),
    )
    expect(store.sent).toHaveLength(requests)
  } else if (how.refusal !== null)
    await expectLogged(['11301.01'], () =>
      answerAdd({ json: { success: false, message: how.refusal } }),
    )
  else await expectLogged(['11301.01', '12502.01'], () => answerAdd({ network: true }))
}

export function fakeStore(routes: Record<string, Route> = {}) {
  configureStoreApi(SITE)
  resetSession()
  /** Every request: its method, path and parsed body. */
  const seen: Array<{ method: string; path: string; body: unknown }> = []
  /** The same requests with their query string and bearer token too. */
  const sent: Array<(typeof seen)[number] & { query: string; authorization: string | null }> = []
  /** Each sent request's signal, in the order of `sent` (a call its caller gave up is aborted). */
  const signals: Array<AbortSignal | null> = []
  const waiting = new Map<string, Array<{ answer: (reply: Reply) => void }>>()
  const all: Record<string, Route> = {
    'POST /rest/auth/session': {
      json: wireSession({ authenticated: false, member: null, myBoxCount: 0 }),
    },
    ...routes,
  }
  const respond = (reply: Reply) => {
    if (reply.network) throw new TypeError('fetch failed')
    return new Response(JSON.stringify(reply.json ?? {}), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    })
  }
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string | URL | Request, init: RequestInit = {}) => {
      // A path the page reads its own API by resolves against the page, as a browser's does.
      const u = new URL(url instanceof Request ? url.url : String(url), window.location.href)
      const path = u.pathname
      const method = init.method ?? 'GET'
      const key = `${method} ${path}`
      const body: unknown = init.body ? JSON.parse(String(init.body)) : undefined
      seen.push({ method, path, body })
      sent.push({
        method,
        path,
        body,
        query: u.search,
        authorization: new Headers(init.headers).get('authorization'),
      })
      signals.push(init.signal ?? null)
      const route = all[key]
      if (!route) return respond({ status: 404, json: { message: 'not faked' } })
      if (route !== 'hold') return respond(route)
      return new Promise<Response>((resolve, reject) => {
        const queue = waiting.get(key) ?? []
        waiting.set(key, queue)
        queue.push({
          answer: (reply) => {
            try {
              resolve(respond(reply))
            } catch (error) {
              reject(error)
            }
          },
        })
      })
    }),
  )
  return {
    seen,
    sent,
    signals,
    /** Requests still waiting on `key` ("METHOD /path"). */
    waiting: (key: string) => waiting.get(key)?.length ?? 0,
    /** Answers the oldest held request on `key` (and lets what it sets going run). */
    answer: async (key: string, reply: Reply) => {
      const next = waiting.get(key)?.shift()
      if (!next) throw new Error(`No request waits on ${key}`)
      await act(async () => next.answer(reply))
      // The answer's way to the view: its body read, its query settled, the flow told.
      for (let i = 0; i < 5; i++) await settle()
    },
  }
}
