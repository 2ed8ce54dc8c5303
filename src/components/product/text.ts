/**
 * The product page's words (shell §2 "Product detail", catalogue §2, §8), apart from the
 * components so the route's head can use them without pulling the page into every first load.
 */
export const PRODUCT_TEXT = {
  unavailableTitle: 'Failed to load product details',
  unavailableFallback: 'An error occurred while loading the product',
  showMore: 'Show More',
  showLess: 'Show Less',
  whatsIn: "What's in it",
  whatsNot: "What's not in it",
  /** Shell §8, 11201.xx: the how-to video's thumbnail could not be had. */
  videoPreviewError: 'Error loading video preview.',
  howToVideo: 'How to use it, on video',
  details: 'Product Details & Reviews',
  detailsSections: {
    description: 'Description',
    reviews: 'Reviews',
    howToUse: 'How To Use',
    ingredients: 'Ingredients',
    faqs: 'FAQs',
  },
  close: 'Close',
  reviews: 'Reviews',
  reviewVideo: 'Reviews on video',
  pairings: 'Perfect Pairings',
  youMayLike: 'You may like',
  alsoLike: 'You May Also Like',
  images: 'Product images',
  sections: {
    why: "Why You'll Love It",
    works: 'Why It Works',
    use: 'How to Use It',
    ingredients: 'Ingredients',
    faq: 'FAQ',
    details: 'Details',
  },
} as const

export type SectionId = keyof typeof PRODUCT_TEXT.sections
