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

/** The JSON path of the first string holding a control character, or null. */
export function controlCharacterPath(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string')
    return CONTROL_CHARACTERS.test(value) ? path.join('.') || 'body' : null
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = controlCharacterPath(value[i], [...path, String(i)])
      if (found) return found
    }
    return null
  }
  if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (CONTROL_CHARACTERS.test(key)) return [...path, '(key)'].join('.')
      const found = controlCharacterPath(v, [...path, key])
      if (found) return found
    }
  }
  return null
}

export const sessionIdField = z.uuid('must be a session id')
