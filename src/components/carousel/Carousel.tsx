import carouselFlow from '#machines/carousel/view.gen'
import { Children, type CSSProperties, type ReactNode, useRef } from 'react'
import { CAROUSEL_TEXT } from '#machines/carousel/connect'
import { ChevronLeftIcon, ChevronRightIcon } from '~/components/more-icons'
import { BREAKPOINTS } from '~/domain/layout'
import { useFlow } from '~/flow-wiring/use-flow'
import styles from './Carousel.module.css'
import { useSlidesInView } from './use-slides-in-view'

const PHONE = `(max-width: ${BREAKPOINTS.mobileMax}px)`

/**
 * A carousel of cards (machines/carousel): a page of slides at a time with previous/next
 * buttons, swipe and arrow keys. `perViewClass` sets how many slides show at each width (a
 * `--per-view` custom property in the caller's stylesheet), so the server-rendered page already
 * lays them out, and the arrows show only where the slides overflow (the stylesheet works that
 * out from `--slides` and `--per-view`). `mobileOnly`: a carousel at 767 px or less, a plain
 * grid above. `staticWide`: a plain row wider than 1000 px. `autoplayMs`: moves on by itself,
 * held by hover, focus and reduced motion. `controls`: the arrows under the slides (default) or
 * over their sides. Its machine and engine start when the shopper reaches for it, or shortly
 * before its first automatic move (ADR 0021).
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
  arrowLabels,
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
  /** The arrows' names, when not "Previous: {label}" and "Next: {label}". */
  arrowLabels?: { prev: string; next: string }
}) {
  const slides = Children.toArray(children)
  const intervalMs = autoplayMs && slides.length > 1 ? autoplayMs : null
  const { api } = useFlow(carouselFlow, {
    input: ({ sinceMountMs }: { sinceMountMs: number }) => ({
      intervalMs,
      headStartMs: sinceMountMs,
      loop,
      activeQuery: mobileOnly ? PHONE : staticWide ? '(max-width: 1000px)' : null,
    }),
  })
  const viewport = useRef<HTMLDivElement>(null)
  const inView = useSlidesInView(viewport, slides.length)
  return (
    <div
      className={`${styles.carousel} ${perViewClass ?? ''} ${mobileOnly ? styles.mobileOnly : ''} ${staticWide ? styles.staticWide : ''}`}
      style={{ '--slides': slides.length } as CSSProperties}
      {...api.getRootProps(label)}
    >
      <div className={styles.viewport} ref={viewport} {...api.getViewportProps()}>
        <ul className={styles.track}>
          {slides.map((slide, i) => (
            <li key={i} className={styles.slide} {...api.getSlideProps(i, slides.length, inView)}>
              {slide}
            </li>
          ))}
        </ul>
      </div>
      {slides.length > 1 && (
        <div className={placement === 'sides' ? styles.sideControls : styles.controls}>
          <button
            className={styles.arrow}
            {...api.getPrevProps(arrowLabels?.prev ?? CAROUSEL_TEXT.prev(label))}
          >
            <ChevronLeftIcon />
          </button>
          <button
            className={styles.arrow}
            {...api.getNextProps(arrowLabels?.next ?? CAROUSEL_TEXT.next(label))}
          >
            <ChevronRightIcon />
          </button>
        </div>
      )}
    </div>
  )
}
