import { useQuery } from '@tanstack/react-query'
import { SearchOverlay } from '~/components/shell/islands'
import { menuQuery } from '~/content/query-options'
import type { MenuLink } from '~/content/types'
import { AccountWidget } from './AccountWidget'
import { CartDrawer } from './CartDrawer'
import { CategoryBar } from './CategoryBar'
import { MenuAnchor, MenuBar } from './HeaderParts'
import { useOwnHeader } from './hooks'
import { PromoBar } from './PromoBar'
import { ShopDropdown } from './ShopDropdown'
import { TopBanner } from './TopBanner'
import styles from './Header.module.css'

export const MAIN_MENU = 'Main Menu'
/** Without the content service's menu the header still offers the shop. */
const FALLBACK_MENU: MenuLink[] = [{ label: 'Shop', url: '/products', newTab: false }]

/** The storefront header: top banner, main menu with the Shop dropdown, search, account, cart. */
export function SiteHeader() {
  const { data: menu } = useQuery(menuQuery(MAIN_MENU))
  // A page built with a header template block renders its own header.
  const ownHeader = useOwnHeader()
  const links = menu?.links.length ? menu.links : FALLBACK_MENU
  if (ownHeader) {
    return (
      <>
        <TopBanner />
        <PromoBar />
      </>
    )
  }
  return (
    <>
      <TopBanner />
      <header className={styles.header}>
        <MenuBar
          classNames={{
            bar: styles.bar,
            hamburger: styles.hamburger,
            logo: styles.logo,
            nav: styles.nav,
          }}
          actions={
            <div className={styles.actions}>
              <SearchOverlay />
              <AccountWidget />
              <CartDrawer />
            </div>
          }
        >
          {() => (
            <ul className={styles.menu}>
              {links.map((link) =>
                link.url === '/products' ? (
                  <ShopDropdown key={link.url} label="Shop" />
                ) : (
                  <li key={`${link.url}-${link.label}`}>
                    <MenuAnchor link={link} className={styles.navLink} />
                  </li>
                ),
              )}
            </ul>
          )}
        </MenuBar>
      </header>
      <PromoBar />
      <CategoryBar />
    </>
  )
}
