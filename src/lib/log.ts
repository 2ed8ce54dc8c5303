/**
 * Logs a failure with its spec log code (e.g. 10801.01). On the server this goes to stderr
 * with the stack so operators see it; in the browser to the console.
 */
export function logError(code: string, message: string, error?: unknown): void {
  failureHook?.()
  console.error(
    `[${code}] ${message}`,
    error instanceof Error ? (error.stack ?? error) : (error ?? ''),
  )
}

let failureHook: (() => void) | null = null
/**
 * The server hears of every failure logged (src/server.ts): a render that logged one fell back
 * somewhere, and the page cache does not keep it in place of a good page (ADR 0017).
 */
export function onLoggedError(hook: () => void): void {
  failureHook = hook
}
