// @vitest-environment jsdom
/**
 * Generated paths of the cart drawer machine on the header's cart button and drawer: each
 * opening reloads the cart, an add elsewhere opens it (sendToFlow, as the product box's
 * wiring does), a failure says so with Try again; it is a modal dialog that Close cart, Escape
 * and the backdrop close, and a navigation closes it (the routeChanges actor).
 * The cart loads through the production `loadCart` actor (machines/cart-drawer/actors.ts: the
 * shared cart query, src/api/cart/read.ts, with the visitor's session from src/api/visitor/session.ts);
 * only the network is faked, at HTTP, by the store fake: the session helper answers at once,
 * POST /rest/auth/cart is held, and the path's outcome is the store's answer (the cart in the
 * store's envelope; a failure by turns an HTTP 500, a network failure, an envelope without
 * data), each failure with exactly the log line the client writes (11304.01).
 */
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import type { CartDrawerEvent } from '#machines/cart-drawer/machine'
import { CartDrawer } from '~/components/shell/CartDrawer'
import cartDrawerFlow from '#machines/cart-drawer/index'
import { buildFlowModel } from '~/flow-catalog/model'
import { sendToFlow } from '~/flow-wiring/wiring'
import type { Cart } from '~/api/cart/add'
import { emptyCart, renderShell, seededQueryClient, twoItemCart } from './shell-harness'
import { fakeStore, type Reply } from './store-fake'
import {
  exactly,
  machineEvents,
  NotOnPage,
  testGeneratedPaths,
  whenSettled,
  type ViewBinding,
  expectLogged,
} from './view-runner'

const model = buildFlowModel(cartDrawerFlow)
const CART = 'POST /rest/auth/cart'

interface C {
  /** The store, faked at HTTP: the cart read waits for the path's answer. */
  store: ReturnType<typeof fakeStore>
  navigate: (to: string) => Promise<void>
  /** The drawer has been opened (closing then returns focus to the cart button). */
  opened: boolean
  /** Cart reads sent before the latest opening, add or retry. */
  loadsBefore: number
  /** A read was still out then (closed before its answer): the new loading waits on it. */
  outBefore: boolean
  /** cart.closed alternates between Close cart, Escape and a press on the backdrop. */
}

/** The cart as the store sends it (catalogue §3, in the store's envelope). */
function cartAnswer(cart: Cart): Reply {
  return {
    json: {
      status: 'Success',
      data: {
        items: cart.items.map((i) => ({
          id: i.id,
          base_price: i.basePrice,
          price: i.price,
          quantity: i.quantity,
          offer_id: i.offerId,
          billing_model_id: i.frequencyCode,
          subscribe: i.subscribe ? 1 : 0,
          product: {
            id: i.productId,
            name: i.name,
            price: i.basePrice,
            image_path: i.image,
            thumbnail: { alt_text: i.imageAlt },
          },
        })),
        success: cart.success,
        message: cart.message,
        toss_products: cart.tossProducts,
        discount_total: cart.discountTotal,
        subtotal: cart.subtotal,
        tier_slab: cart.tierSlab,
        sub_header_text: cart.subHeaderText,
        total_subscription_items: cart.totalSubscriptionItems,
      },
    },
  }
}

const cartReads = (c: C) => c.store.seen.filter((r) => r.path === '/rest/auth/cart')

/** A new loading starts (an opening, an add or a retry): what the store was asked so far. */
function loadStarts(c: C) {
  c.loadsBefore = cartReads(c).length
  c.outBefore = c.store.waiting(CART) > 0
}

/**
 * The ways the cart read fails (11304.01: "Failed to load your cart"), by turns across the
 * file's paths: the store's error status, no answer at all, an envelope without its data.
 */
const failures: Reply[] = [
  { status: 500, json: { message: 'Server Error' } },
  { network: true },
  { json: { status: 'Success', message: 'No cart' } },
]
let failuresSent = 0

const cartButton = () => screen.getByRole('button', { name: 'Cart, 3 items' })
const drawer = () => document.querySelector('dialog')!

/** Closes so far in this file: each picks the next way to close. */
let closeTurns = 0

