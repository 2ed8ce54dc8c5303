import { PhoneIcon } from '~/components/more-icons'
import { SearchOverlay } from '~/components/shell/islands'
import { AccountWidget } from '~/components/shell/AccountWidget'
import { CartDrawer } from '~/components/shell/CartDrawer'
import { HomeLogo } from '~/components/shell/HeaderParts'
import { brand } from '~/config/brand'
import { landingHeaderInputs } from '~/domain/header-menus'
import { telHref } from '~/domain/navigation'
import styles from './headers.module.css'

export interface LandingHeaderProps {
  buttonText?: string
  buttonUrl?: string
  supportText?: string
  supportUrl?: string
  phone?: string
  showLogin?: boolean
  showMyBox?: boolean
  showCart?: boolean
  showSearch?: boolean
}

/** Block defaults (catalogue spec §2 "Header template 1"): from the brand settings. */
export const LANDING_HEADER_DEFAULTS = {
  buttonText: brand.headerButtonText,
  buttonUrl: '/starter-kits/laundry',
  supportText: brand.headerSupportText,
  supportUrl: brand.supportUrl,
  phone: brand.supportPhone,
} as const

/**
 * Header template 1 (landing header): logo, optional call-to-action, support link, phone and
 * the login / my box / cart / search toggles. Fixed once scrolled past its anchor, with its
 * height reserved so the page does not jump: `position: sticky` does exactly that, with no
 * script (two states, no timer, nothing asynchronous: not a machine, ADR 0009).
 */
export function LandingHeader(props: LandingHeaderProps) {
  const {
    buttonText,
    buttonUrl,
    supportText,
    supportUrl,
    phone,
    showLogin,
    showMyBox,
    showCart,
    showSearch,
  } = landingHeaderInputs({ ...props }, LANDING_HEADER_DEFAULTS)
  return (
    <header className={styles.landing}>
      <div className={styles.landingBar}>
        <HomeLogo className={styles.logo} />
        <div className={styles.support}>
          {supportText && supportUrl && (
            <a href={supportUrl} target="_blank" rel="noopener noreferrer">
              {supportText}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          )}
          {phone && (
            <a href={telHref(phone)} className={styles.phone}>
              <PhoneIcon /> {phone}
            </a>
          )}
        </div>
        <div className={styles.toggles}>
          {showSearch && <SearchOverlay />}
          {(showLogin || showMyBox) && (
            <AccountWidget showLogin={showLogin} showMyBox={showMyBox} />
          )}
          {showCart && <CartDrawer />}
        </div>
        {buttonText && buttonUrl && (
          <a href={buttonUrl} className={styles.cta}>
            {buttonText}
          </a>
        )}
      </div>
    </header>
  )
}
