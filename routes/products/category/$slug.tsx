import { createFileRoute, notFound } from '@tanstack/react-router'
import {
  CategoryFailed,
  CategoryMissing,
  CategoryV1,
  CategoryV2,
} from '~/components/catalogue/CategoryView'
import { imageUrl } from '~/domain/images'
import { listingSearchSchema } from '~/lib/listing-search'
import { publicSettingsQuery } from '~/lib/public-settings'
import { pageMeta } from '~/lib/seo'

/** /products/category/{slug}: category detail, V1 or V2 as the settings say (catalogue §2). */
export const Route = createFileRoute('/products/category/$slug')({
  validateSearch: listingSearchSchema,
  loader: async ({ context, params }) => {
    const settings = await context.queryClient.ensureQueryData(publicSettingsQuery)
    const template = settings.templates.category
    const { fetchCategoryPage } = await import('~/api/catalogue')
    const page = await fetchCategoryPage(params.slug)
    // An unknown slug is a real 404, worded by the template.
    if (page.kind === 'missing') throw notFound({ data: { template } })
    return { template, page, cdn: settings.imageCdnUrl }
  },
  head: ({ loaderData }) => {
    const category = loaderData?.page.kind === 'found' ? loaderData.page.category : null
    if (!category) return { meta: pageMeta({ title: 'Category' }) }
    return {
      meta: pageMeta({
        title: category.meta.title || category.name,
        description: category.meta.description || category.description || undefined,
        image: category.images.seo ? imageUrl(category.images.seo, loaderData!.cdn) : undefined,
      }),
    }
  },
  notFoundComponent: ({ data }) => (
    <CategoryMissing
      template={(data as { template?: 'v1' | 'v2' } | undefined)?.template ?? 'v1'}
    />
  ),
  component: CategoryPage,
})

function CategoryPage() {
  const { template, page } = Route.useLoaderData()
  const { sort = 'default' } = Route.useSearch()
  if (page.kind !== 'found') return <CategoryFailed message={page.message} />
  return template === 'v2' ? (
    <CategoryV2 category={page.category} sort={sort} />
  ) : (
    <CategoryV1 category={page.category} sort={sort} />
  )
}
