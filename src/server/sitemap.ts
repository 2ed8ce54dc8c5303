/**
 * What crawlers read (issue 33 item 5). `/sitemap.xml` is an index of sitemaps by kind and page
 * (`/sitemaps/{kind}-{n}.xml`), each within the sitemaps.org limits (50 000 URLs, 50 MB), of
 * the pages that answer 200: published products, categories and starter kits from the store
 * (src/api), visible blog posts and published blog categories from the content service. URLs are
 * absolute from SITE_URL, as canonical links are (src/lib/seo.ts); `<lastmod>` only where the
 * data carries a date. Answers carry the documents' cache policy, so the page cache keeps them
 * and a purge (a catalogue change, POST /api/cache/purge) empties them with the pages (ADR 0017).
 * A failed read is a 503 with Retry-After, never a sitemap telling crawlers everything went.
 * `/robots.txt` names the index. Server only.
 */
import { fetchAllProducts, fetchCategoryListing } from '~/api/catalogue/reads.server'
import { fetchStarterKits } from '~/api/catalogue/kits'
import { getContentService } from '~/content/server-service'
import { logError } from '~/lib/log'
import { DOCUMENT_CACHE } from './cache-policy'
import { getSettings } from './settings'

export const SITEMAP_KINDS = [
  'products',
  'categories',
  'starter-kits',
  'blog-posts',
  'blog-categories',
] as const
export type SitemapKind = (typeof SITEMAP_KINDS)[number]

export interface SitemapLimits {
  /** URLs in one sitemap. */
  urls: number
  /** Bytes of one sitemap, uncompressed. */
  bytes: number
}

/** sitemaps.org: at most 50 000 URLs and 50 MB (52 428 800 bytes) uncompressed per file. */
export const SITEMAP_LIMITS: SitemapLimits = { urls: 50_000, bytes: 52_428_800 }
/** sitemaps.org: a URL must be less than 2 048 characters. */
const MAX_URL_LENGTH = 2047

/** One page a sitemap lists: its path on this site ("/products/x") and its date, if any. */
export interface SitemapEntry {
  path: string
  lastmod: string | null
}

export type SitemapSources = Record<SitemapKind, () => Promise<SitemapEntry[]>>

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n'
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9'
const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}
// Characters XML 1.0 allows nowhere, escaped or not: controls but tab and line ends, lone
// surrogates, U+FFFE and U+FFFF.
const NOT_XML =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g

