/**
 * The carousel's engine is Embla on its viewport, loaded when the machine starts (its first
 * use, ADR 0021): it says when it runs (or that its code did not arrive), where the slides come
 * to rest, and moves on the machine's word. A phone-only carousel is live only under its query
 * (Embla's breakpoints). The reduced-motion preference is watched while it autoplays.
 */
import type { EmblaCarouselType } from 'embla-carousel'
import { fromCallback } from 'xstate'
import { constants } from '~/config/constants'
import { mediaQuery } from '~/flow-wiring/dom'
import { wire } from '~/flow-wiring/wiring'
import { logError } from '~/lib/log'
import { carouselMachine, type Move } from './machine'

/**
 * The sliders' speed (shell §9 "speed 500 ms") as Embla's duration, which is not in
 * milliseconds: about 20 per 400 ms of animation at 60 frames a second.
 */
export const SLIDER_DURATION = Math.round(constants.sliderSpeedMs / 20)

interface EngineInput {
  viewportId: string
  loop: boolean
  activeQuery: string | null
}

export const runEngine = fromCallback<{ type: 'scroll' } & Move, EngineInput>(
  ({ sendBack, receive, input }) => {
    let api: EmblaCarouselType | undefined
    let gone = false
    import('embla-carousel').then(
      ({ default: Embla }) => {
        const viewport = document.getElementById(input.viewportId)
        if (gone || !viewport) return
        api = Embla(viewport, {
          align: 'start',
          slidesToScroll: 'auto',
          loop: input.loop,
          duration: SLIDER_DURATION,
          active: input.activeQuery === null,
          breakpoints: input.activeQuery ? { [input.activeQuery]: { active: true } } : {},
        })
        const settle = () =>
          sendBack({
            type: 'carousel.settled',
            canPrev: api!.canScrollPrev(),
            canNext: api!.canScrollNext(),
          })
        api.on('select', settle).on('reInit', settle)
        sendBack({ type: 'carousel.engineReady' })
        // Embla answers where it can go a frame after it starts.
        requestAnimationFrame(() => !gone && settle())
      },
      (error: unknown) => {
        logError('carousel', 'the carousel engine did not load', error)
        // Once stopped, the actor's sendBack is dropped by XState.
        sendBack({ type: 'carousel.engineFailed' })
      },
    )
    // The machine sends its moves only once the engine is ready (they wait for it until then).
    receive((command) => {
      if (command.direction === 'prev') api!.scrollPrev()
      else api!.scrollNext()
    })
    return () => {
      gone = true
      api?.destroy()
    }
  },
)

export default wire(carouselMachine, () => ({
  actors: {
    runEngine,
    watchMotion: mediaQuery(
      '(prefers-reduced-motion: reduce)',
      'carousel.motionPreferred',
      'reduced',
    ),
  },
}))
