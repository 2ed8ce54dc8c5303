// @vitest-environment jsdom
/**
 * Generated paths of the drag-scroll machine on the category bar: mouse down starts a drag,
 * moving scrolls the strip, mouse up or leaving ends it; a real drag never follows a link.
 */
import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { AnyEventObject } from 'xstate'
import { CategoryBar } from '~/components/shell/CategoryBar'
import { ScrollStrip } from '~/components/shell/ScrollStrip'
import { shellKeys } from '~/api/shell'
import dragScrollFlow from '#machines/drag-scroll/index'
import { buildFlowModel } from '~/flow-catalog/model'
import { renderShell, seededQueryClient } from './shell-harness'
import { testGeneratedPaths, type ViewBinding } from './view-runner'

const model = buildFlowModel(dragScrollFlow)

const tiles = ['Laundry', 'Dish', 'Bathroom'].map((label) => ({
  label,
  url: `/products/category/${label.toLowerCase()}`,
  image: '',
  imageAlt: label,
}))

function client() {
  const queryClient = seededQueryClient()
  queryClient.setQueryData(shellKeys.subMenu, tiles)
  return queryClient
}

interface C {
  router: Awaited<ReturnType<typeof renderShell>>['router']
  scrolls: number[]
}

const bar = () => screen.getByRole('navigation', { name: 'Product categories' })
const strip = () => within(bar()).getByRole('list')

const binding: ViewBinding<C> = {
  async setup() {
    const { router } = await renderShell(() => <CategoryBar />, {
      queryClient: client(),
      path: '/products',
    })
    const scrolls: number[] = []
    // jsdom does not scroll: record what the strip is asked to scroll to.
    Object.defineProperty(strip(), 'scrollLeft', {
      get: () => scrolls.at(-1) ?? 0,
      set: (v: number) => scrolls.push(v),
    })
    return { router, scrolls }
  },
  states: {
    'drag-scroll.idle': () => {
      expect(strip()).not.toHaveAttribute('data-dragging')
    },
    'drag-scroll.dragging': () => {
      expect(strip()).toHaveAttribute('data-dragging')
    },
  },
  events: {
    'drag.started': (_c, e) => {
      const { x } = e as AnyEventObject & { x: number }
      fireEvent.mouseDown(strip(), { clientX: x, button: 0 })
    },
    'drag.moved': (c, e, { ignored }) => {
      const { x } = e as AnyEventObject & { x: number }
      const before = c.scrolls.length
      fireEvent.mouseMove(strip(), { clientX: x })
      // Dragged 100 px left from scroll position 0: the strip scrolls 100 px right; a move
      // with no drag under way scrolls nothing.
      if (ignored) expect(c.scrolls).toHaveLength(before)
      else expect(c.scrolls.at(-1)).toBe(100)
    },
    'drag.ended': () => {
      fireEvent.mouseUp(strip())
    },
  },
}

