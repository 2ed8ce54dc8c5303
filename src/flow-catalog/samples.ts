/** Representative products for flow samples (search overlay paths, the /flows simulator). */
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
