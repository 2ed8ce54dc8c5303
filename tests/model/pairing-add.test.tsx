// @vitest-environment jsdom
/**
 * Generated paths of a Perfect Pairings entry's Add button, replayed on the first of two
 * entries (the recommendations seeded in the query client, so nothing is fetched); the other
 * entry must stay ready throughout. The add is the production actor (machines/pairing-add/
 * actors.ts) and its store client (addToCartSimple in src/api/cart/add.ts); only the network is
 * faked, at HTTP (fakeStore): the session helper (POST /rest/auth/session) and the add
 * (POST /rest/auth/cart/add) are held until the path's outcome answers them. A success is the
 * store's `{ success: true }`; the sample "Network error" is a network failure on the add
 * (logged 11301.01 and 12902.01); "no token or session" is the session helper failing, so
 * nothing is sent (logged 10801.01 and 11303.01). What an add's outcome does is the production
 * wiring too: the cart drawer is told through sendToFlow (heard here as the drawer hears it),
 * the toast is `notify` (mocked), analytics is window.dataLayer. One test below still holds the
 * actor itself: it settles two entries' adds out of order, which the store fake's first-in,
 * first-out answers cannot. The machine-level replay and the coverage gate are in
 * coverage.test.ts.
 */
import { act, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AnyEventObject } from 'xstate'
import { PairingAddSkipped, type PairingAddInput } from '#machines/pairing-add/machine'
import pairingAddFlow from '#machines/pairing-add/index'
import { recommendationsQuery } from '~/api/product/pairings'
import { Pairings } from '~/components/product/Pairings'
import { CartDrawer } from '~/components/shell/CartDrawer'
import { buildFlowModel } from '~/flow-catalog/model'
import { registerFlow } from '~/flow-wiring/wiring'
import { notify } from '~/lib/notify'
import { renderShell, seededQueryClient } from './shell-harness'
import { fakeStore, wireSession, type Reply } from './store-fake'
import {
  expectLogged,
  heldActor,
  settle,
  testGeneratedPaths,
  whenSettled,
  type ViewBinding,
} from './view-runner'
import { PAIRINGS } from './pairings-sample'

vi.mock('~/lib/notify', () => ({ notify: vi.fn() }))

const model = buildFlowModel(pairingAddFlow)

const ADD = 'POST /rest/auth/cart/add'
const SESSION = 'POST /rest/auth/session'
/** The visitor's session as the store's session helper answers it (token and session id). */
const VISITOR = wireSession({ authenticated: false, member: null, myBoxCount: 0 })
/** The cart the store has after the add (the drawer reads it as it opens). */
const CART_WITH_ONE = {
  status: 'Success',
  data: {
    items: [
      {
        id: 9,
        price: 7.2,
        quantity: 1,
        subscribe: 0,
        product: { id: 21, name: 'Glass Cleaner', price: 9 },
      },
    ],
    discount_total: 0,
    subtotal: 7.2,
    tier_slab: 0,
    total_subscription_items: 0,
  },
}

interface C {
  /** The store, at HTTP: the session helper and the add wait for the path's answers. */
  store: ReturnType<typeof fakeStore>
  /** Adds the store has answered so far (each press sends one, unless nothing can be sent). */
  answered: number
  /** What the cart drawer was told by the entries' wiring (an add opens it). */
  drawer: AnyEventObject[]
  stop: () => void
}

/**
 * An accessible name's words and punctuation, whatever the spacing at element edges: the button
 * composes its name from its parts (or an aria-label), and jsdom's name computation drops the
 * spaces at the edges of inline elements that browsers keep.
 */
const squashed = (text: string) => text.replace(/\s+/g, '')
const named = (text: string) => (name: string) => squashed(name) === squashed(text)

const entry = () =>
  screen.getByRole('button', {
    name: (name) => /^(Add|Adding…)GlassCleaner:/.test(squashed(name)),
  })
const other = () =>
  screen.getByRole('button', {
    name: (name) => /^(Add|Adding…)WoolDryerBalls:/.test(squashed(name)),
  })
