import { afterEach, describe, expect, it, vi } from 'vitest'
import { configureStoreApi } from '~/api/base'
import { storeRequest } from '~/api/http'
import { z } from 'zod/mini'

afterEach(() => configureStoreApi(''))

describe('store transport', () => {
  it('hands the request to the in-process store when one is configured: no fetch', async () => {
    const fetchSpy = vi.fn()
    vi.stubGlobal('fetch', fetchSpy)
    const seen: Request[] = []
    configureStoreApi('http://site.test', async (url, init) => {
      const request = new Request(url, init)
      seen.push(request)
      return Response.json({ ok: (await request.json()).hello }, { status: 200 })
    })
    const result = await storeRequest('/rest/auth/x', {
      method: 'POST',
      body: { hello: 'store' },
      token: 'tok',
      schema: z.object({ ok: z.string() }),
      code: '0',
    })
    expect(result).toEqual({ ok: 'store' })
    expect(fetchSpy).not.toHaveBeenCalled()
    expect(seen[0]!.url).toBe('http://site.test/rest/auth/x')
    expect(seen[0]!.headers.get('authorization')).toBe('Bearer tok')
    expect(seen[0]!.headers.get('content-type')).toBe('application/json')
  })

  it('uses HTTP when configured with a URL only [Catalogue §7.1; Shell §7.1]', async () => {
    const fetchSpy = vi.fn(async () => Response.json({ ok: 'http' }))
    vi.stubGlobal('fetch', fetchSpy)
    configureStoreApi('https://store.example/')
    await storeRequest('/rest/auth/y', { schema: z.object({ ok: z.string() }), code: '0' })
    expect(fetchSpy).toHaveBeenCalledWith('https://store.example/rest/auth/y', expect.anything())
  })
})
