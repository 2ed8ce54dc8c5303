/**
 * Navigation rules of the storefront frame: which category pill is current, where a login may
 * send the shopper next, which links and pictures are safe. Shell spec §2 "Category bar";
 * catalogue spec §5. Header template 2's menus are in ./header-menus.
 */
import { activeCategorySlug } from './visitor'

export interface NavLink {
  label: string
  url: string
  active: boolean
}

export const SHOP_ALL = 'Shop All'

/** The sub-menu tiles as pills: "Shop All" plus each label, the path's pill active. */
export function categoryPills(
  tiles: ReadonlyArray<{ label: string; url: string }>,
  pathname: string,
): NavLink[] {
  const active = activeCategorySlug(pathname)
  return [
    { label: SHOP_ALL, url: '/products', active: active === 'all' },
    ...tiles.map((t) => ({
      label: t.label,
      url: t.url,
      active: active !== null && activeCategorySlug(t.url) === active,
    })),
  ]
}

export const AFTER_LOGIN = '/membership/dashboard'

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/

/**
 * Only this site's own paths are followed after login (never an open redirect). Browsers drop
 * tabs and newlines from URLs and read "\" as "/", so those are refused before the origin
 * check; the answer is normalised until it no longer changes and must still be a plain path,
 * so a second normalisation (by a browser or a proxy) cannot make it another site's URL.
 */
export function safeNextPath(next: unknown): string {
  return (typeof next === 'string' && sitePath(next)) || AFTER_LOGIN
}

/** `path` normalised until it no longer changes, if it stays a plain path on this site. */
function sitePath(path: string): string | null {
  if (path.includes('\\') || CONTROL.test(path)) return null
  const base = 'https://site.invalid'
  let current = path
  for (let i = 0; i < 5; i++) {
    if (!/^\/(?!\/)/.test(current)) return null
    let url: URL
    try {
      url = new URL(current, base)
    } catch {
      return null
    }
    if (url.origin !== base) return null
    const normalised = `${url.pathname}${url.search}${url.hash}`
    if (normalised === current) return current
    current = normalised
  }
  return null
}

/**
 * A link an editor typed into a page-builder block: this site's paths (one leading slash),
 * http(s) URLs, mailto:, tel: and in-page #anchors. Anything else (javascript:, data:,
 * protocol-relative "//host", control characters) is no link at all.
 */
export function safeLink(raw: unknown): string | null {
  if (typeof raw !== 'string') return null
  const link = raw.trim()
  if (!link || link.length > 2000 || link.includes('\\') || CONTROL.test(link)) return null
  // A site path as a browser would read it ("/%2e//x" is "//x", another site, to a proxy).
  if (link.startsWith('/')) return sitePath(link)
  if (/^#[\w-]*$/.test(link)) return link
  if (/^(mailto|tel):[^\s]+$/i.test(link)) return link
  try {
    const url = new URL(link)
    return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password
      ? url.toString()
      : null
  } catch {
    return null
  }
}

/** An image an editor picked: this site's paths or an https URL (Builder's CDN, say). */
export function safeImageSrc(raw: unknown): string | null {
  const link = safeLink(raw)
  return link && (/^\/(?!\/)/.test(link) || link.startsWith('https://')) ? link : null
}
