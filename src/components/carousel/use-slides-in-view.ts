import { type RefObject, useEffect, useState } from 'react'

/**
 * The slides a slider's viewport shows (half of one or more), as they move: null until first
 * measured. A view makes those it does not show inert, out of the tab order and out of reach, as
 * the WAI-ARIA carousel pattern asks of slides out of view: Tab reaches only what a shopper can
 * see. Where the slides are is the page's layout, not a machine's: a machine moves them through
 * its engine and does not track where they come to rest. The slides are the items of the list
 * directly in the viewport (`viewport > ul > li`).
 */
export function useSlidesInView(viewport: RefObject<HTMLElement | null>, count: number) {
  const [inView, setInView] = useState<ReadonlySet<number> | null>(null)
  useEffect(() => {
    const root = viewport.current
    if (!root || typeof IntersectionObserver === 'undefined') return
    const slides = [...root.querySelectorAll(':scope > ul > li')]
    const ratios = new Map<Element, number>()
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) ratios.set(entry.target, entry.intersectionRatio)
        const shown = slides.flatMap((slide, i) => ((ratios.get(slide) ?? 0) >= 0.5 ? [i] : []))
        setInView((before) =>
          before && before.size === shown.length && shown.every((i) => before.has(i))
            ? before
            : new Set(shown),
        )
      },
      { root, threshold: [0, 0.5, 1] },
    )
    for (const slide of slides) observer.observe(slide)
    return () => observer.disconnect()
  }, [viewport, count])
  return inView
}
