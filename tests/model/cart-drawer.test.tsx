// @vitest-environment jsdom
/**
 * Generated paths of the cart drawer machine on the header's cart button and drawer: each
 * opening reloads the cart (held), an add opens it, a failure says so with Try again.
 */
import { act, fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { CartDrawerEvent } from '#machines/cart-drawer/machine'
import { CartDrawer } from '~/components/shell/CartDrawer'
import cartDrawerFlow from '#machines/cart-drawer/index'
import { buildFlowModel } from '~/flow-catalog/model'
import { announceCartItemAdded } from '~/lib/cart-events'
import { renderShell, seededQueryClient, twoItemCart } from './shell-harness'
import {
  heldActor,
  machineEvents,
  testGeneratedPaths,
  type ViewBinding,
  exactly,
} from './view-runner'

const model = buildFlowModel(cartDrawerFlow)

interface C {
  load: ReturnType<typeof heldActor<void>>
  navigate: (to: string) => Promise<void>
}

const cartButton = () => screen.getByRole('button', { name: 'Cart, 3 items' })
const drawer = () => document.querySelector('dialog')!

const binding: ViewBinding<C> = {
  async setup() {
    const load = heldActor<void>()
    const { navigate } = await renderShell(() => <CartDrawer />, {
      queryClient: seededQueryClient(twoItemCart),
      overrides: { 'cart-drawer': { actors: { loadCart: load.logic } } },
    })
    return { load, navigate }
  },
  states: {
    'cart-drawer.closed': () => {
      expect(drawer().open).toBe(false)
      expect(cartButton()).toHaveAttribute('aria-expanded', 'false')
    },
    'cart-drawer.open': () => {
      expect(drawer().open).toBe(true)
      expect(within(drawer()).getByRole('heading', { name: 'Your Cart' })).toBeInTheDocument()
      expect(within(drawer()).getByRole('button', { name: 'Close cart' })).toBeInTheDocument()
    },
    'cart-drawer.open.loading': () => {
      // The last known cart stays on screen, marked busy, while it reloads.
      expect(drawer().querySelector('[aria-busy="true"]')).not.toBeNull()
      expect(within(drawer()).queryByRole('alert')).toBeNull()
    },
    'cart-drawer.open.loaded': () => {
      const items = within(drawer()).getByRole('list', { name: 'Items in your cart' })
      expect(within(items).getAllByRole('listitem')).toHaveLength(2)
      expect(within(drawer()).getByText('Laundry Detergent')).toBeInTheDocument()
      expect(within(drawer()).getByText('$43.50')).toBeInTheDocument()
      expect(within(drawer()).getByText('-$3.60')).toBeInTheDocument()
      expect(within(drawer()).getByText('$39.90')).toBeInTheDocument()
      expect(within(drawer()).getByText(/You're saving 10% with free shipping/)).toBeInTheDocument()
      expect(within(drawer()).getByRole('link', { name: 'Checkout' })).toHaveAttribute(
        'href',
        '/checkout',
      )
      expect(drawer().querySelector('[aria-busy="true"]')).toBeNull()
    },
    'cart-drawer.open.failed': () => {
      // The message, word for word, and its one action.
      expect(within(drawer()).getByRole('alert')).toHaveTextContent(
        exactly('Failed to load your cart. Please try again later.Try again'),
      )
      expect(
        within(within(drawer()).getByRole('alert')).getByRole('button', { name: 'Try again' }),
      ).toBeEnabled()
      expect(within(drawer()).queryByRole('link', { name: 'Checkout' })).toBeNull()
    },
  },
  observe: () => {
    const open = drawer().open
    return {
      open,
      panel: !open
        ? null
        : drawer().querySelector('[aria-busy="true"]')
          ? 'loading'
          : within(drawer()).queryByRole('alert')
            ? 'failed'
            : 'loaded',
    }
  },
  events: {
    ...machineEvents<CartDrawerEvent, C>({
      // The drawer's contents load on first opening.
      'cart.opened': async () => {
        fireEvent.click(cartButton())
        await within(drawer()).findByRole('heading', { name: 'Your Cart' })
      },
      'cart.closed': () => {
        fireEvent.click(within(drawer()).getByRole('button', { name: 'Close cart' }))
      },
      'cart.itemAdded': async () => {
        act(() => announceCartItemAdded())
        await within(drawer()).findByRole('heading', { name: 'Your Cart' })
      },
      'cart.retried': () => {
        fireEvent.click(within(drawer()).getByRole('button', { name: 'Try again' }))
      },
      'cart.routeChanged': (c) => c.navigate('/elsewhere'),
    }),
    'xstate.done.actor.loadCart': async (c) => {
      await act(async () => c.load.resolve())
    },
    'xstate.error.actor.loadCart': async (c, e) => {
      await act(async () => c.load.reject(e.error))
    },
  },
}

describe('cart drawer view', () => {
  testGeneratedPaths(model, binding)
  it('an empty cart says so and offers to keep shopping', async () => {
    const load = heldActor<void>()
    await renderShell(() => <CartDrawer />, {
      overrides: { 'cart-drawer': { actors: { loadCart: load.logic } } },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Cart, 0 items' }))
    await act(async () => load.resolve())
    await within(drawer()).findByText('Your cart is empty.')
    expect(within(drawer()).getByText('Your cart is empty.')).toBeInTheDocument()
    expect(within(drawer()).getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
      'href',
      '/products',
    )
  })
})