/** The entry's button when its name is exactly `text` (spacing aside). */
const entryNamed = (text: string) => screen.getByRole('button', { name: named(text) })

/** The other entry runs its own machine: it stays ready while this one adds. */
function otherReady() {
  expect(entryNamed('Add Wool Dryer Balls: $15.00')).toBe(other())
  expect(other()).toBeEnabled()
  expect(other()).toHaveAttribute('aria-busy', 'false')
  // Not reduced: one price, nothing struck through.
  expect(other().querySelector('s')).toBeNull()
}

/** The struck-through price and the discount price, seen on the button. */
function pricesShown() {
  const struck = entry().querySelector('s')
  expect(struck).toHaveTextContent('$9.00')
  expect(within(entry()).getByText('$7.20')).toBeVisible()
  expect(struck).not.toContainElement(within(entry()).getByText('$7.20'))
}

/** The adds the store was sent, with their bodies. */
const addsSent = (c: C) =>
  c.store.seen.filter((r) => r.method === 'POST' && r.path === '/rest/auth/cart/add')

/**
 * What the real actor sent for this press: one add (none more), this entry's product, quantity
 * 1, its subscribable flag and frequency 4 (shell §7), waiting on the store.
 */
function addInFlight(c: C) {
  expect(addsSent(c)).toHaveLength(c.answered + 1)
  expect(addsSent(c).at(-1)!.body).toEqual({
    product_id: 21,
    quantity: 1,
    subscribable: true,
    frequency: 4,
  })
  expect(c.store.waiting(ADD)).toBe(1)
}

/** The add's session (read once per page: only the first add asks), then the add's answer. */
async function answerAdd(c: C, reply: Reply) {
  if (c.store.waiting(SESSION)) await c.store.answer(SESSION, { json: VISITOR })
  await whenSettled(() => expect(c.store.waiting(ADD)).toBe(1))
  addInFlight(c)
  c.answered++
  await c.store.answer(ADD, reply)
}

async function mount() {
  vi.mocked(notify).mockClear()
  const queryClient = seededQueryClient()
  queryClient.setQueryData(recommendationsQuery(7).queryKey, PAIRINGS)
  const store = fakeStore({ [SESSION]: 'hold', [ADD]: 'hold' })
  const c: C = { store, answered: 0, drawer: [], stop: () => {} }
  c.stop = registerFlow('cart-drawer', (e) => c.drawer.push(e))
  await renderShell(() => <Pairings productId={7} />, { queryClient })
  return c
}

/** Two entries whose add actor is held (not the store client): settled in any order. */
async function mountHeld() {
  vi.mocked(notify).mockClear()
  const queryClient = seededQueryClient()
  queryClient.setQueryData(recommendationsQuery(7).queryKey, PAIRINGS)
  const add = heldActor<void, PairingAddInput>()
  const c = { add, drawer: [] as AnyEventObject[], stop: () => {} }
  c.stop = registerFlow('cart-drawer', (e) => c.drawer.push(e))
  await renderShell(() => <Pairings productId={7} />, {
    queryClient,
    overrides: { 'pairing-add': { actors: { addPairing: add.logic } } },
  })
  return c
}

