// @vitest-environment jsdom
/**
 * Generated paths of the mobile menu machine on header template 2 (the view with dropdown
 * sections): the toggle, Escape and navigation, one section expanded at a time. Its actors are
 * the production ones (the router's navigations, the document's Escape and outside presses), as
 * are the header's other controls' (the store faked at HTTP). The main
 * header's hamburger (same machine, no sections) is checked at the end.
 */
import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { MobileMenuEvent } from '#machines/mobile-menu/machine'
import { MenuHeader } from '~/components/builder/MenuHeader'
import type { HeaderMenuItem } from '~/domain/header-menus'
import { SiteHeader } from '~/components/shell/SiteHeader'
import { menuQuery } from '~/content/query-options'
import type { Menu } from '~/content/types'
import mobileMenuFlow from '#machines/mobile-menu/index'
import { buildFlowModel } from '~/flow-catalog/model'
import { renderShell, seededQueryClient } from './shell-harness'
import { fakeStore } from './store-fake'
import { dismissing, machineEvents, testGeneratedPaths, type ViewBinding } from './view-runner'

const model = buildFlowModel(mobileMenuFlow)
type Ctx = { expanded: string | null }

const items: HeaderMenuItem[] = [
  {
    label: 'Shop',
    url: '/products',
    subMenus: [{ menu: 'Footer Menu 1' }],
    thumbnailsTitle: 'Start here',
    thumbnailsType: 'custom',
    customThumbnails: ['a', 'b', 'c', 'd', 'e'].map((x) => ({
      image: `/media/${x}.svg`,
      label: `Tile ${x}`,
      url: `/products/category/${x}`,
    })),
  },
  { label: 'Guides', url: '/blog', subMenus: [{ menu: 'Footer Menu 1' }] },
  { label: 'Contact', url: '/about', onlyMobile: true },
  { label: '', url: '/nowhere' },
]
const labels: Record<string, string> = { '0-shop': 'Shop', '1-guides': 'Guides' }

function queryClient() {
  // The store at HTTP, for whatever the header's other controls read (nothing, on these paths).
  fakeStore()
  const client = seededQueryClient()
  const footer: Menu = {
    name: 'Footer Menu 1',
    title: 'Shop by room',
    links: [{ label: 'Laundry', url: '/products/category/laundry', newTab: false }],
  }
  client.setQueryData(menuQuery('Footer Menu 1').queryKey, footer)
  const headerMenu: Menu = {
    name: 'Header Menu',
    title: 'Header Menu',
    links: [
      { label: 'Laundry', url: '/products/category/laundry', newTab: false },
      { label: 'Blog', url: '/blog', newTab: false },
    ],
  }
  client.setQueryData(menuQuery('Header Menu').queryKey, headerMenu)
  return client
}

interface C {
  navigate: (to: string) => Promise<void>
  router: { state: { location: { pathname: string } } }
}

/** Somewhere other than here: every route change is a change, however many came before. */
const elsewhere = (c: C) =>
  c.navigate(c.router.state.location.pathname === '/elsewhere' ? '/blog' : '/elsewhere')

const toggle = () => screen.getByRole('button', { name: 'Menu' })
const nav = () => screen.getByRole('navigation', { name: 'Main' })
const sectionButton = (id: string) => screen.getByRole('button', { name: `${labels[id]} links` })

const binding: ViewBinding<C> = {
  async setup() {
    const { navigate, router } = await renderShell(() => <MenuHeader items={items} />, {
      queryClient: queryClient(),
    })
    return { navigate, router }
  },
  states: {
    'mobile-menu.closed': () => {
      expect(toggle()).toHaveAttribute('aria-expanded', 'false')
      expect(nav()).toHaveAttribute('data-open', 'false')
      for (const id of Object.keys(labels)) {
        expect(sectionButton(id)).toHaveAttribute('aria-expanded', 'false')
      }
    },
    'mobile-menu.open': (_c, context) => {
      const ctx = context as Ctx
      expect(toggle()).toHaveAttribute('aria-expanded', 'true')
      expect(nav()).toHaveAttribute('data-open', 'true')
      for (const id of Object.keys(labels)) {
        const expanded = ctx.expanded === id
        expect(sectionButton(id)).toHaveAttribute('aria-expanded', String(expanded))
        expect(sectionButton(id).closest('li')!.hasAttribute('data-expanded')).toBe(expanded)
      }
    },
  },
  observe: () => ({
    open: nav().getAttribute('data-open') === 'true',
    expandedSection:
      Object.keys(labels).find((id) =>
        sectionButton(id).closest('li')!.hasAttribute('data-expanded'),
      ) ?? null,
  }),
  events: machineEvents<MobileMenuEvent, C>({
    'menu.toggled': () => {
      fireEvent.click(toggle())
    },
    'menu.closed': dismissing(toggle),
    'menu.routeChanged': elsewhere,
    'menu.sectionToggled': (_c, e) => {
      fireEvent.click(sectionButton(e.id))
    },
  }),
}

