/**
 * The flows' previews (./previews/<flow>.tsx, found by file name, one chunk each), loaded once
 * a flow. The server loads a page's preview before it renders (routes/flows/$key.tsx), so the
 * shopper's view is in its HTML at the URL's position; the browser loads it when the page's
 * code wakes.
 */
import type { QueryClient } from '@tanstack/react-query'
import type { ComponentType } from 'react'

/**
 * A flow's preview: the flow's real view with the props a page would give it, built from the
 * flow's sample input; `seed` puts the server data the view reads into its (fetch-free) query
 * cache. A flow with no screen of its own says instead what the shopper experiences.
 */
export interface Preview {
  default?: ComponentType<{ input: Record<string, unknown> }>
  seed?: (client: QueryClient, input: Record<string, unknown>) => void
  experience?: string
}

const modules = import.meta.glob<Preview>('./previews/*.tsx')
const loading = new Map<string, Promise<Preview>>()
const loaded = new Map<string, Preview>()

/** A flow's preview, loading it once (a flow without one, or one that fails to load: `{}`). */
export function loadPreview(flowKey: string): Promise<Preview> {
  let preview = loading.get(flowKey)
  if (!preview) {
    const load = modules[`./previews/${flowKey}.tsx`]
    preview = (load ? load() : Promise.resolve({} as Preview)).then(
      (p) => (loaded.set(flowKey, p), p),
      () => ({}),
    )
    loading.set(flowKey, preview)
  }
  return preview
}

/** The preview if it has loaded: what lets the server render it without waiting. */
export const previewNow = (flowKey: string): Preview | undefined => loaded.get(flowKey)
