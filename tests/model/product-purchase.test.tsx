// @vitest-environment jsdom
/**
 * Generated paths of the product's add-to-cart box, replayed on the box. The add-to-cart check
 * is the page's query, answered by the store faked at HTTP (POST /rest/auth/get-product-add-to-
 * cart, and the session for whether the visitor is a member); the add is the production actor
 * (machines/product-purchase/actors.ts) sending POST /rest/auth/cart/add-to-cart to the same
 * fake, and the sample outcomes are the store's answers (an acceptance with or without a
 * message, a refusal, a network failure; "no session" is a session read that fails). What the
 * outcome does is the production wiring too: the cart drawer and My Box are told through
 * sendToFlow (heard here as those flows hear it), the toast is `notify` (mocked), analytics is
 * window.dataLayer. The machine-level replay and the coverage
 * gate are in coverage.test.ts; the browser level in tests/e2e/flows/product-purchase.spec.ts.
 */
import type { QueryClient } from '@tanstack/react-query'
import { act, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AnyEventObject } from 'xstate'
import { AddRejected, type AddInput, type PurchaseCheck } from '#machines/product-purchase/machine'
import productPurchaseFlow from '#machines/product-purchase/index'
import { resetSession } from '~/api/visitor/session'
import { shellKeys } from '~/api/shell'
import { PurchaseBox } from '~/components/product/PurchaseBox'
import { AccountWidget } from '~/components/shell/AccountWidget'
import { CartDrawer } from '~/components/shell/CartDrawer'
import { buildFlowModel } from '~/flow-catalog/model'
import { registerFlow } from '~/flow-wiring/wiring'
import { notify } from '~/lib/notify'
import { renderShell, seededQueryClient, staleKeys } from './shell-harness'
// The add's client, loaded as the page loads it at the first add (imported here so that the
// load takes no real time while the clock is fake).
import '~/api/cart/add'
import { EMPTY_CART, failAdd, fakeStore, wireSession, type Reply } from './store-fake'
import {
  exactly,
  expectLogged,
  heldActor,
  lookup,
  NotOnPage,
  settle,
  testGeneratedPaths,
  type ViewBinding,
  whenSettled,
} from './view-runner'

vi.mock('~/lib/notify', () => ({ notify: vi.fn() }))

const model = buildFlowModel(productPurchaseFlow)
const PRODUCT = { id: 7, name: 'Dish Soap', price: 12.5 }
const SESSION = 'POST /rest/auth/session'
const CHECK = 'POST /rest/auth/get-product-add-to-cart'
const ADD = 'POST /rest/auth/cart/add-to-cart'
const CART = 'POST /rest/auth/cart'
const PROBLEM = 'Enter a whole number from 1 to 100.'
const ACTIVE = 'You already have an active subscription for this product.'

/** The store's answer to the add-to-cart check (catalogue §3 "Add-to-cart check response"). */
const checkAnswer = (check: Omit<PurchaseCheck, 'isMember'>): Reply => ({
  json: {
    status: 'Success',
    data: {
      price: '12.50',
      discount_price: '10.00',
      quantity: 1,
      exists: check.hasActiveSubscription,
      exists_ot: check.hasOneTimePurchase ? 1 : 0,
      is_subscribable: check.isSubscribable,
      billing_model_id: null,
    },
  },
})
/** The visitor's session: a logged-in member (their adds go into My Box), or a guest. */
const sessionAnswer = (member: boolean): Reply => ({
  json: wireSession(
    member
      ? { authenticated: true, member: { firstName: 'Dana', token: 'member-token' }, myBoxCount: 3 }
      : { authenticated: false, member: null, myBoxCount: 0 },
  ),
})

interface C {
  store: ReturnType<typeof fakeStore>
  queryClient: QueryClient
  /** Adds the path settled (answered by the store, or skipped for want of a session). */
  settled: number
  /** Adds the store was sent whose body was checked against the box as it stood at the press. */
  addsChecked: number
  /** Adds the store has answered so far. */
  answered: number
  /** Each add's outcome in the path, in order (a precondition may be set at its press). */
  outcomes: AnyEventObject[]
  /** Presses that started an add so far. */
  presses: number
  /** The add waits on the page's session, which will fail (its outcome is "no session"). */
  sessionLost: boolean
  /** The session the store gave: the visitor is a member. */
  member: boolean
  /** The last check the page read (null before one, or when only failures came). */
  check: PurchaseCheck | null
  /** What the other flows were told by the box's wiring (as their views hear it). */
  drawer: AnyEventObject[]
  account: AnyEventObject[]
  /** A member's add is waiting for its 200 ms update event. */
  updateDue: boolean
  /** A typed text the field shows (null: it shows the quantity a button wrote). */
  fieldText: string | null
  stop: () => void
}
type Ctx = {
  mode: 'subscribe' | 'oneTime' | null
  frequency: number
  quantity: 1 | 99 | 'between'
  shown: boolean
  canSubscribe: boolean
  member: boolean
}