const binding: ViewBinding<C> = {
  setup: mount,
  async teardown(c) {
    // Nothing is left waiting on the store: its deadline would fail a later test.
    while (c.store.waiting(SESSION) || c.store.waiting(ADD)) {
      if (c.store.waiting(SESSION)) await c.store.answer(SESSION, { json: VISITOR })
      else await c.store.answer(ADD, { json: { success: true } })
    }
    c.stop()
  },
  states: {
    'pairing-add.ready': () => {
      expect(screen.getByRole('heading', { name: 'Perfect Pairings' })).toBeInTheDocument()
      expect(entryNamed('Add Glass Cleaner: was $9.00, now $7.20')).toBe(entry())
      expect(entry()).toBeEnabled()
      expect(entry()).toHaveAttribute('aria-busy', 'false')
      pricesShown()
      otherReady()
    },
    'pairing-add.adding': (c) => {
      expect(entryNamed('Adding… Glass Cleaner: was $9.00, now $7.20')).toBe(entry())
      expect(entry()).toBeDisabled()
      expect(entry()).toHaveAttribute('aria-busy', 'true')
      pricesShown()
      otherReady()
      // The first add asks for the page's session first (nothing is added before it answers);
      // then, or at once with the session known, one add for this press goes to the store.
      if (c.store.waiting(SESSION)) {
        expect(c.store.waiting(SESSION)).toBe(1)
        expect(addsSent(c)).toHaveLength(c.answered)
      } else addInFlight(c)
    },
  },
  observe: () => ({ busy: entry().getAttribute('aria-busy') === 'true' }),
  events: {
    'pairing.addPressed': async (c, _e, { ignored }) => {
      const requests = c.store.seen.length
      fireEvent.click(entry())
      // A press while adding asks the store nothing more.
      if (ignored) {
        await settle()
        expect(c.store.seen).toHaveLength(requests)
      } else await whenSettled(() => expect(c.store.seen.length).toBeGreaterThan(requests))
    },
    'xstate.done.actor.addPairing': async (c) => {
      vi.mocked(notify).mockClear()
      window.dataLayer = []
      const drawer = c.drawer.length
      // The store accepts the add.
      await answerAdd(c, { json: { success: true } })
      // The cart drawer opens, and the add goes to analytics at the discount price.
      await whenSettled(() => expect(c.drawer.slice(drawer)).toEqual([{ type: 'cart.itemAdded' }]))
      expect(notify).not.toHaveBeenCalled()
      expect(window.dataLayer).toEqual([
        { ecommerce: null },
        {
          event: 'add_to_cart',
          ecommerce: {
            currency: 'USD',
            value: 7.2,
            items: [
              {
                item_id: '21',
                item_name: 'Glass Cleaner',
                price: 7.2,
                index: 0,
                item_list_name: 'Perfect Pairings',
                quantity: 1,
              },
            ],
          },
        },
      ])
    },
    'xstate.error.actor.addPairing': async (c, e) => {
      vi.mocked(notify).mockClear()
      window.dataLayer = []
      const drawer = c.drawer.length
      if (e.error instanceof PairingAddSkipped) {
        // No token or session: the session helper fails, so nothing is sent, and nothing shown.
        if (!c.store.waiting(SESSION))
          throw new Error('The page has its session already: the add cannot go without one')
        const adds = addsSent(c).length
        await expectLogged(['10801.01', '11303.01'], () =>
          c.store.answer(SESSION, { network: true }),
        )
        await whenSettled(() => expect(entry()).toBeEnabled())
        expect(addsSent(c)).toHaveLength(adds)
        expect(notify).not.toHaveBeenCalled()
      } else {
        // The add fails on the network: shell §8's message (12902.01).
        await expectLogged(['11301.01', '12902.01'], () => answerAdd(c, { network: true }))
        await whenSettled(() =>
          expect(vi.mocked(notify).mock.calls).toEqual([
            ['error', 'Error adding to cart. Please try again.'],
          ]),
        )
      }
      expect(c.drawer).toHaveLength(drawer)
      expect(window.dataLayer).toEqual([])
    },
  },
}

afterEach(() => {
  vi.mocked(notify).mockClear()
})

