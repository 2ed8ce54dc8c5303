// @vitest-environment jsdom
/**
 * When a 'visible' island wakes (ADR 0014): as soon as any of its content nears the viewport,
 * including content the server streams in after the island started watching. Until then the
 * island's first child is React's hidden `<template>` marker for the streamed boundary, which
 * never comes into view (the single-post block on /learn once stayed asleep this way).
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { whenVisible } from '~/lib/island'

class RecordingObserver {
  static last: RecordingObserver | null = null
  readonly observed: Element[] = []
  disconnected = false
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    RecordingObserver.last = this
  }
  observe(target: Element) {
    if (!this.observed.includes(target)) this.observed.push(target)
  }
  disconnect() {
    this.disconnected = true
  }
  /** The browser reports `target` in view (or not). */
  report(target: Element, isIntersecting: boolean) {
    this.callback(
      [{ target, isIntersecting } as unknown as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    )
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
  RecordingObserver.last = null
})

/** An island's wrapper as the server sent it while its boundary was still streaming. */
function streamingWrapper() {
  const wrapper = document.createElement('div')
  wrapper.style.display = 'contents'
  wrapper.innerHTML =
    '<template id="B:2"></template><div class="placeholder" aria-busy="true"></div>'
  document.body.append(wrapper)
  return wrapper
}

describe('a visible island', () => {
  it('wakes when content streamed in after it started watching comes into view', async () => {
    vi.stubGlobal('IntersectionObserver', RecordingObserver)
    const wrapper = streamingWrapper()
    const wake = vi.fn()
    whenVisible(wrapper, '200px', wake)
    const observer = RecordingObserver.last!
    expect(observer.options.rootMargin).toBe('200px')
    // The boundary is revealed: its content arrives beside the marker.
    const section = document.createElement('section')
    wrapper.append(section)
    await Promise.resolve() // mutation records are delivered on a microtask
    expect(observer.observed).toContain(section)
    observer.report(wrapper.querySelector('template')!, false)
    expect(wake).not.toHaveBeenCalled()
    observer.report(section, true)
    expect(wake).toHaveBeenCalledOnce()
  })

  it('wakes when its placeholder, not only its first child, is in view', () => {
    vi.stubGlobal('IntersectionObserver', RecordingObserver)
    const wrapper = streamingWrapper()
    const wake = vi.fn()
    whenVisible(wrapper, '200px', wake)
    const placeholder = wrapper.querySelector('.placeholder')!
    expect(RecordingObserver.last!.observed).toContain(placeholder)
    RecordingObserver.last!.report(placeholder, true)
    expect(wake).toHaveBeenCalledOnce()
  })

  it('stops watching when stopped: content arriving later is not observed', async () => {
    vi.stubGlobal('IntersectionObserver', RecordingObserver)
    const wrapper = streamingWrapper()
    const stop = whenVisible(wrapper, '200px', vi.fn())
    stop()
    expect(RecordingObserver.last!.disconnected).toBe(true)
    const late = document.createElement('section')
    wrapper.append(late)
    await Promise.resolve()
    expect(RecordingObserver.last!.observed).not.toContain(late)
  })

  it('without IntersectionObserver, watches nothing and stops cleanly', () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    const wake = vi.fn()
    const stop = whenVisible(streamingWrapper(), '200px', wake)
    expect(() => stop()).not.toThrow()
    expect(wake).not.toHaveBeenCalled()
  })
})
