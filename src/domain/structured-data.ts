/** JSON-LD Product data (catalogue spec §2, §3, §9). */
import { imageUrl } from './images'
import { stickySubscriptionPrice, roundCents } from './subscription'
import { htmlToText, truncate } from './text'

export interface StructuredProductInput {
  name: string
  slug: string
  sku?: string | null
  description?: string | null
  image?: string | null
  msrp?: number | null
  price: number
  in_stock: boolean
  is_subscribable: boolean
  /** The reviews' average (1–5) and count, when there are any. */
  rating?: { average: number; count: number } | null
}

export const CURRENCY = 'USD'

/**
 * An AggregateOffer whose low price is the subscription price when the product is
 * subscribable (60 % of the price, the best a shopper can pay) and the price otherwise.
 */
export function productJsonLd(product: StructuredProductInput, siteUrl: string, cdnHost: string) {
  const url = `${siteUrl.replace(/\/+$/, '')}/products/${encodeURIComponent(product.slug)}`
  const price = roundCents(product.price)
  const lowPrice = product.is_subscribable ? stickySubscriptionPrice(price) : price
  const highPrice = Math.max(price, roundCents(product.msrp ?? 0))
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    ...(product.sku ? { sku: product.sku } : {}),
    description: truncate(htmlToText(product.description), 5000),
    image: imageUrl(product.image, cdnHost),
    url,
    ...(product.rating && product.rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating.average.toFixed(1),
            reviewCount: product.rating.count,
            bestRating: '5',
            worstRating: '1',
          },
        }
      : {}),
    offers: {
      '@type': 'AggregateOffer',
      priceCurrency: CURRENCY,
      lowPrice: lowPrice.toFixed(2),
      highPrice: highPrice.toFixed(2),
      offerCount: product.is_subscribable ? 2 : 1,
      availability: product.in_stock
        ? 'https://schema.org/InStock'
        : 'https://schema.org/OutOfStock',
      url,
    },
  }
}

/** Serialises JSON-LD so it is safe inside a <script> element. */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
}

export interface StructuredArticleInput {
  title: string
  /** The post's page, absolute. */
  url: string
  description: string
  author: string
  /** ISO date, already validated (src/domain/blog postDate). */
  datePublished: string | null
  /** Absolute. */
  image: string | null
}

/** JSON-LD BlogPosting for a post page (issue 15: Article structured data). */
export function articleJsonLd(post: StructuredArticleInput, publisher: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: truncate(post.title, 110),
    description: truncate(post.description, 300),
    url: post.url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': post.url },
    ...(post.image ? { image: post.image } : {}),
    ...(post.datePublished ? { datePublished: post.datePublished } : {}),
    ...(post.author ? { author: { '@type': 'Person', name: post.author } } : {}),
    publisher: { '@type': 'Organization', name: publisher },
  }
}
