import { useEffect, useEffectEvent, useRef, useState } from 'react'
import { connectHeaderSticky } from '#machines/header-sticky/connect'
import { PhoneIcon } from '~/components/more-icons'
import { SearchOverlay } from '~/components/shell/islands'
import { AccountWidget } from '~/components/shell/AccountWidget'
import { CartDrawer } from '~/components/shell/CartDrawer'
import { HomeLogo } from '~/components/shell/HeaderParts'
import { useDeferredFlow } from '~/flow-wiring/deferred-flow'
import { pageFlows } from '~/flow-wiring/page-flows'
import { brand } from '~/config/brand'
import { landingHeaderInputs } from '~/domain/header-menus'
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
 * height reserved so the page does not jump.
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
  const { api } = useDeferredFlow(pageFlows.headerSticky, connectHeaderSticky)
  const anchor = useRef<HTMLDivElement>(null)
  const header = useRef<HTMLElement>(null)
  const [height, setHeight] = useState(0)
  const scrolled = useEffectEvent((pastAnchor: boolean) => api.scrolled(pastAnchor))

  useEffect(() => {
    const onScroll = () => {
      const top = anchor.current?.getBoundingClientRect().top ?? 0
      scrolled(top < 0)
    }
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])

  useEffect(() => {
    const el = header.current
    if (!el) return
    const observer = new ResizeObserver(() => setHeight(el.offsetHeight))
    observer.observe(el)
    return () => observer.disconnect()
  }, [])

  const tel = phone.replace(/[^\d+]/g, '')
  return (
    <>
      <div ref={anchor} aria-hidden="true" data-header-anchor="" />
      {api.fixed && (
        <div className={styles.spacer} style={{ height }} data-testid="header-spacer" />
      )}
      <header ref={header} className={styles.landing} {...api.getRootProps()}>
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
              <a href={`tel:${tel}`} className={styles.phone}>
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
    </>
  )
}
