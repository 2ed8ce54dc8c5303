// @vitest-environment jsdom
/**
 * Generated paths of the Shop dropdown machine on the header's Shop entry: tiles load on
 * first open, "Something went wrong" replaces them on failure, Escape, a press outside
 * and navigation close it, and on desktop more than 4 tiles are a carousel (shell §2).
 * The width is the window's: the production `watchWidth` media-query actor hears it change.
 * The tiles load through the production `fetchSubMenu` actor (machines/shop-dropdown/actors.ts:
 * the shared sub-menu query, src/api/catalogue/sub-menu.ts); only the network is faked, at
 * HTTP, by the store fake: GET /rest/auth/fetch-sub-menu is held and the path's outcome is the
 * store's answer (the tiles as the store sends them; a failure by turns an HTTP 500, a body that
 * is not a list, a network failure), each failure with exactly the log line the client writes (12201.01).
 */
import { act, fireEvent, screen, within } from '@testing-library/react'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { ShopDropdownEvent, SubMenuTile } from '#machines/shop-dropdown/machine'
import { sampleSubMenu } from '#machines/shared/samples'
import { ShopDropdown } from '~/components/shell/ShopDropdown'
import shopDropdownFlow from '#machines/shop-dropdown/index'
import { MOBILE_MAX_WIDTH } from '~/domain/layout'
import { buildFlowModel } from '~/flow-catalog/model'
import { renderShell } from './shell-harness'
import { fakeStore, type Reply } from './store-fake'
import {
  dismissing,
  exactly,
  machineEvents,
  settle,
  testGeneratedPaths,
  whenSettled,
  type ViewBinding,
  expectLogged,
} from './view-runner'

const model = buildFlowModel(shopDropdownFlow)
type Ctx = { tiles: number; loaded: boolean }

const PHONE_WIDTH = 375
const DESKTOP_WIDTH = 1280

/**
 * tests/setup.ts answers width queries once and never reports a change; here the lists are
 * live and hear a resize, as a browser's do, so the production media-query actor runs.
 */
const mediaLists = new Set<{ list: MediaQueryList; listeners: Set<() => void> }>()
function liveMatchMedia(query: string): MediaQueryList {
  const min = /min-width:\s*([\d.]+)px/.exec(query)
  const max = /max-width:\s*([\d.]+)px/.exec(query)
  const listeners = new Set<() => void>()
  const list = {
    get matches() {
      const width = window.innerWidth
      return (
        (!min || width >= Number(min[1])) && (!max || width <= Number(max[1])) && !!(min || max)
      )
    },
    media: query,
    onchange: null,
    addEventListener: (_type: string, listener: () => void) => void listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => void listeners.delete(listener),
    addListener: (listener: () => void) => void listeners.add(listener),
    removeListener: (listener: () => void) => void listeners.delete(listener),
    dispatchEvent: () => false,
  } as unknown as MediaQueryList
  mediaLists.add({ list, listeners })
  return list
}
/** The window resized: every width query whose answer flips tells its listeners. */
function resizeTo(width: number) {
  const before = [...mediaLists].map((m) => m.list.matches)
  act(() => {
    window.innerWidth = width
    ;[...mediaLists].forEach((m, i) => {
      if (m.list.matches !== before[i]) for (const listener of m.listeners) listener()
    })
  })
}
const isDesktop = () => window.innerWidth > MOBILE_MAX_WIDTH

const SUB_MENU = 'GET /rest/auth/fetch-sub-menu'

interface C {
  /** The store, faked at HTTP: the sub-menu read waits for the path's answer. */
  store: ReturnType<typeof fakeStore>
  /** Sub-menu reads the store has answered. */
  answered: number
  navigate: (to: string) => Promise<void>
}

/** The tiles as the store sends them (a bare array, shell spec §7). */
const wireTiles = (tiles: SubMenuTile[]) =>
  tiles.map((t) => ({
    submenu_label: t.label,
    submenu_url: t.url,
    submenu_image: t.image,
    submenu_image_alt: t.imageAlt,
  }))

const subMenuReads = (c: C) => c.store.seen.filter((r) => r.path === '/rest/auth/fetch-sub-menu')

async function answer(c: C, reply: Reply) {
  await c.store.answer(SUB_MENU, reply)
  c.answered++
}

/** The store's tiles for the dropdown's read waiting on it. */
const answerTiles = (c: C, tiles: SubMenuTile[]) => answer(c, { json: wireTiles(tiles) })

/**
 * The ways a sub-menu read fails (shell §8, 12201.01: not ok, or not a list), by turns across
 * the file's paths; a network failure is logged under the same code.
 */
const failures: Reply[] = [
  { status: 500, json: { message: 'Server Error' } },
  { json: { status: 'Success', data: [] } },
  { network: true },
]
let failuresSent = 0

