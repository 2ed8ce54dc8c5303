import { createFileRoute, notFound } from '@tanstack/react-router'
import {
  CategoryDetail,
  CategoryFailed,
  CategoryMissing,
} from '~/components/catalogue/CategoryView'
import { imageUrl } from '~/domain/images'
import { listingDeps, listingSearchSchema } from '~/lib/listing-search'
import { mainReadFailed } from '~/lib/outage'
import { publicSettingsQuery } from '~/lib/public-settings'
import { pageMeta } from '~/lib/seo'
import { useScriptErrorLog } from '~/lib/use-script-errors'

/** /products/category/{slug}: category detail, V1 or V2 as the settings say (catalogue §2). */
export const Route = createFileRoute('/products/category/$slug')({
  validateSearch: listingSearchSchema,
  loaderDeps: listingDeps,
  loader: async ({ context, params, deps }) => {
    const [settings, view] = await Promise.all([
      context.queryClient.ensureQueryData(publicSettingsQuery),
      // Shaped on the server (ADR 0012): one page of cards, whatever the category's size.
      import('~/api/catalogue/listings').then((m) =>
        m.readCategoryView({ slug: params.slug, ...deps }),
      ),
    ])
    // An unknown slug is a real 404, worded by the template.
    if (view.kind === 'missing') throw notFound({ data: { template: view.template } })
    // "Error Loading Category Data", answered 503 (src/lib/outage.ts).
    if (view.kind === 'failed') mainReadFailed('store')
    return { view, cdn: settings.imageCdnUrl }
  },
  head: ({ loaderData }) => {
    const category = loaderData?.view.kind === 'found' ? loaderData.view.category : null
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
  const { view } = Route.useLoaderData()
  const { sort } = Route.useLoaderDeps()
  useScriptErrorLog('13801.01')
  return view.kind === 'found' ? (
    <CategoryDetail view={view} sort={sort} />
  ) : (
    <CategoryFailed message={view.kind === 'failed' ? view.message : ''} />
  )
}
