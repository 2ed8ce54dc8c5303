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

/**
 * The content a page's "Menu Header" shows (bottom menu, sub-menus, blog-post thumbnails), so
 * the route can load it for the server render instead of after hydration.
 */
export function headerContentRefs(doc: ContentDocument | null | undefined): {
  menus: string[]
  posts: string[]
} {
  const blocks = (doc?.data as { blocks?: unknown } | undefined)?.blocks
  const menus = new Set<string>()
  const posts = new Set<string>()
  const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '')
  const list = (v: unknown) => (Array.isArray(v) ? (v as Array<Record<string, unknown>>) : [])
  for (const block of Array.isArray(blocks) ? blocks : []) {
    const component = (block as { component?: { name?: unknown; options?: unknown } } | null)
      ?.component
    if (component?.name !== 'Menu Header') continue
    const options = (component.options ?? {}) as Record<string, unknown>
    menus.add(str(options.bottomMenu) || 'Header Menu')
    for (const item of list(options.items)) {
      if (!item || typeof item !== 'object') continue
      for (const m of list(item.subMenus)) if (str(m?.menu)) menus.add(str(m.menu))
      if (item.thumbnailsType === 'blogPost')
        for (const p of list(item.blogPosts).slice(0, 2)) if (str(p?.slug)) posts.add(str(p.slug))
    }
  }
  return { menus: [...menus], posts: [...posts] }
}
