/**
 * The reference store as mounted in the running server (src/server.ts): its routes answer at
 * /rest/auth/* and /graphql, hostile requests get a clear 4xx through the real HTTP stack, and
 * the pages those requests can reach fall back instead of failing.
 */
import { expect, test } from './fixtures'

const login = { email: 'demo@clearhome.example', password: 'clearhome-demo' }

test.describe('the store behind the storefront', () => {
  test('is mounted at /rest/auth and /graphql', async ({ request }) => {
    const doc = await request.get('/rest/auth/openapi.json')
    expect(doc.status()).toBe(200)
    expect((await doc.json()).info.title).toBe('Clearhome reference store API')
    const graphql = await request.post('/graphql', { data: {} })
    expect(graphql.status()).toBe(401)
  })

  test('refuses a cross-site or non-JSON login, and sets no cookie', async ({ request }) => {
    const crossSite = await request.post('/rest/auth/login', {
      data: login,
      headers: { origin: 'https://evil.example' },
    })
    expect(crossSite.status()).toBe(403)
    expect(crossSite.headers()['set-cookie']).toBeUndefined()
    const plain = await request.post('/rest/auth/login', {
      data: JSON.stringify(login),
      headers: { 'content-type': 'text/plain' },
    })
    expect(plain.status()).toBe(415)
    expect(plain.headers()['set-cookie']).toBeUndefined()
  })

  test('answers a body over 64 KB with 413 and a huge id with 404', async ({ request }) => {
    const big = await request.post('/rest/auth/products/search', {
      data: { query: 'x'.repeat(80 * 1024) },
    })
    expect(big.status()).toBe(413)
    expect((await request.get(`/rest/auth/products/${2 ** 31}/related`)).status()).toBe(404)
  })

  test("keeps the session's token in an HttpOnly cookie scripts cannot read", async ({
    page,
    context,
  }) => {
    await page.goto('/')
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === 'store_session'))
      .toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
    expect(await page.evaluate(() => document.cookie)).not.toContain('store_session')
  })
})

test.describe('pages that hostile input reaches', () => {
  test('a page path of 300 characters or more is the missing-page screen', async ({ page }) => {
    const response = await page.goto(`/${'a'.repeat(320)}`)
    expect(response?.status()).toBe(404)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Looks Like This Page Is Missing' }),
    ).toBeVisible()
  })

  test('a search for a NUL character shows results or none, never an error', async ({ page }) => {
    const response = await page.goto('/search?query=%00')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: 'Search our products' })).toBeVisible()
    const nul = await page.goto('/search?query=so%00ap')
    expect(nul?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “so ap”')
  })
})
