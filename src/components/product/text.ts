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
