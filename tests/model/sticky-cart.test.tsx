// @vitest-environment jsdom
/**
 * Generated paths of the sticky add-to-cart bar, replayed on the bar below a stand-in purchase
 * box (an element with the id the bar is given). The add is the production actor sending
 * POST /rest/auth/cart/add to the store faked at HTTP, and the sample outcomes are the store's
 * answers (an acceptance, a refusal, a network failure; "no session" is a session read that
 * fails). jsdom's intersection
 * observers never report, so the test puts in one that records what it watches, and the binding
 * reports the box scrolled out of view (boxPassed) or back in it (boxReturned) through the
 * observer the bar's `watchBox` actor made. The outcome effects are the production wiring
 * (machines/sticky-cart/actors.ts: analytics, the toast through `notify`, mocked); a few checks
 * at the end hold the add actor instead, where only the bar's input to it matters. The machine-level
 * replay and the coverage gate are in coverage.test.ts.
 * State space: the quantity is reduced to its limits (1, 99, 100) or anywhere between.
 */
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AnyEventObject } from 'xstate'
import {
  StickyAddRejected,
  StickyAddSkipped,
  type StickyAddInput,
  type StickyCartEvent,
} from '#machines/sticky-cart/machine'
import stickyCartFlow from '#machines/sticky-cart/index'
import { StickyCartBar } from '~/components/product/StickyCartBar'
import { CartDrawer } from '~/components/shell/CartDrawer'
import { buildFlowModel } from '~/flow-catalog/model'
import { notify } from '~/lib/notify'
import { resetSession } from '~/api/visitor/session'
import { shellKeys } from '~/api/shell'
import { renderShell, seededQueryClient, staleKeys } from './shell-harness'
import { EMPTY_CART, failAdd, fakeStore, wireSession, type Reply } from './store-fake'
// The add's client, loaded as the page loads it at the first add (imported here so that the
// load takes no real time while the clock is fake).
import '~/api/cart/add'
import {
  exactly,
  heldActor,
  lookup,
  machineEvents,
  NotOnPage,
  settle,
  testGeneratedPaths,
  type ViewBinding,
  whenSettled,
} from './view-runner'

vi.mock('~/lib/notify', () => ({ notify: vi.fn() }))

const model = buildFlowModel(stickyCartFlow)
const BOX_ID = 'purchase-box'
const PROBLEM = 'Enter a whole number from 1 to 100.'
const SESSION = 'POST /rest/auth/session'
const ADD = 'POST /rest/auth/cart/add'
const VISITOR: Reply = { json: wireSession({ authenticated: false, member: null, myBoxCount: 0 }) }

type Product = Parameters<typeof StickyCartBar>[0]['product']
const PRODUCT: Product = {
  id: 7,
  name: 'Dish Soap',
  price: 12.5,
  image: 'products/dish/thumbnail.svg',
  isSubscribable: true,
}

type Ctx = {
  mode: 'subscribe' | 'oneTime'
  quantity: 1 | 99 | 100 | 'between'
  shown: boolean
  added: boolean
}

/** Every intersection observer the page made, with what it watches. */
class RecordingObserver {
  static made: RecordingObserver[] = []
  targets: Element[] = []
  connected = true
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    RecordingObserver.made.push(this)
  }
  observe(target: Element) {
    this.targets.push(target)
  }
  unobserve(target: Element) {
    this.targets = this.targets.filter((t) => t !== target)
  }
  disconnect() {
    this.connected = false
    this.targets = []
  }
  takeRecords() {
    return []
  }
}

interface C {
  /** The store, at HTTP: the session helper and the add wait for the path's answers. */
  store: ReturnType<typeof fakeStore>
  /** Adds the store has answered so far. */
  answered: number
  /** Each add's outcome in the path, in order (a precondition may be set at its press). */
  outcomes: AnyEventObject[]
  /** Presses that started an add so far. */
  presses: number
  /** The add waits on the page's session, which will fail (its outcome is "no session"). */
  sessionLost: boolean
  /** A typed text the field shows (null: it shows the quantity a button wrote). */
  fieldText: string | null
  /** Whether the product may be subscribed to (the subscribe option is offered). */
  subscribable: boolean
  /** The page's query cache. */
  queryClient: ReturnType<typeof seededQueryClient>
}

