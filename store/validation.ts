/**
 * Field rules shared by the route definitions: ids fit the database's 32-bit integer columns,
 * strings that reach the database carry no control characters (PostgreSQL refuses NUL in
 * text; the others have no business in any field of this API).
 */
import { z } from 'zod'

export const INT4_MAX = 2_147_483_647

/** A row id in a body: a positive whole number within the integer column's range. */
export const dbId = z
  .number()
  .int('must be a whole number')
  .positive('must be positive')
  .max(INT4_MAX, 'is out of range')

/** A small whole number stored in an integer column (codes, types). */
export const int4 = z.number().int('must be a whole number').min(0).max(INT4_MAX, 'is out of range')

/** A row id in a path: digits only, within range (anything else is a 404 by the router). */
export const dbIdParam = z
  .string()
  .regex(/^\d{1,10}$/, 'is not an id')
  .transform(Number)
  .pipe(dbId)

// eslint-disable-next-line no-control-regex
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/

/** No body of this API nests deeper; a deeper one is refused before any schema walks it. */
export const MAX_BODY_DEPTH = 32

export type BodyProblem = { kind: 'control'; path: string } | { kind: 'depth'; path: string }

/**
 * The first control character in any string or key of a parsed body, or nesting deeper than
 * MAX_BODY_DEPTH. Iterative on purpose: a 64 KB body of brackets nests 32 000 deep, which a
 * recursive walk (or a schema) would answer with a stack overflow.
 */
export function bodyProblem(value: unknown): BodyProblem | null {
  const stack: { value: unknown; path: string[] }[] = [{ value, path: [] }]
  while (stack.length) {
    const { value: v, path } = stack.pop()!
    if (typeof v === 'string') {
      if (CONTROL_CHARACTERS.test(v)) return { kind: 'control', path: path.join('.') || 'body' }
      continue
    }
    if (!v || typeof v !== 'object') continue
    if (path.length >= MAX_BODY_DEPTH) return { kind: 'depth', path: path.join('.') }
    const entries = Array.isArray(v)
      ? v.map((item, i) => [String(i), item] as const)
      : Object.entries(v)
    // Pushed in reverse so the first offending field in document order is the one named.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, item] = entries[i]!
      if (!Array.isArray(v) && CONTROL_CHARACTERS.test(key)) {
        return { kind: 'control', path: [...path, '(key)'].join('.') }
      }
      stack.push({ value: item, path: [...path, key] })
    }
  }
  return null
}

export const sessionIdField = z.uuid('must be a session id')
