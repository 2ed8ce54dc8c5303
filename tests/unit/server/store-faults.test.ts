import { describe, expect, it } from 'vitest'
import { injectedFault, parseFaults, withStoreFaults } from '~/server/store-faults'

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
    const answered = withStoreFaults(request('/rest/auth/categories=503'), true, () =>
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
    await expect(at('malformed')!.json()).rejects.toThrow()
    expect(await at('no-data')!.json()).not.toHaveProperty('data')
    expect((await at('not-array')!.json()).data).toEqual({ not: 'a list' })
  })
})
