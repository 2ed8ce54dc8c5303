import { type RefObject, useLayoutEffect, useRef, useState } from 'react'

/**
 * The slides a slider's viewport shows (half of one or more), as they move: null until first
 * measured. A view makes those it does not show inert, out of the tab order and out of reach, as
 * the WAI-ARIA carousel pattern asks of slides out of view: Tab reaches only what a shopper can
 * see. Where the slides are is the page's layout, not a machine's: a machine moves them through
 * its engine and does not track where they come to rest. The slides are the items of the list
 * directly in the viewport (`viewport > ul > li`).
 *
 * `layout`: whatever moves the slides all at once (a slider's engine taking over from the native
 * scroll). When it changes they are measured again before the page is painted: an
 * IntersectionObserver reports a frame later, and a Tab in that frame could reach a slide the
 * engine had just moved out of sight. Not at mount: the stylesheet already keeps the slides out
 * of view out of reach before the script runs, and a measure there would force a layout into
 * the page's hydration.
 */
export function useSlidesInView(
  viewport: RefObject<HTMLElement | null>,
  count: number,
  layout?: unknown,
) {
  const [inView, setInView] = useState<ReadonlySet<number> | null>(null)
  const mounted = useRef(false)
  useLayoutEffect(() => {
    const root = viewport.current
    if (!root || typeof IntersectionObserver === 'undefined') return
    const slides = [...root.querySelectorAll(':scope > ul > li')]
    const ratios = new Map<Element, number>()
    const report = () => {
      const shown = slides.flatMap((slide, i) => ((ratios.get(slide) ?? 0) >= 0.5 ? [i] : []))
      setInView((before) =>
        before && before.size === shown.length && shown.every((i) => before.has(i))
          ? before
          : new Set(shown),
      )
    }
    // Moved since mount: measured now, where the layout has boxes (a page, not a test's
    // document without one).
    const box = mounted.current ? root.getBoundingClientRect() : null
    const boxes = box ? slides.map((slide) => slide.getBoundingClientRect()) : []
    if (box?.width && box.height && boxes.every((r) => r.width && r.height)) {
      slides.forEach((slide, i) => ratios.set(slide, visibleShare(boxes[i]!, box)))
      report()
    }
    mounted.current = true
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) ratios.set(entry.target, entry.intersectionRatio)
        report()
      },
      { root, threshold: [0, 0.5, 1] },
    )
    for (const slide of slides) observer.observe(slide)
    return () => observer.disconnect()
  }, [viewport, count, layout])
  return inView
}

/** The share of `r`'s area inside `box`, as IntersectionObserver's ratio counts it. */
function visibleShare(r: DOMRect, box: DOMRect): number {
  const w = Math.min(r.right, box.right) - Math.max(r.left, box.left)
  const h = Math.min(r.bottom, box.bottom) - Math.max(r.top, box.top)
  return w > 0 && h > 0 ? (w * h) / (r.width * r.height) : 0
}
