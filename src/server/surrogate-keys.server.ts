/**
 * What a page is made of, as surrogate keys (ADR 0026): each render runs with a set that the
 * store's answers (their `Surrogate-Key` header: `product-12`, `listing-3`, …) and the content
 * reads (`content-<model>`) add to. The page is kept under those keys in the page cache and names
 * them in its own `Surrogate-Key` header for the edge, so a catalogue or content change purges
 * exactly the pages that showed it. Every page is also under `all`, a full purge's key.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import type { ReadKeys } from '~/api/read-cache'
import { SURROGATE_KEY } from './page-cache'

const scope = new AsyncLocalStorage<Set<string>>()

/** Every kept page is under this key too: purging it empties the edge whole. */
export const ALL_PAGES = 'all'
/** More keys than this on one page (a listing of thousands): it is kept under `all` alone. */
const MAX_KEYS = 600

/** Runs a render with its own set of keys. */
export function collectingKeys<T>(keys: Set<string>, render: () => Promise<T>): Promise<T> {
  return scope.run(keys, render)
}

/** Adds keys to the render in progress (none outside a render). Odd keys are dropped. */
export function addKeys(keys: Iterable<string>): void {
  const set = scope.getStore()
  if (!set) return
  for (const key of keys) if (SURROGATE_KEY.test(key)) set.add(key)
}

/** The keys an upstream answer names in its `Surrogate-Key` header. */
export function keysOfHeader(header: string | null): string[] {
  if (!header) return []
  return header
    .slice(0, 64 * 1024)
    .split(/\s+/)
    .filter((k) => SURROGATE_KEY.test(k))
}

/** A page's keys as it is kept and sent: `all` first; only `all` past the bound. */
export function pageKeys(keys: Set<string>): string[] {
  return keys.size > MAX_KEYS ? [ALL_PAGES] : [ALL_PAGES, ...keys]
}

/** Keys of content reads: `content-<model>` (a publish of that model purges them). */
export const CONTENT_KEY_PREFIX = 'content-'

/**
 * How a kept store read keeps its keys (src/api/read-cache.ts): it loads with a set of its
 * own, which then goes to the render that loaded it and to every render that uses it after.
 */
export const readKeys: ReadKeys = {
  capture(load) {
    const keys = new Set<string>()
    const value = collectingKeys(keys, load).then((answer) => {
      addKeys(keys)
      return answer
    })
    return { value, keys }
  },
  add: addKeys,
}
