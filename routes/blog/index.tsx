import { createFileRoute } from '@tanstack/react-router'
import { BlogList } from '~/components/blog/BlogList'
import { BLOG_TEXT } from '~/components/blog/text'
import { blogPostsQuery } from '~/content/query-options'
import { pageSearchSchema } from '~/lib/listing-search'
import { mainReadFailed } from '~/lib/outage'
import { pageMeta } from '~/lib/seo'

/**
 * /blog?page={n} (shell §2, §7): 10 posts a page, Next decided by the id-only probe; a page
 * that is not a number or below 1 is page 1. A failed read is the empty list (shell §8).
 */
export const Route = createFileRoute('/blog/')({
  validateSearch: pageSearchSchema,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: async ({ context, deps }) => {
    const data = await context.queryClient
      .ensureQueryData(blogPostsQuery(deps.page))
      .catch(() => ({ posts: [], hasNext: false, failed: true as const }))
    // "No Blog Posts Found", as the spec says, answered 503 (src/lib/outage.ts).
    if (data.failed) mainReadFailed('content')
    return { posts: data.posts, hasNext: data.hasNext, page: deps.page }
  },
  head: ({ loaderData }) => ({
    meta: [
      ...pageMeta({
        title:
          loaderData && loaderData.page > 1
            ? `${BLOG_TEXT.title} – page ${loaderData.page}`
            : BLOG_TEXT.title,
        description: BLOG_TEXT.description,
      }),
      // A page past the last has nothing to index.
      ...(loaderData && !loaderData.posts.length ? [{ name: 'robots', content: 'noindex' }] : []),
    ],
  }),
  component: BlogPage,
})

function BlogPage() {
  const { posts, hasNext, page } = Route.useLoaderData()
  return <BlogList posts={posts} page={page} hasNext={hasNext} />
}
