/**
 * Content reads for routes and components, declared once as `contentCalls` (./server-calls.ts):
 * on the server they call the content service; in the browser they fetch
 * GET /api/content/{call} (plain JSON, cacheable), so no content file and no RPC client ship
 * with the page.
 */
import { createIsomorphicFn } from '@tanstack/react-start'
import { type CallParams, readOwnCall, searchOf } from '~/api/base'
import { ownQuery } from '~/api/own-query'
import type { ContentCall, contentCalls } from './server-calls'

const read = createIsomorphicFn()
  .server(async (call: ContentCall, params: CallParams): Promise<unknown> => {
    const { contentCalls } = await import('./server-calls')
    return contentCalls[call](searchOf(params))
  })
  .client((call: ContentCall, params: CallParams) =>
    readOwnCall<unknown>('content', 'Content', call, params),
  )

const q = ownQuery<typeof contentCalls>('content', read)

export const menuQuery = (name: string) => q('menu', { name })
export const symbolQuery = (name: string) => q('symbol', { name })
/** A symbol compiled for rendering (ADR 0016). */
export const symbolViewQuery = (name: string) => q('symbol-view', { name })
/** The footer's settings from the "Footer" symbol, or null (its defaults). */
export const footerQuery = () => q('footer')
/** A page's raw entry: for Builder's editor and preview only. */
export const pageQuery = (path: string) => q('page', { path })
/** A page compiled for rendering (ADR 0016). */
export const pageViewQuery = (path: string) => q('page-view', { path })
export const blogPostsQuery = (page: number) => q('blog', { page })
export const blogPostQuery = (slug: string) => q('post', { slug })
export const blogPostByIdQuery = (id: string) => q('post', { id })
export const relatedPostsQuery = (postId: string) =>
  q('related', {
    post: postId,
  })
export const latestInCategoryQuery = (categoryId: string) =>
  q('latest-in-category', {
    category: categoryId,
  })
export const blogCategoryQuery = (slug: string) => q('blog-category', { slug })
export const blogCategoriesQuery = () => q('blog-categories')
export const blogSearchQuery = (term: string) => q('blog-search', { q: term })
export const jobListingsQuery = (type?: 'Full Time' | 'Part Time') => q('jobs', { type })
