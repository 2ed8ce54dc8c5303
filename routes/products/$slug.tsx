import { createFileRoute, notFound } from '@tanstack/react-router'
import { ProductPage } from '~/components/product/ProductPage'
import { ProductUnavailable } from '~/components/product/ProductUnavailable'
import { imageUrl } from '~/domain/images'
import { CURRENCY, jsonLdScript, productJsonLd } from '~/domain/structured-data'
import { htmlToText, truncate } from '~/domain/text'
import { publicSettingsQuery } from '~/lib/public-settings'
import { pageMeta } from '~/lib/seo'

/** /products/{slug}: the product detail page (shell §1, §2; catalogue §2). */
export const Route = createFileRoute('/products/$slug')({
  loader: async ({ context, params }) => {
    const [settings, { fetchProductPage }] = await Promise.all([
      context.queryClient.ensureQueryData(publicSettingsQuery),
      import('~/api/catalogue'),
    ])
    // Critical data: a missing product is a real 404, in the spec's words.
    const page = await fetchProductPage(params.slug)
    if (page.kind === 'missing') throw notFound({ data: { message: page.message } })
    return { page, siteUrl: settings.siteUrl, cdn: settings.imageCdnUrl }
  },
  head: ({ loaderData }) => {
    const product = loaderData?.page.kind === 'found' ? loaderData.page.product : null
    if (!product) return { meta: pageMeta({ title: 'Product' }) }
    const description =
      truncate(htmlToText(product.shortDescription || product.excerpt), 160) || undefined
    return {
      meta: [
        ...pageMeta({
          title: product.name,
          description,
          image: product.image ? imageUrl(product.image, loaderData!.cdn) : undefined,
        }),
        { property: 'og:type', content: 'product' },
        { property: 'product:price:amount', content: product.price.toFixed(2) },
        { property: 'product:price:currency', content: CURRENCY },
        {
          property: 'product:availability',
          content: product.inStock ? 'in stock' : 'out of stock',
        },
      ],
      scripts: [
        {
          type: 'application/ld+json',
          children: jsonLdScript(
            productJsonLd(
              {
                name: product.name,
                slug: product.slug,
                sku: product.sku,
                description: product.description || product.shortDescription,
                image: product.image,
                msrp: product.msrp,
                price: product.price,
                in_stock: product.inStock,
                is_subscribable: product.isSubscribable,
              },
              loaderData!.siteUrl,
              loaderData!.cdn,
            ),
          ),
        },
      ],
    }
  },
  notFoundComponent: ({ data }) => (
    <ProductUnavailable message={(data as { message?: string } | undefined)?.message} />
  ),
  component: ProductRoute,
})

function ProductRoute() {
  const { page } = Route.useLoaderData()
  return page.kind === 'found' ? (
    <ProductPage product={page.product} />
  ) : (
    <ProductUnavailable message={page.message} />
  )
}
