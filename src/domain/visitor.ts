/** Rules that depend on the visitor or the page (catalogue spec §2, §4; shell spec §2). */

/** Slides by visitor state: members see loggedIn slides, others the rest; none match → all. */
export function slidesForVisitor<T extends { loggedIn?: boolean | null }>(
  slides: readonly T[],
  authenticated: boolean,
): T[] {
  const matching = slides.filter((s) => Boolean(s.loggedIn) === authenticated)
  return matching.length > 0 ? matching : [...slides]
}

export type AnnouncementPage = 'home' | 'product' | 'other'

/**
 * Announcement bar slides are filtered by page: home (/, or an empty path), product (path has
 * /products), others.
 */
export function announcementPage(pathname: string): AnnouncementPage {
  if (pathname === '/' || pathname === '') return 'home'
  if (pathname.includes('/products')) return 'product'
  return 'other'
}

/** The top banner shows only on /, /blog and paths starting /products. */
export function showsTopBanner(pathname: string): boolean {
  return pathname === '/' || pathname === '/blog' || pathname.startsWith('/products')
}

/** The PDP symbol block is hidden for sticky id 618. */
export const PDP_HIDDEN_STICKY_ID = 618
export function showsPdpSymbol(stickyId: number | string | null | undefined): boolean {
  return Number(stickyId) !== PDP_HIDDEN_STICKY_ID
}

/** The cookie the store host sets when a visitor arrives through a referral (shell §2). */
export const REFERRER_COOKIE = 'last_referrer'

/**
 * A "Claim My Offer" target is followed only when it is this site or an allow-listed host,
 * over http(s) and without credentials: never an open redirect. Relative paths resolve against
 * the site; surrounding whitespace (a CMS's non-breaking spaces too) is ignored.
 */
export function safeReferrerUrl(
  raw: string | null | undefined,
  siteUrl: string,
  allowedHosts: readonly string[],
): string | null {
  if (!raw) return null
  let url: URL
  try {
    url = new URL(raw.trim(), siteUrl)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  if (url.username || url.password) return null
  const site = new URL(siteUrl)
  const host = url.hostname.toLowerCase()
  const allowed = url.host === site.host || allowedHosts.map((h) => h.toLowerCase()).includes(host)
  return allowed ? url.toString() : null
}

/** The category pill for a path: /products/category/{slug} → slug; /products → "all". */
export function activeCategorySlug(pathname: string): string | null {
  const match = /^\/products\/category\/([^/]+)\/?/.exec(pathname)
  if (match) {
    try {
      return decodeURIComponent(match[1]!)
    } catch {
      // A malformed escape (e.g. "50%-off") is compared as it stands.
      return match[1]!
    }
  }
  return pathname.replace(/\/+$/, '') === '/products' ? 'all' : null
}

/**
 * A session is a member's when it is authenticated and names the member: the account widget's
 * one test of it (its machine's guard and the view's first paint, ADR 0020).
 */
export function isMemberSession(session: { authenticated: boolean; member: unknown }): boolean {
  return session.authenticated && session.member !== null && session.member !== undefined
}
