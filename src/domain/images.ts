/**
 * Catalogue image URLs: a path on the image host, with slashes trimmed and each segment
 * URL-encoded (both specs). Absolute URLs are kept; empty paths give the placeholder.
 */
export const PLACEHOLDER_IMAGE = '/brand/placeholder.svg'

export function imageUrl(path: string | null | undefined, cdnHost: string): string {
  const raw = (path ?? '').trim()
  if (/^(https?:)?\/\/[^/]/i.test(raw) || raw.startsWith('data:')) return raw
  const segments = raw
    .split('/')
    .filter(Boolean)
    .map((segment) => encodeURIComponent(safeDecode(segment)))
  // An empty path, or nothing but slashes.
  if (segments.length === 0) return PLACEHOLDER_IMAGE
  return `${cdnHost.replace(/\/+$/, '')}/${segments.join('/')}`
}

// A path that arrives already encoded ("my%20file.png") must not be encoded twice.
function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}
