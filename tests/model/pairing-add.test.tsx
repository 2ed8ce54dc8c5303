// @vitest-environment jsdom
/**
 * Generated paths of a Perfect Pairings entry's Add button, replayed on the first of two
 * entries (the recommendations seeded in the query client, so nothing is fetched) with a held
 * add call; the other entry must stay ready throughout. What an add's outcome does is the
 * production wiring (machines/pairing-add/actors.ts): the cart drawer is told through
 * sendToFlow (heard here as the drawer hears it), the toast is `notify` (mocked), analytics is
 * window.dataLayer. The add through the store itself is tested at the end. The machine-level
 * replay and the coverage gate are in coverage.test.ts.
 */
import { act, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AnyEventObject } from 'xstate'
import { PairingAddSkipped, type PairingAddInput } from '#machines/pairing-add/machine'
import pairingAddFlow from '#machines/pairing-add/index'
import { recommendationsQuery, type Recommendation } from '~/api/cart'
import { Pairings } from '~/components/product/Pairings'
import { CartDrawer } from '~/components/shell/CartDrawer'
import { buildFlowModel } from '~/flow-catalog/model'
import { registerFlow } from '~/flow-wiring/wiring'
import { notify } from '~/lib/notify'
import { renderShell, seededQueryClient } from './shell-harness'
import { fakeStore } from './store-fake'
import { heldActor, testGeneratedPaths, whenSettled, type ViewBinding } from './view-runner'

vi.mock('~/lib/notify', () => ({ notify: vi.fn() }))

const model = buildFlowModel(pairingAddFlow)

const PAIRINGS: Recommendation[] = [
  {
    id: 21,
    name: 'Glass Cleaner',
    slug: 'glass-cleaner',
    excerpt: 'Streak-free on glass and mirrors.',
    price: 9,
    discountPrice: 7.2,
    isSubscribable: true,
    image: 'products/glass/thumbnail.svg',
    imageAlt: 'Glass Cleaner bottle',
  },
  {
    id: 22,
    name: 'Wool Dryer Balls',
    slug: 'wool-dryer-balls',
    excerpt: '',
    price: 15,
    discountPrice: 15,
    isSubscribable: false,
    image: 'products/dryer-balls/thumbnail.svg',
    imageAlt: 'Three wool dryer balls',
  },
]

const ADD = 'POST /rest/auth/cart/add'
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
  add: ReturnType<typeof heldActor<void, PairingAddInput>>
  settled: number
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

async function mount() {
  vi.mocked(notify).mockClear()
  const queryClient = seededQueryClient()
  queryClient.setQueryData(recommendationsQuery(7).queryKey, PAIRINGS)
  const add = heldActor<void, PairingAddInput>()
  const c: C = { add, settled: 0, drawer: [], stop: () => {} }
  c.stop = registerFlow('cart-drawer', (e) => c.drawer.push(e))
  await renderShell(() => <Pairings productId={7} />, {
    queryClient,
    overrides: { 'pairing-add': { actors: { addPairing: add.logic } } },
  })
  return c
}

const binding: ViewBinding<C> = {
  setup: mount,
  teardown: (c) => c.stop(),
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
      // One add for this press: this entry's product and its subscribable flag.
      expect(c.add.calls).toHaveLength(c.settled + 1)
      expect(c.add.calls.at(-1)!.input).toEqual({ productId: 21, subscribable: true })
    },
  },
  observe: () => ({ busy: entry().getAttribute('aria-busy') === 'true' }),
  events: {
    'pairing.addPressed': (c, _e, { ignored }) => {
      const calls = c.add.calls.length
      fireEvent.click(entry())
      // A press while adding adds nothing more.
      if (ignored) expect(c.add.calls).toHaveLength(calls)
    },
    'xstate.done.actor.addPairing': async (c) => {
      c.settled++
      vi.mocked(notify).mockClear()
      window.dataLayer = []
      const drawer = c.drawer.length
      await act(async () => c.add.resolve())
      // The cart drawer opens, and the add goes to analytics at the discount price.
      expect(c.drawer.slice(drawer)).toEqual([{ type: 'cart.itemAdded' }])
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
      c.settled++
      vi.mocked(notify).mockClear()
      window.dataLayer = []
      const drawer = c.drawer.length
      await act(async () => c.add.reject(e.error))
      // Nothing sent (no session): nothing shown; any other failure: shell §8's message.
      if (e.error instanceof PairingAddSkipped) expect(notify).not.toHaveBeenCalled()
      else
        expect(vi.mocked(notify).mock.calls).toEqual([
          ['error', 'Error adding to cart. Please try again.'],
        ])
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

  it('each entry adds its own product and is busy on its own', async () => {
    const c = await mount()
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

  it('the add goes to the store (quantity 1, frequency 4), then the cart drawer opens', async () => {
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
