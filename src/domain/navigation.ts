/**
 * Navigation rules of the storefront frame: which category pill and bottom-menu link is
 * current, which header-template menu items an editor's inputs make, where a login may send
 * the shopper next. Shell spec §2 "Category bar"; catalogue spec §2 "Header template 2", §5.
 */
import { headerThumbnails } from './layout'
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

/**
 * The bottom menu's current link: the longest link that is the path or a parent of it ("/"
 * only on the home page), so one link at most is marked and centred.
 */
export function bottomMenuLinks(
  links: ReadonlyArray<{ label: string; url: string }>,
  pathname: string,
): NavLink[] {
  const path = pathname.replace(/\/+$/, '') || '/'
  const matches = (url: string) => {
    const u = url.replace(/\/+$/, '') || '/'
    return u === '/' ? path === '/' : path === u || path.startsWith(`${u}/`)
  }
  const current = links
    .filter((l) => l.url.startsWith('/') && matches(l.url))
    .sort((a, b) => b.url.length - a.url.length)[0]
  return links.map((l) => ({ label: l.label, url: l.url, active: l === current }))
}

/** An editor's header-template 2 menu item, as Builder stores it. */
export interface HeaderMenuItem {
  label?: string
  url?: string
  onlyMobile?: boolean
  separateTab?: boolean
  /** Menus (by name) listed in the dropdown. */
  subMenus?: Array<{ menu?: string }>
  thumbnailsTitle?: string
  thumbnailsType?: 'custom' | 'blogPost'
  blogPosts?: Array<{ slug?: string }>
  customThumbnails?: Array<{ image?: string; label?: string; url?: string }>
}

const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '')
const list = (value: unknown): Array<Record<string, unknown>> =>
  Array.isArray(value) ? value.filter((v) => v && typeof v === 'object') : []

/** Items an editor left without a label are skipped (the label is required, catalogue §5). */
export function headerItems(items: unknown) {
  return list(items)
    .filter((item) => str(item.label) !== '')
    .map((item, index) => {
      const label = str(item.label)
      const type = item.thumbnailsType === 'blogPost' ? 'blogPost' : 'custom'
      // A custom thumbnail needs its image and url (catalogue §5).
      const custom = list(item.customThumbnails)
        .map((t) => ({ image: str(t.image), label: str(t.label), url: str(t.url) }))
        .filter((t) => t.image && t.url)
      const posts = list(item.blogPosts)
        .map((p) => str(p.slug))
        .filter(Boolean)
      const menus = list(item.subMenus)
        .map((m) => str(m.menu))
        .filter(Boolean)
      return {
        id: `${index}-${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
        label,
        url: str(item.url) || null,
        onlyMobile: item.onlyMobile === true,
        newTab: item.separateTab === true,
        menus,
        thumbnailsTitle: str(item.thumbnailsTitle) || null,
        thumbnailsType: type,
        posts: type === 'blogPost' ? headerThumbnails('blogPost', posts) : [],
        custom: type === 'custom' ? headerThumbnails('custom', custom) : [],
      }
    })
}

export type HeaderItem = ReturnType<typeof headerItems>[number]

/** Whether an item opens a dropdown (sub-menus or thumbnails). */
export const hasDropdown = (item: HeaderItem) =>
  item.menus.length > 0 || item.posts.length > 0 || item.custom.length > 0

/** Header template 1's editor inputs: wrong types fall back to the block's defaults. */
export function landingHeaderInputs<
  D extends {
    buttonText: string
    buttonUrl: string
    supportText: string
    supportUrl: string
    phone: string
  },
>(props: Record<string, unknown>, defaults: D) {
  const text = (value: unknown, fallback: string) =>
    typeof value === 'string' ? value.trim() : fallback
  const flag = (value: unknown) => (typeof value === 'boolean' ? value : true)
  return {
    buttonText: text(props.buttonText, defaults.buttonText),
    buttonUrl: text(props.buttonUrl, defaults.buttonUrl),
    supportText: text(props.supportText, defaults.supportText),
    supportUrl: text(props.supportUrl, defaults.supportUrl),
    phone: text(props.phone, defaults.phone),
    showLogin: flag(props.showLogin),
    showMyBox: flag(props.showMyBox),
    showCart: flag(props.showCart),
    showSearch: flag(props.showSearch),
  }
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
