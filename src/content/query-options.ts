/**
 * Content reads for routes and components. On the server they call the content service; in
 * the browser they fetch GET /api/content/{call} (plain JSON, cacheable), so no content file
 * and no RPC client ship with the page.
 */
import { queryOptions } from '@tanstack/react-query'
import { createIsomorphicFn } from '@tanstack/react-start'
import { readOwnApi } from '~/api/base'
import type {
  BlogCategory,
  BlogPost,
  BlogPostCard,
  ContentDocument,
  JobListing,
  Menu,
  RelatedPosts,
} from './types'
import type { FooterProps } from './blocks/shell'
import type { ContentTree, PageView } from './tree'

type Params = Record<string, string | undefined>

const read = createIsomorphicFn()
  .server(async (call: string, params: Params) => {
    const { contentCalls, isContentCall } = await import('./server-calls')
    if (!isContentCall(call)) throw new Error(`Unknown content call ${call}`)
    return contentCalls[call](toSearch(params))
  })
  .client((call: string, params: Params) =>
    readOwnApi<unknown>(`/api/content/${call}?${toSearch(params)}`, 'Content'),
  )

function toSearch(params: Params): URLSearchParams {
  const search = new URLSearchParams()
  for (const [k, v] of Object.entries(params)) if (v !== undefined) search.set(k, v)
  return search
}

const CONTENT_STALE = 60_000
const q = <T>(call: string, params: Params = {}) =>
  queryOptions({
    queryKey: ['content', call, params],
    queryFn: async () => (await read(call, params)) as T,
    staleTime: CONTENT_STALE,
  })

export const menuQuery = (name: string) => q<Menu | null>('menu', { name })
export const symbolQuery = (name: string) => q<ContentDocument | null>('symbol', { name })
/** A symbol ready to render: plain blocks without the Builder SDK where it allows. */
/** A symbol compiled for rendering (ADR 0016). */
export const symbolViewQuery = (name: string) => q<ContentTree | null>('symbol-view', { name })
/** The footer's settings from the "Footer" symbol, or null (its defaults). */
export const footerQuery = () => q<FooterProps | null>('footer')
/** A page's raw entry: for Builder's editor and preview only. */
export const pageQuery = (path: string) => q<ContentDocument | null>('page', { path })
/** A page compiled for rendering (ADR 0016). */
export const pageViewQuery = (path: string) => q<PageView | null>('page-view', { path })
export const blogPostsQuery = (page: number) =>
  q<{ posts: BlogPostCard[]; hasNext: boolean; failed?: true }>('blog', { page: String(page) })
export const blogPostQuery = (slug: string) => q<BlogPost | null>('post', { slug })
export const blogPostByIdQuery = (id: string) => q<BlogPost | null>('post', { id })
export const relatedPostsQuery = (postId: string) =>
  q<RelatedPosts>('related', {
    post: postId,
  })
export const latestInCategoryQuery = (categoryId: string) =>
  q<{ title: string; slug: string; posts: BlogPostCard[] } | null>('latest-in-category', {
    category: categoryId,
  })
export const blogCategoryQuery = (slug: string) => q<BlogCategory | null>('blog-category', { slug })
export const blogCategoriesQuery = () => q<BlogCategory[]>('blog-categories')
export const blogSearchQuery = (term: string) => q<BlogPostCard[]>('blog-search', { q: term })
export const jobListingsQuery = (type?: 'Full Time' | 'Part Time') =>
  q<JobListing[]>('jobs', { type })
