/**
 * The product page's head (catalogue §2 "structured-data block", §3 "Structured product data"):
 * title and description, Open Graph product tags and the Product JSON-LD.
 */
import type { ProductView, ReviewSummary } from '~/api/product/page'
import { imageUrl } from '~/domain/images'
import { CURRENCY, jsonLdScript, productJsonLd } from '~/domain/structured-data'
import { htmlToText, truncate } from '~/domain/text'
import { pageMeta } from '~/lib/seo'

export function productHead(
  product: ProductView,
  reviews: ReviewSummary | null,
  siteUrl: string,
  cdn: string,
) {
  const description =
    truncate(htmlToText(product.shortDescription || product.excerpt), 160) || undefined
  return {
    meta: [
      ...pageMeta({
        title: product.name,
        description,
        image: product.image ? imageUrl(product.image, cdn) : undefined,
      }),
      { property: 'og:type', content: 'product' },
      { property: 'product:price:amount', content: product.price.toFixed(2) },
      { property: 'product:price:currency', content: CURRENCY },
      { property: 'product:availability', content: product.inStock ? 'in stock' : 'out of stock' },
      ...(product.sku ? [{ property: 'product:retailer_item_id', content: product.sku }] : []),
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
              rating: reviews && { average: reviews.average, count: reviews.count },
            },
            siteUrl,
            cdn,
          ),
        ),
      },
    ],
  }
}
