import { createFileRoute } from '@tanstack/react-router'
import { KitsListing } from '~/components/kits/KitsListing'
import { KITS_TEXT } from '~/components/kits/text'
import { listingSearchSchema } from '~/lib/listing-search'
import { mainReadFailed } from '~/lib/outage'
import { pageMeta } from '~/lib/seo'

/** /products/category/starter-kits: the bundles listing (catalogue §2; shell §1 routes). */
export const Route = createFileRoute('/products/category/starter-kits/')({
  validateSearch: listingSearchSchema,
  loader: async () => {
    const { fetchKitsListing } = await import('~/api/catalogue/kits')
    const listing = await fetchKitsListing()
    // The spec's failure sentence, answered 503 (src/lib/outage.ts).
    if (listing.status === 'error') mainReadFailed('store')
    return listing
  },
  head: () => ({ meta: pageMeta({ title: KITS_TEXT.title, description: KITS_TEXT.subtitle }) }),
  component: KitsPage,
})

function KitsPage() {
  const listing = Route.useLoaderData()
  const { sort = 'default' } = Route.useSearch()
  return <KitsListing listing={listing} sort={sort} />
}
