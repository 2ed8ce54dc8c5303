/**
 * A block's fields, each declared once (ADR 0016): one builder gives both the input the visual
 * editor shows (type, default, range, choices, help) and the reader that turns whatever the
 * editor left into the view's prop. Every reader accepts anything and never throws: a missing
 * value is the field's default, a value out of range is clamped into it, anything unreadable
 * is the default, and list items missing a required field are dropped.
 */
import type { RegisteredComponent } from '@builder.io/sdk-react'
import { z } from 'zod/mini'
import { CONTENT_ID } from '~/domain/blog'
import { safeImageSrc, safeLink } from '~/domain/navigation'
import { sanitizeHtml, type SanitizedHtml } from '~/lib/sanitize'

export type BlockInput = NonNullable<RegisteredComponent['inputs']>[number]
/** What the editor shows beyond what the field's builder says (help, required, file types). */
type Editor = Partial<Omit<BlockInput, 'name'>>

export interface Field<T> {
  /** The editor's input, less its name (the key the field is declared under). */
  readonly input: Omit<BlockInput, 'name'>
  /** Reads anything into the prop; never throws. */
  readonly read: z.ZodMiniType<T>
}

export type Fields = Record<string, Field<unknown>>
export type Read<F extends Fields> = { [K in keyof F]: F[K] extends Field<infer T> ? T : never }

const field = <T>(input: Omit<BlockInput, 'name'>, fn: (value: unknown) => T): Field<T> => ({
  input,
  read: z.pipe(z.unknown(), z.transform(fn)),
})

/** The editor's inputs of these fields, in their order. */
export const inputsOf = (fields: Fields): BlockInput[] =>
  Object.entries(fields).map(([name, f]) => ({ name, ...f.input }) as BlockInput)

/** Reads one value with a field. */
const read = <T>(f: Field<T>, value: unknown): T => f.read.parse(value)

/** A field the block's view reads itself (the header templates: src/domain/navigation). */
export const passThrough = (input: Omit<BlockInput, 'name'>) => field(input, (v) => v)

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g
const cut = (v: unknown, max: number) =>
  typeof v === 'string'
    ? v.replace(CONTROL, '').trim().slice(0, max)
    : typeof v === 'number' && Number.isFinite(v)
      ? String(v)
      : null
/** The default the editor shows: the reader's fallback, when there is one. */
const shown = <T>(fallback: T) =>
  fallback === '' || fallback === null ? {} : { defaultValue: fallback }

/** Plain text: control characters removed, trimmed, cut to `max`; missing → `fallback`. */
export const text = (fallback = '', max = 300, editor?: Editor) =>
  field({ type: 'string', ...shown(fallback), ...editor }, (v) => cut(v, max) ?? fallback)

/** Text over several lines in the editor, read as `text`. */
export const longText = (fallback = '', max = 300, editor?: Editor) =>
  text(fallback, max, { type: 'longText', ...editor })

/** Text that must be there: empty or missing reads as `fallback` too. */
export const filledText = (fallback: string, max = 300, editor?: Editor) =>
  field({ type: 'string', defaultValue: fallback, ...editor }, (v) => cut(v, max) || fallback)

export const flag = (fallback = false, editor?: Editor) =>
  field({ type: 'boolean', defaultValue: fallback, ...editor }, (v) =>
    typeof v === 'boolean' ? v : v === 'true' ? true : fallback,
  )

/** A tri-state flag (a slide's loggedIn): true, false or not set. */
export const optionalFlag = (editor?: Editor) =>
  field({ type: 'boolean', ...editor }, (v) => (typeof v === 'boolean' ? v : null))

/** A number (or numeric text) clamped into [min, max]; `integer` rounds it. */
export const number = (
  fallback: number,
  {
    min,
    max,
    integer = false,
    step,
  }: { min: number; max: number; integer?: boolean; step?: number },
  editor?: Editor,
) =>
  field(
    { type: 'number', min, max, ...(step ? { step } : {}), defaultValue: fallback, ...editor },
    (v) => {
      const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() ? Number(v) : NaN
      if (!Number.isFinite(n)) return fallback
      const value = integer ? Math.round(n) : n
      return Math.min(max, Math.max(min, value))
    },
  )