const form = () => lookup('form', () => screen.getByRole('form', { name: 'Buy Dish Soap' }))
const inForm = () => within(form())
const subscribe = () =>
  lookup(
    'subscribe',
    () => inForm().queryByRole('radio', { name: 'Subscribe & Save' }) as HTMLInputElement | null,
  )
const oneTime = () =>
  lookup(
    'oneTime',
    () => inForm().getByRole('radio', { name: 'One-time purchase' }) as HTMLInputElement,
  )
const frequency = () =>
  lookup(
    'frequency',
    () => inForm().queryByRole('combobox', { name: 'Deliver every' }) as HTMLSelectElement | null,
  )
const quantity = () =>
  lookup('quantity', () => inForm().getByRole('textbox', { name: 'Quantity' }) as HTMLInputElement)
const minus = () =>
  lookup('minus', () => inForm().getByRole('button', { name: 'Decrease quantity' }))
const plus = () => lookup('plus', () => inForm().getByRole('button', { name: 'Increase quantity' }))
const learnMore = () =>
  lookup('learnMore', () => inForm().getByRole('button', { name: /^Learn (more|less)$/ }))
const submit = () =>
  lookup(
    'submit',
    () => inForm().getByRole('button', { name: /^(Add to Cart|Adding…)$/ }) as HTMLButtonElement,
  )
const problem = () => lookup('problem', () => inForm().queryByRole('alert'))

/**
 * The page reads the check: at load, or again. A read again is a real refetch of the check's
 * query, invalidated as an add invalidates it (this box's own add in production, whose actor is
 * held here, or the sticky bar's); a visitor who logged in or out meanwhile has a new session.
 */
async function readCheck(c: C, answer: Reply, member = c.member) {
  // A check read now would wait on the session the add is reading, whose answer is the add's.
  if (c.sessionLost) throw new NotOnPage('the session is being read for the add')
  if (!c.store.waiting(SESSION) && !c.store.waiting(CHECK)) {
    if (member !== c.member) resetSession()
    act(() => {
      void c.queryClient.invalidateQueries({ queryKey: shellKeys.purchaseCheck })
    })
    await settle()
  }
  if (c.store.waiting(SESSION)) {
    await c.store.answer(SESSION, sessionAnswer(member))
    c.member = member
  }
  await whenSettled(() => expect(c.store.waiting(CHECK)).toBe(1))
  await c.store.answer(CHECK, answer)
}

/** The adds the store was sent, with their bodies and tokens. */
const addsSent = (c: C) => c.store.sent.filter((r) => `${r.method} ${r.path}` === ADD)

/**
 * The add's answer. An accepted add reads the check again (and the cart, while the ladder
 * shows it) before it settles: the store answers those as they stand, unchanged by the add.
 */
async function answerAdd(c: C, reply: Reply) {
  if (c.store.waiting(SESSION)) await c.store.answer(SESSION, sessionAnswer(c.member))
  await whenSettled(() => expect(c.store.waiting(ADD)).toBe(1))
  c.answered++
  await c.store.answer(ADD, reply)
  if (!(reply.json as { success?: boolean } | undefined)?.success) return
  await whenSettled(() => expect(c.store.waiting(CHECK)).toBe(1))
  if (c.check) await c.store.answer(CHECK, checkAnswer(c.check))
  else await expectLogged(['12501.01'], () => c.store.answer(CHECK, { status: 503 }))
}

/** The quantity in force, and the field showing what was typed, or else that quantity. */
function checkQuantity(c: C, ctx: Ctx) {
  const q = Number(quantity().getAttribute('data-quantity'))
  if (ctx.quantity === 'between') {
    expect(q).toBeGreaterThan(1)
    expect(q).toBeLessThanOrEqual(100)
    expect(q).not.toBe(99)
  } else expect(q).toBe(ctx.quantity)
  expect(quantity()).toHaveValue(c.fieldText ?? String(q))
  if (ctx.shown) {
    expect(String(q)).toBe(quantity().value.trim())
    expect(problem()).toBeNull()
    expect(quantity()).not.toHaveAttribute('aria-invalid')
  } else {
    // Refused, and said so next to the field.
    expect(problem()).toHaveTextContent(exactly(PROBLEM))
    expect(quantity()).toHaveAttribute('aria-invalid', 'true')
    expect(quantity()).toHaveAttribute('aria-describedby', problem()!.id)
  }
  return q
}

