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
 * tabs and newlines from URLs and read "\" as "/", so those are refused outright; the answer is
 * the path as a browser reads it, and must read the same a second time, so a second
 * normalisation (by a browser or a proxy) cannot make it another site's URL.
 */
export function safeNextPath(next: unknown): string {
  return (typeof next === 'string' && sitePath(next)) || AFTER_LOGIN
}

/** `path` as a browser reads it, if it is a plain path that reads the same a second time. */
function sitePath(path: string): string | null {
  if (path.includes('\\') || CONTROL.test(path)) return null
  const once = readPath(path)
  // "/..//x" reads as "//x", which a second reading sends to the host "x": refused.
  const twice = once && readPath(once)
  return twice === once ? once : null
}

/** A plain path ("/x", never "//host") with its dot segments resolved and escapes added. */
function readPath(path: string): string | null {
  if (!/^\/(?!\/)/.test(path)) return null
  // One leading slash, and no "\", tab or newline (sitePath refuses them): the URL parser reads
  // no host here, so this cannot throw and the origin stays the base's.
  const url = new URL(path, 'https://site.invalid')
  return `${url.pathname}${url.search}${url.hash}`
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

/** A phone number as shown ("1-800-555-0199", "+1 (800) 555 0199") as a `tel:` link: digits and `+` only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}
