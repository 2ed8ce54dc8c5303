// @vitest-environment jsdom
/**
 * What a shopper sees of the frame's small parts (shell spec §2; catalogue spec menus): the
 * brand logo linking home, the menu bar's hamburger, content-service menu links (in-app paths
 * navigate client-side, other links are plain links, "new tab" links open in a new tab and say
 * so), the cart button's count before the cart is known, the search overlay's results section
 * and the ingredients page's texts.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ReactNode } from 'react'
import { sampleProducts } from '#machines/shared/samples'
import type { SearchOutput } from '#machines/search-overlay/machine'
import type { IngredientView } from '~/api/catalogue/blocks'
import { IngredientsPage } from '~/components/ingredients/IngredientsPage'
import { SearchOverlay } from '~/components/search/SearchOverlay'
import { SearchResultsFor } from '~/components/search/SearchResultsFor'
import { searchResultsQuery } from '~/api/product/search'
import { CartDrawer } from '~/components/shell/CartDrawer'
import { HomeLogo, MenuAnchor, MenuBar, MenuLinks } from '~/components/shell/HeaderParts'
import { SiteHeader } from '~/components/shell/SiteHeader'
import { shellKeys } from '~/api/shell'
import { menuQuery } from '~/content/query-options'
import { publicSettingsQuery } from '~/lib/public-settings'
import type { Menu, MenuLink } from '~/content/types'
import type { SanitizedHtml } from '~/lib/sanitize'
import {
  memberSession,
  renderShell,
  seededQueryClient,
  twoItemCart,
} from '../../model/shell-harness'
import { fakeStore } from '../../model/store-fake'
import { heldActor } from '../../model/view-runner'

/** Clicks on links stop at the window: a plain link must not load a page in jsdom. */
const stopDefault = (event: Event) => event.preventDefault()
// The store answers the visitor's session at once (a part may ask for it); a cart read waits.
beforeEach(() => void fakeStore({ 'POST /rest/auth/cart': 'hold' }))
afterEach(() => {
  window.removeEventListener('click', stopDefault)
  vi.unstubAllGlobals()
})

async function renderAt(path: string, ui: () => ReactNode) {
  const shell = await renderShell(ui, { path })
  window.addEventListener('click', stopDefault)
  return shell
}

describe('HomeLogo', () => {
  it('is a link home named after the brand, showing the logo', async () => {
    await renderAt('/about', () => <HomeLogo className="logo" />)
    const home = screen.getByRole('link', { name: 'Clearhome home' })
    expect(home).toHaveAttribute('href', '/')
    expect(home).toHaveClass('logo')
    const img = home.querySelector('img')
    expect(img).toHaveAttribute('src', '/brand/logo.svg')
    expect(img).toHaveAttribute('alt', '')
  })

  it("reserves the logo's own size, so the header does not move as it loads", async () => {
    await renderAt('/', () => <HomeLogo className="logo" />)
    const img = screen.getByRole('link', { name: 'Clearhome home' }).querySelector('img')!
    // The drawing's own box (its viewBox), read from the file the browser loads.
    const svg = readFileSync(join(process.cwd(), 'public/brand/logo.svg'), 'utf8')
    const [, , width, height] = /viewBox="([\d.\s]+)"/.exec(svg)![1]!.trim().split(/\s+/)
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual([width, height])
  })
})

describe('MenuBar', () => {
  it("shows the hamburger (with the header's own class), the logo, the main navigation and the actions", async () => {
    await renderAt('/', () => (
      <MenuBar
        classNames={{ bar: 'bar', hamburger: 'burger', logo: 'logo', nav: 'nav' }}
        actions={<button type="button">Action</button>}
      >
        {() => <a href="/blog">Blog</a>}
      </MenuBar>
    ))
    const burger = screen.getByRole('button', { name: 'Menu' })
    expect(burger).toHaveAttribute('class', 'icon-button burger')
    expect(burger).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByRole('link', { name: 'Clearhome home' })).toHaveAttribute('href', '/')
    const nav = screen.getByRole('navigation', { name: 'Main' })
    expect(within(nav).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog')
    expect(screen.getByRole('button', { name: 'Action' })).toBeInTheDocument()
    await act(async () => fireEvent.click(burger))
    expect(burger).toHaveAttribute('aria-expanded', 'true')
  })

  it('gives the hamburger the icon-button look when the header adds no class of its own', async () => {
    await renderAt('/', () => (
      <MenuBar classNames={{}} actions={null}>
        {() => null}
      </MenuBar>
    ))
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('class', 'icon-button')
  })
})

