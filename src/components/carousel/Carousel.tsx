import useEmblaCarousel from 'embla-carousel-react'
import { Children, useEffect, useRef, type ReactNode } from 'react'
import { carouselAutoplayMachine } from '#machines/carousel-autoplay/machine'
import { connectCarouselAutoplay } from '#machines/carousel-autoplay/connect'
import { ChevronLeftIcon, ChevronRightIcon } from '~/components/more-icons'
import { useFlow } from '~/flow-wiring/use-flow'
import { useMediaQuery } from '~/lib/use-media-query'
import { SLIDER_DURATION, useEmblaArrows } from './embla'

const PHONE = '(max-width: 767.98px)'
const WIDE = '(min-width: 1000.02px)'
import styles from './Carousel.module.css'

/**
 * A carousel of cards (embla): a page of slides at a time with previous/next buttons, swipe and
 * arrow keys. `perViewClass` sets how many slides show at each width (a `--per-view` custom
 * property in the caller's stylesheet), so the server-rendered page already lays them out.
 * `mobileOnly`: a carousel at 767 px or less, a plain grid above (the stylesheet decides, so
 * the server-rendered page is laid out right before the script runs). `autoplayMs`: moves on
 * by itself, held by hover, focus and reduced motion (machines/carousel-autoplay).
 * `staticWide`: a plain row wider than 1000 px (the blog category slider with 5 or fewer items).
 * `controls`: the arrows under the slides (default) or over their sides.
 */
export function Carousel({
  label,
  children,
  perViewClass,
  mobileOnly = false,
  staticWide = false,
  autoplayMs,
  loop = false,
  controls: placement = 'below',
}: {
  label: string
  children: ReactNode
  perViewClass?: string
  mobileOnly?: boolean
  staticWide?: boolean
  autoplayMs?: number
  loop?: boolean
  /** Arrows under the slides, or over their sides (a hero, a one-line announcement bar). */
  controls?: 'below' | 'sides'
}) {
  const slides = Children.toArray(children)
  const phone = useMediaQuery(PHONE)
  const wide = useMediaQuery(WIDE)
  const active = mobileOnly ? phone : staticWide ? !wide : true
  const [viewport, embla] = useEmblaCarousel({
    align: 'start',
    slidesToScroll: 'auto',
    loop,
    duration: SLIDER_DURATION,
    active,
  })
  const { canPrev, canNext } = useEmblaArrows(embla)

  const scroller = (direction: 'prev' | 'next', onNavigate?: () => void) => () => {
    if (direction === 'prev') embla?.scrollPrev()
    else embla?.scrollNext()
    onNavigate?.()
  }
  const controls = (onNavigate?: () => void) =>
    active && (canPrev || canNext) ? (
      <div className={placement === 'sides' ? styles.sideControls : styles.controls}>
        <button
          type="button"
          className={styles.arrow}
          aria-label={`Previous: ${label}`}
          disabled={!canPrev}
          onClick={scroller('prev', onNavigate)}
        >
          <ChevronLeftIcon />
        </button>
        <button
          type="button"
          className={styles.arrow}
          aria-label={`Next: ${label}`}
          disabled={!canNext}
          onClick={scroller('next', onNavigate)}
        >
          <ChevronRightIcon />
        </button>
      </div>
    ) : null

  const track = (rootProps: object = {}, onNavigate?: () => void) => (
    <div
      className={`${styles.carousel} ${perViewClass ?? ''} ${mobileOnly ? styles.mobileOnly : ''} ${staticWide ? styles.staticWide : ''}`}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      data-active={active}
      onKeyDown={(e) => {
        if (!active || (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight')) return
        e.preventDefault()
        scroller(e.key === 'ArrowLeft' ? 'prev' : 'next', onNavigate)()
      }}
      {...rootProps}
    >
      <div className={styles.viewport} ref={viewport}>
        <ul className={styles.track}>
          {slides.map((slide, i) => (
            <li
              key={i}
              className={styles.slide}
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${slides.length}`}
            >
              {slide}
            </li>
          ))}
        </ul>
      </div>
      {controls(onNavigate)}
    </div>
  )

  return autoplayMs && active && embla && slides.length > 1 ? (
    <Autoplayed intervalMs={autoplayMs} onAdvance={() => embla.scrollNext()}>
      {track}
    </Autoplayed>
  ) : (
    track()
  )
}

/** Runs the autoplay machine while the carousel is live: each move scrolls one page on. */
function Autoplayed({
  intervalMs,
  onAdvance,
  children,
}: {
  intervalMs: number
  onAdvance: () => void
  children: (rootProps: object, onNavigate: () => void) => ReactNode
}) {
  const { actor, api } = useFlow(carouselAutoplayMachine, connectCarouselAutoplay, { intervalMs })
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)')
  useEffect(() => actor.send({ type: 'autoplay.motionPreferred', reduced }), [actor, reduced])
  const advance = useRef(onAdvance)
  useEffect(() => {
    advance.current = onAdvance
  })
  useEffect(() => {
    const sub = actor.on('autoplay.advanced', () => advance.current())
    return () => sub.unsubscribe()
  }, [actor])
  return children(api.getRootProps(), api.navigated)
}
