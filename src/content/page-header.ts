/**
 * Pages built with a header template block (Landing Header, Menu Header) bring their own
 * header: the storefront's main header steps aside so there is one banner landmark. The
 * compiled page (src/content/compile.ts) keeps its top-level header blocks apart.
 */
import type { ContentNode } from './tree'

export const HEADER_BLOCKS = ['Landing Header', 'Menu Header'] as const

/**
 * The content a page's "Menu Header" shows (bottom menu, sub-menus, blog-post thumbnails), so
 * the route can load it for the server render instead of after hydration.
 */
export function headerContentRefs(header: readonly ContentNode[]): {
  menus: string[]
  posts: string[]
} {
  const menus = new Set<string>()
  const posts = new Set<string>()
  const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '')
  const list = (v: unknown) => (Array.isArray(v) ? (v as Array<Record<string, unknown>>) : [])
  for (const node of header) {
    if (node.t !== 'block' || node.name !== 'Menu Header') continue
    const options = node.props
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
