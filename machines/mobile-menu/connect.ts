/** View props of a mobile menu and its sections (shell §2 "Header"; catalogue §2 template 2). */
import { DEFAULT_CONNECT, partId, type ConnectOptions, type FlowView } from '../shared/connect'
import type { MobileMenuEvent, mobileMenuMachine } from './machine'

export const MOBILE_MENU_TEXT = {
  toggle: 'Menu',
  sectionLinks: (label: string) => `${label} links`,
} as const

export function connectMobileMenu(
  snapshot: FlowView<typeof mobileMenuMachine>,
  send: (event: MobileMenuEvent) => void,
  options: ConnectOptions = DEFAULT_CONNECT,
) {
  const open = snapshot.matches('open')
  const contentId = partId(options, 'menu')
  const isExpanded = (id: string) => open && snapshot.context.expanded === id
  const sectionId = (id: string) => partId(options, `section-${id}`)
  return {
    open,
    /** The one expanded section while open. */
    expandedSection: open ? snapshot.context.expanded : null,
    isExpanded,
    /** The bar around the hamburger and the menu: a press outside it closes the menu. */
    getBarProps: () => ({ id: partId(options, 'bar') }),
    /** The hamburger. */
    getTriggerProps: () => ({
      id: partId(options, 'trigger'),
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': contentId,
      'aria-label': MOBILE_MENU_TEXT.toggle,
      onClick: () => send({ type: 'menu.toggled' }),
    }),
    getContentProps: () => ({ id: contentId, 'data-open': open }),
    /** A section's label when it has no link of its own: focusable, toggles the section. */
    getSectionLabelProps: (id: string) => ({
      type: 'button' as const,
      'aria-controls': sectionId(id),
      onClick: () => send({ type: 'menu.sectionToggled', id }),
    }),
    /** The chevron that expands a section (one at a time). */
    getSectionTriggerProps: (id: string, label: string) => ({
      type: 'button' as const,
      'aria-expanded': isExpanded(id),
      'aria-controls': sectionId(id),
      'aria-label': MOBILE_MENU_TEXT.sectionLinks(label),
      onClick: () => send({ type: 'menu.sectionToggled', id }),
    }),
    getSectionProps: (id: string) => ({ id: sectionId(id) }),
  }
}

export type MobileMenuApi = ReturnType<typeof connectMobileMenu>