/** Text as XML character data or an attribute value: the five entities, nothing XML forbids. */
export function xmlEscape(text: string): string {
  return text.replace(NOT_XML, '').replace(/[&<>"']/g, (c) => ENTITIES[c]!)
}

export function urlEntryXml(loc: string, lastmod: string | null): string {
  const date = lastmod ? `<lastmod>${xmlEscape(lastmod)}</lastmod>` : ''
  return `<url><loc>${xmlEscape(loc)}</loc>${date}</url>`
}

/** A sitemap of entries made by urlEntryXml. */
export function urlsetXml(entries: readonly string[]): string {
  const body = entries.map((e) => `${e}\n`).join('')
  return `${XML_DECLARATION}<urlset xmlns="${NAMESPACE}">\n${body}</urlset>\n`
}

export function sitemapIndexXml(
  sitemaps: ReadonlyArray<{ loc: string; lastmod: string | null }>,
): string {
  const body = sitemaps
    .map(({ loc, lastmod }) => {
      const date = lastmod ? `<lastmod>${xmlEscape(lastmod)}</lastmod>` : ''
      return `<sitemap><loc>${xmlEscape(loc)}</loc>${date}</sitemap>\n`
    })
    .join('')
  return `${XML_DECLARATION}<sitemapindex xmlns="${NAMESPACE}">\n${body}</sitemapindex>\n`
}

/** What a sitemap holds besides its entries (declaration, root element). */
const URLSET_BYTES = Buffer.byteLength(urlsetXml([]))

/**
 * Items cut into pages, in order: a page ends at `limits.urls` items, or before the item whose
 * bytes (`bytesOf`) would take it past `limits.bytes` with `envelope` added. An item that alone
 * passes the bytes has a page of its own (a sitemap URL is under 2 048 characters: none does).
 */
export function paginate<T>(
  items: readonly T[],
  bytesOf: (item: T) => number,
  limits: SitemapLimits = SITEMAP_LIMITS,
  envelope = 0,
): T[][] {
  const pages: T[][] = []
  let page: T[] = []
  let bytes = envelope
  for (const item of items) {
    const size = bytesOf(item)
    if (page.length > 0 && (page.length >= limits.urls || bytes + size > limits.bytes)) {
      pages.push(page)
      page = []
      bytes = envelope
    }
    page.push(item)
    bytes += size
  }
  if (page.length > 0) pages.push(page)
  return pages
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/
const validDay = (day: string) => {
  const ms = Date.parse(`${day}T00:00:00Z`)
  return !Number.isNaN(ms) && new Date(ms).toISOString().startsWith(day)
}

/**
 * A date as the data carries it (ms since the epoch, an ISO date, or an ISO date and time with
 * its zone) in W3C Datetime: a time in UTC to the second, or a date alone when only a day was
 * given. Null for anything else: no date is better than a guessed one.
 */
function parseDate(value: unknown): { ms: number; text: string } | null {
  if (typeof value === 'number') {
    const date = new Date(value)
    const year = date.getUTCFullYear()
    if (!Number.isFinite(value) || Number.isNaN(year) || year < 1 || year > 9999) return null
    return { ms: value, text: date.toISOString().replace(/\.\d{3}Z$/, 'Z') }
  }
  if (typeof value !== 'string') return null
  const text = value.trim()
  if (DATE_ONLY.test(text)) {
    return validDay(text) ? { ms: Date.parse(`${text}T00:00:00Z`), text } : null
  }
  const day = DATE_TIME.exec(text)?.[1]
  if (!day || !validDay(day)) return null
  return parseDate(Date.parse(text))
}

/** The latest of the dates given that is not after `now`, formatted; null without one. */
export function latestLastmod(values: readonly unknown[], now = Date.now()): string | null {
  let latest: { ms: number; text: string } | null = null
  for (const value of values) {
    const date = parseDate(value)
    if (date && date.ms <= now && (!latest || date.ms > latest.ms)) latest = date
  }
  return latest?.text ?? null
}

/**
 * A slug as one segment of its page's path, or null when no page of that slug answers: empty,
 * padded, longer than the page reads, a slash or a control character, a dot segment.
 */
export function pathSegment(slug: string, max = 200): string | null {
  // eslint-disable-next-line no-control-regex
  if (!slug || slug !== slug.trim() || slug.length > max || /[\u0000-\u001f\u007f/]/.test(slug))
    return null
  if (slug === '.' || slug === '..') return null
  try {
    return encodeURIComponent(slug)
  } catch {
    return null // a lone surrogate
  }
}

/** `/sitemaps/{kind}-{n}.xml`, n a page number as the index writes it; null for anything else. */
export function parseSitemapFile(file: string): { kind: SitemapKind; page: number } | null {
  const match = /^([a-z-]+)-([1-9]\d{0,6})\.xml$/.exec(file)
  const kind = SITEMAP_KINDS.find((k) => k === match?.[1])
  return match && kind ? { kind, page: Number(match[2]) } : null
}

/** The paths the server answers for crawlers: documents, as far as the page cache goes. */
export const isCrawlerFile = (pathname: string) =>
  /^\/(?:robots\.txt|sitemap\.xml|sitemaps\/[\w-]+\.xml)$/.test(pathname)

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`
}

const answer = (body: string, status: number, type: string, cache: string) =>
  new Response(body, {
    status,
    headers: { 'content-type': `${type}; charset=utf-8`, 'cache-control': cache },
  })
const notFound = () => answer('Not found\n', 404, 'text/plain', DOCUMENT_CACHE)
/** Seconds a crawler is asked to wait after a failed read. */
const RETRY_AFTER_SECONDS = 300

/** The sitemaps of one site: its URL and where each kind's pages come from. */
export function createSitemaps({
  siteUrl,
  sources,
  limits = SITEMAP_LIMITS,
}: {
  siteUrl: string
  sources: SitemapSources
  limits?: SitemapLimits
}) {
  /** A kind's entries as XML, each URL once, cut into sitemaps. */
  async function pagesOf(kind: SitemapKind) {
    const seen = new Set<string>()
    const urls: Array<{ xml: string; lastmod: string | null }> = []
    for (const { path, lastmod } of await sources[kind]()) {
      const loc = `${siteUrl}${path}`
      if (loc.length > MAX_URL_LENGTH || seen.has(loc)) continue
      seen.add(loc)
      urls.push({ xml: urlEntryXml(loc, lastmod), lastmod })
    }
    return paginate(urls, (u) => Buffer.byteLength(u.xml) + 1, limits, URLSET_BYTES)
  }

  /** The XML `build` makes (null: no such sitemap, a 404); a failed read is a 503. */
  async function respond(what: string, build: () => Promise<string | null>): Promise<Response> {
    try {
      const xml = await build()
      return xml === null ? notFound() : answer(xml, 200, 'application/xml', DOCUMENT_CACHE)
    } catch (error) {
      logError('sitemap', `${what} could not be built`, error)
      const response = answer(
        'Sitemap unavailable, try again later\n',
        503,
        'text/plain',
        'no-store',
      )
      response.headers.set('retry-after', String(RETRY_AFTER_SECONDS))
      return response
    }
  }

  return {
    /** GET /sitemap.xml: every kind's sitemaps, each with its latest entry's date. */
    index: () =>
      respond('The sitemap index', async () => {
        const kinds = await Promise.all(
          SITEMAP_KINDS.map(async (k) => [k, await pagesOf(k)] as const),
        )
        return sitemapIndexXml(
          kinds.flatMap(([kind, pages]) =>
            pages.map((page, i) => ({
              loc: `${siteUrl}/sitemaps/${kind}-${i + 1}.xml`,
              lastmod: latestLastmod(
                page.map((u) => u.lastmod),
                Infinity,
              ),
            })),
          ),
        )
      }),
    /** GET /sitemaps/{file}: one sitemap, or 404 for a name or page the index does not list. */
    file: async (file: string) => {
      const wanted = parseSitemapFile(file)
      if (!wanted) return notFound()
      return respond(`Sitemap ${wanted.kind}-${wanted.page}`, async () => {
        const page = (await pagesOf(wanted.kind))[wanted.page - 1]
        return page ? urlsetXml(page.map((u) => u.xml)) : null
      })
    },
  }
}

const entry = (path: string, lastmod: string | null = null): SitemapEntry => ({ path, lastmod })
const defined = <T>(value: T | null): value is T => value !== null

/** The kit page reads a slug or id of word characters and dashes only (src/api/catalogue/kits.ts). */
const KIT_SLUG = /^[\w-]{1,200}$/
/** The category page of this slug is the editor's preview of every category. */
const BLOG_CATEGORY_PREVIEW = 'symbol'

/** This server's sources: the store through src/api, the blog through the content service. */
const siteSources: SitemapSources = {
  products: async () => {
    const result = await fetchAllProducts()
    if (result.status !== 'Success') throw new Error(result.message)
    return result.data
      .filter((p) => p.published)
      .map((p) => pathSegment(p.slug))
      .filter(defined)
      .map((s) => entry(`/products/${s}`))
  },
  categories: async () => {
    const result = await fetchCategoryListing()
    if (result.status !== 'Success') throw new Error(result.message)
    return result.data
      .flatMap((c) => [c, ...c.subcategories])
      .filter((c) => c.published)
      .map((c) => pathSegment(c.slug))
      .filter(defined)
      .map((s) => entry(`/products/category/${s}`))
  },
  'starter-kits': async () =>
    (await fetchStarterKits())
      .filter((k) => KIT_SLUG.test(k.slug))
      .map((k) => entry(`/products/category/starter-kits/${k.slug}`)),
  'blog-posts': async () => {
    const now = Date.now()
    return (await getContentService().listVisiblePosts()).flatMap((p) => {
      // The post page looks the slug up with its slash, 200 characters at most.
      const segment = p.slug.startsWith('/') ? pathSegment(p.slug.slice(1), 199) : null
      const lastmod = latestLastmod([p.date, p.startDate, p.lastUpdated], now)
      return segment ? [entry(`/blog/${segment}`, lastmod)] : []
    })
  },
  'blog-categories': async () => {
    const service = getContentService()
    const now = Date.now()
    const [categories, posts] = await Promise.all([
      service.listBlogCategories(),
      service.listVisiblePosts(),
    ])
    // A category's page lists its posts: it changed when it or one of them did.
    const postDates = new Map(posts.map((p) => [p.id, [p.date, p.startDate, p.lastUpdated]]))
    return categories.flatMap((c) => {
      const segment = c.slug === BLOG_CATEGORY_PREVIEW ? null : pathSegment(c.slug, 120)
      if (!c.published || !segment) return []
      const dates = [c.lastUpdated, ...c.postIds.flatMap((id) => postDates.get(id) ?? [])]
      return [entry(`/blog/category/${segment}`, latestLastmod(dates, now))]
    })
  },
}

let site: ReturnType<typeof createSitemaps> | undefined

/** This server's sitemaps (SITE_URL, the store, the content service). */
export function siteSitemaps() {
  site ??= createSitemaps({ siteUrl: getSettings().siteUrl, sources: siteSources })
  return site
}

/** GET /robots.txt: allow everything, name the sitemap index; cached like pages. */
export function robotsResponse(): Response {
  return answer(robotsTxt(getSettings().siteUrl), 200, 'text/plain', DOCUMENT_CACHE)
}
