/**
 * The content queries the specs name, written once over a ContentSource, so embedded files and
 * Builder answer with the same semantics. Rich text is sanitised here, before any page sees it.
 */
import { logError } from '~/lib/log'
import { sanitizeHtml } from '~/lib/sanitize'
import { RELATED_POSTS, relatedPosts } from '~/domain/blog'
import { escapeRegex, getPath, isReference } from './builder-query'
import type {
  BlogCategory,
  BlogPost,
  BlogPostCard,
  BuilderEntry,
  ContentSource,
  JobListing,
  Menu,
} from './types'

export const BLOG_PAGE_SIZE = 10
export const LATEST_POSTS_LIMIT = 4
export const BLOG_SEARCH_LIMIT = 100
/** The most entries Builder's content API sends in one answer. */
const MAX_ENTRIES_PER_READ = 100
/** A bound on one listing's reads (a million entries), so a source that never runs dry cannot loop. */
const MAX_LISTING_READS = 10_000

const CARD_FIELDS =
  'id,data.title,data.slug,data.date,data.author,data.authorName,data.shortDescription,data.postThumbnail'

const str = (v: unknown) => (typeof v === 'string' ? v : '')

/** Published posts whose startDate is absent or not in the future (shell spec §7). */
export function visibleNow(now: number) {
  return { $or: [{ startDate: { $exists: false } }, { startDate: { $lte: now } }] }
}

function authorName(data: Record<string, unknown>): string {
  const ref = data.author
  const fromRef = isReference(ref) ? str(getPath(ref.value, 'data.fullName')) : ''
  return fromRef || str(data.authorName)
}

/** A post as the sitemap lists it: its stored slug and the dates its entry carries. */
export interface PostListing {
  id: string
  /** As stored ("/how-to-…"); the post page finds only a slug stored with its slash. */
  slug: string
  date: string | null
  startDate: number | null
  lastUpdated: number | null
}

/** A blog category as the sitemap lists it, with the ids of the posts it lists. */
export interface CategoryListing {
  id: string
  slug: string
  published: boolean
  lastUpdated: number | null
  postIds: string[]
}

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null)

export function toPostCard(entry: BuilderEntry): BlogPostCard | null {
  const d = entry.data ?? {}
  if (!str(d.title) || !str(d.slug)) return null
  return {
    id: entry.id,
    title: str(d.title),
    slug: str(d.slug).startsWith('/') ? str(d.slug) : `/${str(d.slug)}`,
    date: str(d.date) || null,
    author: authorName(d),
    shortDescription: str(d.shortDescription),
    thumbnail: str(d.postThumbnail) || null,
  }
}

export class ContentService {
  constructor(
    readonly source: ContentSource,
    private readonly now: () => number = Date.now,
  ) {}

  /** A menu by name ("Main Menu", "Footer Menu 1" …): label, url and separate-tab flag. */
  async getMenu(name: string): Promise<Menu | null> {
    const [entry] = await this.source.getEntries({ model: 'menu', query: { name }, limit: 1 })
    if (!entry) return null
    const links = Array.isArray(entry.data?.links)
      ? (entry.data.links as Array<Record<string, unknown>>)
      : []
    return {
      name,
      title: str(entry.data?.menuTitle) || name,
      links: links
        .filter((l) => str(l.label) && str(l.url))
        .map((l) => ({
          label: str(l.label),
          url: str(l.url),
          newTab: Boolean(l.openInNewTab ?? l.separateTab),
        })),
    }
  }

  /** A symbol by name ("Top Banner", "PDP"), in Builder's shape for <Content model="symbol">. */
  async getSymbol(name: string): Promise<BuilderEntry | null> {
    const [entry] = await this.source.getEntries({ model: 'symbol', query: { name }, limit: 1 })
    return entry ?? null
  }

  /** The page targeted at a URL path, or null (a 404 when no editor is active). */
  async getPage(urlPath: string): Promise<BuilderEntry | null> {
    const [entry] = await this.source.getEntries({
      model: 'page',
      userAttributes: { urlPath },
      limit: 1,
    })
    return entry ?? null
  }

