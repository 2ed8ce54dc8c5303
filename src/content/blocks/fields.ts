/**
 * Block inputs as an editor leaves them, read into typed props (ADR 0016). Every reader
 * accepts anything and never throws: a missing value is the block's default, a value out of
 * range is clamped into it, anything unreadable is the default, and list items missing a
 * required field are dropped.
 */
import { z } from 'zod/mini'
import { CONTENT_ID } from '~/domain/blog'
import { safeImageSrc, safeLink } from '~/domain/navigation'
import { sanitizeHtml, type SanitizedHtml } from '~/lib/sanitize'

/** A field that reads anything: `fn` turns whatever the editor left into the prop. */
export const reader = <T>(fn: (value: unknown) => T) => z.pipe(z.unknown(), z.transform(fn))

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g

/** Plain text: control characters removed, trimmed, cut to `max`; missing → `fallback`. */
export const text = (fallback = '', max = 300) =>
  reader((v) =>
    typeof v === 'string'
      ? v.replace(CONTROL, '').trim().slice(0, max)
      : typeof v === 'number' && Number.isFinite(v)
        ? String(v)
        : fallback,
  )

/** Text that must be there: empty or missing reads as `fallback` too. */
export const filledText = (fallback: string, max = 300) =>
  reader((v) => read(text('', max), v) || fallback)

export const flag = (fallback = false) =>
  reader((v) => (typeof v === 'boolean' ? v : v === 'true' ? true : fallback))

/** A tri-state flag (a slide's loggedIn): true, false or not set. */
export const optionalFlag = () => reader((v) => (typeof v === 'boolean' ? v : null))

/** A number (or numeric text) clamped into [min, max]; `integer` rounds it. */
export const number = (
  fallback: number,
  { min, max, integer = false }: { min: number; max: number; integer?: boolean },
) =>
  reader((v) => {
    const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() ? Number(v) : NaN
    if (!Number.isFinite(n)) return fallback
    const value = integer ? Math.round(n) : n
    return Math.min(max, Math.max(min, value))
  })

/** One of `values`; anything else is `fallback`. */
export const oneOf = <const T extends readonly [string, ...string[]]>(
  values: T,
  fallback: T[number],
) => reader((v) => (values.includes(v as string) ? (v as T[number]) : fallback))

/** A link (src/domain/navigation safeLink); unsafe or missing → `fallback`. */
export const link = <F extends string | null = null>(fallback: F = null as F) =>
  reader((v): string | F => safeLink(v) ?? fallback)

/** An image: this site's paths or https; anything else → null. */
export const image = () => reader((v) => safeImageSrc(v))

/** Rich text, sanitised where it is read (the server, or the editor's preview). */
export const html = () =>
  reader((v): SanitizedHtml => sanitizeHtml(typeof v === 'string' ? v.slice(0, 50_000) : ''))

/** A Builder reference ({ id, model } or the id alone) as its id, or null. */
export const reference = () =>
  reader((v) => {
    const id =
      typeof v === 'string'
        ? v
        : v && typeof v === 'object' && 'id' in v
          ? (v as { id: unknown }).id
          : null
    return typeof id === 'string' && CONTENT_ID.test(id) ? id : null
  })

/**
 * A list of items read with `item`; an item it refuses (returns null) is dropped, as is
 * anything past `max`.
 */
export const list = <T>(item: (raw: Record<string, unknown>) => T | null, max = 50) =>
  reader((v) =>
    (Array.isArray(v) ? v : [])
      .filter((x): x is Record<string, unknown> => Boolean(x) && typeof x === 'object')
      .slice(0, max * 4)
      .map(item)
      .filter((x): x is T => x !== null)
      .slice(0, max),
  )

/** Reads one value with a field reader (for list items). */
export const read = <T>(field: z.ZodMiniType<T>, value: unknown): T => field.parse(value)

/** Short labels, as plain strings or `{ label }` items (Builder's list of strings). */
export const labels = (max: number, length = 60) =>
  reader((v) =>
    (Array.isArray(v) ? v : [])
      .map((x) =>
        read(text('', length), typeof x === 'string' ? x : (x as { label?: unknown })?.label),
      )
      .filter(Boolean)
      .slice(0, max),
  )

/** A field read with `field`, then turned into the prop by `fn` (not "then": a module exporting "then" is a thenable). */
export const mapped = <T, U>(field: z.ZodMiniType<T>, fn: (value: T) => U) =>
  reader((v) => fn(read(field, v)))
