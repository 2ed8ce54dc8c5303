/**
 * Store reads the server keeps for a while (shell §9 "Cache 300 s for kits and product fetches";
 * shorter for reviews and recommendations): one answer per path for every visitor's render, so a
 * page does not ask the store again for what it was told a moment ago. Server only, and off on
 * test servers (a request's injected faults must reach the page). Failures are not kept.
 * Emptied when the catalogue changes (src/server.ts).
 */
const MAX_ENTRIES = 5000
const entries = new Map<string, { expires: number; value: Promise<unknown> }>()
let enabled = false

export function configureStoreReadCache(on: boolean): void {
  enabled = on
  entries.clear()
}

export function purgeStoreReads(): void {
  entries.clear()
}

/** `load`'s answer for `key`, kept `ms` (only on the server, and only when enabled). */
export function cachedRead<T>(key: string, ms: number, load: () => Promise<T>): Promise<T> {
  if (!enabled || typeof window !== 'undefined' || ms <= 0) return load()
  const now = Date.now()
  const kept = entries.get(key)
  if (kept && kept.expires > now) return kept.value as Promise<T>
  const value = load()
  entries.delete(key)
  entries.set(key, { expires: now + ms, value })
  if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!)
  value.catch(() => {
    if (entries.get(key)?.value === value) entries.delete(key)
  })
  return value
}
