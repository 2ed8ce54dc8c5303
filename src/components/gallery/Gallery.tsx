import galleryFlow from '#machines/gallery/view.gen'
import { memo, type ReactNode, useRef } from 'react'
import { ChevronLeftIcon, ChevronRightIcon } from '~/components/more-icons'
import { island } from '~/lib/island'
import { useSlidesInView } from '~/components/carousel/use-slides-in-view'
import { useFlow } from '~/flow-wiring/use-flow'
import { useImageUrl } from '~/lib/use-image-url'
import styles from './Gallery.module.css'

export interface GalleryItem {
  type: 'image' | 'video'
  src: string
  alt: string
  /** A video item's player; without one the poster shows as an image. */
  embedUrl?: string | null
}

/**
 * A product or kit gallery (shell §2 "a main slider plus a 4-thumbnail slider", §9 "Sliders
 * infinite, speed 500 ms, 4 thumbnails"; machines/gallery): swipe, arrow keys and buttons move
 * the main slider, the thumbnails follow it and choose its slide; a video item opens its pop-up.
 * The first image is the page's largest paint: sized, eager and high priority.
 *
 * Pages load it as an island (./index.ts) that wakes when the shopper reaches for it: until
 * then its server HTML scrolls natively (swipe and keys, snapping to slides), and the slide the
 * shopper scrolled to is where the slider starts once its engine takes over.
 */
export function Gallery({
  items,
  label,
  badge,
  size = 640,
  nav = 'thumbnails',
  urls = false,
  eager = true,
}: {
  items: GalleryItem[]
  label: string
  /** Shown over the main slider (a kit's discount). */
  badge?: ReactNode
  size?: number
  /** Under the slider: the thumbnail strip, or a dot per slide (catalogue §2 image carousel). */
  nav?: 'thumbnails' | 'dots'
  /** The items' src are URLs already (editor images), not catalogue paths on the image host. */
  urls?: boolean
  /** The first image is the page's largest paint (a product or kit page). */
  eager?: boolean
}) {
  const many = items.length > 1
  const { api } = useFlow(galleryFlow, { input: { count: items.length } })
  // What the main slider and the thumbnail strip show: the rest is out of reach.
  const viewport = useRef<HTMLDivElement>(null)
  // Measured again as the engine takes over: it moves the slides and the thumbnails at once.
  const slidesInView = useSlidesInView(viewport, items.length, api.ready)
  const strip = useRef<HTMLDivElement>(null)
  const thumbsInView = useSlidesInView(strip, items.length, api.ready)
  return (
    <div className={styles.gallery}>
      <div className={styles.main} {...api.getRegionProps(label)}>
        {badge}
        <div className={styles.viewport} ref={viewport} {...api.getViewportProps()}>
          <ul className={styles.track}>
            {items.map((item, i) => (
              <li
                key={`${item.src}-${i}`}
                className={styles.slide}
                {...api.getSlideProps(i, slidesInView)}
              >
                <Slide item={item} size={size} first={eager && i === 0} urls={urls} />
              </li>
            ))}
          </ul>
        </div>
        {many && (
          <>
            <button className={`${styles.arrow} ${styles.prev}`} {...api.getPrevProps()}>
              <ChevronLeftIcon />
            </button>
            <button className={`${styles.arrow} ${styles.next}`} {...api.getNextProps()}>
              <ChevronRightIcon />
            </button>
          </>
        )}
      </div>
      {many && nav === 'dots' && (
        <ul className={styles.dots} aria-label={`${label}: slides`}>
          {items.map((item, i) => (
            <li key={`${item.src}-${i}`}>
              <button className={styles.dot} {...api.getDotProps(i)} />
            </li>
          ))}
        </ul>
      )}
      {many && nav === 'thumbnails' && (
        <div className={styles.thumbs} ref={strip} {...api.getThumbsProps()}>
          <ul className={styles.thumbTrack} aria-label={`${label}: thumbnails`}>
            {items.map((item, i) => (
              <li
                key={`${item.src}-${i}`}
                className={styles.thumb}
                {...api.getThumbItemProps(i, thumbsInView)}
              >
                <button {...api.getThumbProps(i, item.type, item.alt)}>
                  <GalleryImage src={item.src} alt="" size={96} urls={urls} />
                  {item.type === 'video' && (
                    <span className={styles.videoMark} aria-hidden="true" />
                  )}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  )
}

// The pop-up (and its machine) loads when the shopper reaches for the play control.
const VideoPopup = island(() => import('~/components/video/VideoPopup').then((m) => m.VideoPopup), {
  when: 'interaction',
})

// Memoised: a slide's props do not change, and its video island must not re-render before it
// hydrates (see src/lib/island.tsx).
const Slide = memo(function Slide({
  item,
  size,
  first,
  urls,
}: {
  item: GalleryItem
  size: number
  first: boolean
  urls: boolean
}) {
  const image = <GalleryImage src={item.src} alt={item.alt} size={size} eager={first} urls={urls} />
  if (item.type !== 'video' || !item.embedUrl) return image
  return <VideoPopup title={item.alt} embedUrl={item.embedUrl} poster={image} />
})

function GalleryImage({
  src,
  alt,
  size,
  eager,
  urls,
}: {
  src: string
  alt: string
  size: number
  /** The first slide: loaded at once and first. */
  eager?: boolean
  /** Whether `src` is already a URL (not a store image path). */
  urls: boolean
}) {
  const mapped = useImageUrl(src)
  const url = urls ? src : mapped
  return (
    <img
      src={url}
      alt={alt}
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding={eager ? 'sync' : 'async'}
      draggable={false}
    />
  )
}
