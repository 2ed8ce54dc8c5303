import { describe, expect, it } from 'vitest'
import { articleJsonLd, jsonLdScript, productJsonLd } from '~/domain/structured-data'

const base = {
  name: 'Citrus Dish Soap',
  slug: 'citrus-dish-soap',
  sku: 'CH-DS-01',
  description: '<p>Cuts grease &amp; rinses clean.</p>',
  image: 'products/dish soap.png',
  msrp: 14,
  price: 10,
  in_stock: true,
  is_subscribable: true,
}

describe('productJsonLd', () => {
  it('describes a subscribable, in-stock product in USD with the subscription price as minimum [Catalogue §9.23, §3.28, §2.48]', () => {
    expect(productJsonLd(base, 'https://shop.test/', 'https://img.test')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Citrus Dish Soap',
      sku: 'CH-DS-01',
      description: 'Cuts grease & rinses clean.',
      image: 'https://img.test/products/dish%20soap.png',
      url: 'https://shop.test/products/citrus-dish-soap',
      offers: {
        '@type': 'AggregateOffer',
        priceCurrency: 'USD',
        lowPrice: '6.00',
        highPrice: '14.00',
        offerCount: 2,
        availability: 'https://schema.org/InStock',
        url: 'https://shop.test/products/citrus-dish-soap',
      },
    })
  })

  it("builds the product page URL without doubling the site URL's trailing slashes", () => {
    expect(productJsonLd(base, 'https://shop.test//', 'https://img.test').url).toBe(
      'https://shop.test/products/citrus-dish-soap',
    )
  })

  it('uses the price as minimum when not subscribable, and follows in_stock [Catalogue §3.28, §2.48]', () => {
    const data = productJsonLd(
      { ...base, is_subscribable: false, in_stock: false, msrp: null, sku: null },
      'https://shop.test',
      'https://img.test',
    )
    expect(data.offers).toMatchObject({
      lowPrice: '10.00',
      highPrice: '10.00',
      offerCount: 1,
      availability: 'https://schema.org/OutOfStock',
    })
    expect(data).not.toHaveProperty('sku')
  })
})

describe('productJsonLd: aggregateRating', () => {
  const rated = (rating: { average: number; count: number } | null | undefined) =>
    productJsonLd({ ...base, rating }, 'https://shop.test', 'https://img.test')

  it('adds the reviews as a schema.org AggregateRating', () => {
    expect(rated({ average: 4.5, count: 6 }).aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: '4.5',
      reviewCount: 6,
      bestRating: '5',
      worstRating: '1',
    })
  })

  it('gives the rating value as a string with one decimal', () => {
    expect(rated({ average: 4, count: 1 }).aggregateRating?.ratingValue).toBe('4.0')
    expect(rated({ average: 4.26, count: 3 }).aggregateRating?.ratingValue).toBe('4.3')
    expect(rated({ average: 4.94, count: 3 }).aggregateRating?.ratingValue).toBe('4.9')
    expect(rated({ average: 5, count: 1 }).aggregateRating?.ratingValue).toBe('5.0')
  })

  it('leaves it out without reviews', () => {
    expect(rated({ average: 0, count: 0 })).not.toHaveProperty('aggregateRating')
    expect(rated(null)).not.toHaveProperty('aggregateRating')
    expect(rated(undefined)).not.toHaveProperty('aggregateRating')
    expect(productJsonLd(base, 'https://shop.test', 'https://img.test')).not.toHaveProperty(
      'aggregateRating',
    )
  })

  it('changes nothing else', () => {
    const { aggregateRating, ...rest } = rated({ average: 3.2, count: 9 })
    expect(aggregateRating?.reviewCount).toBe(9)
    expect(rest).toEqual(productJsonLd(base, 'https://shop.test', 'https://img.test'))
  })

  it('survives serialisation for the page', () => {
    const parsed = JSON.parse(jsonLdScript(rated({ average: 4.5, count: 6 }))) as {
      aggregateRating: unknown
    }
    expect(parsed.aggregateRating).toMatchObject({ ratingValue: '4.5', reviewCount: 6 })
  })
})

describe('jsonLdScript', () => {
  it('escapes <, > and & as JSON unicode escapes', () => {
    expect(jsonLdScript({ name: '<b>Soap & Co</b>' })).toBe(
      '{"name":"\\u003cb\\u003eSoap \\u0026 Co\\u003c/b\\u003e"}',
    )
  })

  it('cannot close the script element', () => {
    const out = jsonLdScript({ name: '</script><script>alert(1)</script>' })
    expect(out).not.toContain('</script>')
    expect(JSON.parse(out)).toEqual({ name: '</script><script>alert(1)</script>' })
  })
})

// Blog post pages (issue 15): the spec is silent, so this is the function's documented intent,
// a schema.org BlogPosting with the optional fields left out when missing.
describe('articleJsonLd', () => {
  const post = {
    title: 'Five ways to a greener kitchen',
    url: 'https://shop.test/blog/greener-kitchen',
    description: 'Swap, refill, repeat.',
    author: 'Ada Green',
    datePublished: '2024-03-05',
    image: 'https://img.test/blog/kitchen.jpg',
  }

  it('describes the post, its page and its publisher', () => {
    expect(articleJsonLd(post, 'Clean Home Co')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Five ways to a greener kitchen',
      description: 'Swap, refill, repeat.',
      url: 'https://shop.test/blog/greener-kitchen',
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://shop.test/blog/greener-kitchen' },
      image: 'https://img.test/blog/kitchen.jpg',
      datePublished: '2024-03-05',
      author: { '@type': 'Person', name: 'Ada Green' },
      publisher: { '@type': 'Organization', name: 'Clean Home Co' },
    })
  })

  it('leaves out a missing image, date and author', () => {
    expect(
      articleJsonLd({ ...post, image: null, datePublished: null, author: '' }, 'Clean Home Co'),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Five ways to a greener kitchen',
      description: 'Swap, refill, repeat.',
      url: 'https://shop.test/blog/greener-kitchen',
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://shop.test/blog/greener-kitchen' },
      publisher: { '@type': 'Organization', name: 'Clean Home Co' },
    })
  })

  it('cuts the headline at 110 characters and the description at 300', () => {
    const data = articleJsonLd(
      { ...post, title: 'h'.repeat(111), description: 'd'.repeat(301) },
      'Clean Home Co',
    )
    expect(data.headline).toBe(`${'h'.repeat(110)}...`)
    expect(data.description).toBe(`${'d'.repeat(300)}...`)
    const exact = articleJsonLd(
      { ...post, title: 'h'.repeat(110), description: 'd'.repeat(300) },
      'Clean Home Co',
    )
    expect(exact.headline).toBe('h'.repeat(110))
    expect(exact.description).toBe('d'.repeat(300))
  })
})
