// @vitest-environment jsdom
import { act, render } from '@testing-library/react'
import { useRef } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useSlidesInView } from '~/components/carousel/use-slides-in-view'

// Where each slide is (left edge, px; 100 px wide) in a viewport 0–200 px wide: the page's layout,
// which the test moves as a slider's engine would.
let lefts = [0, 100, 200]
/** IntersectionObserver as the browser has it: it reports later, never during a render. */
const reports: Array<() => void> = []

beforeEach(() => {
  lefts = [0, 100, 200]
  reports.length = 0
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(target: Element) {
        reports.push(() =>
          this.callback(
            [{ target, intersectionRatio: shareOf(target) } as IntersectionObserverEntry],
            this as unknown as IntersectionObserver,
          ),
        )
      }
      disconnect() {}
    },
  )
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    const i = Number(this.dataset.i ?? -1)
    const left = i < 0 ? 0 : lefts[i]!
    const width = i < 0 ? 200 : 100
    return { left, right: left + width, top: 0, bottom: 50, width, height: 50 } as DOMRect
  })
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const shareOf = (slide: Element) => {
  const left = lefts[Number((slide as HTMLElement).dataset.i)]!
  return Math.max(0, Math.min(left + 100, 200) - Math.max(left, 0)) / 100
}

function Slider({ engine }: { engine: boolean }) {
  const viewport = useRef<HTMLDivElement>(null)
  const seen = useSlidesInView(viewport, 3, engine)
  return (
    <div ref={viewport} data-seen={seen ? [...seen].join(',') : 'unmeasured'}>
      <ul>
        {[0, 1, 2].map((i) => (
          <li key={i} data-i={i} inert={seen ? !seen.has(i) : undefined} />
        ))}
      </ul>
    </div>
  )
}

const seenIn = (container: HTMLElement) =>
  container.querySelector('[data-seen]')!.getAttribute('data-seen')

describe('the slides a viewport shows (out-of-view slides out of the tab order)', () => {
  it("wait for the observer at mount: no layout forced into the page's hydration", () => {
    const { container } = render(<Slider engine={false} />)
    expect(seenIn(container)).toBe('unmeasured')
    expect(HTMLElement.prototype.getBoundingClientRect).not.toHaveBeenCalled()
    act(() => reports.forEach((report) => report()))
    expect(seenIn(container)).toBe('0,1')
  })

  it('are measured again before the page is painted when an engine moves them all at once', () => {
    const { rerender, container } = render(<Slider engine={false} />)
    // The engine takes over and puts the track elsewhere: the third slide in view, the first out.
    lefts = [-100, 0, 100]
    act(() => rerender(<Slider engine={true} />))
    // No observer report yet: the browser's would come a frame later, after a Tab could land.
    expect(seenIn(container)).toBe('1,2')
    expect(container.querySelector('[data-i="0"]')).toHaveAttribute('inert')
    expect(container.querySelector('[data-i="2"]')).not.toHaveAttribute('inert')
  })

  it('follow the observer as the slides move', () => {
    const { container } = render(<Slider engine={true} />)
    lefts = [100, 200, 300]
    act(() => reports.forEach((report) => report()))
    expect(seenIn(container)).toBe('0')
  })
})
