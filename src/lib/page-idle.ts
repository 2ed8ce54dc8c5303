/**
 * The moment a page's first load is over (ADR 0028): the document has loaded, React has
 * hydrated it, no read is in flight and the main thread is idle. Work that a shopper's first
 * tap would otherwise wait for, but that the first view does not need, runs then: the code of
 * the flows marked `warm` (src/flow-wiring/use-flow.ts) and the islands that hydrate when idle.
 * The moment is marked `clearhome:idle` on the performance timeline: scripts requested from
 * then on are not first-load JavaScript (bench:bundle counts them apart).
 */
export const PAGE_IDLE_MARK = 'clearhome:idle'

interface Reads {
  isFetching(): number
  getQueryCache(): { subscribe(listener: () => void): () => void }
}

let state: 'waiting' | 'watching' | 'idle' = 'waiting'
const queued = new Set<() => void>()

/** Where a browser has no idle callbacks (Safari): a task later. */
const onIdle = (work: () => void) =>
  typeof requestIdleCallback === 'function'
    ? requestIdleCallback(work, { timeout: 2000 })
    : setTimeout(work, 1)

/** Runs `work` once the page is idle (at once, in an idle callback, if it already was). */
export function whenPageIdle(work: () => void): () => void {
  if (typeof window === 'undefined') return () => {}
  let cancelled = false
  const run = () => cancelled || work()
  if (state === 'idle') onIdle(run)
  else queued.add(run)
  return () => {
    cancelled = true
    queued.delete(run)
  }
}

/** Called once the document has hydrated, with the page's query client. */
export function watchForPageIdle(reads: Reads) {
  if (state !== 'waiting') return
  state = 'watching'
  const quiet = () => {
    // A read that answers may bring code the page needs to show it: that is first-load.
    if (reads.isFetching() > 0) {
      const stop = reads.getQueryCache().subscribe(() => {
        if (reads.isFetching() > 0) return
        stop()
        onIdle(reached)
      })
      return
    }
    onIdle(reached)
  }
  const reached = () => {
    if (reads.isFetching() > 0) return quiet()
    state = 'idle'
    performance.mark(PAGE_IDLE_MARK)
    for (const work of queued) work()
    queued.clear()
  }
  // The reads hydration started are in flight by the next task, the load event or not.
  if (document.readyState === 'complete') setTimeout(quiet, 0)
  else window.addEventListener('load', () => setTimeout(quiet, 0), { once: true })
}
