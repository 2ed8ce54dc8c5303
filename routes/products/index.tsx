import { createFileRoute } from '@tanstack/react-router'
import { AllProducts } from '~/components/catalogue/AllProducts'
import { ALL_PRODUCTS_TEXT } from '~/components/catalogue/text'
import { listingDeps, listingSearchSchema } from '~/lib/listing-search'
import { mainReadFailed } from '~/lib/outage'
import { pageMeta } from '~/lib/seo'

/** /products: all products, V1 (by category) or V2 (flat, paged) as the settings say (catalogue §2). */
export const Route = createFileRoute('/products/')({
  validateSearch: listingSearchSchema,
  loaderDeps: listingDeps,
  // Shaped on the server (ADR 0012): one page of cards, whatever the catalogue's size. The
  // server-function client loads with the first client navigation, not with every page.
  loader: async ({ deps }) => {
    const view = await (await import('~/api/catalogue/listings')).readAllProductsView(deps)
    // "Error Loading Categories" / "Error Loading Products", answered 503 (src/lib/outage.ts).
    if (view.status === 'Error') mainReadFailed('store')
    return view
  },
  head: () => ({
    meta: pageMeta({ title: ALL_PRODUCTS_TEXT.title, description: ALL_PRODUCTS_TEXT.tagline }),
  }),
  component: AllProductsPage,
})

function AllProductsPage() {
  const view = Route.useLoaderData()
  const { sort } = Route.useLoaderDeps()
  return <AllProducts view={view} sort={sort} />
}
