import { useEffect } from 'react'
import { logError } from './log'

/**
 * Logs the page's uncaught script errors and unhandled rejections under a spec log code while
 * the calling view is mounted (catalogue §8: 13801.01, global script errors on the category
 * page). Logged only: the page stays as it is.
 */
export function useScriptErrorLog(code: string) {
  useEffect(() => {
    const onError = (event: ErrorEvent) =>
      logError(code, `Script error: ${event.message}`, event.error)
    const onRejection = (event: PromiseRejectionEvent) =>
      logError(code, 'Unhandled promise rejection', event.reason)
    window.addEventListener('error', onError)
    window.addEventListener('unhandledrejection', onRejection)
    return () => {
      window.removeEventListener('error', onError)
      window.removeEventListener('unhandledrejection', onRejection)
    }
  }, [code])
}
