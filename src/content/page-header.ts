/**
 * Pages built with a header template block (Landing Header, Menu Header) bring their own
 * header: the storefront's main header steps aside so there is one banner landmark.
 */
import type { ContentDocument, JsonValue } from './types'

export const HEADER_BLOCKS = ['Landing Header', 'Menu Header'] as const

export function pageHasOwnHeader(doc: ContentDocument | null | undefined): boolean {
  const blocks = (doc?.data as { blocks?: unknown } | undefined)?.blocks
  return (
    Array.isArray(blocks) &&
    blocks.some((b) =>
      (HEADER_BLOCKS as readonly unknown[]).includes(
        (b as { component?: { name?: unknown } } | null)?.component?.name,
      ),
    )
  )
}

/** The page split in two: its header blocks (rendered before <main>) and the rest. */
export function splitOwnHeader(doc: ContentDocument): {
  header: ContentDocument
  body: ContentDocument
} {
  const all = (doc.data as { blocks?: unknown } | undefined)?.blocks
  const blocks = (Array.isArray(all) ? (all as JsonValue[]) : []).filter(Boolean)
  const isHeader = (b: unknown) =>
    (HEADER_BLOCKS as readonly unknown[]).includes(
      (b as { component?: { name?: unknown } }).component?.name,
    )
  const withBlocks = (list: JsonValue[]): ContentDocument => ({
    ...doc,
    data: { ...doc.data, blocks: list },
  })
  return {
    header: withBlocks(blocks.filter(isHeader)),
    body: withBlocks(blocks.filter((b) => !isHeader(b))),
  }
}