function PageWithBar({ product }: { product: Product }) {
  return (
    <>
      <section id={BOX_ID} aria-label="Purchase box">
        <p>The product&apos;s own purchase box</p>
      </section>
      <StickyCartBar product={product} boxId={BOX_ID} />
    </>
  )
}

// The bar is out of the accessibility tree while hidden (it has no accessible name then): it and
// its parts are read with `hidden`, and the visibility states check whether a shopper reaches it.
const bar = () => lookup('bar', () => screen.getByRole('complementary', { hidden: true }))
const inBar = () => within(bar())
const oneTime = () =>
  lookup(
    'oneTime',
    () => inBar().getByRole('radio', { name: 'One-time $12.50', hidden: true }) as HTMLInputElement,
  )
const subscribe = () =>
  lookup(
    'subscribe',
    () =>
      inBar().queryByRole('radio', {
        name: 'Subscribe $7.50 with 5+ subscription items',
        hidden: true,
      }) as HTMLInputElement | null,
  )
const quantity = () =>
  lookup(
    'quantity',
    () => inBar().getByRole('textbox', { name: 'Quantity', hidden: true }) as HTMLInputElement,
  )
const minus = () =>
  lookup('minus', () => inBar().getByRole('button', { name: 'Decrease quantity', hidden: true }))
const plus = () =>
  lookup('plus', () => inBar().getByRole('button', { name: 'Increase quantity', hidden: true }))
const submit = () =>
  lookup(
    'submit',
    () =>
      inBar().getByRole('button', {
        name: /^(Add to Cart|Adding…)$/,
        hidden: true,
      }) as HTMLButtonElement,
  )
const status = () => lookup('status', () => inBar().getByRole('status', { hidden: true }))
/** Out of reach: nothing in an inert bar can be pressed or typed into. */
const inert = () => bar().hasAttribute('inert')

/**
 * Reports the purchase box to the bar's observer: out of view above, or back in view. Several
 * crossings, oldest first, come in one call, as a browser brings those since its last call.
 */
function reportBox(...crossings: [boolean, ...boolean[]]) {
  const box = document.getElementById(BOX_ID)!
  const watching = RecordingObserver.made.filter((o) => o.connected && o.targets.includes(box))
  expect(watching, 'observers watching the purchase box').toHaveLength(1)
  const observer = watching[0]!
  act(() =>
    observer.callback(
      crossings.map(
        (isIntersecting) =>
          ({ isIntersecting, target: box }) as unknown as IntersectionObserverEntry,
      ),
      observer as unknown as IntersectionObserver,
    ),
  )
}

function checkQuantity(c: C, ctx: Ctx) {
  const q = Number(quantity().getAttribute('data-quantity'))
  if (ctx.quantity === 'between') {
    expect(q).toBeGreaterThan(1)
    expect(q).toBeLessThan(99)
  } else expect(q).toBe(ctx.quantity)
  // The field shows what was typed, or the quantity a button wrote.
  expect(quantity()).toHaveValue(c.fieldText ?? String(q))
  if (ctx.shown) {
    expect(quantity().value.trim()).toBe(String(q))
    expect(quantity()).not.toHaveAttribute('aria-invalid')
  } else {
    expect(quantity()).toHaveAttribute('aria-invalid', 'true')
    expect(status()).toHaveTextContent(exactly(PROBLEM))
  }
  return q
}

function installObserver() {
  RecordingObserver.made = []
  vi.stubGlobal('IntersectionObserver', RecordingObserver)
}

async function mount(product: Product, outcomes: AnyEventObject[]) {
  vi.mocked(notify).mockClear()
  window.dataLayer = []
  installObserver()
  const store = fakeStore({ [SESSION]: 'hold', [ADD]: 'hold', 'POST /rest/auth/cart': EMPTY_CART })
  const queryClient = seededQueryClient()
  // The purchase box's add-to-cart check, which the box on the same page has read.
  queryClient.setQueryData([...shellKeys.purchaseCheck, PRODUCT.id], { seeded: true })
  const c: C = {
    store,
    queryClient,
    answered: 0,
    outcomes,
    presses: 0,
    sessionLost: false,
    fieldText: null,
    subscribable: product.isSubscribable,
  }
  // The header's cart button beside it: the cart it counts is read again after an add.
  await renderShell(
    () => (
      <>
        <CartDrawer />
        <PageWithBar product={product} />
      </>
    ),
    { queryClient },
  )
  return c
}

