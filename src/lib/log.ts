/**
 * Logs a failure with its spec log code (e.g. 10801.01). On the server this goes to stderr
 * with the stack so operators see it; in the browser to the console.
 */
export function logError(code: string, message: string, error?: unknown): void {
  console.error(
    `[${code}] ${message}`,
    error instanceof Error ? (error.stack ?? error) : (error ?? ''),
  )
}
