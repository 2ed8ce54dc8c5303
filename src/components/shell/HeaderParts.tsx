import mobileMenuFlow from '#machines/mobile-menu/view.gen'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { type MobileMenuApi } from '#machines/mobile-menu/connect'
import { useFlow } from '~/flow-wiring/use-flow'
import { CloseIcon, MenuIcon } from '~/components/icons'
import { brand } from '~/config/brand'
import type { MenuLink } from '~/content/types'

/** The brand logo linking home (every header). */
export function HomeLogo({ className }: { className?: string }) {
  return (
    <Link to="/" className={className} aria-label={`${brand.name} home`}>
      <img src={brand.logo.src} alt="" width={brand.logo.width} height={brand.logo.height} />
    </Link>
  )
}

/**
 * The bar of a header with a mobile menu (the main header and header template 2): the
 * hamburger, the logo, the main navigation and the header's actions. The mobile menu closes on
 * navigation, Escape or a click outside the bar; `children` renders the navigation's items
 * with the menu's props (template 2 expands one section at a time).
 */
export function MenuBar({
  classNames,
  actions,
  children,
}: {
  classNames: { bar?: string; hamburger?: string; logo?: string; nav?: string }
  actions: ReactNode
  children: (api: MobileMenuApi) => ReactNode
}) {
  const { api } = useFlow(mobileMenuFlow)
  return (
    <div className={classNames.bar} {...api.getBarProps()}>
      <button
        className={classNames.hamburger ? `icon-button ${classNames.hamburger}` : 'icon-button'}
        {...api.getTriggerProps()}
      >
        {api.open ? <CloseIcon /> : <MenuIcon />}
      </button>
      <HomeLogo className={classNames.logo} />
      <nav aria-label="Main" className={classNames.nav} {...api.getContentProps()}>
        {children(api)}
      </nav>
      {actions}
    </div>
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

/** A menu's links as a list (footer columns, sub-menus of header template 2). */
export function MenuLinks({ links }: { links: MenuLink[] }) {
  return (
    <ul>
      {links.map((link) => (
        <li key={`${link.url}-${link.label}`}>
          <MenuAnchor link={link} />
        </li>
      ))}
    </ul>
  )
}
