/** Every registered page-builder block's definition (ADR 0016), by name. Server and preview only. */
import * as blog from './blog'
import * as catalogue from './catalogue'
import type { BlockDefinition } from './define'
import * as marketing from './marketing'
import * as shell from './shell'

const isDefinition = (v: unknown): v is BlockDefinition =>
  Boolean(v) && typeof v === 'object' && 'parse' in (v as object) && 'inputs' in (v as object)

export const blockDefinitions: BlockDefinition[] = [marketing, catalogue, blog, shell].flatMap(
  (module) => Object.values(module).filter(isDefinition),
)

export const definitionByName: ReadonlyMap<string, BlockDefinition> = new Map(
  blockDefinitions.map((d) => [d.name, d]),
)
