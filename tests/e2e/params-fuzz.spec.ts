/**
 * Bad input in any route's parameters: every route with a parameter (read from the generated
 * route tree, so a new route is fuzzed without naming it here) answers over-long, malformed,
 * control-character and out-of-range values with a clear 4xx: the page routes with their 404,
 * the JSON endpoints with 400 or 404. Never a 5xx, never a hang. Requests only (no browser).
 */
import { readFileSync } from 'node:fs'
import { expect, test } from './fixtures'

const routeTree = readFileSync('src/routeTree.gen.ts', 'utf8')
const withParams = [
  ...new Set([...routeTree.matchAll(/fullPath: '([^']*\$[^']*)'/g)].map((m) => m[1]!)),
]
  // Test-only routes are not served in production; `/$` is the content pages' catch-all.
  .filter((path) => !path.startsWith('/test-only'))
  .sort()

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
