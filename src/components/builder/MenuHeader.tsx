import { useQuery } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import { useId, useRef } from 'react'
import { connectMobileMenu, mobileMenuMachine } from '#machines/mobile-menu'
import { ChevronDownIcon } from '~/components/icons'
import { AccountWidget } from '~/components/shell/AccountWidget'
import { CartDrawer } from '~/components/shell/CartDrawer'
import { useDismiss, useFlowView, useRouteChange } from '~/components/shell/hooks'
import { ScrollStrip } from '~/components/shell/ScrollStrip'
import { HomeLogo, MenuAnchor, MenuLinks, MenuToggle } from '~/components/shell/HeaderParts'
import { SearchOverlay } from '~/components/search/SearchOverlay'
import { blogPostQuery, menuQuery } from '~/content/queries'
import type { MenuLink } from '~/content/types'
import { headerThumbnails } from '~/domain/layout'
import { useImageUrl } from '~/lib/use-image-url'
import styles from './headers.module.css'

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

export interface MenuHeaderProps {
  items?: HeaderMenuItem[]
  bottomMenu?: string
}

/** Items an editor left without a label are skipped (the label is required, catalogue §5). */
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

/**
 * The bottom menu's current link: the longest link that is the path or a parent of it ("/"
 * only on the home page), so one link at most is marked and centred.
 */
export function bottomMenuLinks(links: MenuLink[], pathname: string) {
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

type Item = ReturnType<typeof headerItems>[number]
const hasDropdown = (item: Item) =>
  item.menus.length > 0 || item.posts.length > 0 || item.custom.length > 0
const noImplementations = () => ({})

/**
 * Header template 2: a menu with optional dropdowns (sub-menus plus up to 2 blog-post or 4
 * custom thumbnails), a mobile toggle that closes on navigation with one dropdown expanded
 * at a time, and a scrollable bottom menu that highlights and centres the current path.
 */
export function MenuHeader({ items, bottomMenu }: MenuHeaderProps) {
  const { api } = useFlowView(mobileMenuMachine, noImplementations, connectMobileMenu)
  const navId = useId()
  const bar = useRef<HTMLDivElement>(null)
  const toggle = useRef<HTMLButtonElement>(null)
  useRouteChange(api.routeChanged)
  useDismiss(bar, api.open, api.close, toggle)
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const { data: bottom } = useQuery(menuQuery(str(bottomMenu) || 'Header Menu'))

  return (
    <header className={styles.menuHeader}>
      <div className={styles.menuBar} ref={bar}>
        <MenuToggle
          open={api.open}
          controls={navId}
          onToggle={api.toggle}
          buttonRef={toggle}
          className={styles.hamburger}
        />
        <HomeLogo className={styles.logo} />
        <nav id={navId} aria-label="Main" className={styles.menuNav} data-open={api.open}>
          <ul className={styles.menuList}>
            {headerItems(items).map((item) => (
              <li
                key={item.id}
                className={styles.menuItem}
                data-only-mobile={item.onlyMobile || undefined}
                data-expanded={api.isExpanded(item.id) || undefined}
              >
                {item.url ? (
                  <MenuAnchor
                    link={{ label: item.label, url: item.url, newTab: item.newTab }}
                    className={styles.menuLink}
                  />
                ) : (
                  // Focusable, so keyboard users open the desktop dropdown (focus-within).
                  <button
                    type="button"
                    className={styles.menuLink}
                    aria-controls={`${navId}-${item.id}`}
                    onClick={() => api.toggleSection(item.id)}
                  >
                    {item.label}
                  </button>
                )}
                {hasDropdown(item) && (
                  <>
                    <button
                      type="button"
                      className={styles.expand}
                      aria-expanded={api.isExpanded(item.id)}
                      aria-controls={`${navId}-${item.id}`}
                      aria-label={`${item.label} links`}
                      onClick={() => api.toggleSection(item.id)}
                    >
                      <ChevronDownIcon />
                    </button>
                    <div id={`${navId}-${item.id}`} className={styles.panel}>
                      {item.menus.map((name) => (
                        <SubMenu key={name} name={name} />
                      ))}
                      {(item.posts.length > 0 || item.custom.length > 0) && (
                        <div className={styles.thumbnails}>
                          {item.thumbnailsTitle && (
                            <p className={styles.panelTitle}>{item.thumbnailsTitle}</p>
                          )}
                          <ul>
                            {item.posts.map((slug) => (
                              <li key={slug}>
                                <PostThumbnail slug={slug} />
                              </li>
                            ))}
                            {item.custom.map((t) => (
                              <li key={t.url}>
                                <CustomThumbnail {...t} />
                              </li>
                            ))}
                          </ul>
                        </div>
                      )}
                    </div>
                  </>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.toggles}>
          <SearchOverlay />
          <AccountWidget />
          <CartDrawer />
        </div>
      </div>
      {bottom && bottom.links.length > 0 && (
        <ScrollStrip
          label={bottom.title}
          variant="menu"
          links={bottomMenuLinks(bottom.links, pathname)}
        />
      )}
    </header>
  )
}

function SubMenu({ name }: { name: string }) {
  const { data: menu } = useQuery(menuQuery(name))
  if (!menu) return null
  return (
    <div className={styles.subMenu}>
      <p className={styles.panelTitle}>{menu.title}</p>
      <MenuLinks links={menu.links} />
    </div>
  )
}

function PostThumbnail({ slug }: { slug: string }) {
  const { data: post } = useQuery(blogPostQuery(slug))
  if (!post) return null
  return (
    <a href={`/blog${post.slug}`} className={styles.thumbnail}>
      <img
        src={post.thumbnail ?? '/media/blog/placeholder.svg'}
        alt=""
        width={160}
        height={100}
        loading="lazy"
      />
      <span>{post.title}</span>
    </a>
  )
}

function CustomThumbnail({ image, label, url }: { image: string; label: string; url: string }) {
  const src = useImageUrl(image)
  return (
    <a href={url} className={styles.thumbnail}>
      <img
        src={image.startsWith('http') || image.startsWith('/') ? image : src}
        alt=""
        width={160}
        height={100}
        loading="lazy"
      />
      <span>{label || url}</span>
    </a>
  )
}