function modeShown(c: C, ctx: Ctx) {
  if (ctx.mode === 'subscribe') {
    expect(subscribe()).toBeChecked()
    expect(oneTime()).not.toBeChecked()
    expect(frequency()).toHaveValue(String(ctx.frequency))
  } else {
    expect(oneTime()).toBeChecked()
    if (subscribe()) expect(subscribe()).not.toBeChecked()
    expect(frequency()).toBeNull()
  }
  // An active subscription replaces the subscribe option with the notice (catalogue §2).
  if (c.check?.hasActiveSubscription) {
    expect(subscribe()).toBeNull()
    expect(inForm().getByRole('status')).toHaveTextContent(exactly(ACTIVE))
  } else {
    expect(subscribe()).toBeInTheDocument()
    expect(inForm().queryByText(ACTIVE)).toBeNull()
  }
}

async function mount() {
  vi.mocked(notify).mockClear()
  window.dataLayer = []
  const queryClient = seededQueryClient()
  // The page has not read its session yet: the store answers the path's.
  queryClient.removeQueries({ queryKey: shellKeys.session })
  const store = fakeStore({ [SESSION]: 'hold', [CHECK]: 'hold', [ADD]: 'hold', [CART]: EMPTY_CART })
  const c: C = {
    store,
    queryClient,
    settled: 0,
    addsChecked: 0,
    answered: 0,
    outcomes: [],
    presses: 0,
    sessionLost: false,
    member: false,
    check: null,
    drawer: [],
    account: [],
    updateDue: false,
    fieldText: null,
    stop: () => {},
  }
  const stops = [
    registerFlow('cart-drawer', (e) => c.drawer.push(e)),
    registerFlow('account', (e) => c.account.push(e)),
  ]
  c.stop = () => stops.forEach((stop) => stop())
  await renderShell(() => <PurchaseBox product={PRODUCT} />, { queryClient })
  // The page asks for the check as it loads (its session first).
  await whenSettled(() => expect(store.waiting(SESSION)).toBe(1))
  return c
}

