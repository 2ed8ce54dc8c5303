import useEmblaCarousel from 'embla-carousel-react'
import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import { SLIDER_DURATION } from '~/components/carousel/embla'
import { ChevronLeftIcon, ChevronRightIcon } from '~/components/more-icons'
import { island } from '~/lib/island'
import { constants } from '~/config/constants'
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
 * infinite, speed 500 ms, 4 thumbnails"): swipe, arrow keys and buttons move the main slider,
 * the thumbnails follow it and choose its slide; a video item opens its pop-up. The first
 * image is the page's largest paint: sized, eager and high priority.
 *
 * Pages load it as an island (./index.ts) that wakes when the shopper reaches for it: until
 * then its server HTML scrolls natively (swipe and keys, snapping to slides), and the slide
 * the shopper scrolled to is where the slider starts once it wakes.
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
  const [mainRef, main] = useEmblaCarousel({ loop: many, duration: SLIDER_DURATION })
  const [thumbsRef, thumbs] = useEmblaCarousel({
    loop: items.length > constants.galleryThumbnails,
    duration: SLIDER_DURATION,
    containScroll: 'keepSnaps',
    dragFree: true,
  })
  const [selected, setSelected] = useState(0)
  const region = useRef<HTMLDivElement>(null)
  const viewport = useRef<HTMLDivElement>(null)
  // The sliders start once the slides are still: a finger that woke the island may be mid-swipe
  // (or the slides still gliding to their snap), and taking over then would strand them.
  const [live, setLive] = useState(false)
  useEffect(() => {
    const el = viewport.current
    let timer = 0
    const settle = () => {
      window.clearTimeout(timer)
      timer = window.setTimeout(() => setLive(true), STILL_MS)
    }
    settle()
    el?.addEventListener('scroll', settle, { passive: true })
    el?.addEventListener('touchmove', settle, { passive: true })
    return () => {
      window.clearTimeout(timer)
      el?.removeEventListener('scroll', settle)
      el?.removeEventListener('touchmove', settle)
    }
  }, [])
  const attachMain = useCallback(
    (el: HTMLDivElement | null) => {
      viewport.current = el
      if (live) mainRef(el)
    },
    [live, mainRef],
  )
  const attachThumbs = useCallback(
    (el: HTMLDivElement | null) => {
      if (live) thumbsRef(el)
    },
    [live, thumbsRef],
  )
  // A control used before the slider started (a click the island replays on waking) runs
  // once it has.
  const pending = useRef<((api: NonNullable<typeof main>) => void) | null>(null)
  const run = (action: (api: NonNullable<typeof main>) => void) => {
    if (main) action(main)
    else pending.current = action
  }
  const onSelect = useCallback(() => {
    if (!main) return
    const index = main.selectedScrollSnap()
    setSelected(index)
    thumbs?.scrollTo(index)
  }, [main, thumbs])
  // A layout effect, like the handover below, which must find it listening.
  useLayoutEffect(() => {
    if (!main) return
    main.on('select', onSelect).on('reInit', onSelect)
    return () => {
      main.off('select', onSelect).off('reInit', onSelect)
    }
  }, [main, onSelect])
  // After the select listener above: the jump below must reach the thumbnails. In the commit
  // that starts the slider (a layout effect): the slides, no longer a tab stop, still have focus.
  useLayoutEffect(() => {
    if (!main) return
    // Where a native scroll left the slides before the slider took over.
    const el = viewport.current
    const scrolled = el && el.clientWidth ? Math.round(el.scrollLeft / el.clientWidth) : 0
    if (el) el.scrollLeft = 0
    if (scrolled > 0) main.scrollTo(scrolled, true)
    // The keys move to the slider's region (the scrolling slides are no longer a tab stop).
    if (el && document.activeElement === el) region.current?.focus()
    pending.current?.(main)
    pending.current = null
  }, [main])

  return (
    <div className={styles.gallery}>
      <div
        className={styles.main}
        role="region"
        aria-roledescription="carousel"
        aria-label={label}
        ref={region}
        tabIndex={many && main ? 0 : undefined}
        data-ready={main ? '' : undefined}
        onKeyDown={(e) => {
          if (e.key === 'ArrowLeft') main?.scrollPrev()
          else if (e.key === 'ArrowRight') main?.scrollNext()
          else return
          e.preventDefault()
        }}
      >
        {badge}
        <div
          className={styles.viewport}
          ref={attachMain}
          // Before the slider starts, the slides scroll natively and take the keys themselves.
          tabIndex={many && !main ? 0 : undefined}
        >
          <ul className={styles.track}>
            {items.map((item, i) => (
              <li
                key={`${item.src}-${i}`}
                className={styles.slide}
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${items.length}`}
                // Slides out of view are out of reach too (their video buttons included), once
                // the slider runs (before, every slide can be scrolled to).
                inert={main ? i !== selected : undefined}
              >
                <Slide item={item} size={size} first={eager && i === 0} urls={urls} />
              </li>
            ))}
          </ul>
        </div>
        {many && (
          <>
            <button
              type="button"
              className={`${styles.arrow} ${styles.prev}`}
              aria-label="Previous image"
              onClick={() => run((api) => api.scrollPrev())}
            >
              <ChevronLeftIcon />
            </button>
            <button
              type="button"
              className={`${styles.arrow} ${styles.next}`}
              aria-label="Next image"
              onClick={() => run((api) => api.scrollNext())}
            >
              <ChevronRightIcon />
            </button>
          </>
        )}
      </div>
      {many && nav === 'dots' && (
        <ul className={styles.dots} aria-label={`${label}: slides`}>
          {items.map((item, i) => (
            <li key={`${item.src}-${i}`}>
              <button
                type="button"
                className={styles.dot}
                aria-label={`Show image ${i + 1} of ${items.length}`}
                aria-current={i === selected}
                onClick={() => run((api) => api.scrollTo(i))}
              />
            </li>
          ))}
        </ul>
      )}
      {many && nav === 'thumbnails' && (
        <div className={styles.thumbs} ref={attachThumbs} data-ready={thumbs ? '' : undefined}>
          <ul className={styles.thumbTrack} aria-label={`${label}: thumbnails`}>
            {items.map((item, i) => (
              <li key={`${item.src}-${i}`} className={styles.thumb}>
                <button
                  type="button"
                  aria-label={`Show ${item.type === 'video' ? 'video' : 'image'} ${i + 1} of ${items.length}: ${item.alt}`}
                  aria-current={i === selected}
                  onClick={() => run((api) => api.scrollTo(i))}
                >
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

/** How long the slides must be still (no scroll, no touch move) before the sliders start. */
const STILL_MS = 150

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
  eager = false,
  urls = false,
}: {
  src: string
  alt: string
  size: number
  eager?: boolean
  urls?: boolean
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
