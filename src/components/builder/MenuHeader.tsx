import { useQuery } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import { ChevronDownIcon } from '~/components/icons'
import { AccountWidget } from '~/components/shell/AccountWidget'
import { CartDrawer } from '~/components/shell/CartDrawer'
import { ScrollStrip } from '~/components/shell/ScrollStrip'
import { MenuAnchor, MenuBar, MenuLinks } from '~/components/shell/HeaderParts'
import { SearchOverlay } from '~/components/shell/islands'
import { blogPostQuery, menuQuery } from '~/content/query-options'
import {
  bottomMenuLinks,
  hasDropdown,
  headerItems,
  type HeaderMenuItem,
} from '~/domain/header-menus'
import { useImageUrl } from '~/lib/use-image-url'
import styles from './headers.module.css'

export interface MenuHeaderProps {
  items?: HeaderMenuItem[]
  bottomMenu?: string
}

const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/**
 * Header template 2: a menu with optional dropdowns (sub-menus plus up to 2 blog-post or 4
 * custom thumbnails), a mobile toggle that closes on navigation with one dropdown expanded
 * at a time, and a scrollable bottom menu that highlights and centres the current path.
 */
export function MenuHeader({ items, bottomMenu }: MenuHeaderProps) {
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const { data: bottom } = useQuery(menuQuery(str(bottomMenu) || 'Header Menu'))

  return (
    <header className={styles.menuHeader}>
      <MenuBar
        classNames={{
          bar: styles.menuBar,
          hamburger: styles.hamburger,
          logo: styles.logo,
          nav: styles.menuNav,
        }}
        actions={
          <div className={styles.toggles}>
            <SearchOverlay />
            <AccountWidget />
            <CartDrawer />
          </div>
        }
      >
        {(api) => (
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
                ) : hasDropdown(item) ? (
                  // Focusable, so keyboard users open the desktop dropdown (focus-within).
                  <button className={styles.menuLink} {...api.getSectionLabelProps(item.id)}>
                    {item.label}
                  </button>
                ) : (
                  // Neither a link nor a section: plain text, controlling nothing.
                  <span className={styles.menuLink}>{item.label}</span>
                )}
                {hasDropdown(item) && (
                  <>
                    <button
                      className={styles.expand}
                      {...api.getSectionTriggerProps(item.id, item.label)}
                    >
                      <ChevronDownIcon />
                    </button>
                    <div className={styles.panel} {...api.getSectionProps(item.id)}>
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
        )}
      </MenuBar>
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
