/**
 * Content reads the server keeps for a minute (issue 17): the same query asked by every render
 * gets one answer, copied so no caller can change another's. Builder's own API is slower still
 * than the embedded files; a publish reaches pages through POST /api/cache/purge (ADR 0017),
 * which empties this too. Not on test servers: a request's injected faults must reach the page.
 */
import type { BuilderEntry, ContentSource } from '../types'

const MAX_ENTRIES = 2000

export function cachedSource(source: ContentSource, ttlMs = 60_000, now = Date.now) {
  const kept = new Map<string, { expires: number; entries: Promise<BuilderEntry[]> }>()
  const cached: ContentSource & { purge(): void } = {
    kind: source.kind,
    async getEntries(query) {
      const key = JSON.stringify(query)
      const hit = kept.get(key)
      if (hit && hit.expires > now()) return structuredClone(await hit.entries)
      const entries = source.getEntries(query)
      kept.delete(key)
      kept.set(key, { expires: now() + ttlMs, entries })
      if (kept.size > MAX_ENTRIES) kept.delete(kept.keys().next().value!)
      entries.catch(() => {
        if (kept.get(key)?.entries === entries) kept.delete(key)
      })
      return structuredClone(await entries)
    },
    purge: () => kept.clear(),
  }
  return cached
}
