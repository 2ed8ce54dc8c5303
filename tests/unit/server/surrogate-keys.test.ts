// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest'
import { cachedRead, configureStoreReadCache, purgeStoreReads } from '~/api/read-cache'
import {
  addKeys,
  collectingKeys,
  keysOfHeader,
  pageKeys,
  readKeys,
} from '~/server/surrogate-keys.server'

describe("a render's surrogate keys", () => {
  it('are what its reads named, each render its own; odd keys are dropped', async () => {
    const a = new Set<string>()
    const b = new Set<string>()
    await Promise.all([
      collectingKeys(a, async () => {
        addKeys(keysOfHeader('product-1  listing-3'))
        await new Promise((r) => setTimeout(r, 5))
        addKeys(['content-page'])
      }),
      collectingKeys(b, async () =>
        addKeys(keysOfHeader('product-2 bad\u0007key x'.concat(' '.repeat(3)))),
      ),
    ])
    expect([...a]).toEqual(['product-1', 'listing-3', 'content-page'])
    expect([...b]).toEqual(['product-2', 'x'])
    // Outside a render nothing is collected, and nothing fails.
    addKeys(['product-9'])
    expect(keysOfHeader(null)).toEqual([])
  })

  it('a page names "all" first, and only "all" past 600 keys', () => {
    expect(pageKeys(new Set(['product-1']))).toEqual(['all', 'product-1'])
    const many = new Set(Array.from({ length: 601 }, (_, i) => `product-${i}`))
    expect(pageKeys(many)).toEqual(['all'])
    many.delete('product-0')
    expect(pageKeys(many)).toHaveLength(601)
  })
})

describe('a kept store read', () => {
  afterEach(() => configureStoreReadCache(false))

  it('gives its keys to every render that uses it, and a purge by key forgets it', async () => {
    configureStoreReadCache(true, readKeys)
    let loads = 0
    const load = async () => {
      loads++
      addKeys(['product-7'])
      return { price: 10 }
    }
    const first = new Set<string>()
    const second = new Set<string>()
    const third = new Set<string>()
    // Two renders at once share one load; both are made of what it named.
    await Promise.all([
      collectingKeys(first, () => cachedRead('/rest/auth/products/soap', 300_000, load)),
      collectingKeys(second, () => cachedRead('/rest/auth/products/soap', 300_000, load)),
    ])
    expect(loads).toBe(1)
    expect([...first]).toEqual(['product-7'])
    expect([...second]).toEqual(['product-7'])
    purgeStoreReads(['product-8'])
    await collectingKeys(third, () => cachedRead('/rest/auth/products/soap', 300_000, load))
    expect(loads).toBe(1)
    expect([...third]).toEqual(['product-7'])
    purgeStoreReads(['product-7'])
    await cachedRead('/rest/auth/products/soap', 300_000, load)
    expect(loads).toBe(2)
  })
})
