/** Representative products for flow samples (search overlay paths, the /flows simulator). */
import type { BlogSearchPost } from '#machines/blog-search/machine'
import type { SearchProduct } from '#machines/search-overlay/machine'
import type { SubMenuTile } from '#machines/shop-dropdown/machine'

export const sampleProducts: SearchProduct[] = Array.from({ length: 12 }, (_, i) => ({
  id: i + 1,
  name: `Sample Product ${i + 1}`,
  slug: `sample-product-${i + 1}`,
  price: 9.99 + i,
  image: '/brand/placeholder.svg',
}))

/** Sub-menu tiles for the Shop dropdown's paths (more than 4 with Whole Home and Bundles). */
export const sampleSubMenu: SubMenuTile[] = ['Laundry', 'Dish', 'Bathroom', 'Floors'].map(
  (label) => ({
    label,
    url: `/products/category/${label.toLowerCase()}`,
    image: `categories/${label.toLowerCase()}.svg`,
    imageAlt: label,
  }),
)

/** Blog post cards for the blog search's paths. */
export const samplePosts: BlogSearchPost[] = Array.from({ length: 4 }, (_, i) => ({
  id: `post-${i + 1}`,
  title: `Sample Post ${i + 1}`,
  slug: `/sample-post-${i + 1}`,
  date: '2025-01-14T12:00:00.000Z',
  author: 'Sample Author',
  shortDescription: 'A short description of the sample post.',
  thumbnail: '/media/blog/placeholder.svg',
}))
