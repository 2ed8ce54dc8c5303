/**
 * Logs a failure with its spec log code (e.g. 10801.01). In the browser it goes to the
 * console; on the server to the server's structured log (src/server.ts hands it over with
 * `setServerLog`), one line at level error with `code` and `err`.
 */
export function logError(code: string, message: string, error?: unknown): void {
  if (server) return server.error(code, message, error)
  console.error(
    `[${code}] ${message}`,
    error instanceof Error ? (error.stack ?? error) : (error ?? ''),
  )
}

/** Something an operator should know that is not a failure (`scope` names the part). */
export function logWarning(scope: string, message: string): void {
  if (server) return server.warn(scope, message)
  console.warn(`[${scope}] ${message}`)
}

interface ServerLog {
  error(code: string, message: string, error?: unknown): void
  warn(scope: string, message: string): void
}

let server: ServerLog | null = null
/**
 * The server takes every line logged here (src/server.ts): it writes them to its log, and a
 * render that logged a failure fell back somewhere, so the page cache does not keep it in place
 * of a good page (ADR 0017). Kept out of this module so its logger never reaches the browser.
 */
export function setServerLog(log: ServerLog | null): void {
  server = log
}
