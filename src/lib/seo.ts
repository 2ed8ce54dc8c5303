import type { PublicSettings } from '../../app.config'
import { brand } from '~/config/brand'

/** "Page | Brand"; the home page and fallbacks use the brand line alone. */
export function pageTitle(title?: string): string {
  return title ? `${title} | ${brand.name}` : `${brand.name} — ${brand.tagline}`
}

export function rootHead({
  settings,
  pathname,
  page,
}: {
  settings: PublicSettings | undefined
  pathname: string
  /** A listing's page number (validated by its route); pages after the first are their own URL. */
  page?: unknown
}) {
  // Index routes match as "/products/": the canonical form has no trailing slash.
  const path = pathname.replace(/\/+$/, '')
  const paged =
    typeof page === 'number' && Number.isInteger(page) && page > 1 ? `?page=${page}` : ''
  const canonical = settings ? `${settings.siteUrl}${path}${paged}` : undefined
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
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
      { rel: 'manifest', href: '/site.webmanifest' },
      ...(canonical ? [{ rel: 'canonical', href: canonical }] : []),
    ],
  }
}

/** A page's own head tags: title, description and their Open Graph twins (and its image). */
export function pageMeta({
  title,
  description,
  image,
}: {
  title: string
  description?: string
  image?: string
}) {
  return [
    { title: pageTitle(title) },
    { property: 'og:title', content: title },
    ...(description
      ? [
          { name: 'description', content: description },
          { property: 'og:description', content: description },
        ]
      : []),
    ...(image ? [{ property: 'og:image', content: image }] : []),
  ]
}
