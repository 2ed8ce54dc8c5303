import type { Recommendation } from '~/api/product/pairings'

/** Two pairings as the store client returns them: one on offer, one at its own price, no excerpt. */
export const PAIRINGS: Recommendation[] = [
  {
    id: 21,
    name: 'Glass Cleaner',
    slug: 'glass-cleaner',
    excerpt: 'Streak-free on glass and mirrors.',
    price: 9,
    discountPrice: 7.2,
    isSubscribable: true,
    image: 'products/glass/thumbnail.svg',
    imageAlt: 'Glass Cleaner bottle',
  },
  {
    id: 22,
    name: 'Wool Dryer Balls',
    slug: 'wool-dryer-balls',
    excerpt: '',
    price: 15,
    discountPrice: 15,
    isSubscribable: false,
    image: 'products/dryer-balls/thumbnail.svg',
    imageAlt: 'Three wool dryer balls',
  },
]
