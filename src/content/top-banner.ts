/**
 * The "Top Banner" symbol rendered without the page-builder runtime: the shell shows it on
 * most product pages, where loading the Builder SDK would cost more than the whole frame.
 * Only "Top Banner Strip" blocks are understood; anything else in the symbol is skipped.
 */
import type { ContentDocument } from './types'

export interface TopBannerStrip {
  id: string
  text: string
  /** Shown after the text; only with both its words and a safe address. */
  link: { text: string; url: string } | null
}

const SAFE_LINK = /^(\/(?!\/)|https?:\/\/)/i

export function topBannerStrips(doc: ContentDocument | null | undefined): TopBannerStrip[] {
  const blocks = (doc?.data as { blocks?: unknown } | undefined)?.blocks
  if (!Array.isArray(blocks)) return []
  const strips: TopBannerStrip[] = []
  for (const [i, block] of blocks.entries()) {
    if (!block || typeof block !== 'object') continue
    const component = (block as { component?: { name?: unknown; options?: unknown } }).component
    if (component?.name !== 'Top Banner Strip') continue
    const options = (component.options ?? {}) as Record<string, unknown>
    const text = typeof options.text === 'string' ? options.text.trim() : ''
    if (!text) continue
    const linkUrl = typeof options.linkUrl === 'string' ? options.linkUrl.trim() : ''
    const linkText = typeof options.linkText === 'string' ? options.linkText.trim() : ''
    const id = (block as { id?: unknown }).id
    strips.push({
      id: typeof id === 'string' ? id : `strip-${i}`,
      text,
      link: linkText && SAFE_LINK.test(linkUrl) ? { text: linkText, url: linkUrl } : null,
    })
  }
  return strips
}