describe('Perfect Pairings Add button', { timeout: 30_000 }, () => {
  testGeneratedPaths(model, binding)

  it('each entry has an Add button showing the struck-through price and the discount price [Shell §2.44]', async () => {
    const c = await mountHeld()
    expect(entryNamed('Add Glass Cleaner: was $9.00, now $7.20')).toBe(entry())
    expect(entry()).toHaveTextContent(/^Add/)
    pricesShown()
    c.stop()
  })

  it('each entry adds its own product and is busy on its own [Shell §7.19]', async () => {
    const c = await mountHeld()
    expect(screen.getByRole('link', { name: 'Glass Cleaner' })).toHaveAttribute(
      'href',
      '/products/glass-cleaner',
    )
    expect(screen.getByText('Streak-free on glass and mirrors.')).toBeInTheDocument()
    fireEvent.click(entry())
    fireEvent.click(other())
    expect(c.add.calls.map((call) => call.input)).toEqual([
      { productId: 21, subscribable: true },
      { productId: 22, subscribable: false },
    ])
    expect(entry()).toBeDisabled()
    expect(entryNamed('Adding… Wool Dryer Balls: $15.00')).toBe(other())
    // The second entry's add answers: it is ready again, the first still adds.
    window.dataLayer = []
    await act(async () => c.add.calls[1]!.resolve())
    expect(other()).toBeEnabled()
    expect(entry()).toBeDisabled()
    expect(window.dataLayer.at(-1)).toMatchObject({
      event: 'add_to_cart',
      ecommerce: {
        value: 15,
        items: [{ item_id: '22', price: 15, index: 1, item_list_name: 'Perfect Pairings' }],
      },
    })
    expect(c.drawer).toEqual([{ type: 'cart.itemAdded' }])
    await act(async () => c.add.calls[0]!.reject(new PairingAddSkipped('No token or session')))
    expect(entry()).toBeEnabled()
    expect(notify).not.toHaveBeenCalled()
    c.stop()
  })

  it('the add goes to the store (quantity 1, frequency 4), then the cart drawer opens [Shell §9.8]', async () => {
    vi.mocked(notify).mockClear()
    const store = fakeStore({ [ADD]: 'hold', 'POST /rest/auth/cart': { json: CART_WITH_ONE } })
    const queryClient = seededQueryClient()
    queryClient.setQueryData(recommendationsQuery(7).queryKey, PAIRINGS)
    await renderShell(
      () => (
        <>
          <CartDrawer />
          <Pairings productId={7} />
        </>
      ),
      { queryClient },
    )
    fireEvent.click(entry())
    await whenSettled(() => expect(store.waiting(ADD)).toBe(1))
    expect(store.seen.filter((r) => r.path === '/rest/auth/cart/add').map((r) => r.body)).toEqual([
      { product_id: 21, quantity: 1, subscribable: true, frequency: 4 },
    ])
    expect(screen.getByRole('button', { name: 'Cart, 0 items' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
    await store.answer(ADD, { json: { success: true } })
    await whenSettled(() =>
      expect(screen.getByRole('button', { name: 'Cart, 1 item' })).toHaveAttribute(
        'aria-expanded',
        'true',
      ),
    )
    expect(document.querySelector('dialog')!.open).toBe(true)
    expect(entry()).toBeEnabled()
    expect(notify).not.toHaveBeenCalled()
  })

  it("a failed add shows shell §8's message and logs 12902.01; the drawer stays shut", async () => {
    vi.mocked(notify).mockClear()
    fakeStore({ [ADD]: { status: 500 } })
    const queryClient = seededQueryClient()
    queryClient.setQueryData(recommendationsQuery(7).queryKey, PAIRINGS)
    await renderShell(
      () => (
        <>
          <CartDrawer />
          <Pairings productId={7} />
        </>
      ),
      { queryClient },
    )
    const spy = vi.mocked(console.error).mockImplementation(() => {})
    fireEvent.click(entry())
    await whenSettled(() =>
      expect(vi.mocked(notify).mock.calls).toEqual([
        ['error', 'Error adding to cart. Please try again.'],
      ]),
    )
    expect(spy.mock.calls.map(([m]) => /^\[([\d.]+)\]/.exec(String(m))?.[1])).toEqual([
      '11301.01',
      '12902.01',
    ])
    expect(entry()).toBeEnabled()
    expect(screen.getByRole('button', { name: 'Cart, 0 items' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
  })

  it('shows nothing when there are no pairings', async () => {
    const queryClient = seededQueryClient()
    queryClient.setQueryData(recommendationsQuery(7).queryKey, [])
    await renderShell(() => <Pairings productId={7} />, { queryClient })
    expect(screen.queryByRole('heading', { name: 'Perfect Pairings' })).toBeNull()
    expect(screen.queryAllByRole('button')).toEqual([])
  })
})
