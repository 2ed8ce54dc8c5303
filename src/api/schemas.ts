/** Wire schemas shared by the resource modules: numbers that arrive as strings, product cards. */
import { z } from 'zod'
import { NUMERIC, toFlag } from './wire'

/** A price or count that may arrive as a number or a numeric string (classic twin of wire.num). */
export const num = z.union([z.number(), z.string().regex(NUMERIC)]).transform((v) => Number(v))

export const flag = z.union([z.boolean(), z.number(), z.string()]).transform(toFlag)

export { productSchema } from './product-schema'
