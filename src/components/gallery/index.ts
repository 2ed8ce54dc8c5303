/**
 * The gallery as pages load it (ADR 0014): an island that wakes when the shopper reaches for
 * it (pointer, touch, focus, keys), so the carousel library stays off the first load. Its
 * server HTML is the whole gallery, first image included, and scrolls natively until then.
 * Props must keep their identity between renders (memoise items and badge): new props wake it.
 */
import { island } from '~/lib/island'

export type { GalleryItem } from './Gallery'

export const Gallery = island(() => import('./Gallery').then((m) => m.Gallery), {
  when: 'interaction',
})
