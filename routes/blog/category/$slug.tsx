import { createFileRoute, notFound } from '@tanstack/react-router'
import {
  BlogCategoriesPreview,
  BlogCategoryFailed,
  BlogCategoryView,
} from '~/components/blog/BlogCategory'
import { BLOG_TEXT } from '~/components/blog/text'
import { blogCategoriesQuery, blogCategoryQuery } from '~/content/query-options'
import { mainReadFailed } from '~/lib/outage'
import { pageMeta } from '~/lib/seo'

/**
 * /blog/category/{slug} (catalogue §2): the category's posts; an unknown or unpublished slug
 * is a 404; a failed read is "Error Loading Category Data". /blog/category/symbol is the
 * editor's preview of the template: every category (catalogue §2 "/symbol").
 */
export const Route = createFileRoute('/blog/category/$slug')({
  loader: async ({ context, params }) => {
    if (params.slug === 'symbol')
      return {
        kind: 'preview' as const,
        categories: await context.queryClient.ensureQueryData(blogCategoriesQuery()),
      }
    // A failed read is not a missing category: undefined, where a missing one is null.
    const category = await context.queryClient
      .ensureQueryData(blogCategoryQuery(params.slug))
      .catch(() => undefined)
    if (category === undefined) {
      // The spec's failure text, answered 503 (src/lib/outage.ts).
      mainReadFailed('content')
      return { kind: 'failed' as const }
    }
    if (!category?.published) throw notFound()
    return { kind: 'found' as const, category }
  },
  head: ({ loaderData }) => ({
    meta:
      loaderData?.kind === 'found'
        ? pageMeta({
            title: loaderData.category.title,
            description: loaderData.category.shortDescription || undefined,
          })
        : [
            ...pageMeta({
              title: loaderData?.kind === 'preview' ? BLOG_TEXT.allCategories : BLOG_TEXT.title,
            }),
            { name: 'robots', content: 'noindex' },
          ],
  }),
  component: BlogCategoryPage,
})

function BlogCategoryPage() {
  const data = Route.useLoaderData()
  if (data.kind === 'preview') return <BlogCategoriesPreview categories={data.categories} />
  if (data.kind === 'failed') return <BlogCategoryFailed />
  return <BlogCategoryView category={data.category} />
}
