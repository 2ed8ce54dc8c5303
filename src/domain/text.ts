/** Truncation lengths from both specs (§9) and the one way text is cut. */

export const TRUNCATE = {
  productShortDescription: 250,
  blogCardDescription: 118,
  blogCategoryDescription: 67,
  compactCardTitle: 35,
  popupProductDescription: 130,
  reviewTextStyle1: 160,
  reviewText: 150,
} as const

/** Starter-kit card description: trimmed to 60 only when over 80 characters. */
export const KIT_DESCRIPTION = { over: 80, to: 60 } as const

export const ELLIPSIS = '...'

/**
 * Cuts text to at most `max` characters (by code point, so emoji are never split) and adds
 * "..." when it was cut. Surrounding whitespace is ignored (missing text is empty); trailing
 * spaces before the ellipsis are dropped.
 */
export function truncate(text: string | null | undefined, max: number): string {
  const value = (text ?? '').trim()
  const chars = Array.from(value)
  if (chars.length <= max) return value
  return `${chars.slice(0, Math.max(0, max)).join('').trimEnd()}${ELLIPSIS}`
}

/** Whether `truncate` would cut the text. */
export function isTruncated(text: string | null | undefined, max: number): boolean {
  return Array.from((text ?? '').trim()).length > max
}

/** Starter-kit card description, trimmed; cut to 60 characters only when over 80. */
export function trimKitDescription(text: string | null | undefined): string {
  return isTruncated(text, KIT_DESCRIPTION.over)
    ? truncate(text, KIT_DESCRIPTION.to)
    : (text ?? '').trim()
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  '#39': "'",
}

/** Plain text of an HTML fragment (for lengths, meta descriptions and structured data). */
export function htmlToText(html: string | null | undefined): string {
  return (html ?? '')
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<br\s*\/?>|<\/(p|div|li|h[1-6])>/gi, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&(#?\w+);/g, (m, e: string) => ENTITIES[e.toLowerCase()] ?? m)
    .replace(/\s+/g, ' ')
    .trim()
}
