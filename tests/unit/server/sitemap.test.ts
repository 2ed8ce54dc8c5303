/**
 * The sitemaps and robots.txt (src/server/sitemap.ts): the XML and its escaping, paging at the
 * sitemaps.org limits, `<lastmod>` from the dates the data carries, 404 for names the index
 * never writes, 503 with Retry-After when a read fails, and this server's sources: only pages
 * that answer (published, started) from the store and the content service.
 */
import { describe, expect, it, vi } from 'vitest'
import type { CategoriesResult, Category, ProductsResult } from '~/api/catalogue/reads.server'
import type { StarterKit } from '~/api/catalogue/kits'
import { ContentService } from '~/content/service'
import { createEmbeddedSource, embeddedModels } from '~/content/sources/embedded'
import { DOCUMENT_CACHE } from '~/server/cache-policy'
import { createPageCache, memoryPageStore } from '~/server/page-cache'
import {
  createSitemaps,
  isCrawlerFile,
  latestLastmod,
  paginate,
  parseSitemapFile,
  pathSegment,
  robotsResponse,
  robotsTxt,
  SITEMAP_KINDS,
  SITEMAP_LIMITS,
  siteSitemaps,
  sitemapIndexXml,
  urlEntryXml,
  urlsetXml,
  xmlEscape,
  type SitemapEntry,
  type SitemapSources,
} from '~/server/sitemap'
import { captureLogs } from '../api/helpers'

const SITE = 'https://shop.example'
const NOW = Date.parse('2026-11-21T12:00:00Z')

// This server's sources, on fixtures: the store's answers below, the embedded blog at NOW.
const store = vi.hoisted(() => ({
  products: null as ProductsResult | null,
  categories: null as CategoriesResult | null,
  kits: null as StarterKit[] | Error | null,
}))
vi.mock('~/server/settings', () => ({ getSettings: () => ({ siteUrl: 'https://shop.example' }) }))
vi.mock('~/api/catalogue/reads.server', () => ({
  fetchAllProducts: async () => store.products,
  fetchCategoryListing: async () => store.categories,
}))
vi.mock('~/api/catalogue/kits', () => ({
  fetchStarterKits: async () => {
    if (store.kits instanceof Error) throw store.kits
    return store.kits
  },
}))
vi.mock('~/content/server-service', async () => {
  const { ContentService } = await import('~/content/service')
  const { createEmbeddedSource } = await import('~/content/sources/embedded')
  const service = new ContentService(createEmbeddedSource(), () =>
    Date.parse('2026-11-21T12:00:00Z'),
  )
  return { getContentService: () => service }
})

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!)
const lastmods = (xml: string) =>
  [...xml.matchAll(/<lastmod>([^<]*)<\/lastmod>/g)].map((m) => m[1]!)

describe('the XML', () => {
  it('escapes the five characters XML reserves and drops what XML 1.0 forbids', () => {
    expect(xmlEscape(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f')
    expect(xmlEscape('&amp;')).toBe('&amp;amp;')
    expect(xmlEscape('a\u0000b\u0008c\u000bd\u001fe\ufffef')).toBe('abcdef')
    // Tabs and line ends are XML; a pair of surrogates is one character, a lone one is not.
    expect(xmlEscape('a\tb\nc\r😀')).toBe('a\tb\nc\r😀')
    expect(xmlEscape('a\ud83db\ude00c')).toBe('abc')
  })

  it('writes a urlset and an index in the sitemaps.org namespace', () => {
    const entry = urlEntryXml(`${SITE}/blog/a&b`, '2025-01-14T12:00:00Z')
    expect(entry).toBe(
      '<url><loc>https://shop.example/blog/a&amp;b</loc><lastmod>2025-01-14T12:00:00Z</lastmod></url>',
    )
    expect(urlEntryXml(`${SITE}/products/x`, null)).toBe(
      '<url><loc>https://shop.example/products/x</loc></url>',
    )
    expect(urlsetXml([entry])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        `${entry}\n</urlset>\n`,
    )
    expect(
      sitemapIndexXml([
        { loc: `${SITE}/sitemaps/products-1.xml`, lastmod: null },
        { loc: `${SITE}/sitemaps/blog-posts-1.xml`, lastmod: '2026-01-02' },
      ]),
    ).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<sitemap><loc>https://shop.example/sitemaps/products-1.xml</loc></sitemap>\n' +
        '<sitemap><loc>https://shop.example/sitemaps/blog-posts-1.xml</loc><lastmod>2026-01-02</lastmod></sitemap>\n' +
        '</sitemapindex>\n',
    )
  })

  it('robots.txt allows everything and names the index by its absolute URL', async () => {
    expect(robotsTxt(SITE)).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://shop.example/sitemap.xml\n',
    )
    const response = robotsResponse()
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe(DOCUMENT_CACHE)
    expect(await response.text()).toContain('Sitemap: https://shop.example/sitemap.xml')
  })
})