const binding: ViewBinding<C> = {
  async setup() {
    const store = fakeStore({ [CART]: 'hold' })
    const { navigate } = await renderShell(() => <CartDrawer />, {
      queryClient: seededQueryClient(twoItemCart),
    })
    return { store, navigate, opened: false, loadsBefore: 0, outBefore: false }
  },
  async teardown(c) {
    // A read still out is answered: nothing is left waiting on the store's deadline.
    while (c.store.waiting(CART)) await c.store.answer(CART, cartAnswer(twoItemCart))
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
    'cart-drawer.open.loading': async (c) => {
      // The last known cart stays on screen, marked busy, while it reloads.
      expect(drawer()).toHaveAttribute('aria-busy', 'true')
      expect(drawer().querySelector('[aria-busy="true"]')).not.toBeNull()
      expect(within(drawer()).queryByRole('alert')).toBeNull()
      // The real actor's read is out, held by the store: one since the opening, add or retry
      // that started it (or, when the drawer closed before the last one's answer, that one).
      await whenSettled(() => expect(c.store.waiting(CART)).toBe(1))
      const reads = cartReads(c)
      expect(reads).toHaveLength(c.loadsBefore + (c.outBefore ? 0 : 1))
      expect(reads.at(-1)).toEqual({
        method: 'POST',
        path: '/rest/auth/cart',
        body: { session_id: 'session-1' },
      })
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
      expect(drawer()).toHaveAttribute('aria-busy', 'false')
    },
    'cart-drawer.open.failed': () => {
      expect(drawer()).toHaveAttribute('aria-busy', 'false')
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
        if (!ignored) loadStarts(c)
        fireEvent.click(cartButton())
        if (ignored) return
        c.opened = true
        await within(drawer()).findByRole('heading', { name: 'Your Cart' })
      },
      'cart.closed': (c, _e, { ignored }) => {
        if (!drawer().open) throw new NotOnPage('the drawer is closed: nothing closes it')
        // Close cart, Escape (the dialog's cancel event) or a press on the backdrop, by turns
        // over the whole file (per path, most paths would only ever press Close cart).
        const way = closeTurns++ % 3
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
        loadStarts(c)
        c.opened = true
        act(() => sendToFlow('cart-drawer', { type: 'cart.itemAdded' }))
        await within(drawer()).findByRole('heading', { name: 'Your Cart' })
      },
      'cart.retried': (c, _e, { ignored }) => {
        if (!ignored) loadStarts(c)
        fireEvent.click(within(drawer()).getByRole('button', { name: 'Try again' }))
      },
      'cart.routeChanged': (c) => c.navigate('/elsewhere'),
    }),
    // The store's cart: what the drawer then shows is what it read.
    'xstate.done.actor.loadCart': async (c) => {
      await c.store.answer(CART, cartAnswer(twoItemCart))
    },
    // The sample error is any failure (the machine reads none of it): the store's by turns.
    'xstate.error.actor.loadCart': async (c) => {
      const reply = failures[failuresSent++ % failures.length]!
      await expectLogged(['11304.01'], () => c.store.answer(CART, reply))
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
  fakeStore({ [CART]: cartAnswer(emptyCart) })
  await renderShell(() => <CartDrawer />)
  fireEvent.click(screen.getByRole('button', { name: 'Cart, 0 items' }))
  await within(drawer()).findByRole('button', { name: 'Close cart' }, { timeout: 3000 })
  cleanup()
})

describe('cart drawer view', () => {
  testGeneratedPaths(model, binding)
  it("a press closes the drawer only outside its box, and only a pointer's press", async () => {
    const c = await binding.setup({})
    const open = async () => {
      fireEvent.click(cartButton())
      await whenSettled(() => expect(c.store.waiting(CART)).toBe(1))
      await c.store.answer(CART, cartAnswer(twoItemCart))
      expect(drawer().open).toBe(true)
    }
    await open()
    // The drawer's box, as a browser lays it out: 300 px wide, 700 px high.
    const box = { left: 100, right: 400, top: 50, bottom: 750 }
    drawer().getBoundingClientRect = () =>
      ({ ...box, x: 100, y: 50, width: 300, height: 700 }) as DOMRect
    const press = (clientX: number, clientY: number, detail = 1, target: Element = drawer()) =>
      fireEvent.click(target, { clientX, clientY, detail })
    // On its edges and inside: still open. A keyboard's click (detail 0) or a press on
    // something in it: still open.
    for (const [x, y] of [
      [100, 300],
      [400, 300],
      [200, 50],
      [200, 750],
      [250, 400],
    ] as const) {
      press(x, y)
      expect(drawer().open, `a press at ${x}, ${y}`).toBe(true)
    }
    press(20, 300, 0)
    press(20, 300, 1, within(drawer()).getByRole('heading', { name: 'Your Cart' }))
    expect(drawer().open).toBe(true)
    // Just outside each side: closed, and opened again for the next.
    for (const [x, y] of [
      [99, 300],
      [401, 300],
      [200, 49],
      [200, 751],
    ] as const) {
      press(x, y)
      expect(drawer().open, `a press at ${x}, ${y}`).toBe(false)
      await open()
    }
    // The browser closing the dialog itself (a close request it did not ask to cancel).
    act(() => drawer().close())
    expect(cartButton()).toHaveAttribute('aria-expanded', 'false')
    await binding.teardown!(c)
  })

  it('an empty cart says so and offers to keep shopping', async () => {
    const store = fakeStore({ [CART]: 'hold' })
    await renderShell(() => <CartDrawer />)
    fireEvent.click(screen.getByRole('button', { name: 'Cart, 0 items' }))
    await whenSettled(() => expect(store.waiting(CART)).toBe(1))
    await store.answer(CART, cartAnswer(emptyCart))
    await within(drawer()).findByText('Your cart is empty.')
    expect(within(drawer()).getByText('Your cart is empty.')).toBeInTheDocument()
    expect(within(drawer()).getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
      'href',
      '/products',
    )
  })
})
