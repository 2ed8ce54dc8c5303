/** View props of a carousel's autoplay: the handlers that hold it and whether it plays. */
import type { FlowView } from '../shared/connect'
import type { AutoplayEvent, carouselAutoplayMachine } from './machine'

export function connectCarouselAutoplay(
  snapshot: FlowView<typeof carouselAutoplayMachine>,
  send: (event: AutoplayEvent) => void,
) {
  const playing = snapshot.matches('playing')
  return {
    playing,
    intervalMs: snapshot.context.intervalMs,
    /** Spread on the carousel's region: the pointer and focus inside it hold the autoplay. */
    getRootProps: () => ({
      // Off while playing, so a screen reader is not told of every automatic move.
      'aria-live': playing ? ('off' as const) : ('polite' as const),
      'data-autoplay': playing ? 'playing' : 'paused',
      onPointerEnter: () => send({ type: 'autoplay.pointerEntered' }),
      onPointerLeave: () => send({ type: 'autoplay.pointerLeft' }),
      onFocus: () => send({ type: 'autoplay.focusEntered' }),
      onBlur: (e: {
        currentTarget: { contains(node: unknown): boolean }
        relatedTarget: unknown
      }) => {
        // Focus moving within the carousel keeps it held.
        if (!e.currentTarget.contains(e.relatedTarget)) send({ type: 'autoplay.focusLeft' })
      },
    }),
    /** The shopper moved the carousel (arrows, dots, swipe): the interval starts again. */
    navigated: () => send({ type: 'autoplay.navigated' }),
  }
}
