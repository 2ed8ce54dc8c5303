/**
 * Toasts without paying for them up front: the toast library and its <Toaster> load when the
 * first toast is asked for (a success message, a failed add), not with every page.
 */
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react'
import type { ExternalToast } from 'sonner'

const LazyToaster = lazy(async () => ({ default: (await import('sonner')).Toaster }))

let requested = false
let slotRendered = false
const listeners = new Set<() => void>()
let markMounted: () => void = () => {}
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve
})

/** Shows a toast, loading the toast library (and mounting the app's toaster) on first use. */
export async function notify(kind: 'success' | 'error', message: string, options?: ExternalToast) {
  if (!requested) {
    requested = true
    for (const listener of listeners) listener()
  }
  const { toast } = await import('sonner')
  // Without the app's slot (a test rendering its own <Toaster>) there is nothing to wait for.
  if (slotRendered) await mounted
  toast[kind](message, options)
}

function Mounted() {
  useEffect(() => markMounted(), [])
  return null
}

/** Where the toaster appears once a toast has been asked for (placed once, in the root). */
export function ToasterSlot() {
  useEffect(() => {
    slotRendered = true
  }, [])
  const show = useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => requested,
    () => false,
  )
  if (!show) return null
  return (
    <Suspense fallback={null}>
      <LazyToaster position="top-center" richColors closeButton />
      <Mounted />
    </Suspense>
  )
}
