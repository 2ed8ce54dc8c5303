/** The reviews widget's words. */
export const REVIEWS_TEXT = {
  heading: 'Customer Reviews',
  none: 'No reviews yet',
  basedOn: (n: number) => `Based on ${n} ${n === 1 ? 'review' : 'reviews'}`,
  count: (n: number) => `${n} ${n === 1 ? 'review' : 'reviews'}`,
  more: 'Show more reviews',
  distribution: (stars: number, n: number) =>
    `${stars} ${stars === 1 ? 'star' : 'stars'}: ${n} ${n === 1 ? 'review' : 'reviews'}`,
  carousel: 'What customers say',
} as const