describe('MenuAnchor', () => {
  const anchor = (link: MenuLink) => <MenuAnchor link={link} className="menu-link" />

  it('an in-app path is a client-side link, marked current only on exactly its own page', async () => {
    const { router } = await renderAt('/products/category/laundry', () => (
      <>
        {anchor({ label: 'Laundry', url: '/products/category/laundry', newTab: false })}
        {anchor({ label: 'Shop', url: '/products', newTab: false })}
        {anchor({ label: 'Home', url: '/', newTab: false })}
        {anchor({ label: 'About us', url: '/about', newTab: false })}
      </>
    ))
    const laundry = screen.getByRole('link', { name: 'Laundry' })
    expect(laundry).toHaveAttribute('href', '/products/category/laundry')
    expect(laundry).toHaveClass('menu-link')
    expect(laundry).toHaveAttribute('aria-current', 'page')
    expect(laundry).not.toHaveAttribute('target')
    // A page under /products is not the Shop page itself.
    const shop = screen.getByRole('link', { name: 'Shop' })
    expect(shop).toHaveAttribute('href', '/products')
    expect(shop).not.toHaveAttribute('aria-current')
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current')
    // A client-side navigation: the router moves, no page load.
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'About us' })))
    await screen.findByText('page /about')
    expect(router.state.location.pathname).toBe('/about')
  })

  it('a link to another site is a plain link, in the same tab, with its url as given', async () => {
    const { router } = await renderAt('/about', () => (
      <>
        {anchor({
          label: 'Help & Support',
          url: 'https://support.clearhome.example',
          newTab: false,
        })}
        {anchor({ label: 'Recipes', url: 'recipes', newTab: false })}
        {anchor({ label: 'CDN', url: '//cdn.clearhome.example/guide', newTab: false })}
      </>
    ))
    for (const [name, url] of [
      ['Help & Support', 'https://support.clearhome.example'],
      ['Recipes', 'recipes'],
      ['CDN', '//cdn.clearhome.example/guide'],
    ] as const) {
      const link = screen.getByRole('link', { name })
      expect(link).toHaveAttribute('href', url)
      expect(link).toHaveTextContent(new RegExp(`^${name}$`))
      expect(link).not.toHaveAttribute('target')
      expect(link).not.toHaveAttribute('rel')
      expect(link).not.toHaveAttribute('aria-current')
      expect(link).toHaveClass('menu-link')
      // Not a client-side navigation: the router stays where it is.
      await act(async () => fireEvent.click(link))
      expect(router.state.location.pathname).toBe('/about')
      expect(router.state.location.href).toBe('/about')
    }
  })

  it('a "new tab" link opens in a new tab, safely, and says so to screen readers', async () => {
    await renderAt('/about', () => (
      <>
        {anchor({ label: 'Our story', url: '/about', newTab: true })}
        {anchor({
          label: 'Instagram',
          url: 'https://instagram.com/clearhome.example',
          newTab: true,
        })}
      </>
    ))
    for (const [name, url] of [
      ['Our story', '/about'],
      ['Instagram', 'https://instagram.com/clearhome.example'],
    ] as const) {
      const link = screen.getByText(name).closest('a')!
      expect(link.textContent).toBe(`${name} (opens in a new tab)`)
      expect(link).toHaveAttribute('href', url)
      expect(link).toHaveAttribute('target', '_blank')
      expect(link).toHaveAttribute('rel', 'noopener noreferrer')
      expect(link).toHaveClass('menu-link')
      expect(link).not.toHaveAttribute('aria-current')
      expect(within(link).getByText('(opens in a new tab)')).toHaveClass('visually-hidden')
    }
  })
})

describe('MenuLinks', () => {
  it("lists a menu's links in order, each in its own item", async () => {
    await renderAt('/', () => (
      <MenuLinks
        links={[
          { label: 'Laundry', url: '/products/category/laundry', newTab: false },
          { label: 'Dish', url: '/products/category/dish', newTab: false },
          { label: 'Facebook', url: 'https://facebook.com/clearhome.example', newTab: true },
        ]}
      />
    ))
    const items = within(screen.getByRole('list')).getAllByRole('listitem')
    expect(items.map((li) => li.textContent)).toEqual([
      'Laundry',
      'Dish',
      'Facebook (opens in a new tab)',
    ])
    expect(within(items[0]!).getByRole('link')).toHaveAttribute(
      'href',
      '/products/category/laundry',
    )
    expect(within(items[2]!).getByRole('link')).toHaveAttribute('target', '_blank')
  })
})

describe('CartDrawer', () => {
  it('shows a count of 0 while the cart is not known yet', async () => {
    // No cart in the page's data: the cart read is under way (the store holds it).
    await renderShell(() => <CartDrawer />, { queryClient: seededQueryClient(null) })
    const button = screen.getByRole('button', { name: 'Cart, 0 items' })
    expect(button).toHaveTextContent('0')
  })
})

