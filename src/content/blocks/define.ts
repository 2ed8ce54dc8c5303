/**
 * A page-builder block's definition (ADR 0016): its name, the inputs the visual editor shows,
 * and how the editor's options become the view's props. Server and editor preview only: the
 * published page's browser code never loads a definition.
 */
import type { RegisteredComponent } from '@builder.io/sdk-react'
import { z } from 'zod/mini'

export type BlockInput = NonNullable<RegisteredComponent['inputs']>[number]

export interface BlockDefinition<P extends Record<string, unknown> = Record<string, unknown>> {
  name: string
  /** What the editor shows (types, defaults, ranges, required fields, help). */
  inputs: BlockInput[]
  /** The view's props from the editor's options; never throws. */
  parse: (options: unknown) => P
}

/**
 * Every field of `shape` reads anything (src/content/blocks/fields.ts), so parsing an object
 * cannot fail; options that are not an object read as none at all (every default).
 */
export function defineBlock<
  S extends Record<string, z.ZodMiniType>,
  P extends Record<string, unknown> = z.output<z.ZodMiniObject<S>>,
>(
  name: string,
  inputs: BlockInput[],
  shape: S,
  /** Props derived from the read fields (a video id's player URL, say). */
  finish?: (fields: z.output<z.ZodMiniObject<S>>) => P,
): BlockDefinition<P> {
  const schema = z.object(shape)
  const done = finish ?? ((fields: z.output<z.ZodMiniObject<S>>) => fields as unknown as P)
  return {
    name,
    inputs,
    parse: (options) => {
      const source = (
        options && typeof options === 'object' && !Array.isArray(options) ? options : {}
      ) as Record<string, unknown>
      // Every field present (undefined when the editor left it out): zod skips a missing key,
      // and the field's default would never be read.
      const value = Object.fromEntries(Object.keys(shape).map((key) => [key, source[key]]))
      const result = schema.safeParse(value)
      return done(result.success ? result.data : schema.parse({}))
    },
  }
}
