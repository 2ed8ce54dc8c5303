/**
 * The header templates' menus (catalogue spec §2 "Header template 1", "Header template 2"):
 * which bottom-menu link is current, which menu items and inputs an editor's settings make. Apart from ./navigation, whose rules
 * every first load needs, so these load only with the template's header.
 */
import { headerThumbnails } from './layout'
import type { NavLink } from './navigation'

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
        // A key for the item: its place and its label as a slug ("0-bath-body").
        id: `${index}-${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
        label,
        url: str(item.url) || null,
        onlyMobile: item.onlyMobile === true,
        newTab: item.separateTab === true,
        menus,
        thumbnailsTitle: str(item.thumbnailsTitle) || null,
        thumbnailsType: type,
        posts: type === 'blogPost' ? headerThumbnails(type, posts) : [],
        custom: type === 'custom' ? headerThumbnails(type, custom) : [],
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
