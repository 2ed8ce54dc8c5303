import { describe, expect, it } from 'vitest'
import { jsonLdScript, productJsonLd } from '~/domain/structured-data'

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
  it('describes a subscribable, in-stock product in USD with the subscription price as minimum', () => {
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

  it('uses the price as minimum when not subscribable, and follows in_stock', () => {
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

describe('jsonLdScript', () => {
  it('cannot close the script element', () => {
    const out = jsonLdScript({ name: '</script><script>alert(1)</script>' })
    expect(out).not.toContain('</script>')
    expect(JSON.parse(out)).toEqual({ name: '</script><script>alert(1)</script>' })
  })
})
