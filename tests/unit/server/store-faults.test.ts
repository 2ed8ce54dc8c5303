import { afterEach, describe, expect, it, vi } from 'vitest'
import { storeRequest } from '~/api/http'
import { configureStoreApi, TimeoutError, withDeadline } from '~/api/base'
import { hang, HANG_MS, injectedFault, parseFaults, withStoreFaults } from '~/server/store-faults'
import { z } from 'zod'

const request = (fault?: string) =>
  new Request('http://shop.test/products', {
    headers: fault ? { 'x-test-store-fault': fault } : {},
  })

describe('store fault injection (test servers only)', () => {
  it('reads prefix=kind pairs and ignores anything else', () => {
    expect(
      parseFaults(
        '/rest/auth/categories=500, /rest/auth/starterkits=network,x=500,/a=teapot,/b=200',
      ),
    ).toEqual([
      { prefix: '/rest/auth/categories', kind: 500 },
      { prefix: '/rest/auth/starterkits', kind: 'network' },
    ])
    expect(parseFaults(null)).toEqual([])
  })

  it('answers the fault only inside the request that asked, and only when enabled', async () => {
    expect(injectedFault('/rest/auth/categories')).toBeNull()
    const answered = await withStoreFaults(request('/rest/auth/categories=503'), true, () =>
      injectedFault('/rest/auth/categories'),
    )
    expect(answered?.status).toBe(503)
    expect(
      withStoreFaults(request('/rest/auth/categories=503'), false, () =>
        injectedFault('/rest/auth/categories'),
      ),
    ).toBeNull()
    expect(
      withStoreFaults(request('/rest/auth/categories=503'), true, () =>
        injectedFault('/rest/auth/products/1'),
      ),
    ).toBeNull()
  })

  it('a network fault throws like fetch; malformed and missing data answer 200', async () => {
    const at = (kind: string) =>
      withStoreFaults(request(`/rest/auth/x=${kind}`), true, () => injectedFault('/rest/auth/x'))
    expect(() => at('network')).toThrow(TypeError)
    await expect((await at('malformed'))!.json()).rejects.toThrow()
    expect(await (await at('no-data'))!.json()).not.toHaveProperty('data')
    expect((await (await at('not-array'))!.json()).data).toEqual({ not: 'a list' })
  })
})

describe('deadlines', () => {
  afterEach(() => {
    vi.useRealTimers()
    configureStoreApi('', undefined, 15_000)
  })

  it('a hung call fails at its deadline and its request is aborted', async () => {
    vi.useFakeTimers()
    let seen: AbortSignal | undefined
    const call = withDeadline(500, (signal) => {
      seen = signal
      return new Promise<never>(() => {})
    })
    const failed = expect(call).rejects.toBeInstanceOf(TimeoutError)
    await vi.advanceTimersByTimeAsync(500)
    await failed
    expect(seen?.aborted).toBe(true)
  })

  it('a store call that hangs (the timeout fault) is a failed call logged with its code', async () => {
    vi.useFakeTimers()
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    configureStoreApi(
      'http://store.test',
      (url) =>
        withStoreFaults(request('/rest/auth/x=timeout'), true, async () => {
          const answer = injectedFault(new URL(url).pathname)
          if (!answer) throw new Error('no fault')
          return answer
        }),
      1000,
    )
    const call = storeRequest('/rest/auth/x', { schema: z.object({}), code: '10002.01' })
    const failed = expect(call).rejects.toMatchObject({
      message: 'Request timed out',
      details: { code: '10002.01' },
    })
    await vi.advanceTimersByTimeAsync(1000)
    await failed
    expect(error.mock.calls.flat().join(' ')).toMatch(
      /\[10002\.01\].*Timed out calling GET \/rest\/auth\/x/,
    )
    // The fault itself would have answered only much later.
    expect(HANG_MS).toBeGreaterThan(1000)
  })

  it('a hung answer that raises rejects when it settles, never escaping as an uncaught error', async () => {
    vi.useFakeTimers()
    const answer = hang(() => {
      throw new Error('Content API answered 504 (injected content fault)')
    })
    const failed = expect(answer).rejects.toThrow('answered 504')
    await vi.advanceTimersByTimeAsync(HANG_MS)
    await failed
  })
})
