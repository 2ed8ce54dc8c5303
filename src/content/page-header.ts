/**
 * Pages built with a header template block (Landing Header, Menu Header) bring their own
 * header: the storefront's main header steps aside so there is one banner landmark.
 */
import type { ContentDocument } from './types'

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
