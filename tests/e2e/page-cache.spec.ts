/**
 * The page cache in the running app (ADR 0017): pages come from memory after the first render,
 * for members as for visitors (nothing personal is in a page's HTML), and a purge or a
 * catalogue change makes the next visit render anew.
 */
import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures'
import { ADMIN_TOKEN, PURGE_SECRET } from './secrets'

// One browser-less project is enough: these are HTTP exchanges.
test.skip(({ isMobile }) => isMobile, 'HTTP only')

/** A page of its own (the key includes the search params): tests running alongside never share it. */
const own = (path: string) => `${path}?t=${Math.random().toString(36).slice(2)}`

/** Asks until the page is kept (the first answer may still be filling it). */
async function kept(request: APIRequestContext, path: string) {
  await expect
    .poll(async () => (await request.get(path)).headers()['x-cache'], { timeout: 10_000 })
    .toBe('HIT')
}

test('an anonymous page is rendered once and then served from the cache, byte for byte', async ({
  request,
}) => {
  const path = own('/about')
  const first = await request.get(path)
  expect(first.headers()['x-cache']).toBe('MISS')
  await kept(request, path)
  const again = await request.get(path)
  // The same bytes but for the nonce, which every response has its own of (ADR 0018).
  const nonceOf = (html: string) =>
    /<meta property="csp-nonce" content="([0-9a-f]{32})"/.exec(html)?.[1] ?? 'none'
  const [one, two] = [await first.text(), await again.text()]
  expect(nonceOf(two)).not.toBe(nonceOf(one))
  expect(two.replaceAll(nonceOf(two), 'NONCE')).toBe(one.replaceAll(nonceOf(one), 'NONCE'))
  expect(again.headers()['cache-control']).toContain('s-maxage=60')
  // Tracking parameters are the same page.
  expect((await request.get(`${path}&utm_source=newsletter`)).headers()['x-cache']).toBe('HIT')
})

/** The cookies a signed-in member's browser sends: the demo member logs in (shell §5). */
async function memberCookie(request: APIRequestContext): Promise<string> {
  const response = await request.post('/rest/auth/login', {
    data: { email: 'demo@clearhome.example', password: 'clearhome-demo' },
    // A client of its own for the login rate limit (login=6/60).
    headers: { 'x-forwarded-for': `203.0.113.${Math.floor(Math.random() * 250) + 1}` },
  })
  expect(response.status()).toBe(200)
  const cookies = response
    .headersArray()
    .filter((h) => h.name.toLowerCase() === 'set-cookie')
    .map((h) => h.value.split(';')[0]!)
  expect(cookies.some((c) => c.startsWith('store_member='))).toBe(true)
  return cookies.join('; ')
}

test("a member's page is a visitor's: rendered for one, kept, and served to the other", async ({
  request,
}) => {
  const cookie = await memberCookie(request)
  // What the page says: its text and its labels, in any order. Not the bytes: scripts carry
  // the render's timestamps, and deferred parts (videos, pairings) stream inline or later,
  // whichever way the store's answers raced the first flush.
  const says = (html: string, path: string) => {
    const body = html
      .replaceAll(path.split('?t=')[1]!, 'T')
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
      .replace(/<!--[\s\S]*?-->/g, '')
    const text = body.split(/<[^>]*>/).map((t) => t.trim())
    const labels = [...body.matchAll(/ (?:aria-label|alt|title|value|placeholder)="([^"]*)"/g)]
    return [...text, ...labels.map((m) => m[1]!)].filter(Boolean).sort().join('\n')
  }
  for (const page of ['/products/free-clear-laundry-liquid', '/', '/products']) {
    // Rendered for the member (nothing kept yet), then kept: a visitor gets those bytes.
    const path = own(page)
    const forMember = await request.get(path, { headers: { cookie } })
    expect(forMember.status(), page).toBe(200)
    expect(forMember.headers()['x-cache'], page).toBe('MISS')
    const html = await forMember.text()
    // Nothing of the member's is in it: not their name, nor their token.
    expect(html, page).not.toContain('Avery')
    for (const c of cookie.split('; ')) expect(html, page).not.toContain(c.split('=')[1]!)
    await kept(request, path)
    // The same page a visitor's own render gives (another key, rendered anonymously).
    const other = own(page)
    const forVisitor = await request.get(other)
    expect(forVisitor.headers()['x-cache'], page).toBe('MISS')
    expect(says(html, path), page).toBe(says(await forVisitor.text(), other))
    // And a member's next visit is answered from the cache.
    const again = await request.get(path, { headers: { cookie } })
    expect(again.headers()['x-cache'], page).toBe('HIT')
  }
})

