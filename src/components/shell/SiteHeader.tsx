import { useQuery } from '@tanstack/react-query'
import { useRef } from 'react'
import { mobileMenuMachine } from '#machines/mobile-menu/machine'
import { connectMobileMenu } from '#machines/mobile-menu/connect'
import { SearchOverlay } from '~/components/search/SearchOverlay'
import { menuQuery } from '~/content/query-options'
import type { MenuLink } from '~/content/types'
import { AccountWidget } from './AccountWidget'
import { CartDrawer } from './CartDrawer'
import { CategoryBar } from './CategoryBar'
import { HomeLogo, MenuAnchor, MenuToggle } from './HeaderParts'
import { useFlow } from '~/flow-wiring/use-flow'
import { useDismiss, useOwnHeader, useRouteChange } from './hooks'
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
  const { api } = useFlow(mobileMenuMachine, connectMobileMenu)
  const panel = useRef<HTMLDivElement>(null)
  const toggle = useRef<HTMLButtonElement>(null)
  useRouteChange(api.routeChanged)
  useDismiss(panel, api.open, api.close, toggle)

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
        <div className={styles.bar} ref={panel}>
          <MenuToggle
            open={api.open}
            buttonRef={toggle}
            className={styles.hamburger}
            {...api.getTriggerProps()}
          />
          <HomeLogo className={styles.logo} />
          <nav aria-label="Main" className={styles.nav} {...api.getContentProps()}>
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
          </nav>
          <div className={styles.actions}>
            <SearchOverlay />
            <AccountWidget />
            <CartDrawer />
          </div>
        </div>
      </header>
      <PromoBar />
      <CategoryBar />
    </>
  )
}
