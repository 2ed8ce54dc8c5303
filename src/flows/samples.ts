/** Representative products for flow samples (search overlay paths, the /flows simulator). */
import type { SearchProduct } from '#machines/search-overlay'

export const sampleProducts: SearchProduct[] = Array.from({ length: 12 }, (_, i) => ({
  id: i + 1,
  name: `Sample Product ${i + 1}`,
  slug: `sample-product-${i + 1}`,
  price: 9.99 + i,
  image: '/brand/placeholder.svg',
}))
