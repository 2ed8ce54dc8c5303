import { createFileRoute, notFound } from '@tanstack/react-router'
import { BlogArticle } from '~/components/blog/BlogArticle'
import { blogPostHead } from '~/components/blog/head'
import { blogPostQuery, relatedPostsQuery } from '~/content/query-options'
import { rethrowMainRead } from '~/lib/outage'
import { publicSettingsQuery } from '~/lib/public-settings'
import { pageMeta } from '~/lib/seo'

/**
 * /blog/{slug} (shell §1): the post is critical (an unknown or unpublished slug is a 404); the
 * posts of its category stream in after it and never break the page.
 */
export const Route = createFileRoute('/blog/$slug')({
  loader: async ({ context, params }) => {
    const [settings, post] = await Promise.all([
      context.queryClient.ensureQueryData(publicSettingsQuery),
      // Failing, the error screen, answered 503 (src/lib/outage.ts).
      context.queryClient
        .ensureQueryData(blogPostQuery(`/${params.slug}`))
        .catch(rethrowMainRead('content')),
    ])
    if (!post) throw notFound()
    const related = context.queryClient
      .ensureQueryData(relatedPostsQuery(post.id))
      .catch(() => ({ category: null, posts: [] }))
    return { post, related, siteUrl: settings.siteUrl }
  },
  head: ({ loaderData }) =>
    loaderData
      ? blogPostHead(loaderData.post, loaderData.siteUrl)
      : { meta: pageMeta({ title: 'Blog' }) },
  component: BlogPostPage,
})

function BlogPostPage() {
  const { post, related } = Route.useLoaderData()
  return <BlogArticle post={post} related={related} />
}
