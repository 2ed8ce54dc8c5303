/**
 * The frame's parts that load when needed (ADR 0014): the search overlay when the shopper
 * reaches for it, the footer (and within it the newsletter form) when it scrolls near. (The
 * category bar's strip stays eager: its first drag must move it.)
 */
import { island } from '~/lib/island'

export const SearchOverlay = island(
  () => import('~/components/search/SearchOverlay').then((m) => m.SearchOverlay),
  { when: 'interaction' },
)
// Visible, not reached for: typing into a form that has not hydrated would be lost.
export const NewsletterForm = island(
  () => import('~/components/newsletter/NewsletterForm').then((m) => m.NewsletterForm),
  { when: 'visible' },
)
// Below every page's content: its links work as plain links until it nears the viewport.
export const SiteFooter = island(
  () => import('~/components/shell/SiteFooter').then((m) => m.SiteFooter),
  { when: 'visible' },
)