describe('mobile menu view (header template 2)', () => {
  testGeneratedPaths(model, binding)

  it('lists sub-menus and at most 4 custom thumbnails; items without a label are skipped', async () => {
    await binding.setup({})
    const shop = sectionButton('0-shop').closest('li')!
    expect(within(shop).getByText('Shop by room')).toBeInTheDocument()
    expect(within(shop).getByText('Start here')).toBeInTheDocument()
    expect(within(shop).getAllByRole('link', { name: /^Tile / })).toHaveLength(4)
    expect(screen.queryByRole('link', { name: '/nowhere' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Contact' }).closest('li')).toHaveAttribute(
      'data-only-mobile',
    )
  })

  it('a section without a link of its own: its label opens it, and both controls name its panel', async () => {
    await renderShell(
      () => <MenuHeader items={[{ label: 'Rooms', subMenus: [{ menu: 'Footer Menu 1' }] }]} />,
      { queryClient: queryClient() },
    )
    const chevron = screen.getByRole('button', { name: 'Rooms links' })
    const label = screen.getByRole('button', { name: 'Rooms' })
    const panel = document.getElementById(chevron.getAttribute('aria-controls')!)!
    expect(label).toHaveAttribute('aria-controls', panel.id)
    expect(within(panel).getByText('Shop by room')).toBeInTheDocument()
    fireEvent.click(toggle())
    fireEvent.click(label)
    expect(chevron).toHaveAttribute('aria-expanded', 'true')
    fireEvent.click(label)
    expect(chevron).toHaveAttribute('aria-expanded', 'false')
  })

  it('highlights the bottom-menu link of the current path', async () => {
    const { navigate } = await renderShell(() => <MenuHeader items={items} />, {
      queryClient: queryClient(),
      path: '/products/category/laundry',
    })
    const bottom = screen.getByRole('navigation', { name: 'Header Menu' })
    expect(within(bottom).getByRole('link', { name: 'Laundry' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(within(bottom).getByRole('link', { name: 'Blog' })).not.toHaveAttribute('aria-current')
    await navigate('/blog')
    expect(within(bottom).getByRole('link', { name: 'Blog' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  })
})

/** The main header (template 1): the same machine behind a hamburger, with no sections. */
const siteHeaderBinding: ViewBinding<C> = {
  async setup() {
    const { navigate, router } = await renderShell(() => <SiteHeader />, {
      queryClient: queryClient(),
    })
    return { navigate, router }
  },
  states: {
    'mobile-menu.closed': () => {
      expect(toggle()).toHaveAttribute('aria-expanded', 'false')
      expect(nav()).toHaveAttribute('data-open', 'false')
    },
    'mobile-menu.open': () => {
      expect(toggle()).toHaveAttribute('aria-expanded', 'true')
      expect(nav()).toHaveAttribute('data-open', 'true')
      expect(within(nav()).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog')
    },
  },
  observe: () => ({
    open: nav().getAttribute('data-open') === 'true',
    expandedSection: null,
  }),
  events: {
    'menu.toggled': () => {
      fireEvent.click(toggle())
    },
    'menu.closed': dismissing(toggle),
    'menu.routeChanged': elsewhere,
  },
}

describe('mobile menu view (main header)', () => {
  testGeneratedPaths(model, siteHeaderBinding, {
    withoutEvents: { 'menu.sectionToggled': 'the main header menu has no expandable sections' },
  })

  it('the main header hamburger toggles its menu and a navigation closes it', async () => {
    const { navigate } = await renderShell(() => <SiteHeader />, {
      queryClient: queryClient(),
    })
    fireEvent.click(toggle())
    expect(nav()).toHaveAttribute('data-open', 'true')
    expect(within(nav()).getByRole('button', { name: 'Shop' })).toBeInTheDocument()
    expect(within(nav()).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog')
    await navigate('/blog')
    expect(nav()).toHaveAttribute('data-open', 'false')
    expect(toggle()).toHaveAttribute('aria-expanded', 'false')
  })
})