describe('paging', () => {
  const one = () => 1

  it('cuts at the page size, in order', () => {
    const items = [1, 2, 3, 4, 5, 6, 7]
    expect(paginate(items, one, { urls: 3, bytes: Infinity })).toEqual([[1, 2, 3], [4, 5, 6], [7]])
    expect(paginate(items.slice(0, 6), one, { urls: 3, bytes: Infinity })).toHaveLength(2)
    expect(paginate([], one, { urls: 3, bytes: Infinity })).toEqual([])
  })

  it('at the sitemaps.org limits by default: 50 000 URLs a sitemap', () => {
    expect(SITEMAP_LIMITS).toEqual({ urls: 50_000, bytes: 50 * 1024 * 1024 })
    const items = Array.from({ length: 100_001 }, (_, i) => i)
    expect(paginate(items, one).map((p) => p.length)).toEqual([50_000, 50_000, 1])
    expect(paginate(items.slice(0, 50_000), one)).toHaveLength(1)
  })

  it('and before a page would pass the bytes limit, envelope included', () => {
    const sizes = [40, 40, 40, 90, 10]
    const pages = paginate(sizes, (n) => n, { urls: 100, bytes: 100 }, 10)
    expect(pages).toEqual([[40, 40], [40], [90], [10]])
    // An item larger than a page alone still gets one (a URL under 2 048 characters never is).
    expect(paginate([500, 1], (n) => n, { urls: 100, bytes: 100 })).toEqual([[500], [1]])
  })

  it('reads only the names the index writes', () => {
    expect(parseSitemapFile('products-1.xml')).toEqual({ kind: 'products', page: 1 })
    expect(parseSitemapFile('blog-categories-12.xml')).toEqual({
      kind: 'blog-categories',
      page: 12,
    })
    expect(parseSitemapFile('starter-kits-999999.xml')).toEqual({
      kind: 'starter-kits',
      page: 999_999,
    })
    for (const bad of [
      'products-0.xml',
      'products-01.xml',
      'products--1.xml',
      'products-abc.xml',
      'products-1.5.xml',
      'products-1.xml.gz',
      'products-1',
      'products.xml',
      'widgets-1.xml',
      'Products-1.xml',
      'products-99999999.xml',
      `${'a'.repeat(10_000)}-1.xml`,
    ])
      expect(parseSitemapFile(bad), bad).toBeNull()
  })

  it('the crawler files are documents to the page cache; nothing else with a dot is', () => {
    for (const path of ['/robots.txt', '/sitemap.xml', '/sitemaps/products-1.xml'])
      expect(isCrawlerFile(path), path).toBe(true)
    for (const path of ['/favicon.svg', '/sitemaps/a/b.xml', '/sitemap.xml/x', '/robots.txt.gz'])
      expect(isCrawlerFile(path), path).toBe(false)
  })
})

/** One date given, as it is written (the sitemaps give each entry's dates to latestLastmod). */
const formatLastmod = (value: unknown) => latestLastmod([value], Date.parse('2030-01-01T00:00:00Z'))

