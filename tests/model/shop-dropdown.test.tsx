// @vitest-environment jsdom
/**
 * Generated paths of the Shop dropdown machine on the header's Shop entry: tiles load on
 * first open (held), "Something went wrong" replaces them on failure, navigation closes it.
 */
import { act, fireEvent, screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { SubMenuTile } from '#machines/shop-dropdown/machine'
import { ShopDropdown } from '~/components/shell/ShopDropdown'
import shopDropdownFlow from '#machines/shop-dropdown/index'
import { buildFlowModel } from '~/flow-catalog/model'
import { renderShell } from './shell-harness'
import { heldActor, testGeneratedPaths, type ViewBinding, exactly } from './view-runner'

const model = buildFlowModel(shopDropdownFlow)
type Ctx = { tiles: number; loaded: boolean }

interface C {
  fetch: ReturnType<typeof heldActor<SubMenuTile[]>>
  navigate: (to: string) => Promise<void>
}

const shopButton = () => screen.getByRole('button', { name: 'Shop' })
const panel = () => document.getElementById(shopButton().getAttribute('aria-controls')!)!

const binding: ViewBinding<C> = {
  async setup() {
    const fetch = heldActor<SubMenuTile[]>()
    const { navigate } = await renderShell(
      () => (
        <ul>
          <ShopDropdown label="Shop" />
        </ul>
      ),
      { overrides: { 'shop-dropdown': { actors: { fetchSubMenu: fetch.logic } } } },
    )
    return { fetch, navigate }
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
    'shop-dropdown.open.loading': () => {
      expect(within(panel()).getByRole('status')).toHaveTextContent(exactly('Loading categories…'))
    },
    'shop-dropdown.open.shown': (_c, context) => {
      const ctx = context as Ctx
      const names = within(panel())
        .getAllByRole('link')
        .map((a) => a.textContent)
      // Whole Home first, then the fetched tiles, then Bundles.
      expect(names).toHaveLength(ctx.tiles + 2)
      expect(names[0]).toBe('Whole Home')
      expect(names.at(-1)).toBe('Bundles')
      expect(within(panel()).getByRole('link', { name: 'Bundles' })).toHaveAttribute(
        'href',
        '/products/category/starter-kits',
      )
      expect(within(panel()).queryByText('Something went wrong')).toBeNull()
    },
    'shop-dropdown.open.failed': () => {
      expect(within(panel()).getByRole('alert')).toHaveTextContent(exactly('Something went wrong'))
      expect(within(panel()).queryAllByRole('link')).toHaveLength(0)
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
  events: {
    'shop.toggled': () => {
      fireEvent.click(shopButton())
    },
    'shop.closed': () => {
      fireEvent.keyDown(document, { key: 'Escape' })
    },
    'shop.routeChanged': (c) => c.navigate('/elsewhere'),
    'xstate.done.actor.fetchSubMenu': async (c, e) => {
      await act(async () => c.fetch.resolve(e.output as SubMenuTile[]))
    },
    'xstate.error.actor.fetchSubMenu': async (c, e) => {
      await act(async () => c.fetch.reject(e.error))
    },
  },
}

beforeEach(() => {
  window.innerWidth = 375
})

describe('shop dropdown view', () => {
  testGeneratedPaths(model, binding)
  it('loads the tiles once: reopening shows them without another call', async () => {
    const c = await binding.setup()
    fireEvent.click(shopButton())
    await act(async () => c.fetch.resolve([]))
    fireEvent.click(shopButton())
    fireEvent.click(shopButton())
    expect(c.fetch.calls).toHaveLength(1)
    expect(
      within(panel())
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Whole Home', 'Bundles'])
  })
})
