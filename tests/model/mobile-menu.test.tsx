// @vitest-environment jsdom
/**
 * Generated paths of the mobile menu machine on header template 2 (the view with dropdown
 * sections): the toggle, Escape and navigation, one section expanded at a time. Its actors are
 * the production ones (the router's navigations, the document's Escape and outside presses), as
 * are the header's other controls' (the store faked at HTTP). The main
 * header's hamburger (same machine, no sections) is checked at the end.
 */
import { fireEvent, screen, within } from '@testing-library/react'
import { readFileSync } from 'node:fs'
import { describe, expect, it, vi } from 'vitest'
import type { MobileMenuEvent } from '#machines/mobile-menu/machine'
import { MenuHeader } from '~/components/builder/MenuHeader'
import type { HeaderMenuItem } from '~/domain/header-menus'
import { SiteHeader } from '~/components/shell/SiteHeader'
import stripStyles from '~/components/shell/ScrollStrip.module.css'
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

  it('lists sub-menus and at most 4 custom thumbnails; items without a label are skipped [Catalogue §2.83, §2.84]', async () => {
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

  it('highlights the bottom-menu link of the current path [Catalogue §2.86]', async () => {
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

describe('header template 2 bottom menu', () => {
  const bottom = () => screen.getByRole('navigation', { name: 'Header Menu' })
  const strip = () => within(bottom()).getByRole('list')

  it('centres the link of the current path, and again when the path changes [Catalogue §2.86]', async () => {
    // jsdom has no layout: each link is 80 px wide at 100 px steps in a 300 px strip.
    const lefts: Record<string, number> = { Laundry: 0, Blog: 100 }
    vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return lefts[this.textContent ?? ''] ?? 0
    })
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(80)
    vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(300)
    const scrolled: number[] = []
    vi.spyOn(Element.prototype, 'scrollLeft', 'set').mockImplementation(function (
      this: Element,
      left: number,
    ) {
      if (this.tagName === 'UL' && this.closest('nav[aria-label="Header Menu"]'))
        scrolled.push(left)
    })
    const { navigate } = await renderShell(() => <MenuHeader items={items} />, {
      queryClient: queryClient(),
      path: '/blog',
    })
    expect(within(bottom()).getByRole('link', { name: 'Blog' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    // The link's left edge less half the room the strip has around it.
    expect(scrolled).toEqual([100 - (300 - 80) / 2])
    await navigate('/products/category/laundry')
    expect(scrolled).toEqual([-10, 0 - (300 - 80) / 2])
  })

  it('scrolls sideways, dragged by mouse; centred while it fits, left-aligned once it overflows [Catalogue §2.86, §2.87]', async () => {
    await renderShell(() => <MenuHeader items={items} />, { queryClient: queryClient() })
    const scrolls: number[] = []
    Object.defineProperty(strip(), 'scrollLeft', {
      get: () => scrolls.at(-1) ?? 0,
      set: (v: number) => scrolls.push(v),
    })
    fireEvent.mouseDown(strip(), { clientX: 300, button: 0 })
    expect(strip()).toHaveAttribute('data-dragging')
    fireEvent.mouseMove(strip(), { clientX: 200 })
    fireEvent.mouseUp(strip())
    // Dragged 100 px left: the strip scrolled 100 px right.
    expect(scrolls.at(-1)).toBe(100)
    expect(strip()).not.toHaveAttribute('data-dragging')
    for (const link of within(strip()).getAllByRole('link'))
      expect(link).toHaveAttribute('draggable', 'false')
    // Layout is the stylesheet's (jsdom has none): the strip's list scrolls on the x axis and
    // centres its links only where that cuts none off ("safe center").
    const css = readFileSync('src/components/shell/ScrollStrip.module.css', 'utf8')
    const list = /\.list \{([^}]*)\}/.exec(css)![1]!
    expect(list).toMatch(/overflow-x: auto;/)
    expect(list).toMatch(/justify-content: safe center;/)
    expect(strip()).toHaveClass(stripStyles.list!)
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