describe('lastmod', () => {
  it('is W3C Datetime in UTC to the second, or the day alone when only a day was given', () => {
    expect(formatLastmod(Date.parse('2025-01-14T12:00:00.123Z'))).toBe('2025-01-14T12:00:00Z')
    expect(formatLastmod('2025-01-14T12:00:00.000Z')).toBe('2025-01-14T12:00:00Z')
    expect(formatLastmod('2025-01-14T12:00+02:00')).toBe('2025-01-14T10:00:00Z')
    expect(formatLastmod(' 2025-01-14 ')).toBe('2025-01-14')
    expect(formatLastmod('2024-02-29')).toBe('2024-02-29')
  })

  it('is none for anything that is not a date (never a guess)', () => {
    for (const bad of [
      null,
      undefined,
      '',
      'yesterday',
      'January 14, 2025',
      '2025-01-14T12:00:00', // no zone: whose noon?
      '2025-02-30',
      '2025-02-30T12:00:00Z',
      '2025-13-01',
      Number.NaN,
      Infinity,
      8.64e15 + 1,
      Date.parse('+010000-01-01T00:00:00Z'),
      {},
    ])
      expect(formatLastmod(bad), String(bad)).toBeNull()
  })

  it('is the latest date given, leaving out dates still to come', () => {
    const now = Date.parse('2026-01-01T00:00:00Z')
    expect(
      latestLastmod(['2025-01-14T12:00:00Z', Date.parse('2025-06-01T00:00:00Z'), null], now),
    ).toBe('2025-06-01T00:00:00Z')
    expect(latestLastmod(['2025-03-01', '2025-02-01T00:00:00Z'], now)).toBe('2025-03-01')
    expect(latestLastmod(['2027-01-01', '2025-01-01'], now)).toBe('2025-01-01')
    expect(latestLastmod(['2027-01-01', 'soon', null], now)).toBeNull()
    expect(latestLastmod([], now)).toBeNull()
  })
})

describe('page paths', () => {
  it('a slug is one encoded segment, or none when no page of it answers', () => {
    expect(pathSegment('free-clear-laundry-liquid')).toBe('free-clear-laundry-liquid')
    expect(pathSegment("kid's corner & more")).toBe("kid's%20corner%20%26%20more")
    expect(pathSegment('crème')).toBe('cr%C3%A8me')
    for (const bad of ['', ' padded', 'a/b', 'a\u0000b', 'tab\tbed', '.', '..', 'x\ud800'])
      expect(pathSegment(bad), JSON.stringify(bad)).toBeNull()
    expect(pathSegment('a'.repeat(200))).not.toBeNull()
    expect(pathSegment('a'.repeat(201))).toBeNull()
    expect(pathSegment('a'.repeat(121), 120)).toBeNull()
  })
})

/** Sources answering fixed entries; a kind given an Error fails. */
function sources(
  given: Partial<Record<(typeof SITEMAP_KINDS)[number], SitemapEntry[] | Error>>,
): SitemapSources & { calls: string[] } {
  const calls: string[] = []
  const read = (kind: (typeof SITEMAP_KINDS)[number]) => async () => {
    calls.push(kind)
    const value = given[kind] ?? []
    if (value instanceof Error) throw value
    return value
  }
  return {
    calls,
    products: read('products'),
    categories: read('categories'),
    'starter-kits': read('starter-kits'),
    'blog-posts': read('blog-posts'),
    'blog-categories': read('blog-categories'),
  }
}

const entry = (path: string, lastmod: string | null = null) => ({ path, lastmod })