test('previews and test faults are never answered from the cache', async ({ request }) => {
  await kept(request, '/about')
  const preview = await request.get('/about?builder.preview=page')
  expect(preview.headers()['x-cache']).toBeUndefined()
})

test('a page that fell back (a side part failed) is shown but never kept', async ({ request }) => {
  const path = own('/about')
  // The footer's menus fail for this request, which the cache may keep (a test server's
  // opt-in): the page is whole without them, a 200 (catalogue §8 footer row)…
  const faulted = { 'x-test-store-fault': 'content:menu=500', 'x-test-page-cache': '1' }
  const failed = await request.get(path, { headers: faulted })
  expect(failed.status()).toBe(200)
  expect(await failed.text()).not.toContain('Privacy Policy')
  // …to that request alone: the next one renders the menus, and that page is kept.
  const next = await request.get(path)
  expect(next.headers()['x-cache']).toBe('MISS')
  expect(await next.text()).toContain('Privacy Policy')
  await kept(request, path)
  // A good page kept answers later requests even while the content service fails.
  const later = await request.get(path, { headers: faulted })
  expect(later.headers()['x-cache']).toBe('HIT')
  expect(await later.text()).toContain('Privacy Policy')
})

test('a page whose main read failed answers 503 with Retry-After; once kept, the kept page answers', async ({
  request,
}) => {
  const path = own('/blog')
  const faulted = { 'x-test-store-fault': 'content:blog-post=500', 'x-test-page-cache': '1' }
  // The blog's posts fail and nothing is kept: the spec's empty list, as an outage.
  const failed = await request.get(path, { headers: faulted })
  expect(failed.status()).toBe(503)
  expect(failed.headers()['retry-after']).toBe('30')
  expect(failed.headers()['cache-control']).toBe('no-store')
  expect(await failed.text()).toContain('No Blog Posts Found')
  const next = await request.get(path)
  expect(next.headers()['x-cache']).toBe('MISS')
  await kept(request, path)
  const later = await request.get(path, { headers: faulted })
  expect(later.status()).toBe(200)
  expect(later.headers()['x-cache']).toBe('HIT')
  expect(await later.text()).not.toContain('No Blog Posts Found')
})

test('the purge endpoint wants its secret; after a purge the next visit renders', async ({
  request,
}) => {
  const path = own('/faq')
  await kept(request, path)
  expect((await request.post('/api/cache/purge')).status()).toBe(401)
  expect(
    (
      await request.post('/api/cache/purge', { headers: { authorization: 'Bearer wrong' } })
    ).status(),
  ).toBe(401)
  expect((await request.get('/api/cache/purge')).status()).toBe(405)
  const purged = await request.post('/api/cache/purge', {
    headers: { authorization: `Bearer ${PURGE_SECRET}` },
  })
  expect(purged.status()).toBe(200)
  expect((await request.get(path)).headers()['x-cache']).toBe('MISS')
})

test('a catalogue change in the store empties the cache: the product page shows it', async ({
  request,
}) => {
  const path = own('/products/stainless-steel-polish')
  const availability = async () =>
    /"availability":"https:\/\/schema\.org\/(\w+)"/.exec(
      await (await request.get(path)).text(),
    )?.[1]
  await kept(request, path)
  expect(await availability()).toBe('InStock')
  const product = (await (
    await request.get('/rest/auth/products/stainless-steel-polish')
  ).json()) as {
    data: { id: number }
  }
  const change = (inStock: boolean) =>
    request.post(`/rest/auth/admin/products/${product.data.id}`, {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
      data: { in_stock: inStock },
    })
  try {
    expect((await change(false)).status()).toBe(200)
    expect(await availability()).toBe('OutOfStock')
  } finally {
    await change(true)
  }
  expect(await availability()).toBe('InStock')
})
