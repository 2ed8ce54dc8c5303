/**
 * The real Embla, held and counted, for the views whose engine actor loads it with
 * `import('embla-carousel')` (the carousel and the gallery): the next import waits for a gate the
 * test opens (Embla arrives) or fails (its code did not arrive), and every instance made is
 * recorded with its moves to the previous and next slide; each test file counts what else it
 * needs on an instance with `patch`.
 */
import type * as Embla from 'embla-carousel'
import { act, cleanup } from '@testing-library/react'
import { afterEach, beforeEach, vi } from 'vitest'
import { heldGate, untilLoaded, type Gate } from './view-runner'

export interface Engine {
  root: HTMLElement
  options: Embla.EmblaOptionsType
  api: Embla.EmblaCarouselType
  destroyed: boolean
}

/** What a file keeps about Embla (reset per test), beside its own counts. */
export interface HeldEmbla {
  /** Every move made, in order: previous and next are counted here, the rest by `patch`. */
  made: { push(move: 'prev' | 'next'): void }
  engines: Engine[]
  /** How often the view's code asked for Embla's module, and how many of those loads ended. */
  requested: number
  finished: number
  /** The load in progress waits for this; a failed one is replaced before the next. */
  gate: Gate | null
}

/**
 * Each test with the page's clock faked (timers, frames, `performance`) and the next load of
 * Embla held; after it, the view unmounted, then any load of Embla it began ended (a load left
 * waiting would hold the next test's). `started` counts the engines the view started.
 */
export function holdsEmbla(
  embla: HeldEmbla,
  started: { engines: number },
  patch: (engine: Engine) => void,
) {
  /** The real Embla, each instance recorded and patched. */
  const counting = (real: typeof Embla.default): typeof Embla.default => {
    const make = (
      root: HTMLElement,
      options?: Embla.EmblaOptionsType,
      plugins?: Embla.EmblaPluginType[],
    ) => {
      const api = real(root, options, plugins)
      const engine: Engine = { root, options: options ?? {}, api, destroyed: false }
      embla.engines.push(engine)
      const { destroy, scrollNext, scrollPrev } = api
      api.scrollNext = (jump) => {
        embla.made.push('next')
        scrollNext(jump)
      }
      api.scrollPrev = (jump) => {
        embla.made.push('prev')
        scrollPrev(jump)
      }
      api.destroy = () => {
        engine.destroyed = true
        destroy()
      }
      patch(engine)
      return api
    }
    return Object.assign(make, { globalOptions: real.globalOptions }) as typeof Embla.default
  }
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: [
        'setTimeout',
        'clearTimeout',
        'performance',
        'requestAnimationFrame',
        'cancelAnimationFrame',
      ],
    })
    // The next `import('embla-carousel')` waits for the gate. A load that failed is asked for
    // again by the next import, which waits for the gate then in place.
    embla.gate = heldGate()
    vi.doMock('embla-carousel', async (importOriginal) => {
      embla.requested++
      try {
        const held = embla.gate!
        await held.promise
        const real = await importOriginal<typeof Embla>()
        return { default: counting(real.default) }
      } finally {
        embla.finished++
      }
    })
  })
  afterEach(async () => {
    cleanup()
    await act(async () => {})
    embla.gate?.resolve()
    await untilLoaded(() => embla.finished >= started.engines, 'the last load of Embla to end')
    vi.useRealTimers()
  })
  /** The instances not yet destroyed. */
  return { live: () => embla.engines.filter((e) => !e.destroyed) }
}
