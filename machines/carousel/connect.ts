/**
 * View props of a carousel (zag-style): the region with the handlers that reach for it, hold its
 * autoplay and read a swipe; the viewport the engine runs on; the slides; the arrows.
 */
import { DEFAULT_CONNECT, partId, type ConnectOptions, type FlowView } from '../shared/connect'
import type { CarouselEvent, carouselMachine } from './machine'

export const CAROUSEL_TEXT = {
  prev: (label: string) => `Previous: ${label}`,
  next: (label: string) => `Next: ${label}`,
  slide: (n: number, of: number) => `${n} of ${of}`,
} as const

interface Touch {
  touches: ArrayLike<{ clientX: number; clientY: number }>
  changedTouches: ArrayLike<{ clientX: number; clientY: number }>
}

export function connectCarousel(
  snapshot: FlowView<typeof carouselMachine>,
  send: (event: CarouselEvent) => void,
  options: ConnectOptions = DEFAULT_CONNECT,
) {
  const { canPrev, canNext } = snapshot.context
  const playing = snapshot.matches({ autoplay: { on: 'playing' } })
  const autoplays = snapshot.matches({ autoplay: 'on' })
  const ready = snapshot.matches({ engine: { running: 'ready' } })
  return {
    /** It moves by itself (an interval), playing or paused. */
    autoplays,
    playing,
    /** The engine runs (before it, moves wait for it). */
    ready,
    canPrev,
    canNext,
    /** Spread on the carousel's region. */
    getRootProps: (label: string) => ({
      role: 'region' as const,
      'aria-roledescription': 'carousel',
      'aria-label': label,
      // Off while playing, so a screen reader is not told of every automatic move.
      'aria-live': autoplays && playing ? ('off' as const) : ('polite' as const),
      'data-autoplay': autoplays ? (playing ? 'playing' : 'paused') : undefined,
      'data-engine': ready ? 'ready' : 'waiting',
      onPointerEnter: () => send({ type: 'carousel.pointerEntered' }),
      onPointerLeave: () => send({ type: 'carousel.pointerLeft' }),
      onFocus: () => send({ type: 'carousel.focusEntered' }),
      onBlur: (e: {
        currentTarget: { contains(node: unknown): boolean }
        relatedTarget: unknown
      }) => {
        // Focus moving within the carousel keeps it held.
        if (!e.currentTarget.contains(e.relatedTarget)) send({ type: 'carousel.focusLeft' })
      },
      onTouchStart: (e: Touch) => {
        const touch = e.touches[0]
        if (touch)
          send({
            type: 'carousel.touchStarted',
            x: touch.clientX,
            y: touch.clientY,
            fingers: e.touches.length,
          })
      },
      onTouchEnd: (e: Touch) => {
        const touch = e.changedTouches[0]
        if (touch) send({ type: 'carousel.touchEnded', x: touch.clientX, y: touch.clientY })
      },
      onTouchCancel: () => send({ type: 'carousel.touchCancelled' }),
      onKeyDown: (e: { key: string; preventDefault(): void }) => {
        if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return
        e.preventDefault()
        send({ type: e.key === 'ArrowLeft' ? 'carousel.prevPressed' : 'carousel.nextPressed' })
      },
    }),
    getViewportProps: () => ({ id: partId(options, 'viewport') }),
    /**
     * `shown`: the slides the viewport shows, as the view measures them (null before it has).
     * Those out of view are out of reach, as the WAI-ARIA carousel pattern asks: Tab reaches
     * only what a shopper can see.
     */
    getSlideProps: (index: number, count: number, shown: ReadonlySet<number> | null = null) => ({
      'aria-roledescription': 'slide',
      'aria-label': CAROUSEL_TEXT.slide(index + 1, count),
      inert: shown ? !shown.has(index) : undefined,
    }),
    getPrevProps: (label: string) => ({
      type: 'button' as const,
      'aria-label': label,
      disabled: !canPrev,
      onClick: () => send({ type: 'carousel.prevPressed' }),
    }),
    getNextProps: (label: string) => ({
      type: 'button' as const,
      'aria-label': label,
      disabled: !canNext,
      onClick: () => send({ type: 'carousel.nextPressed' }),
    }),
  }
}
