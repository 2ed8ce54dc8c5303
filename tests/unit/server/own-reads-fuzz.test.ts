/**
 * Fuzzing every GET /api/{scope}/{call} the browser may ask (src/server/own-reads.ts), against
 * the embedded store on PGlite, in process as the server runs it. Each call comes from its
 * resource's table, and the parameters it reads are found by watching which names it asks its
 * query string for, so a new call or parameter is fuzzed without naming it here. Whatever the
 * query string holds (real slugs and ids, hostile text, repeats, huge values), a call answers
 * 200, a 400/401 naming the parameter, or a 404: never a 5xx, never a throw.
 */
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { configureStoreApi } from '~/api/base'
import type { Calls } from '~/api/calls.server'
import { resetSession } from '~/api/visitor/session'
import { ownReads } from '~/server/own-reads'
import { catalogue } from '#store/seed/catalogue'
import { openTestStore, ORIGIN, type TestStore } from '../store/harness'

/** Values a real page asks with: they lead a call past its first check to the next parameter. */
const product = catalogue.products[0]!
const PLAUSIBLE = [
  product.slug,
  product.sku,
  String(product.id),
  catalogue.categories[0]!.slug,
  catalogue.starterKits[0]!.slug,
  `${product.slug},${catalogue.products[1]!.slug}`,
  'account',
  'account-01',
  'laundry-lab',
  'price-asc',
  '1',
  '12',
]

/** What breaks servers: each must be refused or read as nothing, never crash. */
const HOSTILE = [
  '',
  ' ',
  '0',
  '-1',
  '1e3',
  '0x10',
  '99999999999999999999',
  'NaN',
  '\u0000',
  'a\u0001\u001fb\u007f',
  '\ud800',
  '\u202egnp.exe',
  '💩',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '{"a":1}',
  '[1,2]',
  'toString',
  '__proto__',
  ',,,',
  'a'.repeat(10_000),
  `${'a,'.repeat(2000)}a`,
]

/** A query string object that records every name it is asked for. */
function watched(entries: Array<[string, string]>, asked: Set<string>): URLSearchParams {
  const params = new URLSearchParams(entries)
  return new Proxy(params, {
    get(target, key) {
      const value = Reflect.get(target, key, target)
      if (typeof value !== 'function') return value
      return (...args: unknown[]) => {
        if (['get', 'getAll', 'has'].includes(String(key))) asked.add(String(args[0]))
        return (value as (...a: unknown[]) => unknown).apply(target, args)
      }
    },
  })
}

/** The names a call reads: asked with nothing, then with each name found so far filled in. */
async function namesRead(call: Calls[string]): Promise<string[]> {
  const asked = new Set<string>()
  const request = new Request(`${ORIGIN}/`)
  const attempt = (entries: Array<[string, string]>) =>
    Promise.resolve()
      .then(() => call(watched(entries, asked), request))
      .catch(() => undefined)
  await attempt([])
  for (let round = 0; round < 3; round++) {
    const names = [...asked]
    for (const value of PLAUSIBLE) await attempt(names.map((name) => [name, value]))
  }
  return [...asked].sort()
}

let store: TestStore
beforeAll(async () => {
  store = await openTestStore('pglite')
  resetSession()
  configureStoreApi(ORIGIN, (url, init) =>
    store.store.fetch(new Request(url, init), { address: null, inProcess: true }),
  )
}, 120_000)
afterAll(() => store?.close())

describe.each(Object.entries(ownReads))('/api/%s', (scope, handler) => {
  it('every call answers 200, a 4xx naming what it refused, never a 5xx', async () => {
    // A failed read is logged; the assertion below names the request instead.
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const calls: Calls = await handler.loadCalls()
    const names = Object.keys(calls)
    expect(names.length).toBeGreaterThan(0)
    const read = Object.fromEntries(
      await Promise.all(names.map(async (name) => [name, await namesRead(calls[name]!)] as const)),
    )
    const value = fc.oneof(fc.constantFrom(...PLAUSIBLE), fc.constantFrom(...HOSTILE), fc.string())
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...names),
        fc.array(fc.tuple(fc.nat(), value), { maxLength: 6 }),
        async (call, pairs) => {
          // Names the call reads, repeated at times, and one it never reads.
          const pool = [...read[call]!, 'unread']
          const query = new URLSearchParams(pairs.map(([i, v]) => [pool[i % pool.length]!, v]))
          const url = `${ORIGIN}/api/${scope}/${call}?${query}`
          const response = await handler(new Request(url), call)
          expect([200, 400, 401, 404], `${url} answered ${response.status}`).toContain(
            response.status,
          )
          const body = await response.json()
          if (response.status >= 400) expect(body.message, url).toEqual(expect.any(String))
        },
      ),
      { numRuns: 40 * names.length, endOnFailure: true },
    )
  }, 120_000)
})
