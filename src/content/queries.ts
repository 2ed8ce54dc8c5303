/**
 * Content reads for routes and components: server functions (content never ships to the
 * browser whole) behind queryOptions. Failures follow the spec: the top banner and menus are
 * omitted (footer menu failure logged only), blog lists are empty.
 */
import { queryOptions } from '@tanstack/react-query'
import { createServerFn } from '@tanstack/react-start'
import type {
  BlogCategory,
  BlogPost,
  BlogPostCard,
  BuilderEntry,
  ContentDocument,
  JobListing,
  Menu,
} from './types'

const service = async () => (await import('./index')).getContentService()
const fallback = async () => (await import('./service')).orFallback

const text = (max: number) => (value: unknown) => {
  if (typeof value !== 'string' || value.length > max) throw new Error('Invalid content query')
  return value
}

const getMenu = createServerFn({ method: 'GET' })
  .validator(text(80))
  .handler(async ({ data }): Promise<Menu | null> =>
    (await fallback())(`Menu "${data}"`, async () => (await service()).getMenu(data), null),
  )

const getSymbol = createServerFn({ method: 'GET' })
  .validator(text(80))
  .handler(async ({ data }) =>
    toDocument(
      await (
        await fallback()
      )(`Symbol "${data}"`, async () => (await service()).getSymbol(data), null),
    ),
  )

const getPage = createServerFn({ method: 'GET' })
  .validator(text(300))
  .handler(async ({ data }) => toDocument(await (await service()).getPage(data)))

const getBlogPosts = createServerFn({ method: 'GET' })
  .validator((page: unknown) =>
    Number.isInteger(page) && (page as number) > 0 ? (page as number) : 1,
  )
  .handler(async ({ data }) =>
    (await fallback())('Blog posts', async () => (await service()).getBlogPosts(data), {
      posts: [] as BlogPostCard[],
      hasNext: false,
    }),
  )

const getBlogPost = createServerFn({ method: 'GET' })
  .validator(text(200))
  .handler(async ({ data }): Promise<BlogPost | null> => (await service()).getBlogPost(data))

const getBlogCategory = createServerFn({ method: 'GET' })
  .validator(text(120))
  .handler(async ({ data }): Promise<BlogCategory | null> =>
    (await service()).getBlogCategoryBySlug(data),
  )

const getBlogCategories = createServerFn({ method: 'GET' }).handler(async () =>
  (await fallback())(
    'Blog categories',
    async () => (await service()).getBlogCategories(),
    [] as BlogCategory[],
  ),
)

const getLatestPosts = createServerFn({ method: 'GET' })
  .validator((id: unknown) => (typeof id === 'string' && id.length <= 64 ? id : undefined))
  .handler(async ({ data }) =>
    (await fallback())(
      'Latest posts',
      async () => (await service()).getLatestPosts(data),
      [] as BlogPostCard[],
    ),
  )

const searchBlogPosts = createServerFn({ method: 'GET' })
  .validator(text(200))
  .handler(async ({ data }) => (await service()).searchBlogPosts(data))

const getJobListings = createServerFn({ method: 'GET' })
  .validator((type: unknown) => (type === 'Full Time' || type === 'Part Time' ? type : undefined))
  .handler(async ({ data }): Promise<JobListing[]> =>
    (await fallback())('Job listings', async () => (await service()).getJobListings(data), []),
  )

/** Only what <Content> needs crosses to the browser. */
function toDocument(entry: BuilderEntry | null): ContentDocument | null {
  if (!entry) return null
  return JSON.parse(
    JSON.stringify({ id: entry.id, name: entry.name, data: entry.data }),
  ) as ContentDocument
}

const CONTENT_STALE = 60_000

export const menuQuery = (name: string) =>
  queryOptions({
    queryKey: ['content', 'menu', name],
    queryFn: () => getMenu({ data: name }),
    staleTime: CONTENT_STALE,
  })
export const symbolQuery = (name: string) =>
  queryOptions({
    queryKey: ['content', 'symbol', name],
    queryFn: () => getSymbol({ data: name }),
    staleTime: CONTENT_STALE,
  })
export const pageQuery = (path: string) =>
  queryOptions({
    queryKey: ['content', 'page', path],
    queryFn: () => getPage({ data: path }),
    staleTime: CONTENT_STALE,
  })
export const blogPostsQuery = (page: number) =>
  queryOptions({
    queryKey: ['content', 'blog', page],
    queryFn: () => getBlogPosts({ data: page }),
    staleTime: CONTENT_STALE,
  })
export const blogPostQuery = (slug: string) =>
  queryOptions({
    queryKey: ['content', 'post', slug],
    queryFn: () => getBlogPost({ data: slug }),
    staleTime: CONTENT_STALE,
  })
export const blogCategoryQuery = (slug: string) =>
  queryOptions({
    queryKey: ['content', 'blog-category', slug],
    queryFn: () => getBlogCategory({ data: slug }),
    staleTime: CONTENT_STALE,
  })
export const blogCategoriesQuery = () =>
  queryOptions({
    queryKey: ['content', 'blog-categories'],
    queryFn: () => getBlogCategories(),
    staleTime: CONTENT_STALE,
  })
export const latestPostsQuery = (categoryId?: string) =>
  queryOptions({
    queryKey: ['content', 'latest', categoryId ?? null],
    queryFn: () => getLatestPosts({ data: categoryId }),
    staleTime: CONTENT_STALE,
  })
export const blogSearchQuery = (term: string) =>
  queryOptions({
    queryKey: ['content', 'blog-search', term],
    queryFn: () => searchBlogPosts({ data: term }),
    staleTime: CONTENT_STALE,
  })
export const jobListingsQuery = (type?: 'Full Time' | 'Part Time') =>
  queryOptions({
    queryKey: ['content', 'jobs', type ?? 'all'],
    queryFn: () => getJobListings({ data: type }),
    staleTime: CONTENT_STALE,
  })