/** One of `values`; anything else is `fallback` (which may be '', none picked). */
export const oneOf = <const T extends readonly [string, ...string[]], F extends string = T[number]>(
  values: T,
  fallback: F,
  editor?: Editor,
) =>
  field<T[number] | F>({ type: 'string', enum: [...values], ...shown(fallback), ...editor }, (v) =>
    values.includes(v as string) ? (v as T[number]) : fallback,
  )

/** A link (src/domain/navigation safeLink); unsafe or missing → `fallback`. */
export const link = <F extends string | null = null>(fallback: F = null as F, editor?: Editor) =>
  field({ type: 'url', ...shown(fallback), ...editor }, (v): string | F => safeLink(v) ?? fallback)

/** An image: this site's paths or https; anything else → null. */
export const image = (editor?: Editor) => field({ type: 'file', ...editor }, (v) => safeImageSrc(v))

/** Rich text, sanitised where it is read (the server, or the editor's preview). */
export const html = (editor?: Editor) =>
  field({ type: 'richText', ...editor }, (v): SanitizedHtml =>
    sanitizeHtml(typeof v === 'string' ? v.slice(0, 50_000) : ''),
  )

/** A Builder reference to a `model` entry ({ id, model } or the id alone) as its id, or null. */
export const reference = (model: string, editor?: Editor) =>
  field({ type: 'reference', model, ...editor }, (v) => {
    const id =
      typeof v === 'string'
        ? v
        : v && typeof v === 'object' && 'id' in v
          ? (v as { id: unknown }).id
          : null
    return typeof id === 'string' && CONTENT_ID.test(id) ? id : null
  })

/** A field read with `f`, then turned into the prop by `fn`. */
export const mapped = <T, U>(f: Field<T>, fn: (value: T) => U, editor?: Editor) =>
  field({ ...f.input, ...editor }, (v) => fn(read(f, v)))

const items = (v: unknown, max: number) =>
  (Array.isArray(v) ? v : [])
    .filter((x): x is Record<string, unknown> => Boolean(x) && typeof x === 'object')
    .slice(0, max * 4)
const empty = (v: unknown) => v === '' || v === null || (Array.isArray(v) && v.length === 0)

/**
 * A list of items with these fields, at most `max`. The fields in `requires` are required in the
 * editor, and an item where one of them reads empty is dropped.
 */
export const list = <F extends Fields, const R extends keyof F & string = never>(
  fields: F,
  max: number,
  { requires = [], ...editor }: Editor & { requires?: readonly R[] } = {},
) => {
  type Item = Omit<Read<F>, R> & { [K in R]: NonNullable<Read<F>[K]> }
  const subFields = inputsOf(fields).map((input) =>
    (requires as readonly string[]).includes(input.name) ? { ...input, required: true } : input,
  )
  return field({ type: 'list', subFields, ...editor }, (v) =>
    items(v, max)
      .map((raw) => {
        const item = Object.fromEntries(
          Object.entries(fields).map(([k, f]) => [k, read(f, raw[k])]),
        ) as Record<string, unknown>
        return requires.some((k) => empty(item[k])) ? null : (item as Item)
      })
      .filter((x): x is Item => x !== null)
      .slice(0, max),
  )
}

/** A list of one field each (`{ [name]: value }` items) as the values, empty ones dropped. */
export const listOf = <T>(name: string, f: Field<T>, max: number) =>
  field({ type: 'list', subFields: [{ name, ...f.input } as BlockInput] }, (v) =>
    items(v, max)
      .map((raw) => read(f, raw[name]))
      .filter((x): x is NonNullable<T> => !empty(x))
      .slice(0, max),
  )

/** Short labels, as plain strings or `{ label }` items (Builder's list of strings). */
export const labels = (max: number, length = 60, editor?: Editor) =>
  field({ type: 'list', subFields: [{ name: 'label', type: 'string' }], ...editor }, (v) =>
    (Array.isArray(v) ? v : [])
      .map((x) => cut(typeof x === 'string' ? x : (x as { label?: unknown })?.label, length))
      .filter((x): x is string => Boolean(x))
      .slice(0, max),
  )