const shopButton = () => screen.getByRole('button', { name: 'Shop' })
const panel = () => document.getElementById(shopButton().getAttribute('aria-controls')!)!
const tileNames = () =>
  within(panel())
    .getAllByRole('link')
    .map((a) => a.textContent)
const carousel = () => within(panel()).queryByRole('region', { name: 'Shop by category' })
const grid = () => within(panel()).queryByRole('list', { name: 'Shop by category' })

const binding: ViewBinding<C> = {
  async setup() {
    const store = fakeStore({ [SUB_MENU]: 'hold' })
    const { navigate } = await renderShell(() => (
      <ul>
        <ShopDropdown label="Shop" />
      </ul>
    ))
    return { store, answered: 0, navigate }
  },
  async teardown(c) {
    // A read still out is answered: nothing is left waiting on the store's deadline.
    if (c.store.waiting(SUB_MENU)) await answerTiles(c, [])
  },
  states: {
    'shop-dropdown.closed': () => {
      expect(shopButton()).toHaveAttribute('aria-expanded', 'false')
      expect(panel()).not.toBeVisible()
    },
    'shop-dropdown.open': () => {
      expect(shopButton()).toHaveAttribute('aria-expanded', 'true')
      expect(panel()).toBeVisible()
    },
    'shop-dropdown.open.loading': async (c) => {
      // The real actor's read is out, held by the store: one for this loading, a plain GET.
      await whenSettled(() => expect(c.store.waiting(SUB_MENU)).toBe(1))
      const reads = subMenuReads(c)
      expect(reads).toHaveLength(c.answered + 1)
      expect(reads.at(-1)).toEqual({
        method: 'GET',
        path: '/rest/auth/fetch-sub-menu',
        body: undefined,
      })
      expect(within(panel()).getByRole('status')).toHaveTextContent(exactly('Loading categories…'))
      expect(panel()).toHaveAttribute('aria-busy', 'true')
    },
    'shop-dropdown.open.shown': async (_c, context) => {
      const ctx = context as Ctx
      const count = ctx.tiles + 2
      // Whole Home first, then the fetched tiles, then Bundles.
      const names = tileNames()
      expect(names).toHaveLength(count)
      expect(names[0]).toBe('Whole Home')
      expect(names.at(-1)).toBe('Bundles')
      expect(within(panel()).getByRole('link', { name: 'Whole Home' })).toHaveAttribute(
        'href',
        '/products',
      )
      expect(within(panel()).getByRole('link', { name: 'Bundles' })).toHaveAttribute(
        'href',
        '/products/category/starter-kits',
      )
      expect(within(panel()).queryByText('Something went wrong')).toBeNull()
      expect(panel()).toHaveAttribute('aria-busy', 'false')
      if (isDesktop() && count > 4) {
        // On desktop over 4 tiles: a carousel (its code loads on demand) with arrows.
        const region = await whenSettled(() => {
          const region = carousel()
          expect(region).not.toBeNull()
          return region!
        })
        expect(region).toHaveAttribute('aria-roledescription', 'carousel')
        expect(within(region).getAllByRole('link')).toHaveLength(count)
        expect(within(region).getByRole('button', { name: 'Previous categories' })).toBeVisible()
        expect(within(region).getByRole('button', { name: 'Next categories' })).toBeVisible()
        expect(grid()).toBeNull()
      } else {
        expect(carousel()).toBeNull()
        expect(within(grid()!).getAllByRole('link')).toHaveLength(count)
        expect(within(panel()).queryByRole('button', { name: /categories$/ })).toBeNull()
      }
    },
    'shop-dropdown.open.failed': () => {
      expect(within(panel()).getByRole('alert')).toHaveTextContent(exactly('Something went wrong'))
      expect(within(panel()).queryAllByRole('link')).toHaveLength(0)
      expect(carousel()).toBeNull()
    },
  },
  observe: () => {
    const open = shopButton().getAttribute('aria-expanded') === 'true'
    return {
      open,
      failed: open && within(panel()).queryByRole('alert') !== null,
      shown: open && within(panel()).queryAllByRole('link').length > 0,
    }
  },
  events: machineEvents<ShopDropdownEvent, C>({
    'shop.toggled': () => {
      fireEvent.click(shopButton())
    },
    'shop.closed': dismissing(shopButton),
    'shop.routeChanged': (c) => c.navigate('/elsewhere'),
    // The window crosses the desktop width (an unchanged answer is no change to hear).
    'shop.widthChanged': (_c, e) => {
      resizeTo(e.matches ? DESKTOP_WIDTH : PHONE_WIDTH)
      expect(isDesktop()).toBe(e.matches)
    },
  }),
}
binding.events['xstate.done.actor.fetchSubMenu'] = async (c, e) => {
  await answerTiles(c as C, e.output as SubMenuTile[])
}
// The sample error is any failure (the machine reads none of it): the store's failures by turns.
binding.events['xstate.error.actor.fetchSubMenu'] = async (c) => {
  const reply = failures[failuresSent++ % failures.length]!
  await expectLogged(['12201.01'], () => answer(c as C, reply))
}