describe('the sitemaps of a site', () => {
  const products = ['a', 'b', 'c', 'd', 'e'].map((s) => entry(`/products/${s}`))
  const posts = [
    entry('/blog/old', '2025-01-14T12:00:00Z'),
    entry('/blog/new', '2026-03-10T13:00:00Z'),
    entry('/blog/undated'),
  ]

  it('the index lists each kind page by page, with the latest date of each page', async () => {
    const site = createSitemaps({
      siteUrl: SITE,
      sources: sources({
        products,
        categories: [entry('/products/category/laundry')],
        'starter-kits': [entry('/products/category/starter-kits/dish-starter-kit')],
        'blog-posts': posts,
        'blog-categories': [entry('/blog/category/laundry-lab', '2025-08-16')],
      }),
      limits: { urls: 2, bytes: SITEMAP_LIMITS.bytes },
    })
    const response = await site.index()
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe(DOCUMENT_CACHE)
    const xml = await response.text()
    expect(locs(xml)).toEqual([
      `${SITE}/sitemaps/products-1.xml`,
      `${SITE}/sitemaps/products-2.xml`,
      `${SITE}/sitemaps/products-3.xml`,
      `${SITE}/sitemaps/categories-1.xml`,
      `${SITE}/sitemaps/starter-kits-1.xml`,
      `${SITE}/sitemaps/blog-posts-1.xml`,
      `${SITE}/sitemaps/blog-posts-2.xml`,
      `${SITE}/sitemaps/blog-categories-1.xml`,
    ])
    expect(xml).toContain(
      `<sitemap><loc>${SITE}/sitemaps/blog-posts-1.xml</loc><lastmod>2026-03-10T13:00:00Z</lastmod></sitemap>`,
    )
    // Nothing dated on that page: no date.
    expect(xml).toContain(`<sitemap><loc>${SITE}/sitemaps/blog-posts-2.xml</loc></sitemap>`)
    expect(lastmods(xml)).toEqual(['2026-03-10T13:00:00Z', '2025-08-16'])

    const third = await site.file('products-3.xml')
    expect(third.status).toBe(200)
    expect(locs(await third.text())).toEqual([`${SITE}/products/e`])
    const blog = await (await site.file('blog-posts-1.xml')).text()
    expect(blog).toContain(
      `<url><loc>${SITE}/blog/old</loc><lastmod>2025-01-14T12:00:00Z</lastmod></url>`,
    )
  })

  it('each URL once, absolute, escaped; over-long URLs left out; an empty kind not listed', async () => {
    const site = createSitemaps({
      siteUrl: 'https://shop.example/uk',
      sources: sources({
        products: [
          entry("/products/kid's"),
          entry("/products/kid's"),
          entry(`/products/${'a'.repeat(2100)}`),
        ],
      }),
    })
    const xml = await (await site.file('products-1.xml')).text()
    expect(xml.match(/<url>/g)).toHaveLength(1)
    expect(xml).toContain('<loc>https://shop.example/uk/products/kid&apos;s</loc>')
    const index = await (await site.index()).text()
    expect(locs(index)).toEqual(['https://shop.example/uk/sitemaps/products-1.xml'])
    expect((await site.file('blog-posts-1.xml')).status).toBe(404)
  })

  it('a name the index never writes is a 404, cacheable, without reading anything', async () => {
    const read = sources({ products })
    const site = createSitemaps({ siteUrl: SITE, sources: read })
    for (const name of [
      'products-0.xml',
      'products-abc.xml',
      'widgets-1.xml',
      'products-1.txt',
      '%3Cscript%3E',
      'a'.repeat(10_000),
    ]) {
      const response = await site.file(name)
      expect(response.status, name).toBe(404)
      expect(response.headers.get('cache-control')).toBe(DOCUMENT_CACHE)
    }
    expect(read.calls).toEqual([])
    // A page past the last needs the count: read, then a 404.
    expect((await site.file('products-999999.xml')).status).toBe(404)
    expect((await site.file('products-2.xml')).status).toBe(404)
    expect((await site.file('products-1.xml')).status).toBe(200)
  })

  it('a failed read is a 503 with Retry-After, never kept, never an empty sitemap', async () => {
    const logs = captureLogs()
    const site = createSitemaps({
      siteUrl: SITE,
      sources: sources({ products, 'blog-posts': new Error('content down') }),
    })
    for (const response of [await site.index(), await site.file('blog-posts-1.xml')]) {
      expect(response.status).toBe(503)
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(await response.text()).not.toContain('<urlset')
    }
    expect(logs.codes()).toEqual(['sitemap', 'sitemap'])
    // Another kind's sitemap does not need the failed read.
    expect((await site.file('products-1.xml')).status).toBe(200)
  })

  it('the page cache keeps a sitemap like a page, and a purge empties it', async () => {
    const cache = createPageCache({ store: memoryPageStore() })
    const site = createSitemaps({ siteUrl: SITE, sources: sources({ products }) })
    const render = vi.fn(() => site.file('products-1.xml'))
    const get = () => cache.serve(new Request(`${SITE}/sitemaps/products-1.xml`), render)
    expect((await get()).headers.get('x-cache')).toBe('MISS')
    await vi.waitFor(async () => expect((await get()).headers.get('x-cache')).toBe('HIT'))
    const kept = await get()
    expect(kept.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    expect(locs(await kept.text())).toHaveLength(5)
    expect(render).toHaveBeenCalledTimes(1)
    await cache.purge()
    expect((await get()).headers.get('x-cache')).toBe('MISS')
    // A 503 is never kept: the next request reads again.
    const failing = createSitemaps({
      siteUrl: SITE,
      sources: sources({ products: new Error('store down') }),
    })
    captureLogs()
    const fail = vi.fn(() => failing.file('products-1.xml'))
    const path = new Request(`${SITE}/sitemaps/products-2.xml`)
    await (await cache.serve(path, fail)).text()
    await (await cache.serve(path, fail)).text()
    expect(fail).toHaveBeenCalledTimes(2)
  })
})

// Store fixtures in the store's shapes, as the storefront's reads return them.
const product = (slug: string, published = true) =>
  ({ slug, published }) as unknown as ProductsResult['data'][number]
const category = (slug: string, published = true, subcategories: Category[] = []) =>
  ({ slug, published, subcategories }) as unknown as Category
const kit = (slug: string) => ({ slug }) as unknown as StarterKit

describe("this server's sources", () => {
  const posts = embeddedModels['blog-post']!
  const visible = posts.filter(
    (p) => p.published === 'published' && (p.startDate === undefined || p.startDate <= NOW),
  )

  it('products, categories and kits whose pages answer; visible posts; published categories', async () => {
    store.products = {
      status: 'Success',
      message: '',
      data: [product('free-clear'), product('hidden', false), product('a/b')],
    }
    store.categories = {
      status: 'Success',
      message: '',
      data: [
        category('laundry', true, [category('fabric-care'), category('retired', false)]),
        category('pet-care', false),
      ],
    }
    store.kits = [kit('dish-starter-kit'), kit('7'), kit('bad slug')]
    const site = siteSitemaps()
    const text = async (name: string) => {
      const response = await site.file(name)
      expect(response.status, name).toBe(200)
      return response.text()
    }
    expect(locs(await text('products-1.xml'))).toEqual([`${SITE}/products/free-clear`])
    expect(locs(await text('categories-1.xml'))).toEqual([
      `${SITE}/products/category/laundry`,
      `${SITE}/products/category/fabric-care`,
    ])
    expect(locs(await text('starter-kits-1.xml'))).toEqual([
      `${SITE}/products/category/starter-kits/dish-starter-kit`,
      `${SITE}/products/category/starter-kits/7`,
    ])

    // Blog posts: published and started only (no draft, nothing scheduled), each dated.
    const blog = await text('blog-posts-1.xml')
    expect(new Set(locs(blog))).toEqual(new Set(visible.map((p) => `${SITE}/blog${p.data!.slug}`)))
    expect(locs(blog)).toHaveLength(visible.length)
    for (const hidden of posts.filter((p) => !visible.includes(p)))
      expect(blog).not.toContain(`/blog${hidden.data!.slug}<`)
    expect(lastmods(blog)).toHaveLength(visible.length)
    const grout = visible.find((p) => p.data!.slug === '/how-to-clean-grout')!
    expect(blog).toContain(
      `<loc>${SITE}/blog/how-to-clean-grout</loc><lastmod>${formatLastmod(grout.lastUpdated)}</lastmod>`,
    )

    // Blog categories: the published ones, dated by their latest change or their posts'.
    const categories = await text('blog-categories-1.xml')
    const published = embeddedModels['blog-category']!.filter((c) => c.published === 'published')
    expect(locs(categories).sort()).toEqual(
      published.map((c) => `${SITE}/blog/category/${String(c.data!.slug)}`).sort(),
    )
    expect(lastmods(categories)).toHaveLength(published.length)
    for (const date of lastmods(categories)) expect(Date.parse(date)).toBeLessThanOrEqual(NOW)

    const index = await (await site.index()).text()
    expect(locs(index)).toEqual(SITEMAP_KINDS.map((k) => `${SITE}/sitemaps/${k}-1.xml`))
  })

  it("a store's failed read is a 503, not a sitemap without its pages", async () => {
    const logs = captureLogs()
    store.products = { status: 'Error', message: 'Failed to fetch products', data: [] }
    store.kits = new Error('Something went wrong, try after sometime')
    const site = siteSitemaps()
    expect((await site.file('products-1.xml')).status).toBe(503)
    expect((await site.file('starter-kits-1.xml')).status).toBe(503)
    expect((await site.index()).status).toBe(503)
    expect(logs.lines.join('\n')).toContain('Failed to fetch products')
  })

  it('the embedded blog, read a page at a time, is the same', async () => {
    const service = new ContentService(createEmbeddedSource(), () => NOW)
    const [all, paged] = await Promise.all([
      service.listVisiblePosts(),
      service.listVisiblePosts(4),
    ])
    expect(paged).toEqual(all)
    expect(all).toHaveLength(visible.length)
  })
})
