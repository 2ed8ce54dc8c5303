/**
 * Bad input in any route's parameters and query string. Routes are read from the generated
 * route tree, so a new route is fuzzed without naming it here.
 * - Path parameters: over-long, malformed, control-character and out-of-range values are a clear
 *   4xx: the page routes with their 404, the JSON endpoints with 400 or 404.
 * - Query strings, on every page route at a real address: hostile values in every search key
 *   a page reads, repeated keys, malformed escapes and a huge query string are the page with
 *   its fallback (200) or a 4xx. (The JSON endpoints' parameters are fuzzed call by call in
 *   tests/unit/server/own-reads-fuzz.test.ts.)
 * Never a 5xx, never a hang. Requests only (no browser).
 */
import { readFileSync } from 'node:fs'
import { expect, test } from './fixtures'

const routeTree = readFileSync('src/routeTree.gen.ts', 'utf8')
const allRoutes = [...new Set([...routeTree.matchAll(/fullPath: '([^']*)'/g)].map((m) => m[1]!))]
  // Test-only routes are not served in production; `/$` is the content pages' catch-all.
  .filter((path) => !path.startsWith('/test-only'))
  .sort()
const withParams = allRoutes.filter((path) => path.includes('$'))

/** Values no real product, post, category, kit or flow has (already URL-encoded). */
const BAD = {
  '306 characters': 'A'.repeat(306),
  '10 000 characters': 'A'.repeat(10_000),
  NUL: '%00',
  'control characters': 'a%01%1Fb%7F',
  'malformed UTF-8': '%FF%FE',
  'an encoded path': '..%2F..%2Fetc%2Fpasswd',
  markup: '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  'a number out of range': '99999999999999999999',
  'right-to-left override': '%E2%80%AEgnp.exe',
}

test('the route tree has parameter routes to fuzz', () => {
  // Pages and endpoints alike: a route tree read wrongly must not leave this file testing nothing.
  expect(withParams).toEqual(
    expect.arrayContaining(['/blog/$slug', '/products/$slug', '/api/content/$', '/flows/$key']),
  )
})

for (const route of withParams) {
  test(`${route}: bad parameters are a 4xx`, async ({ request }) => {
    for (const [what, value] of Object.entries(BAD)) {
      const url = route.replace(/\$[a-zA-Z]*/g, value)
      const response = await request.get(url, { maxRedirects: 0, timeout: 15_000 })
      const status = response.status()
      expect(status, `${what} in ${route}`).toBeGreaterThanOrEqual(400)
      expect(status, `${what} in ${route}`).toBeLessThan(500)
    }
  })
}

/** A real address for each parameter route (a page that exists), to fuzz its query string. */
const REAL: Record<string, string> = {
  '/$': '/about',
  '/blog/$slug': '/blog/how-to-clean-grout',
  '/blog/category/$slug': '/blog/category/laundry-lab',
  '/flows/$key': '/flows/search-overlay',
  '/flows/export/$key': '/flows/export/newsletter',
  '/products/$slug': '/products/free-clear-laundry-liquid',
  '/products/category/$slug': '/products/category/laundry',
  '/products/category/starter-kits/$kit': '/products/category/starter-kits/laundry-starter-kit',
  '/sitemaps/$file': '/sitemaps/products-1.xml',
}
const pages = allRoutes
  .filter((path) => !path.startsWith('/api/'))
  .map((path) => REAL[path] ?? path)

/** Every key a page's validateSearch or loader reads (routes/), and two none does. */
const SEARCH_KEYS = [
  'sort',
  'page',
  'query',
  'next',
  'status',
  'walk',
  'input',
  'at',
  'path',
  'step',
]
const OTHER_KEYS = ['q', 'utm_source']

/** Query-string values (URL-encoded): the router reads some as JSON, so JSON breaks it too. */
const BAD_SEARCH = {
  ...BAD,
  'an empty value': '',
  'a negative number': '-1',
  'a huge number': '1e999',
  'not a number': 'NaN',
  'half an object': '%7B%22a%22%3A',
  'an object': '%7B%22a%22%3A1%7D',
  'a prototype key': '%7B%22__proto__%22%3A%7B%22x%22%3A1%7D%7D',
  'deep nesting': '%5B'.repeat(5000) + '%5D'.repeat(5000),
  'a lone percent': '%',
  'a broken escape': '%E0%A4%A',
  'an absolute URL': 'https%3A%2F%2Fevil.example%2F',
  'a protocol-relative URL': '%2F%2Fevil.example',
}

test('every page route has a real address to fuzz its query string at', () => {
  expect(pages.filter((path) => path.includes('$'))).toEqual([])
  expect(pages).toEqual(expect.arrayContaining(['/', '/products/', '/search', '/flows/spec']))
})

for (const page of pages) {
  test(`${page}: a bad query string is the page's fallback or a 4xx`, async ({ request }) => {
    const keys = [...SEARCH_KEYS, ...OTHER_KEYS]
    const queries: Record<string, string> = Object.fromEntries(
      Object.entries(BAD_SEARCH).map(([what, value]) => [
        what,
        keys.map((key) => `${key}=${value}`).join('&'),
      ]),
    )
    queries['every key twice'] = [...keys, ...keys].map((key, i) => `${key}=${i}`).join('&')
    queries['a thousand keys'] = Array.from({ length: 1000 }, (_, i) => `k${i}=${i}`).join('&')
    queries['a key with no value'] = keys.join('&')
    queries['only separators'] = '&&&=&=='
    for (const [what, query] of Object.entries(queries)) {
      const response = await request.get(`${page}?${query}`, { maxRedirects: 0, timeout: 15_000 })
      const status = response.status()
      expect(status, `${what} in ${page}'s query string`).toBeLessThan(500)
      // A redirect (the trailing-slash and login routes) stays on this site.
      const location = response.headers()['location']
      if (location) expect(new URL(location, 'http://x.test').host, what).toBe('x.test')
    }
  })
}
