import { createRequire } from 'node:module'
import { afterEach, beforeAll, beforeEach, vi } from 'vitest'
import type * as JsdomModule from 'jsdom'
import type * as WiringModule from '~/flow-wiring/wiring'
import { registerSanitizerWindow } from '~/lib/sanitize'

// The server's sanitiser DOM (src/server/dom.ts), made at a file's first sanitise: loading jsdom
// costs seconds a file, and most files never sanitise.
registerSanitizerWindow(() => {
  const { JSDOM } = createRequire(import.meta.url)('jsdom') as typeof JsdomModule
  return new JSDOM('').window
})

// Every flow's production actors record the tests that start them (tests/actor-runs.ts).
vi.mock('~/flow-wiring/wiring', async (original) => {
  const { recordingWire } = await import('./actor-runs')
  return { ...(await original<typeof WiringModule>()), wire: recordingWire }
})

// An unexpected console.error fails the test (epic-stack style). A test that expects one
// spies on console.error itself, which replaces this spy.
let unexpected: unknown[][] = []
beforeEach(() => {
  unexpected = []
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    unexpected.push(args)
  })
})
afterEach(() => {
  const calls = unexpected
  unexpected = []
  if (calls.length > 0) {
    throw new Error(
      `Unexpected console.error:\n${calls.map((args) => args.map(String).join(' ')).join('\n')}`,
    )
  }
})

// The server's log (src/server/logger.server.ts) writes its warnings and errors to the console
// here, as the server did before it had a log: an unexpected error still fails the test, and a
// test expecting one spies on the console as before. Nothing below warn is written.
{
  const { configureLogger } = await import('~/server/logger.server')
  configureLogger({
    level: 'warn',
    destination: {
      write(line: string) {
        const { level, msg, err } = JSON.parse(line) as {
          level: string
          msg: string
          err?: { stack?: string }
        }
        const detail = err?.stack ?? err
        const write = level === 'warn' ? console.warn : console.error
        write(msg, ...(detail === undefined ? [] : [detail]))
      },
    },
  })
}

// DOM-level tests opt in with `// @vitest-environment jsdom`; give them jest-dom and cleanup.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest')
  const { cleanup } = await import('@testing-library/react')
  afterEach(() => cleanup())
  // Flows load their machines on first use (ADR 0020). View tests replay events one at a time
  // and check the page after each, so the machines are loaded up front: before the file's tests
  // and after its mocks (a module a flow's wiring imports is the mocked one).
  // tests/unit/flow-wiring/use-flow.test.tsx covers events sent before a machine arrives.
  beforeAll(async () => {
    const { preloadFlows } = await import('~/flow-wiring/use-flow')
    await preloadFlows()
  })
}

// jsdom has no <dialog> methods; give it the part the views use (open state and events).
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  // As browsers do: the dialog's first focusable control takes focus, else the dialog itself.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '')
    const first = this.querySelector<HTMLElement>(
      'button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])',
    )
    if (first) first.focus()
    else {
      if (!this.hasAttribute('tabindex')) this.tabIndex = -1
      this.focus()
    }
  }
  HTMLDialogElement.prototype.show = HTMLDialogElement.prototype.showModal
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return
    this.removeAttribute('open')
    this.dispatchEvent(new Event('close'))
  }
}

// jsdom does not implement scrolling; the router's scroll restoration calls it.
if (typeof window !== 'undefined') window.scrollTo = () => {}

// jsdom has no media queries or resize observers: width queries answer from window.innerWidth
// (a test sets it for the layout it checks), and observers never report.
if (typeof window !== 'undefined') {
  window.matchMedia ??= (query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query)
    const max = /max-width:\s*([\d.]+)px/.exec(query)
    const width = window.innerWidth
    const matches =
      (!min || width >= Number(min[1])) && (!max || width <= Number(max[1])) && !!(min || max)
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    } as MediaQueryList
  }
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  // Intersection observers never report either (the sticky bar's binding sends its events).
  window.IntersectionObserver ??= class {
    readonly root = null
    readonly rootMargin = '0px'
    readonly thresholds = [0]
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return []
    }
  } as unknown as typeof IntersectionObserver
}
