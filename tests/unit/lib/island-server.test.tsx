/**
 * Islands on the server (ADR 0014): a cold server meets an island's module during its first
 * render, before the component has loaded. The renderer waits for islandsLoaded(), so that
 * render holds the island's HTML in place, not a Suspense fallback streamed in later (which
 * shifted the page, and the page cache kept).
 */
import { Suspense } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { island, islandsLoaded } from '~/lib/island'

describe('islands on the server', () => {
  it('are waited for until loaded, then render in place', async () => {
    // One module promise, as import() gives: it settles when the test says.
    let loaded: (component: () => React.ReactNode) => void = () => {}
    const module = new Promise<() => React.ReactNode>((resolve) => {
      loaded = resolve
    })
    const Greeting = island(() => module, { when: 'visible' })
    const page = () =>
      renderToString(
        <Suspense fallback={<p>later</p>}>
          <Greeting />
        </Suspense>,
      )
    // Before it has loaded, a render has no island HTML (React would stream it in later).
    expect(page()).not.toContain('Hello from the island')
    const waiting = islandsLoaded()
    expect(waiting).not.toBeNull()
    let settled = false
    void waiting!.then(() => (settled = true))
    await Promise.resolve()
    expect(settled).toBe(false)
    loaded(() => <p>Hello from the island</p>)
    await waiting
    expect(page()).toContain('Hello from the island')
    expect(page()).not.toContain('later')
    // Nothing left to wait for: a warm server renders at once.
    expect(islandsLoaded()).toBeNull()
  })
})