describe('SiteHeader', () => {
  it('shows the content service\'s "Main Menu", its /products entry as "Shop" [Shell §1.3, §2.16, §2.17]', async () => {
    const queryClient = seededQueryClient()
    const menu: Menu = {
      name: 'Main Menu',
      title: 'Main Menu',
      links: [
        { label: 'All Our Products', url: '/products', newTab: false },
        { label: 'Recipes', url: '/recipes', newTab: false },
      ],
    }
    queryClient.setQueryData(menuQuery('Main Menu').queryKey, menu)
    await renderShell(() => <SiteHeader />, { queryClient })
    const nav = screen.getByRole('banner')
    expect(within(nav).getByRole('link', { name: 'Recipes' })).toHaveAttribute('href', '/recipes')
    // The /products entry is the Shop dropdown, whatever the menu calls it.
    expect(within(nav).getByRole('button', { name: 'Shop' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
    expect(within(nav).queryByText('All Our Products')).toBeNull()
  })

  it('a visitor sees the cart button with its quantity badge, and neither My Box nor an account menu [Shell §2.30, §2.31]', async () => {
    await renderShell(() => <SiteHeader />, { queryClient: seededQueryClient(twoItemCart) })
    const header = screen.getByRole('banner')
    const cart = within(header).getByRole('button', { name: 'Cart, 3 items' })
    expect(cart.querySelector('.count-badge')).toHaveTextContent(/^3$/)
    expect(within(header).getByRole('link', { name: 'Log in' })).toBeInTheDocument()
    expect(within(header).queryByRole('link', { name: /My Box/ })).toBeNull()
    expect(within(header).queryByRole('button', { name: /Account/ })).toBeNull()
  })

  it('a member sees "{first name}\'s Account" with "Account Dashboard" and "Log Out", My Box with its count, and the cart button [Shell §2.29, §2.30, §2.31]', async () => {
    const queryClient = seededQueryClient(twoItemCart)
    queryClient.setQueryData(shellKeys.session, memberSession)
    await renderShell(() => <SiteHeader />, { queryClient })
    const header = screen.getByRole('banner')
    const account = within(header).getByRole('button', { name: "Dana's Account" })
    expect(account).toHaveTextContent(/^Dana's Account$/)
    expect(within(header).queryByRole('link', { name: 'Log in' })).toBeNull()
    const myBox = within(header).getByRole('link', { name: 'My Box, 3 items' })
    expect(myBox.querySelector('.count-badge')).toHaveTextContent(/^3$/)
    const cart = within(header).getByRole('button', { name: 'Cart, 3 items' })
    expect(cart.querySelector('.count-badge')).toHaveTextContent(/^3$/)
    expect(account).toHaveAttribute('aria-expanded', 'false')
    fireEvent.click(account)
    expect(account).toHaveAttribute('aria-expanded', 'true')
    const menu = within(header).getByRole('link', { name: 'Account Dashboard' }).closest('ul')!
    expect(
      within(menu)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Account Dashboard', 'Log Out'])
    expect(within(menu).getByRole('button', { name: 'Log Out' })).toBeEnabled()
  })
})

describe('SearchOverlay', () => {
  it('shows popular products, then the results of a search under "Search results"', async () => {
    const popular = heldActor<{ products: typeof sampleProducts }>()
    const search = heldActor<SearchOutput>()
    await renderShell(() => <SearchOverlay />, {
      overrides: {
        'search-overlay': {
          actors: { fetchPopular: popular.logic, search: search.logic },
        },
      },
    })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /search/i })))
    await act(async () => popular.resolve({ products: sampleProducts }))
    const popularSection = await screen.findByRole('region', { name: 'Popular products' })
    expect(within(popularSection).getByRole('heading', { level: 3 })).toHaveTextContent(
      'POPULAR PRODUCTS',
    )
    expect(screen.queryByRole('region', { name: 'Search results' })).toBeNull()
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'soap' } })
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 350))
    })
    expect(search.calls).toHaveLength(1)
    await act(async () => search.resolve({ products: sampleProducts.slice(0, 2), searchLogId: 7 }))
    const results = await screen.findByRole('region', { name: 'Search results' })
    expect(within(results).getByRole('heading', { level: 3 })).toHaveTextContent(
      'PRODUCTS (2 Results)',
    )
    expect(screen.queryByRole('region', { name: 'Popular products' })).toBeNull()
  })
})

