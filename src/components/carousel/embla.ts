import type { UseEmblaCarouselType } from 'embla-carousel-react'
import { useCallback, useEffect, useState } from 'react'
import { constants } from '~/config/constants'

/**
 * The sliders' speed (shell §9 "speed 500 ms") as embla's duration, which is not in
 * milliseconds: about 20 per 400 ms of animation at 60 frames a second.
 */
export const SLIDER_DURATION = Math.round(constants.sliderSpeedMs / 20)

/** Whether the previous and next arrows have anywhere to go, kept current as the slider moves. */
export function useEmblaArrows(embla: UseEmblaCarouselType[1]) {
  const [canPrev, setCanPrev] = useState(false)
  const [canNext, setCanNext] = useState(false)
  const update = useCallback(() => {
    setCanPrev(embla?.canScrollPrev() ?? false)
    setCanNext(embla?.canScrollNext() ?? false)
  }, [embla])
  useEffect(() => {
    if (!embla) return
    const frame = requestAnimationFrame(update)
    embla.on('select', update).on('reInit', update)
    return () => {
      cancelAnimationFrame(frame)
      embla.off('select', update).off('reInit', update)
    }
  }, [embla, update])
  return { canPrev, canNext }
}
