import { Link } from '@tanstack/react-router'
import { brand } from '~/config/brand'
import { SearchOverlay } from '~/components/search/SearchOverlay'
import styles from './Shell.module.css'

/** The storefront header (menus, account and cart arrive with the shell issue). */
export function SiteHeader() {
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to="/" className={styles.logo} aria-label={`${brand.name} home`}>
          <img src={brand.logo.src} alt="" width={brand.logo.width} height={brand.logo.height} />
        </Link>
        <nav aria-label="Main" className={styles.nav}>
          <a href="/products">Shop</a>
          <Link to="/flows">Flows</Link>
        </nav>
        <div className={styles.actions}>
          <SearchOverlay />
        </div>
      </div>
    </header>
  )
}
