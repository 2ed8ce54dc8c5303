/**
 * The product page's parts that load when needed (ADR 0014): everything below the purchase box
 * when it nears the viewport, the sticky bar once the page scrolls, the details pop-up when the
 * shopper reaches for its button, the editor's PDP symbol as it nears, the unavailable screen
 * only on a page that shows it. The rating and the price are static: server HTML (a link and
 * text) that needs no script on the first load. The gallery is an island of its own
 * (~/components/gallery); the purchase box hydrates with the page.
 */
import { island } from '~/lib/island'

export const ProductSections = island(
  () => import('./ProductSections').then((m) => m.ProductSections),
  { when: 'visible' },
)
export const ReviewsSection = island(
  () => import('./ReviewsSection').then((m) => m.ReviewsSection),
  { when: 'visible' },
)
// A viewport ahead: the pairings are fetched when they mount, and should be there when reached.
export const Pairings = island(() => import('./Pairings').then((m) => m.Pairings), {
  when: 'visible',
  margin: '100% 0px',
})
export const Recommendations = island(
  () => import('./Recommendations').then((m) => m.Recommendations),
  { when: 'visible' },
)
export const StickyCartBar = island(() => import('./StickyCartBar').then((m) => m.StickyCartBar), {
  when: 'scroll',
})
export const DetailsDialog = island(() => import('./DetailsDialog').then((m) => m.DetailsDialog), {
  when: 'interaction',
})
export const PdpSymbol = island(
  () => import('~/components/builder/ContentSymbol').then((m) => m.ContentSymbol),
  { when: 'visible' },
)
// Visible: a missing or failed product's screen is the page, and its links work meanwhile.
export const ProductUnavailable = island(
  () => import('./ProductUnavailable').then((m) => m.ProductUnavailable),
  { when: 'visible' },
)
export const ReviewRating = island(
  () => import('~/components/reviews/ReviewRating').then((m) => m.ReviewRating),
  { when: 'never' },
)
export const StruckPrice = island(
  () => import('~/components/catalogue/StruckPrice').then((m) => m.StruckPrice),
  { when: 'never' },
)
