import type EmblaCarousel from 'embla-carousel'
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel'
import { useCallback, useEffect, useRef, useState } from 'react'
import { constants } from '~/config/constants'
import { logError } from '~/lib/log'

/**
 * The sliders' speed (shell §9 "speed 500 ms") as embla's duration, which is not in
 * milliseconds: about 20 per 400 ms of animation at 60 frames a second.
 */
export const SLIDER_DURATION = Math.round(constants.sliderSpeedMs / 20)

type Engine = typeof EmblaCarousel
let engine: Promise<Engine> | undefined

/** Loads Embla once for every carousel (again after a failure). */
export function loadCarouselEngine(): Promise<Engine> {
  if (!engine) {
    engine = import('embla-carousel').then((m) => m.default)
    engine.catch(() => (engine = undefined))
  }
  return engine
}

/**
 * Embla on the viewport (the ref to spread), loaded once `wanted` (ADR 0021) rather than with
 * the page. Options are compared by value: a new object on each render re-initialises nothing.
 */
export function useLazyEmbla(options: EmblaOptionsType, wanted: boolean) {
  const [viewport, setViewport] = useState<HTMLElement | null>(null)
  const [embla, setEmbla] = useState<EmblaCarouselType>()
  // Bumped to try again after Embla's chunk did not arrive (`retry`, on the next move asked for).
  const [attempt, setAttempt] = useState(0)
  const failed = useRef(false)
  const key = JSON.stringify(options)
  const latest = useRef({ options, key })
  const applied = useRef(key)
  useEffect(() => {
    latest.current = { options, key }
  })
  useEffect(() => {
    if (!wanted || !viewport) return
    let api: EmblaCarouselType | undefined
    let gone = false
    loadCarouselEngine().then(
      (Embla) => {
        if (gone) return
        applied.current = latest.current.key
        api = Embla(viewport, latest.current.options)
        setEmbla(api)
      },
      (error: unknown) => {
        failed.current = true
        logError('carousel', 'the carousel engine did not load', error)
      },
    )
    return () => {
      gone = true
      if (!api) return
      api.destroy()
      // A remounted region gets a new instance, never the destroyed one.
      setEmbla(undefined)
    }
  }, [wanted, viewport, attempt])
  // A width that switches the carousel on or off (`active`) re-initialises it.
  useEffect(() => {
    if (!embla || applied.current === key) return
    applied.current = key
    embla.reInit(latest.current.options)
  }, [embla, key])
  const retry = useCallback(() => {
    if (!failed.current) return
    failed.current = false
    setAttempt((n) => n + 1)
  }, [])
  return { ref: setViewport, embla, viewport, retry }
}

/**
 * How long before an autoplaying carousel's first move its machine and engine start loading
 * (ADR 0021): room for two small chunks on a slow phone connection.
 */
export const CAROUSEL_WAKE_LEAD_MS = 1500

/**
 * Before Embla runs: whether the slides run past the viewport (so there are arrows to offer),
 * as the layout says, kept current as the width changes.
 */
export function useOverflow(viewport: HTMLElement | null, measuring: boolean) {
  const [overflows, setOverflows] = useState(false)
  useEffect(() => {
    const track = viewport?.firstElementChild
    if (!viewport || !track || !measuring) return
    const observer = new ResizeObserver(() =>
      setOverflows(track.scrollWidth > track.clientWidth + 1),
    )
    observer.observe(viewport)
    return () => observer.disconnect()
  }, [viewport, measuring])
  return overflows
}

/** Whether the previous and next arrows have anywhere to go, kept current as the slider moves. */
export function useEmblaArrows(embla: EmblaCarouselType | undefined) {
  const [arrows, setArrows] = useState<{
    of: EmblaCarouselType | undefined
    canPrev: boolean
    canNext: boolean
  }>({ of: undefined, canPrev: false, canNext: false })
  const update = useCallback(() => {
    setArrows({
      of: embla,
      canPrev: embla?.canScrollPrev() ?? false,
      canNext: embla?.canScrollNext() ?? false,
    })
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
  // `measured`: these are this instance's answers (Embla answers a frame after it starts).
  return { canPrev: arrows.canPrev, canNext: arrows.canNext, measured: arrows.of === embla }
}
