import type { PublicSettings } from '../../app.config'
import { brand } from '~/config/brand'

/** "Page | Brand"; the home page and fallbacks use the brand line alone. */
export function pageTitle(title?: string): string {
  return title ? `${title} | ${brand.name}` : `${brand.name} — ${brand.tagline}`
}

export function rootHead({
  settings,
  pathname,
  css,
}: {
  settings: PublicSettings | undefined
  pathname: string
  css: string
}) {
  const canonical = settings ? `${settings.siteUrl}${pathname === '/' ? '' : pathname}` : undefined
  return {
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { title: pageTitle() },
      { name: 'description', content: brand.description },
      { name: 'theme-color', content: brand.themeColor },
      { property: 'og:site_name', content: brand.name },
      { property: 'og:type', content: 'website' },
      ...(canonical ? [{ property: 'og:url', content: canonical }] : []),
    ],
    links: [
      { rel: 'stylesheet', href: css },
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
      { rel: 'manifest', href: '/site.webmanifest' },
      ...(canonical ? [{ rel: 'canonical', href: canonical }] : []),
    ],
  }
}
