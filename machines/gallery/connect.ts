/**
 * View props of a gallery (zag-style): the region and its viewport (a tab stop each, handed over
 * as the engine takes over), the slides (those out of view out of reach once it runs), the
 * arrows, and the thumbnails or dots that choose a slide.
 */
import { DEFAULT_CONNECT, partId, type ConnectOptions, type FlowView } from '../shared/connect'
import type { GalleryEvent, galleryMachine } from './machine'

export const GALLERY_TEXT = {
  prev: 'Previous image',
  next: 'Next image',
  slide: (n: number, of: number) => `${n} of ${of}`,
  thumbnails: (label: string) => `${label}: thumbnails`,
  dots: (label: string) => `${label}: slides`,
  dot: (n: number, of: number) => `Show image ${n} of ${of}`,
  thumbnail: (kind: 'image' | 'video', n: number, of: number, alt: string) =>
    `Show ${kind} ${n} of ${of}: ${alt}`,
} as const

export function connectGallery(
  snapshot: FlowView<typeof galleryMachine>,
  send: (event: GalleryEvent) => void,
  options: ConnectOptions = DEFAULT_CONNECT,
) {
  const { count, selected } = snapshot.context
  const ready = snapshot.matches({ live: 'ready' })
  const many = count > 1
  return {
    ready,
    selected,
    getRegionProps: (label: string) => ({
      id: partId(options, 'region'),
      role: 'region' as const,
      'aria-roledescription': 'carousel',
      'aria-label': label,
      tabIndex: many && ready ? 0 : undefined,
      'data-ready': ready ? '' : undefined,
      onKeyDown: (e: { key: string; preventDefault(): void }) => {
        // Before the engine runs, the slides scroll natively and take the keys themselves.
        if (!ready || (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight')) return
        e.preventDefault()
        send({ type: e.key === 'ArrowLeft' ? 'gallery.prevPressed' : 'gallery.nextPressed' })
      },
    }),
    getViewportProps: () => ({
      id: partId(options, 'viewport'),
      tabIndex: many && !ready ? 0 : undefined,
    }),
    /**
     * `shown`: the slides the native scroll shows (the view measures them; null before it has).
     * Slides out of view are out of reach, as the WAI-ARIA carousel pattern asks: once the engine
     * runs all but the selected one; before, those the native scroll does not show (every slide
     * can still be scrolled to, by swipe or the viewport's keys).
     */
    getSlideProps: (index: number, shown: ReadonlySet<number> | null = null) => ({
      'aria-roledescription': 'slide',
      'aria-label': GALLERY_TEXT.slide(index + 1, count),
      inert: ready ? index !== selected : shown ? !shown.has(index) : undefined,
    }),
    getPrevProps: () => ({
      type: 'button' as const,
      'aria-label': GALLERY_TEXT.prev,
      onClick: () => send({ type: 'gallery.prevPressed' }),
    }),
    getNextProps: () => ({
      type: 'button' as const,
      'aria-label': GALLERY_TEXT.next,
      onClick: () => send({ type: 'gallery.nextPressed' }),
    }),
    getThumbsProps: () => ({ id: partId(options, 'thumbs'), 'data-ready': ready ? '' : undefined }),
    /**
     * `shown`: the thumbnails the strip shows (measured by the view). Once the engine runs the
     * strip no longer scrolls natively: those it does not show are out of reach (the arrows and
     * the region's arrow keys bring them into view).
     */
    getThumbItemProps: (index: number, shown: ReadonlySet<number> | null) => ({
      inert: ready && shown ? !shown.has(index) : undefined,
    }),
    getThumbProps: (index: number, kind: 'image' | 'video', alt: string) => ({
      type: 'button' as const,
      'aria-label': GALLERY_TEXT.thumbnail(kind, index + 1, count, alt),
      'aria-current': index === selected,
      onClick: () => send({ type: 'gallery.picked', index }),
    }),
    getDotProps: (index: number) => ({
      type: 'button' as const,
      'aria-label': GALLERY_TEXT.dot(index + 1, count),
      'aria-current': index === selected,
      onClick: () => send({ type: 'gallery.picked', index }),
    }),
  }
}
