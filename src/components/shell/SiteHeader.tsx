import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useId, useRef } from 'react'
import { connectMobileMenu, mobileMenuMachine } from '#machines/mobile-menu'
import { MenuIcon, CloseIcon } from '~/components/icons'
import { SearchOverlay } from '~/components/search/SearchOverlay'
import { brand } from '~/config/brand'
import { menuQuery } from '~/content/queries'
import type { MenuLink } from '~/content/types'
import { AccountWidget } from './AccountWidget'
import { CartDrawer } from './CartDrawer'
import { CategoryBar } from './CategoryBar'
import { useDismiss, useFlowView, useOwnHeader, useRouteChange } from './hooks'
import { PromoBar } from './PromoBar'
import { ShopDropdown } from './ShopDropdown'
import { TopBanner } from './TopBanner'
import styles from './Header.module.css'

export const MAIN_MENU = 'Main Menu'
/** Without the content service's menu the header still offers the shop. */
const FALLBACK_MENU: MenuLink[] = [{ label: 'Shop', url: '/products', newTab: false }]

const noImplementations = () => ({})

/** The storefront header: top banner, main menu with the Shop dropdown, search, account, cart. */
export function SiteHeader() {
  const { data: menu } = useQuery(menuQuery(MAIN_MENU))
  const { api } = useFlowView(mobileMenuMachine, noImplementations, connectMobileMenu)
  const navId = useId()
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
          <button
            ref={toggle}
            type="button"
            className={styles.hamburger}
            aria-expanded={api.open}
            aria-controls={navId}
            aria-label="Menu"
            onClick={api.toggle}
          >
            {api.open ? <CloseIcon /> : <MenuIcon />}
          </button>
          <Link to="/" className={styles.logo} aria-label={`${brand.name} home`}>
            <img src={brand.logo.src} alt="" width={brand.logo.width} height={brand.logo.height} />
          </Link>
          <nav id={navId} aria-label="Main" className={styles.nav} data-open={api.open}>
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

/** A content-service link: in-app paths navigate client-side, the rest are plain links. */
export function MenuAnchor({ link, className }: { link: MenuLink; className?: string }) {
  if (link.newTab || !link.url.startsWith('/') || link.url.startsWith('//')) {
    return (
      <a
        href={link.url}
        className={className}
        {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {link.label}
        {link.newTab && <span className="visually-hidden"> (opens in a new tab)</span>}
      </a>
    )
  }
  return (
    <Link to={link.url as '/'} className={className} activeOptions={{ exact: true }}>
      {link.label}
    </Link>
  )
}
