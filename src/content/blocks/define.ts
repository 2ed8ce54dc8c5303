/**
 * A page-builder block's definition (ADR 0016): its name, and its fields, each declared once
 * (./fields): the inputs the visual editor shows and how the editor's options become the view's
 * props both come from them. Server and editor preview only: the published page's browser code
 * never loads a definition.
 */
import { inputsOf, type BlockInput, type Fields, type Read } from './fields'

export type { BlockInput }

export interface BlockDefinition<P extends Record<string, unknown> = Record<string, unknown>> {
  name: string
  /** What the editor shows (types, defaults, ranges, choices, required fields, help). */
  inputs: BlockInput[]
  /** The view's props from the editor's options; never throws. */
  parse: (options: unknown) => P
}

/**
 * Every field reads anything, so parsing cannot fail; options that are not an object read as
 * none at all (every default).
 */
export function defineBlock<F extends Fields, P extends Record<string, unknown> = Read<F>>(
  name: string,
  fields: F,
  /** Props derived from the read fields (a video id's player URL, say). */
  finish?: (fields: Read<F>) => P,
): BlockDefinition<P> {
  const done = finish ?? ((read: Read<F>) => read as unknown as P)
  return {
    name,
    inputs: inputsOf(fields),
    parse: (options) => {
      const source = (
        options && typeof options === 'object' && !Array.isArray(options) ? options : {}
      ) as Record<string, unknown>
      const read = Object.fromEntries(
        Object.entries(fields).map(([key, f]) => [key, f.read.parse(source[key])]),
      )
      return done(read as Read<F>)
    },
  }
}
