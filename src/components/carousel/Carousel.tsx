import type { EmblaCarouselType } from 'embla-carousel'
import { Children, useEffect, useRef, useState, type ReactNode } from 'react'
import { connectCarouselAutoplay } from '#machines/carousel-autoplay/connect'
import { ChevronLeftIcon, ChevronRightIcon } from '~/components/more-icons'
import { useDeferredFlow } from '~/flow-wiring/deferred-flow'
import { pageFlows } from '~/flow-wiring/page-flows'
import { useMediaQuery } from '~/lib/use-media-query'
import {
  CAROUSEL_WAKE_LEAD_MS,
  SLIDER_DURATION,
  useEmblaArrows,
  useLazyEmbla,
  useOverflow,
} from './embla'
import styles from './Carousel.module.css'

/** How far a finger must travel to count as a swipe before Embla runs (Embla's own is 10). */
const SWIPE_MIN_PX = 30
/** Moves kept for Embla while it loads. */
const MAX_PENDING_MOVES = 3
const PHONE = '(max-width: 767.98px)'
const WIDE = '(min-width: 1000.02px)'

/**
 * A carousel of cards (embla): a page of slides at a time with previous/next buttons, swipe and
 * arrow keys. `perViewClass` sets how many slides show at each width (a `--per-view` custom
 * property in the caller's stylesheet), so the server-rendered page already lays them out.
 * `mobileOnly`: a carousel at 767 px or less, a plain grid above (the stylesheet decides, so
 * the server-rendered page is laid out right before the script runs). `autoplayMs`: moves on
 * by itself, held by hover, focus and reduced motion (machines/carousel-autoplay).
 * `staticWide`: a plain row wider than 1000 px (the blog category slider with 5 or fewer items).
 * `controls`: the arrows under the slides (default) or over their sides.
 *
 * An autoplaying carousel shows its first page without Embla or its machine (ADR 0021): both
 * load when the shopper reaches for it (pointer, touch, focus, a key, an arrow) or shortly
 * before its first move, which keeps its moment. A move asked for meanwhile waits for Embla.
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
  const autoplays = Boolean(autoplayMs) && active && slides.length > 1
  // Woken: the shopper reached for it, or its first move nears. A carousel that does not move
  // by itself has its engine from the start.
  const [woken, setWoken] = useState(false)
  const engine = useLazyEmbla(
    { align: 'start', slidesToScroll: 'auto', loop, duration: SLIDER_DURATION, active },
    woken || !autoplayMs,
  )
  const { embla } = engine
  const arrows = useEmblaArrows(embla)
  // Until Embla has answered, the layout says whether there is anywhere to go (the arrows
  // stay put as Embla takes over).
  const overflows = useOverflow(engine.viewport, active && !(embla && arrows.measured))
  const canPrev = embla && arrows.measured ? arrows.canPrev : loop && overflows
  const canNext = embla && arrows.measured ? arrows.canNext : overflows

  // Moves asked for before Embla arrived, made once it has (the latest few: an autoplay left
  // without Embla asks every interval).
  const pending = useRef<Array<(api: EmblaCarouselType) => void>>([])
  useEffect(() => {
    if (embla) for (const move of pending.current.splice(0)) move(embla)
  }, [embla])
  const withEngine = (move: (api: EmblaCarouselType) => void) => {
    if (embla) return move(embla)
    pending.current = [...pending.current, move].slice(-MAX_PENDING_MOVES)
    setWoken(true)
    engine.retry()
  }
  const wake = () => setWoken(true)
  // A swipe begun before Embla ran (it wakes it) is made by the carousel itself, once Embla
  // has come; once Embla runs, the finger is Embla's to read.
  const swipeFrom = useRef<{ x: number; y: number } | null>(null)

  const scroller = (direction: 'prev' | 'next', onNavigate?: () => void) => () => {
    withEngine((api) => (direction === 'prev' ? api.scrollPrev() : api.scrollNext()))
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

  const track = (autoplay?: AutoplayProps, onNavigate?: () => void) => (
    <div
      className={`${styles.carousel} ${perViewClass ?? ''} ${mobileOnly ? styles.mobileOnly : ''} ${staticWide ? styles.staticWide : ''}`}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      data-active={active}
      data-engine={embla ? 'ready' : 'waiting'}
      {...autoplay}
      // Reaching for the carousel wakes it (and tells the autoplay, which it holds).
      onPointerEnter={() => {
        wake()
        autoplay?.onPointerEnter()
      }}
      onTouchStart={(e) => {
        wake()
        const touch = e.touches.length === 1 ? e.touches[0] : undefined
        swipeFrom.current = embla || !touch ? null : { x: touch.clientX, y: touch.clientY }
      }}
      onTouchCancel={() => (swipeFrom.current = null)}
      onTouchEnd={(e) => {
        const from = swipeFrom.current
        swipeFrom.current = null
        const to = e.changedTouches[0]
        if (embla || !from || !to) return
        const dx = to.clientX - from.x
        // Sideways, not a scroll of the page that drifted (nor a pinch: one finger only).
        if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(to.clientY - from.y)) return
        scroller(dx < 0 ? 'next' : 'prev', onNavigate)()
      }}
      onFocus={() => {
        wake()
        autoplay?.onFocus()
      }}
      onKeyDown={(e) => {
        if (!active || (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight')) return
        e.preventDefault()
        scroller(e.key === 'ArrowLeft' ? 'prev' : 'next', onNavigate)()
      }}
    >
      <div className={styles.viewport} ref={engine.ref}>
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

  return autoplays ? (
    <Autoplayed
      intervalMs={autoplayMs!}
      onWake={wake}
      onAdvance={() => withEngine((api) => api.scrollNext())}
    >
      {track}
    </Autoplayed>
  ) : (
    track()
  )
}

type AutoplayProps = ReturnType<ReturnType<typeof connectCarouselAutoplay>['getRootProps']>

/**
 * Runs the autoplay while the carousel is live (a deferred flow, ADR 0020): each move scrolls
 * one page on. Its first move comes one interval after the carousel hydrated; the machine and
 * Embla are woken a little before it.
 */
function Autoplayed({
  intervalMs,
  onWake,
  onAdvance,
  children,
}: {
  intervalMs: number
  onWake: () => void
  onAdvance: () => void
  children: (autoplay: AutoplayProps, onNavigate: () => void) => ReactNode
}) {
  const { actor, api } = useDeferredFlow(pageFlows.carouselAutoplay, connectCarouselAutoplay, {
    intervalMs,
  })
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)')
  useEffect(() => actor.send({ type: 'autoplay.motionPreferred', reduced }), [actor, reduced])
  const latest = useRef({ onAdvance, onWake })
  useEffect(() => {
    latest.current = { onAdvance, onWake }
  })
  useEffect(() => {
    const sub = actor.on('autoplay.advanced', () => latest.current.onAdvance())
    return () => sub.unsubscribe()
  }, [actor])
  useEffect(() => {
    const timer = setTimeout(
      () => {
        latest.current.onWake()
        actor.wake()
      },
      Math.max(0, intervalMs - CAROUSEL_WAKE_LEAD_MS),
    )
    return () => clearTimeout(timer)
  }, [actor, intervalMs])
  return children(api.getRootProps(), api.navigated)
}