/** The bar with its add actor held: what it is given, whatever the store would do with it. */
async function mountHeld(product: Product = PRODUCT) {
  vi.mocked(notify).mockClear()
  window.dataLayer = []
  installObserver()
  fakeStore()
  const add = heldActor<void, StickyAddInput>()
  await renderShell(() => <PageWithBar product={product} />, {
    overrides: { 'sticky-cart': { actors: { addToCart: add.logic } } },
  })
  return { add }
}

/** The adds the store was sent, with their bodies and tokens. */
const addsSent = (c: C) => c.store.sent.filter((r) => `${r.method} ${r.path}` === ADD)

/** The add's session (read at the first add), then the add's answer. */
async function answerAdd(c: C, reply: Reply) {
  if (c.store.waiting(SESSION)) await c.store.answer(SESSION, VISITOR)
  await whenSettled(() => expect(c.store.waiting(ADD)).toBe(1))
  c.answered++
  await c.store.answer(ADD, reply)
}

const binding: ViewBinding<C> = {
  setup: (input, path) =>
    mount(
      { ...PRODUCT, isSubscribable: input.isSubscribable !== false },
      (path?.steps ?? []).map((s) => s.event).filter((e) => e.type.endsWith('.actor.addToCart')),
    ),
  async teardown(c) {
    // Nothing is left waiting on the store: its deadline would fail a later test.
    if (c.store.waiting(SESSION)) await c.store.answer(SESSION, VISITOR)
    if (c.store.waiting(ADD)) await c.store.answer(ADD, { json: { success: true } })
  },
  states: {
    'sticky-cart.visibility': () => {
      expect(bar()).toHaveAttribute('aria-label', 'Quick add to cart')
      expect(inBar().getByText('Dish Soap')).toBeInTheDocument()
    },
    'sticky-cart.visibility.hidden': () => {
      expect(bar()).toHaveAttribute('data-shown', 'false')
      expect(bar()).toHaveAttribute('aria-hidden', 'true')
      expect(bar()).toHaveAttribute('inert')
      // Out of sight and out of reach: no shopper's query finds it.
      expect(screen.queryByRole('complementary', { name: 'Quick add to cart' })).toBeNull()
    },
    'sticky-cart.visibility.shown': () => {
      expect(screen.getByRole('complementary', { name: 'Quick add to cart' })).toBe(bar())
      expect(bar()).toHaveAttribute('data-shown', 'true')
      expect(bar()).toHaveAttribute('aria-hidden', 'false')
      expect(bar()).not.toHaveAttribute('inert')
    },
    'sticky-cart.bar': (c) => {
      expect(oneTime()).toBeInTheDocument()
      // A product sold once only offers no subscription.
      if (c.subscribable) expect(subscribe()).toBeInTheDocument()
      else expect(subscribe()).toBeNull()
      expect(quantity()).toBeInTheDocument()
    },
    'sticky-cart.bar.idle': (c, context) => {
      const ctx = context as Ctx
      expect(submit()).toHaveTextContent(exactly('Add to Cart'))
      expect(submit()).toHaveAttribute('aria-busy', 'false')
      // The add is open exactly when the field holds a quantity.
      if (ctx.shown) expect(submit()).toBeEnabled()
      else expect(submit()).toBeDisabled()
      // With a quantity, the add is marked disabled only where the bar is out of sight (its
      // machine takes no add there); without one it is disabled outright.
      const outOfSight = bar().getAttribute('data-shown') !== 'true'
      expect(submit()).toHaveAttribute('aria-disabled', String(ctx.shown && outOfSight))
      expect(ctx.mode === 'subscribe' ? subscribe() : oneTime()).toBeChecked()
      if (c.subscribable) {
        expect(ctx.mode === 'subscribe' ? oneTime() : subscribe()).not.toBeChecked()
        expect(subscribe()).toBeEnabled()
      }
      expect(oneTime()).toBeEnabled()
      expect(quantity()).toBeEnabled()
      const q = checkQuantity(c, ctx)
      // Minus only above 1; plus up to 100 and never past it.
      if (q === 1) expect(minus()).toBeDisabled()
      else expect(minus()).toBeEnabled()
      if (q === 100) expect(plus()).toBeDisabled()
      else expect(plus()).toBeEnabled()
      expect(status()).toHaveTextContent(
        exactly(!ctx.shown ? PROBLEM : ctx.added ? 'Added to your cart' : ''),
      )
    },
    'sticky-cart.bar.busy': (c, context) => {
      const ctx = context as Ctx
      expect(submit()).toHaveTextContent(exactly('Adding…'))
      // Marked disabled, not disabled outright: the focus on it stays (WCAG 2.2 SC 2.4.11); a
      // press is ignored (the path's ignored sticky.submitted).
      expect(submit()).toBeEnabled()
      expect(submit()).toHaveAttribute('aria-disabled', 'true')
      expect(submit()).toHaveAttribute('aria-busy', 'true')
      for (const control of [oneTime(), subscribe(), quantity(), minus(), plus()])
        if (control) expect(control).toBeDisabled()
      expect(status()).toHaveTextContent(exactly(''))
      const q = checkQuantity(c, ctx)
      // The first add asks for the page's session (nothing is sent before it answers); then,
      // or at once, one add for this press waits on the store, with the quantity shown, type 4
      // or 2 for the mode shown, and the session's token.
      if (c.store.waiting(SESSION)) {
        expect(addsSent(c)).toHaveLength(c.answered)
        return
      }
      expect(c.store.waiting(ADD)).toBe(1)
      expect(addsSent(c)).toHaveLength(c.answered + 1)
      expect(addsSent(c).at(-1)!.body).toEqual({
        product_id: 7,
        quantity: q,
        subscribable: ctx.mode === 'subscribe',
        type: ctx.mode === 'subscribe' ? 4 : 2,
      })
      expect(addsSent(c).at(-1)!.authorization).toBe('Bearer visitor-token')
    },
  },
  observe: () => ({
    shown: bar().getAttribute('data-shown') === 'true',
    busy: submit().getAttribute('aria-busy') === 'true',
    mode: subscribe()?.checked ? 'subscribe' : oneTime().checked ? 'oneTime' : null,
    quantity: Number(quantity().getAttribute('data-quantity')),
    quantityText: quantity().value,
    quantityProblem: status().textContent === PROBLEM ? PROBLEM : null,
    canAdd: !submit().disabled && submit().getAttribute('aria-disabled') !== 'true',
    added: status().textContent === 'Added to your cart',
    isSubscribable: subscribe() !== null,
  }),
  events: {
    ...machineEvents<StickyCartEvent, C>({
      'sticky.boxPassed': () => reportBox(false),
      'sticky.boxReturned': () => reportBox(true),
      'sticky.modeChosen': (_c, e) => {
        const radio = e.mode === 'subscribe' ? subscribe() : oneTime()
        if (!radio) throw new NotOnPage('no subscription option')
        fireEvent.click(radio)
      },
      'sticky.quantityTyped': (c, e, { ignored }) => {
        // No one types into a bar out of reach (inert), or into a disabled field (adding).
        if (inert() || quantity().disabled) throw new NotOnPage('the field cannot be reached')
        // One change per typed event, even when the field already holds the value.
        if (quantity().value === e.value)
          fireEvent.change(quantity(), { target: { value: `${e.value}x` } })
        fireEvent.change(quantity(), { target: { value: e.value } })
        expect(quantity()).toHaveValue(e.value)
        if (!ignored) c.fieldText = e.value
      },
      'sticky.decremented': (c, _e, { ignored }) => {
        fireEvent.click(minus())
        if (!ignored) c.fieldText = null
      },
      'sticky.incremented': (c, _e, { ignored }) => {
        fireEvent.click(plus())
        if (!ignored) c.fieldText = null
      },
      'sticky.submitted': async (c, _e, { ignored }) => {
        const requests = c.store.sent.length
        if (ignored) {
          fireEvent.click(submit())
          // Out of sight, already adding, or the field holds no quantity: nothing is sent.
          await settle()
          expect(c.store.sent).toHaveLength(requests)
          return
        }
        // This add will find no session: the page has lost it (as after a logout) and the
        // session helper will fail when asked again.
        if (
          (c.outcomes[c.presses++] as { error?: Error } | undefined)?.error?.name ===
          'StickyAddSkipped'
        ) {
          resetSession()
          c.sessionLost = true
        }
        fireEvent.click(submit())
        await whenSettled(() => expect(c.store.waiting(ADD) + c.store.waiting(SESSION)).toBe(1))
      },
    }),
    'xstate.done.actor.addToCart': async (c) => {
      vi.mocked(notify).mockClear()
      window.dataLayer = []
      const cartReads = () => c.store.sent.filter((r) => r.path === '/rest/auth/cart').length
      const reads = cartReads()
      // The store accepts the add, and the cart is read again (the header's badge counts it).
      await answerAdd(c, { json: { success: true } })
      expect(cartReads()).toBe(reads + 1)
      // The box's check is to be read again too; nothing else the page holds is.
      await settle()
      expect(staleKeys(c.queryClient)).toEqual([`store/add-to-cart-check/${PRODUCT.id}`])
      const { quantity, subscribable } = addsSent(c).at(-1)!.body as {
        quantity: number
        subscribable: boolean
      }
      // Nothing opens or pops up; the add goes to analytics at the price shown.
      expect(notify).not.toHaveBeenCalled()
      const price = subscribable ? 7.5 : 12.5
      expect(window.dataLayer).toEqual([
        { ecommerce: null },
        {
          event: 'add_to_cart',
          ecommerce: {
            currency: 'USD',
            value: Math.round(price * quantity * 100) / 100,
            items: [
              {
                item_id: '7',
                item_name: 'Dish Soap',
                price,
                index: 0,
                item_list_name: 'Product',
                quantity,
              },
            ],
          },
        },
      ])
    },
    'xstate.error.actor.addToCart': async (c, e) => {
      vi.mocked(notify).mockClear()
      window.dataLayer = []
      const error = e.error as Error
      // No session, the store's refusal, or a network failure (each with the codes it logs).
      await failAdd(
        c.store,
        error instanceof StickyAddSkipped
          ? { skipped: true }
          : { skipped: false, refusal: error instanceof StickyAddRejected ? error.message : null },
        (reply) => answerAdd(c, reply),
      )
      c.sessionLost = false
      await settle()
      // Nothing sent (no session): nothing shown; otherwise the store's words or the generic toast.
      if (error instanceof StickyAddSkipped) expect(notify).not.toHaveBeenCalled()
      else
        expect(vi.mocked(notify).mock.calls).toEqual([
          [
            'error',
            error instanceof StickyAddRejected
              ? error.message
              : 'Error adding to cart. Please try again.',
          ],
        ])
      expect(window.dataLayer).toEqual([])
    },
  },
}

