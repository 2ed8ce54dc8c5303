import { createFileRoute, notFound } from '@tanstack/react-router'
import { productHead } from '~/components/product/head'
import { ProductPage } from '~/components/product/ProductPage'
import { ProductUnavailable } from '~/components/product/islands'
import { symbolViewQuery } from '~/content/query-options'
import { showsPdpSymbol } from '~/domain/visitor'
import { mainReadFailed } from '~/lib/outage'
import { publicSettingsQuery } from '~/lib/public-settings'
import { pageMeta } from '~/lib/seo'

/** /products/{slug}: the product detail page (shell §1, §2; catalogue §2). */
export const Route = createFileRoute('/products/$slug')({
  loader: async ({ context, params }) => {
    const [settings, api] = await Promise.all([
      context.queryClient.ensureQueryData(publicSettingsQuery),
      import('~/api/product/page'),
    ])
    const site = { siteUrl: settings.siteUrl, cdn: settings.imageCdnUrl }
    // Critical: the product and its reviews; a missing product is a real 404 in the spec's words.
    const page = await api.readProductPage(api.firstSlug(params.slug))
    if (page.kind === 'missing') throw notFound({ data: { message: page.message } })
    if (page.kind === 'failed') {
      // "Failed to load product details", answered 503 (src/lib/outage.ts).
      mainReadFailed('store')
      return { page, deferred: null, ...site }
    }
    const { product } = page
    if (showsPdpSymbol(product.stickyId))
      await context.queryClient.ensureQueryData(symbolViewQuery('PDP')).catch(() => null)
    // Deferred: below the fold, streamed after the product; each never throws.
    const deferred = {
      videos: api
        .readProductVideos({ howTo: product.howToVideoId, review: product.reviewVideoId })
        .catch(() => ({ howTo: null, review: null })),
      recommendations: api.readProductRecommendations(product.id).catch(() => ({
        youMayLike: { products: [], statusText: null },
        related: { products: [], error: null },
      })),
    }
    return { page, deferred, ...site }
  },
  head: ({ loaderData: data }) =>
    data?.page.kind === 'found'
      ? productHead(data.page.product, data.page.reviews, data.siteUrl, data.cdn)
      : { meta: pageMeta({ title: 'Product' }) },
  notFoundComponent: ({ data }) => (
    <ProductUnavailable message={(data as { message?: string } | undefined)?.message} />
  ),
  component: ProductRoute,
})

function ProductRoute() {
  const { page, deferred } = Route.useLoaderData()
  if (page.kind !== 'found' || !deferred) {
    return <ProductUnavailable message={page.kind === 'failed' ? page.message : undefined} />
  }
  return (
    <ProductPage
      product={page.product}
      reviews={page.reviews}
      videos={deferred.videos}
      recommendations={deferred.recommendations}
    />
  )
}
