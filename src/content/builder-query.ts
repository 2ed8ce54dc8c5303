/**
 * Builder's content-query semantics over plain entries: MongoDB-style conditions, projection,
 * sorting, paging and reference inclusion. The embedded source runs on this; the tests' fake
 * Builder API answers with it too.
 */
import type { BuilderEntry, BuilderReference, ContentQuery } from './types'

type Condition = Record<string, unknown>

/** { data: { slug: 'x' } } → { 'data.slug': 'x' } (operators and $or/$and stay as they are). */
export function flattenQuery(query: Condition, prefix = ''): Condition {
  const out: Condition = {}
  for (const [key, value] of Object.entries(query)) {
    if (key === '$or' || key === '$and') {
      out[key] = (value as Condition[]).map((q) => flattenQuery(q, prefix))
      continue
    }
    const path = prefix ? `${prefix}.${key}` : key
    if (isPlainObject(value) && !Object.keys(value).some((k) => k.startsWith('$'))) {
      Object.assign(out, flattenQuery(value, path))
    } else {
      out[path] = value
    }
  }
  return out
}

export function getPath(entry: unknown, path: string): unknown {
  let value: unknown = entry
  for (const part of path.split('.')) {
    if (value === null || value === undefined) return undefined
    value = (value as Record<string, unknown>)[part]
  }
  return value
}

function isPlainObject(v: unknown): v is Condition {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
}

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b
  return String(a).localeCompare(String(b))
}

function matchesValue(actual: unknown, expected: unknown): boolean {
  if (!isPlainObject(expected)) {
    return Array.isArray(actual) ? actual.includes(expected) : actual === expected
  }
  return Object.entries(expected).every(([op, arg]) => {
    switch (op) {
      case '$eq':
        return actual === arg
      case '$ne':
        return actual !== arg
      case '$in':
        return (arg as unknown[]).includes(actual)
      case '$nin':
        return !(arg as unknown[]).includes(actual)
      case '$exists':
        return (actual !== undefined && actual !== null) === Boolean(arg)
      case '$lt':
        return actual !== undefined && compare(actual, arg) < 0
      case '$lte':
        return actual !== undefined && compare(actual, arg) <= 0
      case '$gt':
        return actual !== undefined && compare(actual, arg) > 0
      case '$gte':
        return actual !== undefined && compare(actual, arg) >= 0
      case '$regex': {
        const flags =
          typeof expected.$options === 'string' ? expected.$options.replace(/[^imsu]/g, '') : ''
        return typeof actual === 'string' && new RegExp(String(arg), flags).test(actual)
      }
      case '$options':
        return true
      default:
        throw new Error(`Unsupported query operator ${op}`)
    }
  })
}

export function matches(entry: BuilderEntry, query: Condition): boolean {
  return Object.entries(flattenQuery(query)).every(([key, expected]) => {
    if (key === '$or') return (expected as Condition[]).some((q) => matches(entry, q))
    if (key === '$and') return (expected as Condition[]).every((q) => matches(entry, q))
    return matchesValue(getPath(entry, key), expected)
  })
}

export function project(entry: BuilderEntry, fields: string | undefined): BuilderEntry {
  if (!fields) return entry
  const out: Record<string, unknown> = {}
  for (const field of fields
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean)) {
    const value = getPath(entry, field)
    if (value === undefined) continue
    const parts = field.split('.')
    let target = out
    for (const part of parts.slice(0, -1)) target = (target[part] ??= {}) as Record<string, unknown>
    target[parts.at(-1)!] = value
  }
  return out as BuilderEntry
}

export function isReference(value: unknown): value is BuilderReference {
  return (
    isPlainObject(value) &&
    value['@type'] === '@builder.io/core:Reference' &&
    typeof value.id === 'string'
  )
}

/** Adds `value` to every reference (one level, like Builder's includeRefs). */
export function includeRefs(
  entry: BuilderEntry,
  lookup: (model: string, id: string) => BuilderEntry | undefined,
): BuilderEntry {
  const walk = (value: unknown, depth: number): unknown => {
    if (isReference(value)) {
      const target = lookup(value.model, value.id)
      return target && depth > 0 ? { ...value, value: target } : value
    }
    if (Array.isArray(value)) return value.map((v) => walk(v, depth))
    if (isPlainObject(value))
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, depth)]))
    return value
  }
  return { ...entry, data: walk(entry.data, 1) as Record<string, unknown> }
}

/** Runs a content query over entries of one model: published only, like the content API. */
export function runQuery(
  entries: readonly BuilderEntry[],
  q: ContentQuery,
  lookup: (model: string, id: string) => BuilderEntry | undefined,
): BuilderEntry[] {
  let list = entries.filter((e) => (e.published ?? 'published') === 'published')
  if (q.query) list = list.filter((e) => matches(e, q.query!))
  const urlPath = q.userAttributes?.urlPath
  if (typeof urlPath === 'string') list = list.filter((e) => getPath(e, 'data.url') === urlPath)
  if (q.sort) {
    const [[key, dir]] = Object.entries(q.sort) as [[string, 1 | -1]]
    list = [...list].sort((a, b) => dir * compare(getPath(a, key) ?? '', getPath(b, key) ?? ''))
  }
  const offset = q.offset ?? 0
  list = list.slice(offset, offset + (q.limit ?? 1))
  return list.map((e) => project(q.includeRefs ? includeRefs(e, lookup) : e, q.fields))
}

/** Escapes text for use inside a $regex. */
export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
