/**
 * Islands (ADR 0014): parts of a server-rendered page whose code loads only when needed. The
 * server renders them in full; while the page hydrates, an island keeps its server HTML as it
 * is (a Suspense boundary left dehydrated) until its moment comes: it nears the viewport, the
 * shopper reaches for it (pointer, focus, keys), or the page is scrolled. Then its chunk loads
 * and React hydrates it, replaying the interaction that woke it. After hydration (a client
 * navigation) an island loads at once.
 */
import {
  lazy,
  memo,
  Suspense,
  use,
  useEffect,
  useRef,
  useId,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react'

/**
 * Whether this island's server HTML is in the document: it is being hydrated. On a fresh mount
 * (a client navigation) there is none. Read once, without a re-render: an update reaching a
 * boundary that has not hydrated yet would make React throw its server HTML away.
 */
function serverRendered(id: string): boolean {
  return document.querySelector(`[data-island-id="${CSS.escape(id)}"]`) !== null
}

/**
 * `never`: static server HTML (a page-builder block without behaviour) that hydrates only when
 * a client navigation mounts it; links in it work as plain links meanwhile.
 */
export type IslandTrigger = 'visible' | 'interaction' | 'scroll' | 'never'

class Gate {
  open: boolean
  readonly opened: Promise<void>
  release: () => void = () => {}
  /** Resolved once the island's content has hydrated (its effect ran). */
  readonly hydrated: Promise<void>
  markHydrated: () => void = () => {}
  constructor(open: boolean) {
    this.hydrated = new Promise<void>((resolve) => {
      this.markHydrated = resolve
    })
    this.open = open
    this.opened = open
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          this.release = () => {
            this.open = true
            resolve()
          }
        })
  }
}

/** What wakes an island, besides being near the viewport for 'visible'. */
const INTENT = [
  'pointerover',
  'pointerdown',
  'focusin',
  'keydown',
  'touchstart',
  'click',
  'input',
] as const

/** Island components still loading (the server's up front, the browser's as they render). */
const loads = new Set<Promise<unknown>>()
function tracked<T>(loading: Promise<T>): Promise<T> {
  const settled = loading.catch(() => null)
  loads.add(settled)
  void settled.then(() => loads.delete(settled))
  return loading
}

/**
 * Resolves once every island met so far has its component, or null when none is loading: the
 * server's renderer waits for it, and so do the view tests before they compare the page.
 */
export function islandsLoaded(): Promise<unknown> | null {
  return loads.size ? Promise.all(loads) : null
}

/**
 * An island of `load`'s component: the same props, rendered the same on the server, hydrated
 * when `when` says. Its wrapper is `display: contents`, so it changes no layout.
 */
