/**
 * Store reads the server keeps for a while (shell §9 "Cache 300 s for kits and product fetches";
 * shorter for reviews and recommendations): one answer per path for every visitor's render, so a
 * page does not ask the store again for what it was told a moment ago. Server only, and off on
 * test servers (a request's injected faults must reach the page). Failures are not kept.
 * Emptied when the catalogue changes (src/server.ts).
 */
const MAX_ENTRIES = 5000
const entries = new Map<
  string,
  { expires: number; value: Promise<unknown>; keys: ReadonlySet<string> | null }
>()
let enabled = false

/**
 * How a kept read keeps the surrogate keys its answer named (the server's render scope,
 * src/server/surrogate-keys.server.ts): a page that uses a kept read is made of the same.
 */
export interface ReadKeys {
  /** Runs `load` with a set of its own, adding what it collects to the caller's too. */
  capture<T>(load: () => Promise<T>): { value: Promise<T>; keys: ReadonlySet<string> }
  /** Adds a kept read's keys to the caller's render. */
  add(keys: ReadonlySet<string>): void
}
let readKeys: ReadKeys | null = null

export function configureStoreReadCache(on: boolean, keys: ReadKeys | null = null): void {
  enabled = on
  readKeys = keys
  entries.clear()
}

/** Forgets every kept read; with `keys`, only those whose answer named one of them. */
export function purgeStoreReads(keys?: string[]): void {
  if (!keys) return entries.clear()
  for (const [path, entry] of entries)
    if (!entry.keys || keys.some((k) => entry.keys!.has(k))) entries.delete(path)
}

/** `load`'s answer for `key`, kept `ms` (only on the server, and only when enabled). */
export function cachedRead<T>(key: string, ms: number, load: () => Promise<T>): Promise<T> {
  if (!enabled || typeof window !== 'undefined' || ms <= 0) return load()
  const now = Date.now()
  const kept = entries.get(key)
  if (kept && kept.expires > now) {
    const keys = kept.keys
    const hooks = readKeys
    // Added once the answer is in: a read still in flight has not named them all yet.
    if (!hooks || !keys) return kept.value as Promise<T>
    return (kept.value as Promise<T>).then((answer) => {
      hooks.add(keys)
      return answer
    })
  }
  const captured = readKeys?.capture(load)
  const value = captured ? captured.value : load()
  entries.delete(key)
  entries.set(key, { expires: now + ms, value, keys: captured?.keys ?? null })
  if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!)
  value.catch(() => {
    if (entries.get(key)?.value === value) entries.delete(key)
  })
  return value
}
