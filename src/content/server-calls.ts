/**
 * Server side of the content reads: one function per call, with the spec's fallbacks (the top
 * banner and menus are omitted, footer menu failure logged only, blog lists empty). Used by
 * SSR directly and by the browser through GET /api/content/{call} (routes/api/content/$.ts).
 */
import { type Calls, InputError } from '~/api/calls.server'
import { getContentService } from './server-service'
import { orFallback } from './service'
import { blogSearchTerm, CONTENT_ID, isBlogSearchable } from '~/domain/blog'
import {
  type BlogPostCard,
  type BuilderEntry,
  type ContentDocument,
  NO_RELATED_POSTS,
} from './types'

function param(params: URLSearchParams, name: string, max: number, pattern?: RegExp): string {
  const value = params.get(name)?.trim() ?? ''
  if (!value || value.length > max || (pattern && !pattern.test(value))) {
    throw new InputError(`Invalid or missing "${name}"`)
  }
  return value
}

/**
 * A lookup by slug: a slug longer than any entry's (`max`) names no entry, so the answer is
 * null and its page the spec's 404, not an input error (a URL anyone can type).
 */
function bySlug<T>(
  params: URLSearchParams,
  max: number,
  find: (slug: string) => Promise<T | null>,
) {
  const slug = params.get('slug')?.trim() ?? ''
  if (!slug) throw new InputError('Invalid or missing "slug"')
  return slug.length > max ? Promise.resolve(null) : find(slug)
}

/** An entry as its JSON: a copy of its own for the caller, and the key its compilation is kept by. */
const documentJson = (entry: BuilderEntry) =>
  JSON.stringify({ id: entry.id, name: entry.name, data: entry.data })

function toDocument(entry: BuilderEntry | null): ContentDocument | null {
  return entry && (JSON.parse(documentJson(entry)) as ContentDocument)
}

/**
 * What a document compiles to, kept by the document's JSON: the same content always compiles
 * to the same tree, so every render of an unchanged page, symbol or footer shares one
 * compilation (sanitising, validating each block's fields) instead of repeating it (issue 51).
 * Changed content is another key, so nothing here can be stale; the oldest go past the bound.
 */
const COMPILED_MAX = 200
const compiled = new Map<string, unknown>()

function compiledOnce<T>(
  kind: 'page-view' | 'symbol-view' | 'footer',
  json: string,
  compile: (doc: ContentDocument) => T,
): T {
  const key = `${kind} ${json}`
  if (compiled.has(key)) return compiled.get(key) as T
  const value = compile(JSON.parse(json) as ContentDocument)
  compiled.set(key, value)
  if (compiled.size > COMPILED_MAX) compiled.delete(compiled.keys().next().value!)
  return value
}

async function compiler() {
  const [{ compileBlocks, compilePage }, { sanitizeHtml }] = await Promise.all([
    import('./compile'),
    import('~/lib/sanitize'),
  ])
  return { compileBlocks, compilePage, sanitize: sanitizeHtml }
}

const positionType = (v: string | null) => (v === 'Full Time' || v === 'Part Time' ? v : undefined)

async function symbolEntry(p: URLSearchParams): Promise<BuilderEntry | null> {
  const name = param(p, 'name', 80)
  return orFallback(`Symbol "${name}"`, () => getContentService().getSymbol(name), null)
}

const symbolDocument = async (p: URLSearchParams) => toDocument(await symbolEntry(p))

// A path no page can have (over 300 characters, not rooted) is simply no page: the 404 screen.
async function pageEntry(p: URLSearchParams): Promise<BuilderEntry | null> {
  const path = p.get('path')?.trim() ?? ''
  if (!path.startsWith('/') || path.length > 300) return null
  return getContentService().getPage(path)
}

const pageDocument = async (p: URLSearchParams) => toDocument(await pageEntry(p))