export function island<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { when, margin = '200px' }: { when: IslandTrigger; margin?: string },
) {
  let resolved: ComponentType<P> | null = null
  const loadOnce = () => load().then((component) => (resolved = component))
  // The server renders islands in full, without a streamed fallback: it loads them up front,
  // and the renderer waits for them (islandsLoaded), so a cold server's first render is the
  // same HTML as every later one (a kept page would otherwise keep its late, shifting parts).
  if (typeof window === 'undefined') void tracked(loadOnce()).catch(() => null)
  const Lazy = lazy(async () => ({ default: resolved ?? (await tracked(loadOnce())) }))
  function Island(props: P) {
    // Fixed per instance: switching component types would remount the island.
    const [Component] = useState(() => resolved ?? Lazy)
    const wrapper = useRef<HTMLDivElement>(null)
    const id = useId()
    // Open on the server (it renders everything) and on a fresh mount (nothing to keep).
    const [gate] = useState(() => new Gate(typeof window === 'undefined' || !serverRendered(id)))
    // New props before it woke (a client navigation, say): it is needed now, as it is.
    const [first] = useState(props)
    if (!gate.open && props !== first) gate.release()
    useEffect(() => {
      const el = wrapper.current
      if (gate.open || !el || when === 'never') return
      const wake = () => gate.release()
      const stops: Array<() => void> = []
      // Reaching for it always wakes it, whatever its trigger. Heard on the window, before
      // React's own listeners (on the document), which would drop an event aimed at content
      // that has not hydrated: a click is held there and given again once it has.
      let held: HTMLElement | null = null
      // Fields typed into before hydration: React would keep the text on screen but never hear
      // of it, so it is given again once the island listens.
      const typed = new Set<HTMLInputElement | HTMLTextAreaElement>()
      let hydrated = false
      const reach = (e: Event) => {
        if (!(e.target instanceof Node) || !el.contains(e.target)) return
        wake()
        if (hydrated) return
        if (e.type === 'click' && e.target instanceof Element) {
          e.preventDefault()
          e.stopPropagation()
          held = e.target.closest<HTMLElement>('button, a, [role], input, label') ?? null
        }
        if (e.target instanceof HTMLInputElement || e.target instanceof HTMLTextAreaElement)
          typed.add(e.target)
      }
      for (const type of INTENT) {
        window.addEventListener(type, reach, { capture: true })
        stops.push(() => window.removeEventListener(type, reach, { capture: true }))
      }
      void gate.hydrated.then(() => {
        hydrated = true
        stops.forEach((stop) => stop())
        typed.forEach(retype)
        if (held?.isConnected) held.click()
      })
      if (when === 'scroll') {
        window.addEventListener('scroll', wake, { once: true, passive: true })
        stops.push(() => window.removeEventListener('scroll', wake))
      }
      if (when === 'visible') stops.push(whenVisible(el, margin, wake))
      return () => stops.forEach((stop) => stop())
    }, [gate])
    return (
      <div ref={wrapper} style={{ display: 'contents' }} data-island={when} data-island-id={id}>
        <Suspense fallback={null}>
          <Wait gate={gate}>
            <Component {...props} />
            <Hydrated gate={gate} />
          </Wait>
        </Suspense>
      </div>
    )
  }
  // Same props, no re-render: see serverRendered (the page's props are loader data and refs).
  return memo(Island)
}

/**
 * Calls `wake` once any of the wrapper's children comes within `margin` of the viewport; returns
 * the stop. Every child is watched, and each one that arrives later: while the server is still
 * streaming the island's content, its first child is React's hidden marker for the boundary
 * (a `<template>`, never visible), and the content arrives beside it when revealed.
 */
export function whenVisible(wrapper: Element, margin: string, wake: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => {}
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((e) => e.isIntersecting)) wake()
    },
    { rootMargin: margin },
  )
  // Observing a child twice is a no-op: each look simply covers every child there now.
  const watch = () => {
    for (const child of wrapper.children) observer.observe(child)
  }
  watch()
  const arrivals = new MutationObserver(watch)
  arrivals.observe(wrapper, { childList: true })
  return () => {
    arrivals.disconnect()
    observer.disconnect()
  }
}

/** Rendered after the island's content: its effect runs once the content has hydrated. */
function Hydrated({ gate }: { gate: Gate }) {
  useEffect(() => gate.markHydrated(), [gate])
  return null
}

function Wait({ gate, children }: { gate: Gate; children: ReactNode }) {
  if (!gate.open) use(gate.opened)
  return children
}

/**
 * Tells React about text typed into a field before it hydrated. React hears a change only when
 * the field's value differs from the one it last saw (its value tracker, which hydration set to
 * the typed text): the field is set empty through its own setter (React sees ''), the text put
 * back through the prototype's (React does not see it), and an input event sent.
 */
function retype(field: HTMLInputElement | HTMLTextAreaElement) {
  if (!field.isConnected) return
  const text = field.value
  if (!text) return
  const proto = Object.getPrototypeOf(field) as HTMLInputElement | HTMLTextAreaElement
  const setValue = Object.getOwnPropertyDescriptor(proto, 'value')?.set
  if (!setValue) return
  field.value = ''
  setValue.call(field, text)
  field.dispatchEvent(new Event('input', { bubbles: true }))
}
