/**
 * The listings as page-builder blocks (catalogue §2: all products V1 and V2, the bundles
 * listing). They read ?sort= and ?page= from the page's URL like the routes do, and load their
 * data through the same server-shaped calls, so a block on a landing page behaves as the page.
 */
import { useSuspenseQuery } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import { Suspense } from 'react'
import { listingDeps, listingSearchSchema } from '~/lib/listing-search'
import { KitsListing } from '~/components/kits/KitsListing'
import { AllProducts } from './AllProducts'

function useListingParams() {
  const search = useRouterState({ select: (s) => s.location.search })
  return listingDeps({ search: listingSearchSchema.parse(search) })
}

const loading = <p role="status">Loading products…</p>

function AllProductsData({ template }: { template: 'v1' | 'v2' }) {
  const { sort, page } = useListingParams()
  const { data } = useSuspenseQuery({
    queryKey: ['listing', 'all-products', template, sort, page],
    queryFn: async () =>
      (await import('~/api/catalogue/listings')).readAllProductsView({ sort, page, template }),
  })
  return <AllProducts view={data} sort={sort} />
}

export function AllProductsV1Block() {
  return (
    <Suspense fallback={loading}>
      <AllProductsData template="v1" />
    </Suspense>
  )
}

export function AllProductsV2Block() {
  return (
    <Suspense fallback={loading}>
      <AllProductsData template="v2" />
    </Suspense>
  )
}

function KitsData({ title, subtitle }: { title?: string; subtitle?: string }) {
  const { sort } = useListingParams()
  const { data } = useSuspenseQuery({
    queryKey: ['store', 'kits-listing'],
    queryFn: async () => (await import('~/api/catalogue/kits')).fetchKitsListing(),
  })
  // An editor's empty title or subtitle reads as the listing's default.
  return (
    <KitsListing
      listing={data}
      sort={sort}
      title={title || undefined}
      subtitle={subtitle || undefined}
    />
  )
}

export function StarterKitsBlock({ title, subtitle }: { title?: string; subtitle?: string }) {
  return (
    <Suspense fallback={loading}>
      <KitsData title={title} subtitle={subtitle} />
    </Suspense>
  )
}
