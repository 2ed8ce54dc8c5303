import { createFileRoute } from '@tanstack/react-router'
import { AllProductsV1, AllProductsV2, ALL_PRODUCTS_TEXT } from '~/components/catalogue/AllProducts'
import { listingSearchSchema } from '~/lib/listing-search'
import { publicSettingsQuery } from '~/lib/public-settings'
import { pageMeta } from '~/lib/seo'

/** /products: all products, V1 (by category) or V2 (flat) as the settings say (catalogue §2). */
export const Route = createFileRoute('/products/')({
  validateSearch: listingSearchSchema,
  loader: async ({ context }) => {
    const { templates } = await context.queryClient.ensureQueryData(publicSettingsQuery)
    // The parsed data is the loader's (one copy in the page); zod loads only with the API.
    const api = await import('~/api/catalogue')
    return templates.allProducts === 'v2'
      ? { template: 'v2' as const, result: await api.fetchAllProducts() }
      : { template: 'v1' as const, result: await api.fetchCategoryListing() }
  },
  head: () => ({
    meta: pageMeta({ title: ALL_PRODUCTS_TEXT.title, description: ALL_PRODUCTS_TEXT.tagline }),
  }),
  component: AllProductsPage,
})

function AllProductsPage() {
  const data = Route.useLoaderData()
  const { sort = 'default' } = Route.useSearch()
  return data.template === 'v2' ? (
    <AllProductsV2 result={data.result} sort={sort} />
  ) : (
    <AllProductsV1 result={data.result} sort={sort} />
  )
}
