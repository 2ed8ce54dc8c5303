// @vitest-environment jsdom
/**
 * Generated paths of the cart drawer machine on the header's cart button and drawer: each
 * opening reloads the cart (held), an add elsewhere opens it (sendToFlow, as the product box's
 * wiring does), a failure says so with Try again; it is a modal dialog that Close cart, Escape
 * and the backdrop close, and a navigation closes it (the routeChanges actor).
 */
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import type { CartDrawerEvent } from '#machines/cart-drawer/machine'
import { CartDrawer } from '~/components/shell/CartDrawer'
import cartDrawerFlow from '#machines/cart-drawer/index'
import { buildFlowModel } from '~/flow-catalog/model'
import { sendToFlow } from '~/flow-wiring/wiring'
import { renderShell, seededQueryClient, twoItemCart } from './shell-harness'
import {
  exactly,
  heldActor,
  machineEvents,
  NotOnPage,
  testGeneratedPaths,
  whenSettled,
  type ViewBinding,
} from './view-runner'

const model = buildFlowModel(cartDrawerFlow)

interface C {
  load: ReturnType<typeof heldActor<void>>
  navigate: (to: string) => Promise<void>
  /** The drawer has been opened (closing then returns focus to the cart button). */
  opened: boolean
  /** Cart loads asked for before the latest opening, add or retry. */
  loadsBefore: number
  /** cart.closed alternates between Close cart, Escape and a press on the backdrop. */
  closes: number
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
    return { load, navigate, opened: false, loadsBefore: 0, closes: 0 }
  },
  states: {
    'cart-drawer.closed': (c) => {
      expect(drawer().open).toBe(false)
      expect(screen.queryByRole('dialog')).toBeNull()
      expect(cartButton()).toHaveAttribute('aria-expanded', 'false')
      if (c.opened) expect(cartButton()).toHaveFocus()
    },
    'cart-drawer.open': async () => {
      // The modal dialog (the showDialog actor) is shown, named by its heading.
      expect(drawer().open).toBe(true)
      expect(screen.getByRole('dialog', { name: 'Your Cart' })).toBe(drawer())
      expect(cartButton()).toHaveAttribute('aria-expanded', 'true')
      expect(within(drawer()).getByRole('heading', { name: 'Your Cart' })).toBeInTheDocument()
      expect(within(drawer()).getByRole('button', { name: 'Close cart' })).toBeInTheDocument()
      // Focus goes into the drawer once it shows.
      await whenSettled(() =>
        expect(drawer()).toContainElement(document.activeElement as HTMLElement),
      )
    },
    'cart-drawer.open.loading': (c) => {
      // The last known cart stays on screen, marked busy, while it reloads.
      expect(drawer().querySelector('[aria-busy="true"]')).not.toBeNull()
      expect(within(drawer()).queryByRole('alert')).toBeNull()
      // One load since the opening, add or retry that started it.
      expect(c.load.calls).toHaveLength(c.loadsBefore + 1)
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
      'cart.opened': async (c, _e, { ignored }) => {
        if (!ignored) c.loadsBefore = c.load.calls.length
        fireEvent.click(cartButton())
        if (ignored) return
        c.opened = true
        await within(drawer()).findByRole('heading', { name: 'Your Cart' })
      },
      'cart.closed': (c, _e, { ignored }) => {
        if (!drawer().open) throw new NotOnPage('the drawer is closed: nothing closes it')
        // Close cart, Escape (the dialog's cancel event) or a press on the backdrop, by turns.
        const way = c.closes++ % 3
        if (way === 0) fireEvent.click(within(drawer()).getByRole('button', { name: 'Close cart' }))
        else if (way === 1) {
          const notPrevented = fireEvent(drawer(), new Event('cancel', { cancelable: true }))
          expect(notPrevented, 'the browser closing the dialog itself is prevented').toBe(false)
        } else
          // A real press (detail 1) outside the drawer's box (jsdom lays nothing out: 0×0).
          fireEvent.click(drawer(), { clientX: 10, clientY: 10, detail: 1 })
        if (!ignored) expect(drawer().open).toBe(false)
      },
      // What the product box's wiring tells the drawer after an add
      // (machines/product-purchase/actors.ts).
      'cart.itemAdded': async (c) => {
        c.loadsBefore = c.load.calls.length
        c.opened = true
        act(() => sendToFlow('cart-drawer', { type: 'cart.itemAdded' }))
        await within(drawer()).findByRole('heading', { name: 'Your Cart' })
      },
      'cart.retried': (c, _e, { ignored }) => {
        if (!ignored) c.loadsBefore = c.load.calls.length
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

/**
 * The drawer's contents are a lazy chunk, revealed by React some 300 ms after they arrive the
 * first time. A browser's showModal focuses the dialog itself meanwhile; jsdom's stand-in
 * focuses nothing, and the dialog actor's focus (one frame after it shows) finds no control.
 * So the chunk is revealed once before the replays: every replay opens a drawer whose contents
 * render at once, as every opening after the first does in the browser.
 */
beforeAll(async () => {
  const load = heldActor<void>()
  await renderShell(() => <CartDrawer />, {
    overrides: { 'cart-drawer': { actors: { loadCart: load.logic } } },
  })
  fireEvent.click(screen.getByRole('button', { name: 'Cart, 0 items' }))
  await within(drawer()).findByRole('button', { name: 'Close cart' }, { timeout: 3000 })
  cleanup()
})

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