const original = window.matchMedia
beforeAll(async () => {
  window.matchMedia = liveMatchMedia
  // The carousel's code, loaded on demand, is ready when a check waits for it.
  await import('~/components/carousel/Carousel')
})
afterAll(() => {
  window.matchMedia = original
})
beforeEach(() => {
  mediaLists.clear()
  window.innerWidth = PHONE_WIDTH
})

describe('shop dropdown view', () => {
  testGeneratedPaths(model, binding)

  it('loads the tiles once: reopening shows them without another call', async () => {
    const c = await binding.setup({})
    fireEvent.click(shopButton())
    await whenSettled(() => expect(c.store.waiting(SUB_MENU)).toBe(1))
    await answerTiles(c, [])
    fireEvent.click(shopButton())
    fireEvent.click(shopButton())
    await settle()
    expect(subMenuReads(c)).toHaveLength(1)
    expect(tileNames()).toEqual(['Whole Home', 'Bundles'])
  })

  it('reads the width as it opens: a desktop window shows 6 tiles as a carousel, 4 as a grid [Shell §2.18]', async () => {
    window.innerWidth = DESKTOP_WIDTH
    const c = await binding.setup({})
    fireEvent.click(shopButton())
    await whenSettled(() => expect(c.store.waiting(SUB_MENU)).toBe(1))
    await answerTiles(c, sampleSubMenu)
    await whenSettled(() => expect(carousel()).not.toBeNull())
    expect(grid()).toBeNull()
    // Closed, narrowed (nothing listens while closed) and opened again: a grid.
    fireEvent.click(shopButton())
    resizeTo(PHONE_WIDTH)
    fireEvent.click(shopButton())
    expect(carousel()).toBeNull()
    expect(grid()).not.toBeNull()
  })

  it('on desktop, Whole Home, 2 tiles and Bundles stay a grid [Shell §2.17, §2.18]', async () => {
    window.innerWidth = DESKTOP_WIDTH
    const c = await binding.setup({})
    fireEvent.click(shopButton())
    await whenSettled(() => expect(c.store.waiting(SUB_MENU)).toBe(1))
    await answerTiles(c, sampleSubMenu.slice(0, 2))
    await settle()
    expect(carousel()).toBeNull()
    expect(
      within(grid()!)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Whole Home', 'Laundry', 'Dish', 'Bundles'])
  })

  // The window's width, the tiles shown (Whole Home, the store's, Bundles) and what shows them.
  it.each([
    [767.98, 6, 'a grid'],
    [767.99, 6, 'a carousel'],
    [1280, 4, 'a grid'],
    [1280, 5, 'a carousel'],
  ])(
    'at %f px wide, %i tiles are %s: a carousel only over 767.98 px with more than 4 [Shell §2.18, §9.10]',
    async (width, tiles, shownAs) => {
      window.innerWidth = width
      const c = await binding.setup({})
      fireEvent.click(shopButton())
      await whenSettled(() => expect(c.store.waiting(SUB_MENU)).toBe(1))
      const fetched = Array.from({ length: tiles - 2 }, (_, i) => ({
        ...sampleSubMenu[i % sampleSubMenu.length]!,
        label: `Tile ${i + 1}`,
        url: `/products/category/tile-${i + 1}`,
      }))
      await answerTiles(c, fetched)
      await whenSettled(() => expect(tileNames()).toHaveLength(tiles))
      if (shownAs === 'a carousel') {
        await whenSettled(() => expect(carousel()).not.toBeNull())
        expect(grid()).toBeNull()
      } else {
        await settle()
        expect(carousel()).toBeNull()
        expect(grid()).not.toBeNull()
      }
      expect(tileNames().at(0)).toBe('Whole Home')
      expect(tileNames().at(-1)).toBe('Bundles')
    },
  )

  it('a press inside the dropdown keeps it open; Escape closes it and returns focus to Shop', async () => {
    const c = await binding.setup({})
    fireEvent.click(shopButton())
    await whenSettled(() => expect(c.store.waiting(SUB_MENU)).toBe(1))
    await answerTiles(c, [])
    fireEvent.pointerDown(within(panel()).getByRole('link', { name: 'Whole Home' }))
    expect(shopButton()).toHaveAttribute('aria-expanded', 'true')
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(shopButton()).toHaveAttribute('aria-expanded', 'false')
    expect(shopButton()).toHaveFocus()
  })
})