describe('category bar drag view', () => {
  testGeneratedPaths(model, binding)

  it('"Shop All" plus the sub-menu labels; the pill of the path is current [Shell §2.36, §2.37]', async () => {
    const { navigate } = await renderShell(() => <CategoryBar />, {
      queryClient: client(),
      path: '/products/category/laundry',
    })
    const links = within(bar()).getAllByRole('link')
    expect(links.map((l) => l.textContent)).toEqual(['Shop All', 'Laundry', 'Dish', 'Bathroom'])
    expect(within(bar()).getByRole('link', { name: 'Laundry' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await navigate('/products')
    expect(within(bar()).getByRole('link', { name: 'Shop All' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(within(bar()).getByRole('link', { name: 'Laundry' })).not.toHaveAttribute('aria-current')
  })

  it('the click that ends a drag does not follow the link; a plain click does', async () => {
    const c = await binding.setup({})
    const dish = within(bar()).getByRole('link', { name: 'Dish' })
    fireEvent.mouseDown(strip(), { clientX: 300, button: 0 })
    // While dragging, a move is the drag's (no text is selected); without a drag it is not.
    expect(fireEvent.mouseMove(strip(), { clientX: 200 })).toBe(false)
    fireEvent.mouseUp(strip())
    expect(fireEvent.mouseMove(strip(), { clientX: 250 })).toBe(true)
    // The click that ends the drag never reaches the link. (A mouse click reports its click
    // count in `detail`.)
    const reached = vi.fn()
    dish.addEventListener('click', reached)
    expect(fireEvent.click(dish, { detail: 1 })).toBe(false)
    expect(reached).not.toHaveBeenCalled()
    expect(c.router.state.location.pathname).toBe('/products')
    fireEvent.mouseDown(strip(), { clientX: 300, button: 0 })
    fireEvent.mouseUp(strip())
    fireEvent.click(dish, { detail: 1 })
    await screen.findByText('page /products/category/dish')
  })

  it('after a drag, keyboard activation (click with detail 0) still follows the link', async () => {
    const c = await binding.setup({})
    fireEvent.mouseDown(strip(), { clientX: 300, button: 0 })
    fireEvent.mouseMove(strip(), { clientX: 200 })
    fireEvent.mouseUp(strip())
    fireEvent.click(within(bar()).getByRole('link', { name: 'Bathroom' }), { detail: 0 })
    await vi.waitFor(() => expect(c.router.state.location.pathname).not.toBe('/products'))
  })

  it('centres the current pill, and again when the path moves it [Shell §2.37]', async () => {
    // jsdom has no layout: each pill is 80 px wide at 100 px steps in a 300 px strip.
    const lefts: Record<string, number> = { 'Shop All': 0, Laundry: 100, Dish: 200, Bathroom: 300 }
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
      if (this.tagName === 'UL') scrolled.push(left)
    })
    const { navigate } = await renderShell(() => <CategoryBar />, {
      queryClient: client(),
      path: '/products/category/dish',
    })
    // Centred: the pill's left edge less half the room the strip has around it.
    expect(scrolled).toEqual([200 - (300 - 80) / 2])
    await navigate('/products/category/bathroom')
    expect(scrolled).toEqual([90, 300 - 110])
    // A path with no pill of its own moves nothing.
    await navigate('/products/category/garden')
    expect(scrolled).toEqual([90, 190])
    expect(within(bar()).queryByRole('link', { current: 'page' })).toBeNull()
  })

  it("a kit's page shows its category's pill as current, and that pill alone", async () => {
    const queryClient = client()
    queryClient.setQueryData(shellKeys.subMenu, [
      ...tiles,
      { label: 'Starter Kits', url: '/products/category/starter-kits', image: '', imageAlt: '' },
    ])
    await renderShell(() => <CategoryBar />, {
      queryClient,
      path: '/products/category/starter-kits/laundry-starter-kit',
    })
    const current = within(bar()).getAllByRole('link', { current: 'page' })
    expect(current.map((l) => l.textContent)).toEqual(['Starter Kits'])
  })

  it('the pills drag-scroll: a drag 100 px left scrolls the strip 100 px, then stops with the mouse [Shell §2.36]', async () => {
    const c = await binding.setup({})
    expect(
      within(bar())
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Shop All', 'Laundry', 'Dish', 'Bathroom'])
    fireEvent.mouseDown(strip(), { clientX: 300, button: 0 })
    fireEvent.mouseMove(strip(), { clientX: 250 })
    fireEvent.mouseMove(strip(), { clientX: 200 })
    expect(c.scrolls.at(-1)).toBe(100)
    fireEvent.mouseUp(strip())
    const done = c.scrolls.length
    fireEvent.mouseMove(strip(), { clientX: 100 })
    expect(c.scrolls).toHaveLength(done)
  })

  it('a mouse drag scrolls the strip: no pill starts a drag of its own link', async () => {
    await binding.setup({})
    for (const link of within(bar()).getAllByRole('link'))
      expect(link).toHaveAttribute('draggable', 'false')
  })

  it('a drag that outlives its strip scrolls nothing and breaks nothing', async () => {
    const c = await binding.setup({})
    fireEvent.mouseDown(strip(), { clientX: 300, button: 0 })
    // The strip the machine was told to move is no longer the page's (its id gone with it).
    const id = strip().id
    strip().removeAttribute('id')
    expect(document.getElementById(id)).toBeNull()
    fireEvent.mouseMove(strip(), { clientX: 200 })
    fireEvent.mouseUp(strip())
    expect(c.scrolls).toEqual([])
    expect(strip()).not.toHaveAttribute('data-dragging')
  })

  it('is not shown outside /products', async () => {
    await renderShell(() => <CategoryBar />, { queryClient: client(), path: '/blog' })
    expect(screen.queryByRole('navigation', { name: 'Product categories' })).toBeNull()
  })

  it('the bottom menu: a drag begins on mouse down, scrolls on move, and ends on mouse up or on leaving [Catalogue §4.8]', async () => {
    const links = ['Laundry', 'Dish', 'Bathroom'].map((label) => ({
      label,
      url: `/${label.toLowerCase()}`,
      active: false,
    }))
    await renderShell(() => <ScrollStrip label="Header Menu" variant="menu" links={links} />)
    const menu = within(screen.getByRole('navigation', { name: 'Header Menu' })).getByRole('list')
    const scrolls: number[] = []
    Object.defineProperty(menu, 'scrollLeft', {
      get: () => scrolls.at(-1) ?? 0,
      set: (v: number) => scrolls.push(v),
    })
    // No drag yet: a move scrolls nothing.
    fireEvent.mouseMove(menu, { clientX: 100 })
    expect(scrolls).toEqual([])
    for (const end of [() => fireEvent.mouseUp(menu), () => fireEvent.mouseLeave(menu)]) {
      scrolls.length = 0
      fireEvent.mouseDown(menu, { clientX: 300, button: 0 })
      expect(menu).toHaveAttribute('data-dragging')
      fireEvent.mouseMove(menu, { clientX: 240 })
      expect(scrolls.at(-1)).toBe(60)
      end()
      expect(menu).not.toHaveAttribute('data-dragging')
      const before = scrolls.length
      fireEvent.mouseMove(menu, { clientX: 100 })
      expect(scrolls).toHaveLength(before)
    }
  })
})
