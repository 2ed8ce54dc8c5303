/**
 * How a page says that its main read failed: the page cannot show its subject (the product,
 * the listing, the content entry, the post) because a dependency did not answer. The page still
 * renders the spec's screen for that failure; on the server the response becomes 503 with
 * Retry-After, or the page cache answers with the page it kept (src/server/dependencies.ts). In
 * the browser (a client navigation) nothing more happens.
 *
 * A side part that falls back (a menu, a block, the banner, the blog slider) does not call
 * this: that page is still whole, and answers 200 (not kept by the page cache).
 */
export type Dependency = 'store' | 'content' | 'database' | 'redis'

type Reporter = (dependency: Dependency) => void
let reporter: Reporter | null = null

/** The page's main read failed because `dependency` did not answer. */
export function mainReadFailed(dependency: Dependency): void {
  reporter?.(dependency)
}

/** The server takes the reports (src/server/dependencies.ts); the browser sets none. */
export function setOutageReporter(report: Reporter | null): void {
  reporter = report
}

/**
 * For a main read's `.catch`: says so, then rethrows, and the route's error screen shows the
 * failure (the spec's "Something went wrong").
 */
export function rethrowMainRead(dependency: Dependency): (error: unknown) => never {
  return (error) => {
    mainReadFailed(dependency)
    throw error
  }
}