  /** One blog page (10 posts) and whether another page exists (an id-only probe at the next offset). */
  async getBlogPosts(page: number): Promise<{ posts: BlogPostCard[]; hasNext: boolean }> {
    const offset = (page - 1) * BLOG_PAGE_SIZE
    const query = visibleNow(this.now())
    const [entries, probe] = await Promise.all([
      this.source.getEntries({
        model: 'blog-post',
        query,
        limit: BLOG_PAGE_SIZE,
        offset,
        fields: CARD_FIELDS,
        includeRefs: true,
        sort: { 'data.date': -1 },
      }),
      this.source.getEntries({
        model: 'blog-post',
        query,
        limit: 1,
        offset: offset + BLOG_PAGE_SIZE,
        fields: 'id',
        sort: { 'data.date': -1 },
      }),
    ])
    return {
      posts: entries.map(toPostCard).filter((p): p is BlogPostCard => p !== null),
      hasNext: probe.length > 0,
    }
  }

  async getBlogPost(slug: string): Promise<BlogPost | null> {
    const withSlash = slug.startsWith('/') ? slug : `/${slug}`
    return this.findPost({ 'data.slug': withSlash })
  }

  /** A post picked in the page builder (a reference holds its id). */
  async getBlogPostById(id: string): Promise<BlogPost | null> {
    return this.findPost({ id })
  }

  private async findPost(query: Record<string, unknown>): Promise<BlogPost | null> {
    const [entry] = await this.source.getEntries({
      model: 'blog-post',
      query: { ...query, ...visibleNow(this.now()) },
      limit: 1,
      includeRefs: true,
    })
    if (!entry) return null
    const card = toPostCard(entry)
    if (!card) return null
    const category = entry.data?.category
    return {
      ...card,
      content: sanitizeHtml(str(entry.data?.content)),
      category:
        isReference(category) && category.value
          ? {
              id: category.id,
              title: str(getPath(category.value, 'data.title')),
              slug: str(getPath(category.value, 'data.slug')),
            }
          : null,
    }
  }

  /** Latest posts (limit 4), optionally of one category. */
  async getLatestPosts(categoryId?: string, limit = LATEST_POSTS_LIMIT): Promise<BlogPostCard[]> {
    const query = {
      ...visibleNow(this.now()),
      ...(categoryId ? { 'data.category.id': categoryId } : {}),
    }
    const entries = await this.source.getEntries({
      model: 'blog-post',
      query,
      limit,
      fields: CARD_FIELDS,
      includeRefs: true,
      sort: { 'data.date': -1 },
    })
    return entries.map(toPostCard).filter((p): p is BlogPostCard => p !== null)
  }

  /** Blog-post search by title, case-insensitive, limit 100. */
  async searchBlogPosts(term: string): Promise<BlogPostCard[]> {
    const entries = await this.source.getEntries({
      model: 'blog-post',
      query: {
        'data.title': { $regex: escapeRegex(term.trim()), $options: 'i' },
        ...visibleNow(this.now()),
      },
      limit: BLOG_SEARCH_LIMIT,
      fields: CARD_FIELDS,
      includeRefs: true,
      sort: { 'data.date': -1 },
    })
    return entries.map(toPostCard).filter((p): p is BlogPostCard => p !== null)
  }

  /**
   * The posts shown with a post (catalogue §2 "Blog single post"): its category's own list
   * topped up with the category's 5 newest (src/domain/blog relatedPosts), up to 7.
   */
  async getRelatedPosts(
    post: Pick<BlogPost, 'id' | 'category'>,
  ): Promise<{ category: BlogCategory | null; posts: BlogPostCard[] }> {
    if (!post.category) return { category: null, posts: [] }
    const [category, fetched] = await Promise.all([
      this.getBlogCategoryById(post.category.id),
      this.getLatestPosts(post.category.id, RELATED_POSTS.fetched),
    ])
    if (category && !category.published) return { category: null, posts: [] }
    return { category, posts: relatedPosts(category?.posts ?? [], fetched, post.id) }
  }

  async getBlogCategoryById(id: string): Promise<BlogCategory | null> {
    const [entry] = await this.source.getEntries({
      model: 'blog-category',
      query: { id },
      limit: 1,
      includeRefs: true,
    })
    return entry ? this.enrichCategory(entry) : null
  }

  async getBlogCategoryBySlug(slug: string): Promise<BlogCategory | null> {
    const [entry] = await this.source.getEntries({
      model: 'blog-category',
      query: { 'data.slug': slug },
      limit: 1,
      includeRefs: true,
    })
    return entry ? this.enrichCategory(entry) : null
  }

  async getBlogCategories(): Promise<BlogCategory[]> {
    const entries = await this.source.getEntries({
      model: 'blog-category',
      limit: 100,
      includeRefs: true,
    })
    return Promise.all(entries.map((e) => this.enrichCategory(e)))
  }