const binding: ViewBinding<C> = {
  // The check's answers: the binding has the page read the check again to cause them.
  fromStore: ['purchase.checked', 'purchase.checkFailed'],
  async setup(_input, path) {
    const c = await mount()
    c.outcomes = (path?.steps ?? [])
      .map((s) => s.event)
      .filter((e) => e.type.endsWith('.actor.addToCart'))
    // Time passes only by the spec's delay (200 ms), once the page has rendered.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    return c
  },
  async teardown(c) {
    c.stop()
    // Nothing is left waiting on the store: its deadline would fail a later test.
    if (c.store.waiting(SESSION)) await c.store.answer(SESSION, sessionAnswer(c.member))
    if (c.store.waiting(ADD)) await c.store.answer(ADD, { json: { success: true } })
    if (c.store.waiting(CHECK))
      await c.store.answer(
        CHECK,
        checkAnswer({
          isSubscribable: true,
          hasActiveSubscription: false,
          hasOneTimePurchase: false,
        }),
      )
  },
  states: {
    'product-purchase.explainer': () => {
      expect(learnMore()).toBeVisible()
    },
    'product-purchase.explainer.closed': () => {
      expect(learnMore()).toHaveTextContent(exactly('Learn more'))
      expect(learnMore()).toHaveAttribute('aria-expanded', 'false')
      expect(screen.getByRole('progressbar', { hidden: true })).not.toBeVisible()
    },
    'product-purchase.explainer.open': () => {
      expect(learnMore()).toHaveTextContent(exactly('Learn less'))
      expect(learnMore()).toHaveAttribute('aria-expanded', 'true')
      expect(screen.getByText('5+ items')).toBeVisible()
      expect(screen.getByRole('progressbar')).toBeVisible()
    },
    'product-purchase.myBox': () => {
      expect(form()).toBeVisible()
    },
    'product-purchase.myBox.idle': (c) => {
      expect(c.updateDue).toBe(false)
    },
    'product-purchase.myBox.updating': (c) => {
      // A member's add: counted at once, the update event still to come.
      expect(c.updateDue).toBe(true)
      expect(c.account.at(-1)).toMatchObject({ type: 'account.myBoxAdded' })
    },
    'product-purchase.box': () => {
      expect(form()).toBeVisible()
    },
    'product-purchase.box.checking': (c) => {
      // The page is reading the check for this product; no mode shows as chosen meanwhile.
      expect(c.store.waiting(SESSION) + c.store.waiting(CHECK)).toBe(1)
      const asked = c.store.seen.filter((r) => r.path === '/rest/auth/get-product-add-to-cart')
      for (const request of asked) expect(request.body).toMatchObject({ id: 7 })
      expect(form()).toHaveAttribute('aria-busy', 'true')
      expect(oneTime()).not.toBeChecked()
      expect(oneTime()).toBeDisabled()
      expect(subscribe()).not.toBeChecked()
      expect(subscribe()).toBeDisabled()
      expect(frequency()).toBeNull()
      expect(submit()).toHaveTextContent(exactly('Add to Cart'))
      expect(submit()).toBeDisabled()
    },
    'product-purchase.box.ready': (c, context) => {
      const ctx = context as Ctx
      expect(form()).toHaveAttribute('aria-busy', 'false')
      expect(submit()).toHaveTextContent(exactly('Add to Cart'))
      expect(submit()).toHaveAttribute('aria-busy', 'false')
      // The add is open exactly when the field holds a quantity.
      if (ctx.shown) expect(submit()).toBeEnabled()
      else expect(submit()).toBeDisabled()
      expect(quantity()).toBeEnabled()
      expect(oneTime()).toBeEnabled()
      if (subscribe()) {
        if (ctx.canSubscribe) expect(subscribe()).toBeEnabled()
        else expect(subscribe()).toBeDisabled()
      } else expect(ctx.canSubscribe).toBe(false)
      modeShown(c, ctx)
      const q = checkQuantity(c, ctx)
      // Minus only above 1; plus below 99 (catalogue §5).
      if (q > 1) expect(minus()).toBeEnabled()
      else expect(minus()).toBeDisabled()
      if (q < 99) expect(plus()).toBeEnabled()
      else expect(plus()).toBeDisabled()
    },
    'product-purchase.box.adding': (c, context) => {
      const ctx = context as Ctx
      expect(submit()).toHaveTextContent(exactly('Adding…'))
      expect(submit()).toBeDisabled()
      expect(submit()).toHaveAttribute('aria-busy', 'true')
      for (const control of [oneTime(), quantity(), minus(), plus()]) expect(control).toBeDisabled()
      modeShown(c, ctx)
      const q = checkQuantity(c, ctx)
      // The add asks for the page's session first when it has none (nothing is sent before it
      // answers); otherwise one add for this press waits on the store, with what the box
      // showed when it was pressed (a check answering meanwhile may change the mode shown,
      // not the add already sent), the session's id and its token.
      if (c.store.waiting(SESSION)) {
        expect(addsSent(c)).toHaveLength(c.answered)
        return
      }
      expect(c.store.waiting(ADD)).toBe(1)
      expect(addsSent(c)).toHaveLength(c.answered + 1)
      if (addsSent(c).length > c.addsChecked) {
        const sent = addsSent(c).at(-1)!
        expect(sent.body).toEqual({
          session_id: 'session-1',
          product_id: 7,
          quantity: q,
          subscribe: ctx.mode === 'subscribe',
          frequency: ctx.mode === 'subscribe' ? ctx.frequency : 2,
        })
        expect(sent.authorization).toBe(
          `Bearer ${c.member ? 'member-session-token' : 'visitor-token'}`,
        )
        c.addsChecked = addsSent(c).length
      }
    },
  },
  observe: () => ({
    checking: form().getAttribute('aria-busy') === 'true',
    busy: submit().getAttribute('aria-busy') === 'true',
    mode: subscribe()?.checked ? 'subscribe' : oneTime().checked ? 'oneTime' : null,
    frequency: frequency() ? Number(frequency()!.value) : 2,
    quantity: Number(quantity().getAttribute('data-quantity')),
    quantityText: quantity().value,
    quantityProblem: problem()?.textContent ?? null,
    canAdd: !(submit() as HTMLButtonElement).disabled,
    canSubscribe: subscribe()?.dataset.offered === 'true',
    hasActiveSubscription: inForm().queryByText(ACTIVE) !== null,
    explainerOpen: learnMore().getAttribute('aria-expanded') === 'true',
  }),
  events: {
    'purchase.subscribeChosen': () => {
      const radio = subscribe()
      if (!radio) throw new NotOnPage('an active subscription: no subscribe option')
      fireEvent.click(radio)
    },
    'purchase.oneTimeChosen': () => {
      fireEvent.click(oneTime())
    },
    'purchase.frequencyChosen': (_c, e) => {
      const select = frequency()
      if (!select || select.disabled) throw new NotOnPage('no frequency to choose')
      fireEvent.change(select, {
        target: { value: String((e as AnyEventObject & { code: number }).code) },
      })
    },
    'purchase.quantityTyped': (c, e, { ignored }) => {
      // No one types into a disabled field (the box is adding).
      if (quantity().disabled) throw new NotOnPage('the field is disabled')
      const value = (e as AnyEventObject & { value: string }).value
      // One change per typed event, even when the field already holds the value.
      if (quantity().value === value)
        fireEvent.change(quantity(), { target: { value: `${value}x` } })
      fireEvent.change(quantity(), { target: { value } })
      expect(quantity()).toHaveValue(value)
      if (!ignored) c.fieldText = value
    },
    'purchase.decremented': (c, _e, { ignored }) => {
      fireEvent.click(minus())
      // A press writes the field: it shows the new quantity.
      if (!ignored) c.fieldText = null
    },
    'purchase.incremented': (c, _e, { ignored }) => {
      fireEvent.click(plus())
      if (!ignored) c.fieldText = null
    },
    'purchase.learnMoreToggled': () => {
      fireEvent.click(learnMore())
    },
    'purchase.submitted': async (c, _e, { ignored }) => {
      const requests = c.store.sent.length
      if (ignored) {
        fireEvent.click(submit())
        // Still checking, already adding, or the field holds no quantity: nothing is sent.
        await settle()
        expect(c.store.sent).toHaveLength(requests)
        return
      }
      // This add will find no session: the page has lost it (as after a logout) and the
      // session helper will fail when asked again.
      const outcome = c.outcomes[c.presses++]
      if (
        (outcome as (AnyEventObject & { error?: Error }) | undefined)?.error?.name === 'AddSkipped'
      ) {
        resetSession()
        c.sessionLost = true
      }
      fireEvent.click(submit())
      await whenSettled(() => expect(c.store.waiting(ADD) + c.store.waiting(SESSION)).toBe(1))
    },
    // The check answers (the session says whether the visitor is a member).
    'purchase.checked': async (c, e) => {
      const { check } = e as AnyEventObject & { check: PurchaseCheck }
      await readCheck(c, checkAnswer(check), check.isMember)
      c.check = check
    },
    // The check fails (12501.01 for an HTTP failure, 12501.03 otherwise): the box sells once.
    'purchase.checkFailed': async (c) => {
      if (c.sessionLost) throw new NotOnPage('the session is being read for the add')
      const first = c.store.waiting(SESSION) + c.store.waiting(CHECK) > 0
      await expectLogged(first ? ['12501.01', '12501.01'] : ['12501.01', '12501.03'], () =>
        readCheck(c, first ? { status: 503 } : { network: true }),
      )
    },
    'xstate.after.myBoxUpdateDelay': async (c) => {
      const updates = () => c.account.filter((e) => e.type === 'account.myBoxUpdated').length
      const fired = updates()
      await act(() => vi.advanceTimersByTimeAsync(199))
      expect(updates()).toBe(fired)
      await act(() => vi.advanceTimersByTimeAsync(1))
      expect(updates()).toBe(fired + 1)
      c.updateDue = false
    },
    'xstate.done.actor.addToCart': async (c, e) => {
      c.settled++
      vi.mocked(notify).mockClear()
      window.dataLayer = []
      const drawer = c.drawer.length
      const account = c.account.length
      const output = e.output as { message: string | null }
      const answeredAt = Date.now()
      await answerAdd(c, {
        json: output.message ? { success: true, message: output.message } : { success: true },
      })
      const quantity = (addsSent(c).at(-1)!.body as { quantity: number }).quantity
      // The cart is to be read again (the header's badge, the drawer) and the check has been
      // (answerAdd answered it); nothing else the page holds is stale.
      const cartState = c.queryClient.getQueryState(shellKeys.cart)
      expect(
        cartState?.isInvalidated || (cartState?.dataUpdatedAt ?? 0) >= answeredAt,
        'the cart is to be read again, or has been',
      ).toBe(true)
      expect(
        staleKeys(c.queryClient).filter(
          (key) => key !== 'store/cart' && !key.startsWith('store/add-to-cart-check/'),
        ),
      ).toEqual([])
      // A member's add counts in My Box at once; the update event comes 200 ms later.
      if (c.check?.isMember) {
        expect(c.account.slice(account)).toEqual([{ type: 'account.myBoxAdded', quantity }])
        c.updateDue = true
      } else expect(c.account).toHaveLength(account)
      // No message: the cart drawer opens; a message: a success toast instead.
      if (output.message) {
        expect(vi.mocked(notify).mock.calls).toEqual([['success', output.message]])
        expect(c.drawer).toHaveLength(drawer)
      } else {
        expect(c.drawer.slice(drawer)).toEqual([{ type: 'cart.itemAdded' }])
        expect(notify).not.toHaveBeenCalled()
      }
      // add_to_cart, with the quantity added at the product's price.
      expect(window.dataLayer).toEqual([
        { ecommerce: null },
        {
          event: 'add_to_cart',
          ecommerce: {
            currency: 'USD',
            value: Math.round(12.5 * quantity * 100) / 100,
            items: [
              {
                item_id: '7',
                item_name: 'Dish Soap',
                price: 12.5,
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
      c.settled++
      vi.mocked(notify).mockClear()
      window.dataLayer = []
      const drawer = c.drawer.length
      const account = c.account.length
      const error = e.error as Error
      // No session, the store's refusal, or a network failure (each with the codes it logs).
      await failAdd(
        c.store,
        error.name === 'AddSkipped'
          ? { skipped: true }
          : { skipped: false, refusal: error instanceof AddRejected ? error.message : null },
        (reply) => answerAdd(c, reply),
      )
      c.sessionLost = false
      await settle()
      // Nothing sent (no session): nothing shown; otherwise the store's words or the spec's.
      if (error.name === 'AddSkipped') expect(notify).not.toHaveBeenCalled()
      else
        expect(vi.mocked(notify).mock.calls).toEqual([
          [
            'error',
            error instanceof AddRejected
              ? error.message
              : 'Error adding to cart. Please try again.',
          ],
        ])
      expect(c.drawer).toHaveLength(drawer)
      expect(c.account).toHaveLength(account)
      expect(window.dataLayer).toEqual([])
    },
  },
}

afterEach(() => {
  vi.mocked(notify).mockClear()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

/** A visitor's box, its check answered: subscribable, nothing bought yet. */
async function readyBox(routes: Parameters<typeof fakeStore>[0] = {}) {
  vi.mocked(notify).mockClear()
  window.dataLayer = []
  const queryClient = seededQueryClient()
  const store = fakeStore({
    [CHECK]: checkAnswer({
      isSubscribable: true,
      hasActiveSubscription: false,
      hasOneTimePurchase: false,
    }),
    ...routes,
  })
  return { store, queryClient }
}

describe('product add-to-cart box', { timeout: 60_000 }, () => {
  testGeneratedPaths(model, binding)

  it('typing: only whole numbers from 1 to 100 count', async () => {
    const c = await binding.setup({})
    c.check = {
      isSubscribable: true,
      hasActiveSubscription: false,
      hasOneTimePurchase: false,
      isMember: false,
    }
    await readCheck(c, checkAnswer(c.check))
    for (const [typed, counted] of [
      ['5', 5],
      ['0', 5],
      ['101', 5],
      ['2.5', 5],
      ['abc', 5],
      ['100', 100],
    ] as const) {
      fireEvent.change(quantity(), { target: { value: typed } })
      expect(quantity().getAttribute('data-quantity'), typed).toBe(String(counted))
    }
    // At 100 plus does nothing; the box sends 100.
    expect(plus()).toBeDisabled()
    fireEvent.click(submit())
    await whenSettled(() => expect(c.store.waiting(ADD)).toBe(1))
    expect(addsSent(c).at(-1)!.body).toMatchObject({ quantity: 100 })
    // A success pushes add_to_cart with the quantity added.
    await answerAdd(c, { json: { success: true } })
    expect(window.dataLayer?.at(-1)).toEqual({
      event: 'add_to_cart',
      ecommerce: {
        currency: 'USD',
        value: 1250,
        items: [
          {
            item_id: '7',
            item_name: 'Dish Soap',
            price: 12.5,
            index: 0,
            item_list_name: 'Product',
            quantity: 100,
          },
        ],
      },
    })
    c.stop()
  })

  it('a typed value that is not a quantity shows as typed and is refused until fixed', async () => {
    const { store, queryClient } = await readyBox({ [ADD]: 'hold' })
    await renderShell(() => <PurchaseBox product={PRODUCT} />, { queryClient })
    await whenSettled(() => expect(subscribe()).toBeChecked())
    const adds = () => store.seen.filter((r) => r.path === '/rest/auth/cart/add-to-cart')
    for (const typed of ['101', '0', '2.5', 'abc']) {
      fireEvent.change(quantity(), { target: { value: typed } })
      await settle()
      // The field shows exactly what was typed, and says why it is refused.
      expect(quantity(), typed).toHaveValue(typed)
      expect(problem(), typed).toHaveTextContent(exactly(PROBLEM))
      expect(quantity(), typed).toHaveAttribute('aria-invalid', 'true')
      expect(submit(), typed).toBeDisabled()
      // A press of Add (or Enter in the field) sends nothing.
      fireEvent.click(submit())
      fireEvent.submit(form())
      await settle()
      expect(submit(), typed).toHaveTextContent(exactly('Add to Cart'))
      expect(adds(), typed).toEqual([])
      expect(quantity(), typed).toHaveValue(typed)
    }
    fireEvent.change(quantity(), { target: { value: '7' } })
    await settle()
    expect(problem()).toBeNull()
    expect(quantity()).not.toHaveAttribute('aria-invalid')
    expect(submit()).toBeEnabled()
    fireEvent.click(submit())
    await whenSettled(() => expect(adds()).toHaveLength(1))
    // What the field shows is what is sent.
    expect(adds()[0]!.body).toMatchObject({ product_id: 7, quantity: 7, subscribe: true })
    expect(quantity()).toHaveValue('7')
    expect(submit()).toHaveTextContent(exactly('Adding…'))
    await store.answer(ADD, { json: { success: true } })
    await whenSettled(() => expect(submit()).toHaveTextContent(exactly('Add to Cart')))
  })

  it('− and + step from the last valid quantity and write the field', async () => {
    const { queryClient } = await readyBox()
    await renderShell(() => <PurchaseBox product={PRODUCT} />, { queryClient })
    await whenSettled(() => expect(subscribe()).toBeChecked())
    fireEvent.change(quantity(), { target: { value: '6' } })
    fireEvent.change(quantity(), { target: { value: '101' } })
    expect(quantity()).toHaveValue('101')
    fireEvent.click(plus())
    expect(quantity()).toHaveValue('7')
    expect(problem()).toBeNull()
    fireEvent.change(quantity(), { target: { value: 'abc' } })
    fireEvent.click(minus())
    expect(quantity()).toHaveValue('6')
    expect(quantity()).toHaveAttribute('data-quantity', '6')
    expect(submit()).toBeEnabled()
  })

  it('a check read again before the machine runs is read as a re-read, not a first answer', async () => {
    // The sticky bar's add reads the check again while the box's code may not have loaded:
    // the machine, not the first-answer table, decides what a second answer does.
    const queryClient = seededQueryClient()
    const store = fakeStore({ [CHECK]: 'hold' })
    await renderShell(() => <PurchaseBox product={PRODUCT} />, { queryClient })
    await whenSettled(() => expect(store.waiting(CHECK)).toBe(1))
    await store.answer(
      CHECK,
      checkAnswer({
        isSubscribable: true,
        hasActiveSubscription: false,
        hasOneTimePurchase: false,
      }),
    )
    expect(subscribe()).toBeChecked()
    act(() => void queryClient.invalidateQueries({ queryKey: shellKeys.purchaseCheck }))
    await whenSettled(() => expect(store.waiting(CHECK)).toBe(1))
    await store.answer(
      CHECK,
      checkAnswer({ isSubscribable: true, hasActiveSubscription: false, hasOneTimePurchase: true }),
    )
    // A first answer like this one would choose one-time; read again, it keeps subscribe.
    await whenSettled(() => expect(subscribe()).toBeChecked())
    expect(oneTime()).not.toBeChecked()
  })

  it('the add goes to the store, then the cart and the check are read again [Catalogue §7.4, §4.17]', async () => {
    vi.mocked(notify).mockClear()
    window.dataLayer = []
    const queryClient = seededQueryClient()
    const store = fakeStore({
      [CHECK]: 'hold',
      [ADD]: 'hold',
      'POST /rest/auth/cart': {
        json: {
          status: 'Success',
          data: {
            items: [
              {
                id: 5,
                price: 10,
                quantity: 3,
                subscribe: 1,
                billing_model_id: 9,
                product: { id: 7, name: 'Dish Soap', price: 12.5, image_path: null },
              },
            ],
            discount_total: 0,
            subtotal: 30,
            tier_slab: 0,
            total_subscription_items: 3,
          },
        },
      },
    })
    await renderShell(
      () => (
        <>
          <CartDrawer />
          <PurchaseBox product={PRODUCT} />
        </>
      ),
      { queryClient },
    )
    await whenSettled(() => expect(store.waiting(CHECK)).toBe(1))
    await store.answer(
      CHECK,
      checkAnswer({
        isSubscribable: true,
        hasActiveSubscription: false,
        hasOneTimePurchase: false,
      }),
    )
    expect(subscribe()).toBeChecked()
    fireEvent.change(quantity(), { target: { value: '3' } })
    fireEvent.click(submit())
    await whenSettled(() => expect(store.waiting(ADD)).toBe(1))
    expect(store.seen.filter((r) => r.path === '/rest/auth/cart/add-to-cart')).toEqual([
      {
        method: 'POST',
        path: '/rest/auth/cart/add-to-cart',
        body: {
          session_id: 'session-1',
          product_id: 7,
          quantity: 3,
          subscribe: true,
          frequency: 9,
        },
      },
    ])
    expect(submit()).toHaveTextContent(exactly('Adding…'))
    await store.answer(ADD, { json: { success: true } })
    // The check is read again (a real refetch): now the visitor subscribes.
    await whenSettled(() => expect(store.waiting(CHECK)).toBe(1))
    expect(screen.getByRole('button', { name: /^Cart, / })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
    await store.answer(
      CHECK,
      checkAnswer({ isSubscribable: true, hasActiveSubscription: true, hasOneTimePurchase: false }),
    )
    // The add is announced: the drawer opens on the cart read again; add_to_cart is counted.
    await whenSettled(() =>
      expect(screen.getByRole('button', { name: 'Cart, 3 items' })).toHaveAttribute(
        'aria-expanded',
        'true',
      ),
    )
    expect(notify).not.toHaveBeenCalled()
    expect(window.dataLayer.at(-1)).toMatchObject({
      event: 'add_to_cart',
      ecommerce: { value: 37.5, items: [{ item_id: '7', quantity: 3 }] },
    })
    // The box shows the check read again: the subscription notice, one-time chosen.
    expect(submit()).toHaveTextContent(exactly('Add to Cart'))
    expect(inForm().getByRole('status')).toHaveTextContent(exactly(ACTIVE))
    expect(subscribe()).toBeNull()
    expect(oneTime()).toBeChecked()
    expect(store.seen.filter((r) => r.path === '/rest/auth/get-product-add-to-cart')).toHaveLength(
      2,
    )
  })

  it("a member's add counts in their My Box, then the store's count is read", async () => {
    const queryClient = seededQueryClient()
    queryClient.removeQueries({ queryKey: shellKeys.session })
    const store = fakeStore({
      [SESSION]: sessionAnswer(true),
      [CHECK]: checkAnswer({
        isSubscribable: true,
        hasActiveSubscription: false,
        hasOneTimePurchase: false,
      }),
    })
    const add = heldActor<{ message: string | null }, AddInput>()
    const count = heldActor<number>()
    await renderShell(
      () => (
        <>
          <AccountWidget />
          <PurchaseBox product={PRODUCT} />
        </>
      ),
      {
        queryClient,
        overrides: {
          'product-purchase': { actors: { addToCart: add.logic } },
          account: { actors: { refreshMyBox: count.logic } },
        },
      },
    )
    const myBox = () => screen.getByRole('link', { name: /^My Box/ })
    await whenSettled(() => expect(myBox()).toHaveAccessibleName('My Box, 3 items'))
    await whenSettled(() => expect(subscribe()).toBeChecked())
    expect(store.seen.filter((r) => r.path === '/rest/auth/get-product-add-to-cart')).toHaveLength(
      1,
    )
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    fireEvent.change(quantity(), { target: { value: '2' } })
    fireEvent.click(submit())
    await act(async () => add.resolve({ message: 'Added to your box' }))
    await settle()
    // Counted at once; the store's count is asked for 200 ms later, not before.
    expect(myBox()).toHaveAccessibleName('My Box, 5 items')
    expect(vi.mocked(notify).mock.calls).toEqual([['success', 'Added to your box']])
    await act(() => vi.advanceTimersByTimeAsync(199))
    expect(count.calls).toHaveLength(0)
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(count.calls).toHaveLength(1)
    await act(async () => count.resolve(6))
    expect(myBox()).toHaveAccessibleName('My Box, 6 items')
  })
})