describe('store host pages', () => {
  /** The page's settings with the store on its own host. */
  function storeElsewhere(member: boolean) {
    const queryClient = seededQueryClient(twoItemCart)
    const settings = queryClient.getQueryData(publicSettingsQuery.queryKey)!
    queryClient.setQueryData(publicSettingsQuery.queryKey, {
      ...settings,
      storeHostUrl: 'https://members.example',
    })
    if (member) queryClient.setQueryData(shellKeys.session, memberSession)
    return queryClient
  }

  it('/login and /membership/dashboard live on the main store host [Shell §2.12]', async () => {
    await renderShell(() => <SiteHeader />, { queryClient: storeElsewhere(false) })
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      'https://members.example/login',
    )
    cleanup()
    await renderShell(() => <SiteHeader />, { queryClient: storeElsewhere(true) })
    expect(screen.getByRole('link', { name: 'My Box, 3 items' })).toHaveAttribute(
      'href',
      'https://members.example/membership/dashboard',
    )
    fireEvent.click(screen.getByRole('button', { name: "Dana's Account" }))
    expect(screen.getByRole('link', { name: 'Account Dashboard' })).toHaveAttribute(
      'href',
      'https://members.example/membership/dashboard',
    )
  })

  it("/checkout lives on the main store host: the cart drawer's Checkout goes there [Shell §2.12]", async () => {
    await renderShell(() => <CartDrawer />, { queryClient: storeElsewhere(false) })
    fireEvent.click(screen.getByRole('button', { name: 'Cart, 3 items' }))
    expect(await screen.findByRole('link', { name: 'Checkout' })).toHaveAttribute(
      'href',
      'https://members.example/checkout',
    )
  })
})

describe('search results page', () => {
  it('/search?query={text} lists the products the store found for the text [Shell §2.7]', async () => {
    const queryClient = seededQueryClient()
    queryClient.setQueryData(searchResultsQuery('soap').queryKey, {
      products: sampleProducts.slice(0, 8),
      searchLogId: 3,
    })
    await renderShell(() => <SearchResultsFor query="soap" />, { queryClient })
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Results for “soap”$/)
    expect(screen.getByRole('status')).toHaveTextContent(/^8 products found$/)
    // The page lists every result (the overlay's 6 are a preview).
    expect(screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual(
      sampleProducts
        .slice(0, 8)
        .map((p) => [expect.stringContaining(p.name), `/products/${p.slug}`]),
    )
  })

  it('no match says "No results found" with the hint', async () => {
    const queryClient = seededQueryClient()
    queryClient.setQueryData(searchResultsQuery('zzz').queryKey, {
      products: [],
      searchLogId: null,
    })
    await renderShell(() => <SearchResultsFor query="zzz" />, { queryClient })
    expect(screen.getByRole('status')).toHaveTextContent(
      /^No results foundTry another term, or check the spelling\.$/,
    )
  })
})

describe('IngredientsPage', () => {
  const ingredient: IngredientView = {
    id: 501,
    name: 'Coconut-derived surfactant',
    function: 'Lifts dirt' as SanitizedHtml,
    description: 'A gentle cleaner made from coconuts.' as SanitizedHtml,
    rating: 1,
    products: [{ name: 'Dish Soap', slug: 'dish-soap' }],
  }
  const heldToken = () => ({
    'ingredient-explorer': { actors: { readToken: heldActor<string | null>().logic } },
  })

  it('shows the title, the intro and the explorer with the list the server had', async () => {
    await renderShell(() => <IngredientsPage list={[ingredient]} />, { overrides: heldToken() })
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Ingredients$/)
    expect(
      screen.getByText(
        'Every ingredient we use, what it does and where you will find it. Pick a product to see only what is inside it.',
      ),
    ).toBeInTheDocument()
    const explorer = await screen.findByRole('region', { name: 'Every ingredient, explained' })
    expect(
      within(explorer).getByRole('heading', { level: 2, name: 'Every ingredient, explained' }),
    ).toBeInTheDocument()
    expect(
      within(explorer).getByRole('heading', { name: 'Coconut-derived surfactant' }),
    ).toBeInTheDocument()
    expect(within(explorer).getByText('1 ingredient')).toBeInTheDocument()
    expect(
      screen.queryByText('The full list could not be loaded just now; it will appear in a moment.'),
    ).toBeNull()
  })

  it('says the list could not be loaded when the server had none, with an empty explorer', async () => {
    await renderShell(() => <IngredientsPage list={null} />, { overrides: heldToken() })
    expect(
      screen.getByText('The full list could not be loaded just now; it will appear in a moment.'),
    ).toHaveAttribute('role', 'status')
    const explorer = await screen.findByRole('region', { name: 'Every ingredient, explained' })
    expect(within(explorer).queryAllByRole('listitem')).toHaveLength(0)
    expect(within(explorer).queryByText(/^\d+ ingredients?$/)).toBeNull()
  })
})
