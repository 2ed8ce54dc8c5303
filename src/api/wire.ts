/** Wire primitives in zod/mini: how the store's numbers, flags and optional fields are read. */
import { z } from 'zod/mini'

export const NUMERIC = /^-?\d+(\.\d+)?$/
export const toFlag = (v: boolean | number | string) =>
  v === true || v === 1 || v === '1' || v === 'true'

/** A price or count that may arrive as a number or a numeric string. */
export const num = z.pipe(
  z.union([z.number(), z.string().check(z.regex(NUMERIC))]),
  z.transform((v) => Number(v)),
)

/** A yes/no that may arrive as a boolean, 0/1 or "true"/"1". */
export const flag = z.pipe(z.union([z.boolean(), z.number(), z.string()]), z.transform(toFlag))

/** Optional and nullable: absent and null both read as null. */
export const maybe = <T extends z.ZodMiniType>(schema: T) => z.optional(z.nullable(schema))