  /**
   * Every post a visitor can open now (published, started), read a page of entries at a time in
   * a stable order, each once: the sitemap's list of posts.
   */
  async listVisiblePosts(pageSize = MAX_ENTRIES_PER_READ): Promise<PostListing[]> {
    const entries = await this.readAll(
      'blog-post',
      visibleNow(this.now()),
      'id,lastUpdated,startDate,data.slug,data.date',
      pageSize,
    )
    return entries.flatMap((e) =>
      str(e.data?.slug)
        ? [
            {
              id: e.id,
              slug: str(e.data?.slug),
              date: str(e.data?.date) || null,
              startDate: num(e.startDate),
              lastUpdated: num(e.lastUpdated),
            },
          ]
        : [],
    )
  }

  /** Every blog category with the ids of its listed posts (no post read): the sitemap's list. */
  async listBlogCategories(pageSize = MAX_ENTRIES_PER_READ): Promise<CategoryListing[]> {
    const entries = await this.readAll('blog-category', {}, undefined, pageSize)
    return entries.flatMap((e) => {
      const slug = str(e.data?.slug)
      if (!slug) return []
      const listed: unknown = e.data?.posts
      const posts: unknown[] = Array.isArray(listed) ? listed : []
      return [
        {
          id: e.id,
          slug,
          published: (e.published ?? 'published') === 'published',
          lastUpdated: num(e.lastUpdated),
          postIds: posts
            .map((p) => (p as { post?: unknown } | null)?.post)
            .filter(isReference)
            .map((r) => r.id),
        },
      ]
    })
  }

  /** All of a model's entries matching `query`, `pageSize` a read, oldest first, each id once. */
  private async readAll(
    model: string,
    query: Record<string, unknown>,
    fields: string | undefined,
    pageSize: number,
  ): Promise<BuilderEntry[]> {
    const seen = new Set<string>()
    const all: BuilderEntry[] = []
    for (let read = 0; read < MAX_LISTING_READS; read++) {
      const page = await this.source.getEntries({
        model,
        query,
        limit: pageSize,
        offset: read * pageSize,
        fields,
        sort: { createdDate: 1 },
      })
      for (const entry of page) {
        if (typeof entry.id !== 'string' || seen.has(entry.id)) continue
        seen.add(entry.id)
        all.push(entry)
      }
      if (page.length < pageSize) break
    }
    return all
  }

  /** Job listings filtered by published and (optionally) positionType. */
  async getJobListings(positionType?: 'Full Time' | 'Part Time'): Promise<JobListing[]> {
    const entries = await this.source.getEntries({
      model: 'job-listing',
      query: positionType ? { 'data.positionType': positionType } : {},
      limit: 100,
    })
    return entries
      .map((e) => {
        const d = e.data ?? {}
        const type = str(d.positionType)
        if (!str(d.positionName) || (type !== 'Full Time' && type !== 'Part Time')) return null
        return {
          id: e.id,
          positionName: str(d.positionName),
          positionType: type,
          location: str(d.location),
          description: sanitizeHtml(str(d.description)),
          applyUrl: str(d.applyUrl) || null,
        } satisfies JobListing
      })
      .filter((j): j is JobListing => j !== null)
  }

  /** A category's posts: entries without a post (or with a hidden one) are skipped. */
  private async enrichCategory(entry: BuilderEntry): Promise<BlogCategory> {
    const d = entry.data ?? {}
    const refs = (Array.isArray(d.posts) ? d.posts : [])
      .map((p) => (p as { post?: unknown }).post)
      .filter(isReference)
    const ids = refs.map((r) => r.id)
    const posts = ids.length
      ? await this.source.getEntries({
          model: 'blog-post',
          query: { id: { $in: ids }, ...visibleNow(this.now()) },
          limit: ids.length,
          fields: CARD_FIELDS,
          includeRefs: true,
          sort: { 'data.date': -1 },
        })
      : []
    return {
      id: entry.id,
      title: str(d.title),
      slug: str(d.slug),
      shortDescription: str(d.shortDescription),
      thumbnail: str(d.categoryThumbnail) || null,
      published: (entry.published ?? 'published') === 'published',
      posts: posts.map(toPostCard).filter((p): p is BlogPostCard => p !== null),
    }
  }
}

/** Runs a content read; a failure is logged and becomes the given fallback (spec §8). */
export async function orFallback<T>(what: string, run: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await run()
  } catch (error) {
    logError('content', `${what} failed`, error)
    return fallback
  }
}
