/**
 * Toasts without paying for them up front: the toast library and its <Toaster> load when the
 * first toast is asked for (a success message, a failed add), not with every page.
 */
import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react'
import type { ExternalToast, ToasterProps } from 'sonner'

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
  // Held in state rather than React.lazy: no Suspense boundary to reveal (or throttle).
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null)
  useEffect(() => {
    if (show) void import('sonner').then((m) => setToaster(() => m.Toaster))
  }, [show])
  if (!Toaster) return null
  return (
    <>
      <Toaster position="top-center" richColors closeButton />
      <Mounted />
    </>
  )
}
