/** Representative products for flow samples (search overlay paths, the /flows simulator). */
import type { BlogSearchPost } from '#machines/blog-search/machine'
import type { ExplorerIngredient } from '#machines/ingredient-explorer/machine'
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

/** Ingredients for the ingredient explorer's paths. */
export const sampleIngredients: ExplorerIngredient[] = [
  {
    id: 11,
    name: 'Sodium Citrate',
    function: '<p>Softens water so the cleaning agents work.</p>',
    description: '<p>The sodium salt of citric acid.</p>',
    rating: 0,
    products: [{ name: 'Free & Clear Laundry Liquid', slug: 'free-clear-laundry-liquid' }],
  },
  {
    id: 12,
    name: 'Glycerin',
    function: '<p>Keeps skin soft.</p>',
    description: '<p>A plant-derived humectant.</p>',
    rating: 1,
    products: [{ name: 'Citrus Dish Soap', slug: 'citrus-dish-soap' }],
  },
  {
    id: 13,
    name: 'Lactic Acid',
    function: '<p>Balances the pH.</p>',
    description: '<p>Made by fermenting plant sugars.</p>',
    rating: 3,
    products: [],
  },
]