afterEach(() => {
  vi.mocked(notify).mockClear()
  vi.unstubAllGlobals()
})

describe('sticky add-to-cart bar', { timeout: 60_000 }, () => {
  testGeneratedPaths(model, binding)

  it('with no purchase box on the page, or no IntersectionObserver, the bar stays hidden', async () => {
    fakeStore()
    installObserver()
    await renderShell(() => <StickyCartBar product={PRODUCT} boxId="not-on-this-page" />)
    expect(RecordingObserver.made).toHaveLength(0)
    expect(bar()).toHaveAttribute('data-shown', 'false')
    cleanup()
    vi.stubGlobal('IntersectionObserver', undefined)
    await renderShell(() => <PageWithBar product={PRODUCT} />)
    expect(bar()).toHaveAttribute('data-shown', 'false')
  })

  it('shows the subscription price as 60 % of the price and adds at it [Catalogue §9.11, §7.17, §7.29, §2.60]', async () => {
    const c = await mountHeld({ ...PRODUCT, price: 12.99 })
    // The bar watches the box by its id, with a viewport reaching far below it ("not
    // intersecting": above).
    expect(RecordingObserver.made).toHaveLength(1)
    expect(RecordingObserver.made[0]!.targets).toEqual([document.getElementById(BOX_ID)])
    expect(RecordingObserver.made[0]!.options.rootMargin).toBe('0px 0px 100000px 0px')
    reportBox(false)
    const sub = screen.getByRole('radio', {
      name: 'Subscribe $7.79 with 5+ subscription items',
    })
    expect(sub).toBeChecked()
    expect(screen.getByRole('radio', { name: 'One-time $12.99' })).not.toBeChecked()
    expect(within(sub.closest('label')!).getByText('$7.79').tagName).toBe('STRONG')
    fireEvent.change(screen.getByRole('textbox', { name: 'Quantity' }), {
      target: { value: '3' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }))
    expect(c.add.calls.map((call) => call.input)).toEqual([
      { productId: 7, quantity: 3, subscribable: true, type: 4 },
    ])
    window.dataLayer = []
    await act(async () => c.add.resolve())
    expect(window.dataLayer.at(-1)).toMatchObject({
      event: 'add_to_cart',
      ecommerce: { value: 23.37, items: [{ price: 7.79, quantity: 3 }] },
    })
    expect(screen.getByRole('status')).toHaveTextContent(exactly('Added to your cart'))
  })

  it('a product that cannot be subscribed to is one-time only (type 2) [Catalogue §7.17]', async () => {
    const c = await mountHeld({ ...PRODUCT, isSubscribable: false })
    reportBox(false)
    expect(screen.queryByRole('radio', { name: /^Subscribe/ })).toBeNull()
    expect(screen.getByRole('radio', { name: 'One-time $12.50' })).toBeChecked()
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }))
    expect(c.add.calls.map((call) => call.input)).toEqual([
      { productId: 7, quantity: 1, subscribable: false, type: 2 },
    ])
    await act(async () => c.add.reject(new Error('stop')))
    expect(vi.mocked(notify).mock.calls).toEqual([
      ['error', 'Error adding to cart. Please try again.'],
    ])
  })

  it('the box leaving and returning shows and hides the bar; it stops watching when gone', async () => {
    await mountHeld()
    const observer = RecordingObserver.made[0]!
    expect(bar()).toHaveAttribute('data-shown', 'false')
    reportBox(false)
    expect(screen.getByRole('complementary', { name: 'Quick add to cart' })).toBeVisible()
    reportBox(true)
    expect(screen.queryByRole('complementary', { name: 'Quick add to cart' })).toBeNull()
    expect(observer.connected).toBe(true)
    const { cleanup } = await import('@testing-library/react')
    cleanup()
    await settle()
    expect(observer.connected).toBe(false)
  })

  it('follows where the box is now when one call brings several crossings', async () => {
    await mountHeld()
    // Back into view and out again since the last call (Tab across its edge on a busy page): out
    // of view now, so the bar shows and can be reached.
    reportBox(true, false)
    expect(screen.getByRole('complementary', { name: 'Quick add to cart' })).toBeVisible()
    expect(inert()).toBe(false)
    // In, out and in again: in view now, the bar hides.
    reportBox(true, false, true)
    expect(screen.queryByRole('complementary', { name: 'Quick add to cart' })).toBeNull()
    expect(inert()).toBe(true)
  })

  it('a typed value that is not a quantity shows as typed and is refused until fixed', async () => {
    const c = await mountHeld()
    reportBox(false)
    const field = () => screen.getByRole('textbox', { name: 'Quantity' })
    const add = () => screen.getByRole('button', { name: 'Add to Cart' })
    for (const typed of ['101', '0', '2.5', 'abc']) {
      fireEvent.change(field(), { target: { value: typed } })
      expect(field(), typed).toHaveValue(typed)
      expect(screen.getByRole('status'), typed).toHaveTextContent(exactly(PROBLEM))
      expect(field(), typed).toHaveAttribute('aria-invalid', 'true')
      expect(field(), typed).toHaveAccessibleDescription(PROBLEM)
      expect(add(), typed).toBeDisabled()
      fireEvent.click(add())
      expect(c.add.calls, typed).toEqual([])
    }
    // − / + step from the last valid quantity (1) and write the field.
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }))
    expect(field()).toHaveValue('2')
    expect(screen.getByRole('status')).toHaveTextContent(exactly(''))
    fireEvent.change(field(), { target: { value: '7' } })
    expect(field()).not.toHaveAttribute('aria-invalid')
    expect(add()).toBeEnabled()
    fireEvent.click(add())
    expect(c.add.calls.map((call) => call.input.quantity)).toEqual([7])
    expect(field()).toHaveValue('7')
  })

  it('the add goes to the store, then the cart is read again (the badge counts it)', async () => {
    vi.mocked(notify).mockClear()
    window.dataLayer = []
    installObserver()
    const store = fakeStore({
      [ADD]: 'hold',
      'POST /rest/auth/cart': {
        json: {
          status: 'Success',
          data: {
            items: [
              {
                id: 5,
                price: 12.5,
                quantity: 2,
                subscribe: 0,
                product: { id: 7, name: 'Dish Soap', price: 12.5 },
              },
            ],
            discount_total: 0,
            subtotal: 25,
            tier_slab: 0,
            total_subscription_items: 0,
          },
        },
      },
    })
    await renderShell(
      () => (
        <>
          <CartDrawer />
          <PageWithBar product={PRODUCT} />
        </>
      ),
      { queryClient: seededQueryClient() },
    )
    expect(screen.getByRole('button', { name: 'Cart, 0 items' })).toBeInTheDocument()
    reportBox(false)
    fireEvent.click(screen.getByRole('radio', { name: 'One-time $12.50' }))
    fireEvent.change(screen.getByRole('textbox', { name: 'Quantity' }), {
      target: { value: '2' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }))
    await whenSettled(() => expect(store.waiting(ADD)).toBe(1))
    expect(store.seen.filter((r) => r.path === '/rest/auth/cart/add')).toEqual([
      {
        method: 'POST',
        path: '/rest/auth/cart/add',
        body: { product_id: 7, quantity: 2, subscribable: false, type: 2 },
      },
    ])
    await store.answer(ADD, { json: { success: true } })
    // The cart is read again: the header's badge counts the add; nothing opens.
    await whenSettled(() =>
      expect(screen.getByRole('button', { name: 'Cart, 2 items' })).toHaveAttribute(
        'aria-expanded',
        'false',
      ),
    )
    expect(screen.getByRole('status')).toHaveTextContent(exactly('Added to your cart'))
    expect(notify).not.toHaveBeenCalled()
  })

  it("the store's refusal keeps its words (11301.01)", async () => {
    installObserver()
    fakeStore({ [ADD]: { json: { success: false, message: 'This product is out of stock.' } } })
    await renderShell(() => <PageWithBar product={PRODUCT} />)
    reportBox(false)
    const spy = vi.mocked(console.error)
    spy.mockImplementation(() => {})
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }))
    await whenSettled(() =>
      expect(vi.mocked(notify).mock.calls).toEqual([['error', 'This product is out of stock.']]),
    )
    expect(spy.mock.calls.map(([m]) => String(m))).toEqual([
      '[11301.01] Add to cart refused: This product is out of stock.',
    ])
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled()
  })

  it('without a session nothing is sent or shown (11303.01) [Catalogue §5.9]', async () => {
    installObserver()
    const store = fakeStore({ 'POST /rest/auth/session': { network: true } })
    await renderShell(() => <PageWithBar product={PRODUCT} />)
    reportBox(false)
    const spy = vi.mocked(console.error)
    spy.mockImplementation(() => {})
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }))
    await whenSettled(() =>
      expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled(),
    )
    expect(store.seen.filter((r) => r.path === '/rest/auth/cart/add')).toEqual([])
    expect(notify).not.toHaveBeenCalled()
    expect(spy.mock.calls.map(([m]) => /^\[([\d.]+)\]/.exec(String(m))?.[1])).toContain('11303.01')
    expect(screen.getByRole('status')).toHaveTextContent(exactly(''))
  })
})
