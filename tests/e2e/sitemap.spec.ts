/**
 * What crawlers read (issue 33 item 5, src/server/sitemap.ts): robots.txt names /sitemap.xml,
 * an index of the sitemaps of products, categories, starter kits, blog posts and blog
 * categories; every URL they list answers 200 and nothing hidden is listed; a sitemap name the
 * index never writes is a 404; a failed store or content read is a 503 with Retry-After.
 * Requests only (no browser).
 */
import { readFileSync } from 'node:fs'
import { expect, test } from './fixtures'

test.skip(({ isMobile }) => isMobile, 'HTTP only')

const KINDS = ['products', 'categories', 'starter-kits', 'blog-posts', 'blog-categories']

/** The `<loc>`s of a sitemap or an index, unescaped. */
const locs = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) =>
    m[1]!.replaceAll('&apos;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&'),
  )

type Row = {
  slug?: string
  published?: boolean | string
  startDate?: number
  data?: { slug?: string }
}
const rows = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Row[]

/** Pages the seed and the embedded content hide: unpublished, drafts, scheduled for later. */
function hiddenPaths(): string[] {
  const off = (rs: Row[]) => rs.filter((r) => r.published === false).map((r) => r.slug!)
  const store = (file: string) => off(rows(`store/seed/data/${file}.json`))
  const content = (model: string) =>
    rows(`src/content/embedded/${model}.json`).filter(
      (r) => r.published !== 'published' || (r.startDate ?? 0) > Date.now(),
    )
  return [
    ...store('products').map((s) => `/products/${s}`),
    ...store('categories').map((s) => `/products/category/${s}`),
    ...store('starter-kits').map((s) => `/products/category/starter-kits/${s}`),
    ...content('blog-post').map((r) => `/blog${r.data!.slug}`),
    ...content('blog-category').map((r) => `/blog/category/${r.data!.slug}`),
  ]
}

test('robots.txt keeps its rules and names the sitemap index by its absolute URL', async ({
  request,
  baseURL,
}) => {
  const response = await request.get('/robots.txt')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('text/plain')
  const lines = (await response.text()).split('\n')
  expect(lines).toContain('User-agent: *')
  expect(lines).toContain('Allow: /')
  expect(lines).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
})

test('the index lists the five kinds, and every URL of every sitemap answers 200', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(240_000)
  const index = await request.get('/sitemap.xml')
  expect(index.status()).toBe(200)
  expect(index.headers()['content-type']).toContain('application/xml')
  // Cached like pages: by a CDN, and by the page cache, which a catalogue change empties.
  expect(index.headers()['cache-control']).toBe(
    'public, max-age=0, s-maxage=60, stale-while-revalidate=300, stale-if-error=3600',
  )
  const xml = await index.text()
  expect(xml).toMatch(
    /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
  )
  const sitemaps = locs(xml)
  for (const kind of KINDS) expect(sitemaps).toContain(`${baseURL}/sitemaps/${kind}-1.xml`)
  await expect
    .poll(async () => (await request.get('/sitemap.xml')).headers()['x-cache'])
    .toBe('HIT')

  const pages: string[] = []
  for (const sitemap of sitemaps) {
    const response = await request.get(sitemap)
    expect(response.status(), sitemap).toBe(200)
    expect(response.headers()['content-type']).toContain('application/xml')
    const body = await response.text()
    expect(body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    pages.push(...locs(body))
  }
  // Blog posts carry their dates.
  const posts = await (await request.get('/sitemaps/blog-posts-1.xml')).text()
  expect(posts).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z<\/lastmod>/)

  expect(new Set(pages).size).toBe(pages.length)
  for (const page of pages) expect(page.startsWith(`${baseURL}/`), page).toBe(true)
  for (const path of [
    '/products/free-clear-laundry-liquid',
    '/products/category/laundry',
    '/products/category/laundry-detergents',
    '/products/category/starter-kits/dish-starter-kit',
    '/blog/how-to-clean-grout',
    '/blog/category/laundry-lab',
  ])
    expect(pages).toContain(`${baseURL}${path}`)
  for (const path of hiddenPaths()) expect(pages, path).not.toContain(`${baseURL}${path}`)

  // Every page answers 200, a few at a time.
  const failed: string[] = []
  for (let i = 0; i < pages.length; i += 4) {
    await Promise.all(
      pages.slice(i, i + 4).map(async (url) => {
        const status = (await request.get(url, { maxRedirects: 0, timeout: 30_000 })).status()
        if (status !== 200) failed.push(`${status} ${url}`)
      }),
    )
  }
  expect(failed).toEqual([])
  expect(pages.length).toBeGreaterThan(50)
})

test('a sitemap name the index never writes is a 404, never a 5xx', async ({ request }) => {
  for (const path of [
    '/sitemaps/products-0.xml',
    '/sitemaps/products-999999.xml',
    '/sitemaps/products-abc.xml',
    '/sitemaps/products-01.xml',
    '/sitemaps/widgets-1.xml',
    '/sitemaps/products-1.txt',
  ]) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status(), path).toBe(404)
  }
})

test('a failed store or content read is a 503 with Retry-After, not an empty sitemap', async ({
  request,
}) => {
  const faults: Array<[string, string]> = [
    ['/sitemaps/products-1.xml', '/rest/auth/all-products=500'],
    ['/sitemaps/starter-kits-1.xml', '/rest/auth/starterkits=network'],
    ['/sitemaps/blog-posts-1.xml', 'content:blog-post=500'],
    ['/sitemap.xml', 'content:blog-category=500'],
  ]
  for (const [path, fault] of faults) {
    const response = await request.get(path, { headers: { 'x-test-store-fault': fault } })
    expect(response.status(), `${path} with ${fault}`).toBe(503)
    expect(Number(response.headers()['retry-after'])).toBeGreaterThan(0)
    expect(response.headers()['cache-control']).toBe('no-store')
    expect(await response.text()).not.toContain('<urlset')
  }
  // Nothing of the failure was kept: the next read answers.
  expect((await request.get('/sitemaps/products-1.xml')).status()).toBe(200)
})
