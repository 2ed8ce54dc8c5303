import { Link } from '@tanstack/react-router'
import type { RefObject } from 'react'
import { CloseIcon, MenuIcon } from '~/components/icons'
import { brand } from '~/config/brand'
import type { MenuLink } from '~/content/types'
import type { MobileMenuApi } from '#machines/mobile-menu/connect'

/** The brand logo linking home (every header). */
export function HomeLogo({ className }: { className?: string }) {
  return (
    <Link to="/" className={className} aria-label={`${brand.name} home`}>
      <img src={brand.logo.src} alt="" width={brand.logo.width} height={brand.logo.height} />
    </Link>
  )
}

/** The hamburger of a mobile menu (the main header and header template 2). */
export function MenuToggle({
  open,
  buttonRef,
  className,
  ...triggerProps
}: ReturnType<MobileMenuApi['getTriggerProps']> & {
  open: boolean
  buttonRef: RefObject<HTMLButtonElement | null>
  className?: string
}) {
  return (
    <button
      ref={buttonRef}
      className={className ? `icon-button ${className}` : 'icon-button'}
      {...triggerProps}
    >
      {open ? <CloseIcon /> : <MenuIcon />}
    </button>
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
