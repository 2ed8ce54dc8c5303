/** The ingredients page's words (not worded by the specs beyond its anchors). */
export const INGREDIENTS_TEXT = {
  title: 'Ingredients',
  intro:
    'Every ingredient we use, what it does and where you will find it. Pick a product to see only what is inside it.',
  explorer: 'Every ingredient, explained',
  unavailable: 'The full list could not be loaded just now; it will appear in a moment.',
  description: 'What is in every Clearhome product: each ingredient, its purpose and its rating.',
} as const
