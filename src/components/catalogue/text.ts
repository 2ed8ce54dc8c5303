/**
 * The listing screens' words (catalogue §2, §8), apart from the components so a route's head
 * can use them without pulling the screen into every page's first load.
 */
export const ALL_PRODUCTS_TEXT = {
  title: 'Whole Home Cleaning Products',
  tagline: 'Powerful, non-toxic cleaning for every room safe for your family, tough on dirt.',
  noItems: 'No Related Items Found',
  noProducts: 'No Products Found',
  categoriesError: 'Error Loading Categories',
  productsError: 'Error Loading Products',
}

export const CATEGORY_TEXT = {
  noItems: 'No Related Items Found',
  emptySection: 'No products available in this category.',
  failed: 'Error Loading Category Data',
  // V1 and V2 word a missing category differently (catalogue §2); each template keeps its own.
  missingV1: { title: 'No Category Data Found', text: 'Unable to load category information.' },
  missingV2: {
    title: 'Category Not Found',
    text: 'The requested category could not be found. Please check the URL or navigate to a different category.',
  },
  slugRequired: 'Category slug is required',
}