export const contentCalls = {
  menu: (p: URLSearchParams) => {
    const name = param(p, 'name', 80)
    return orFallback(`Menu "${name}"`, () => getContentService().getMenu(name), null)
  },
  symbol: symbolDocument,
  /** A symbol compiled for rendering without the Builder runtime (ADR 0016). */
  'symbol-view': async (p: URLSearchParams) => {
    const entry = await symbolEntry(p)
    if (!entry) return null
    const { compileBlocks, sanitize } = await compiler()
    return compiledOnce('symbol-view', documentJson(entry), (doc) =>
      compileBlocks(doc.data?.blocks, { sanitize }),
    )
  },
  /** A page compiled for rendering (ADR 0016); null when no page has the path. */
  'page-view': async (p: URLSearchParams) => {
    const entry = await pageEntry(p)
    if (!entry) return null
    const { compilePage, sanitize } = await compiler()
    return compiledOnce('page-view', documentJson(entry), (doc) => compilePage(doc, { sanitize }))
  },
  page: pageDocument,
  /**
   * The footer's settings: the "Footer" block of the "Footer" symbol (catalogue §3 "Footer block
   * inputs"), validated; null without one (the footer's own defaults).
   */
  footer: async () => {
    const entry = await symbolEntry(new URLSearchParams({ name: 'Footer' }))
    if (!entry) return null
    const { footer } = await import('./blocks/shell')
    return compiledOnce('footer', documentJson(entry), (doc) => {
      const blocks = doc.data?.blocks
      const block = (Array.isArray(blocks) ? blocks : []).find(
        (b) => (b as { component?: { name?: unknown } } | null)?.component?.name === 'Footer',
      ) as { component: { options?: unknown } } | undefined
      return block ? footer.parse(block.component.options) : null
    })
  },
  blog: (p: URLSearchParams) => {
    const page = Number(p.get('page') ?? '1')
    const n = Number.isInteger(page) && page > 0 && page < 10_000 ? page : 1
    // `failed`: the blog page answers 503 with the empty list (routes/blog/index.tsx).
    return orFallback<{ posts: BlogPostCard[]; hasNext: boolean; failed?: true }>(
      'Blog posts',
      () => getContentService().getBlogPosts(n),
      { posts: [], hasNext: false, failed: true },
    )
  },
  // By slug (the post page) or by id (a post picked in the page builder).
  // A picked post that fails to load reads as unpublished, like a picked category (§8).
  post: (p: URLSearchParams) => {
    if (!p.has('id')) return bySlug(p, 200, (slug) => getContentService().getBlogPost(slug))
    const id = param(p, 'id', 64, CONTENT_ID)
    return orFallback(`Blog post ${id}`, () => getContentService().getBlogPostById(id), null)
  },
  /** The posts shown with a post (up to 7, catalogue §2); a failure shows none. */
  related: async (p: URLSearchParams) => {
    const id = param(p, 'post', 64, CONTENT_ID)
    return orFallback(
      'Related posts',
      async () => {
        const service = getContentService()
        const post = await service.getBlogPostById(id)
        if (!post) return NO_RELATED_POSTS
        const { category, posts } = await service.getRelatedPosts(post)
        return { category: category && { title: category.title, slug: category.slug }, posts }
      },
      NO_RELATED_POSTS,
    )
  },
  /**
   * "Latest in category": the category's title and slug and its 4 newest posts, or null when it
   * is missing, unpublished or fails to load (all three read "This post not published!").
   */
  'latest-in-category': async (p: URLSearchParams) => {
    const id = param(p, 'category', 64, CONTENT_ID)
    return orFallback(
      'Latest in category',
      async () => {
        const service = getContentService()
        const [category, posts] = await Promise.all([
          service.getBlogCategoryById(id),
          service.getLatestPosts(id),
        ])
        return category?.published ? { title: category.title, slug: category.slug, posts } : null
      },
      null,
    )
  },
  'blog-category': (p: URLSearchParams) =>
    bySlug(p, 120, (slug) => getContentService().getBlogCategoryBySlug(slug)),
  'blog-categories': () =>
    orFallback('Blog categories', () => getContentService().getBlogCategories(), []),
  latest: (p: URLSearchParams) => {
    const category = p.get('category')?.slice(0, 64) || undefined
    return orFallback('Latest posts', () => getContentService().getLatestPosts(category), [])
  },
  // Trimmed, 3 characters at least (catalogue §5): the search block never sends less.
  'blog-search': (p: URLSearchParams) => {
    const term = blogSearchTerm(param(p, 'q', 400))
    if (!isBlogSearchable(term)) throw new InputError('A search needs at least 3 characters')
    return getContentService().searchBlogPosts(term)
  },
  jobs: (p: URLSearchParams) =>
    orFallback(
      'Job listings',
      () => getContentService().getJobListings(positionType(p.get('type'))),
      [],
    ),
} satisfies Calls

export type ContentCall = keyof typeof contentCalls
