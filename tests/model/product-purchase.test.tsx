// @vitest-environment jsdom
/**
 * Generated paths of the product's add-to-cart box, replayed on the box with held check and
 * add calls. The machine-level replay and the coverage gate are in coverage.test.ts; the
 * browser level in tests/e2e/flows/product-purchase.spec.ts.
 */
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AnyEventObject } from 'xstate'
import { AddRejected, type AddInput, type PurchaseCheck } from '#machines/product-purchase/machine'
import { PurchaseBox } from '~/components/product/PurchaseBox'
import productPurchaseFlow from '#machines/product-purchase/index'
import { buildFlowModel } from '~/flow-catalog/model'
import { onCartItemAdded, onMyBoxAdded, onMyBoxUpdate } from '~/lib/cart-events'
import { notify } from '~/lib/notify'
import { renderShell } from './shell-harness'
import { exactly, heldActor, testGeneratedPaths, type ViewBinding } from './view-runner'

vi.mock('~/lib/notify', () => ({ notify: vi.fn() }))

const model = buildFlowModel(productPurchaseFlow)
const PRODUCT = { id: 7, name: 'Dish Soap', price: 12.5 }

interface C {
  check: ReturnType<typeof heldActor<PurchaseCheck, { productId: number }>>
  add: ReturnType<typeof heldActor<{ message: string | null }, AddInput>>
  settled: number
  drawerOpened: number
  /** The check said the visitor is a member (their adds count in My Box). */
  member: boolean
  /** My Box counts announced (catalogue §4), and update events fired. */
  myBoxAdded: number[]
  myBoxUpdates: number
  /** A member's add is waiting for its 200 ms update event. */
  updateDue: boolean
  stop: () => void
}
type Ctx = {
  mode: 'subscribe' | 'oneTime'
  frequency: number
  quantity: 1 | 99 | 'between'
  canSubscribe: boolean
}

const subscribe = () =>
  screen.queryByRole('radio', { name: 'Subscribe & Save' }) as HTMLInputElement | null
const oneTime = () => screen.getByRole('radio', { name: 'One-time purchase' })
const frequency = () => screen.queryByRole('combobox', { name: 'Deliver every' })
const quantity = () => screen.getByRole('textbox', { name: 'Quantity' }) as HTMLInputElement
const minus = () => screen.getByRole('button', { name: 'Decrease quantity' })
const plus = () => screen.getByRole('button', { name: 'Increase quantity' })
const learnMore = () => screen.getByRole('button', { name: /^Learn (more|less)$/ })
const submit = () => screen.getByRole('button', { name: /Add to Cart|Adding…/ })

function checkQuantity(ctx: Ctx) {
  const q = Number(quantity().value)
  if (ctx.quantity === 'between') expect(q).toBeGreaterThan(1)
  else if (quantity().value === String(ctx.quantity)) expect(q).toBe(ctx.quantity)
}

function modeShown(ctx: Ctx) {
  if (ctx.mode === 'subscribe') {
    expect(subscribe()).toBeChecked()
    expect(frequency()).toHaveValue(String(ctx.frequency))
  } else {
    expect(oneTime()).toBeChecked()
    expect(frequency()).toBeNull()
  }
  if (!ctx.canSubscribe && subscribe()) expect(subscribe()).toBeDisabled()
}

const binding: ViewBinding<C> = {
  async setup() {
    vi.mocked(notify).mockClear()
    const check = heldActor<PurchaseCheck, { productId: number }>()
    const add = heldActor<{ message: string | null }, AddInput>()
    const c: C = {
      check,
      add,
      settled: 0,
      drawerOpened: 0,
      member: false,
      myBoxAdded: [],
      myBoxUpdates: 0,
      updateDue: false,
      stop: () => {},
    }
    const stops = [
      onCartItemAdded(() => c.drawerOpened++),
      onMyBoxAdded((quantity) => c.myBoxAdded.push(quantity)),
      onMyBoxUpdate(() => c.myBoxUpdates++),
    ]
    c.stop = () => stops.forEach((stop) => stop())
    await renderShell(() => <PurchaseBox product={PRODUCT} />, {
      overrides: { 'product-purchase': { actors: { loadCheck: check.logic, addToCart: add.logic } } },
    })
    // Time passes only by the spec's delay (200 ms), once the page has rendered.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    return c
  },
  teardown: (c) => c.stop(),
  states: {
    'product-purchase.explainer': () => {
      expect(learnMore()).toBeVisible()
    },
    'product-purchase.explainer.closed': () => {
      expect(learnMore()).toHaveTextContent(exactly('Learn more'))
      expect(screen.getByRole('progressbar', { hidden: true })).not.toBeVisible()
    },
    'product-purchase.explainer.open': () => {
      expect(learnMore()).toHaveTextContent(exactly('Learn less'))
      expect(screen.getByText('5+ items')).toBeVisible()
      expect(screen.getByRole('progressbar')).toBeVisible()
    },
    'product-purchase.myBox': () => {
      expect(screen.getByRole('form', { name: 'Buy Dish Soap' })).toBeVisible()
    },
    'product-purchase.myBox.idle': (c) => {
      expect(c.updateDue).toBe(false)
    },
    'product-purchase.myBox.updating': (c) => {
      // A member's add: counted at once, the update event still to come.
      expect(c.updateDue).toBe(true)
      expect(c.myBoxAdded.length).toBeGreaterThan(0)
    },
    'product-purchase.box': () => {
      expect(screen.getByRole('form', { name: 'Buy Dish Soap' })).toBeVisible()
    },
    'product-purchase.box.checking': (c) => {
      expect(submit()).toBeDisabled()
      expect(c.check.calls.at(-1)!.input).toEqual({ productId: 7 })
    },
    'product-purchase.box.ready': (_c, context) => {
      const ctx = context as Ctx
      expect(submit()).toHaveTextContent(exactly('Add to Cart'))
      expect(submit()).toBeEnabled()
      modeShown(ctx)
      checkQuantity(ctx)
    },
    'product-purchase.box.adding': (c, context) => {
      const ctx = context as Ctx
      expect(submit()).toHaveTextContent(exactly('Adding…'))
      expect(submit()).toBeDisabled()
      expect(submit()).toHaveAttribute('aria-busy', 'true')
      expect(c.add.calls).toHaveLength(c.settled + 1)
      const input = c.add.calls.at(-1)!.input
      expect(input.productId).toBe(7)
      expect(input.subscribe).toBe(ctx.mode === 'subscribe')
      expect(input.frequency).toBe(ctx.mode === 'subscribe' ? ctx.frequency : 2)
      expect(String(input.quantity)).toBe(quantity().value)
    },
  },
  observe: () => ({
    checking: submit().hasAttribute('disabled') && submit().getAttribute('aria-busy') !== 'true',
    busy: submit().getAttribute('aria-busy') === 'true',
    mode: subscribe()?.checked ? 'subscribe' : 'oneTime',
    frequency: frequency() ? Number((frequency() as HTMLSelectElement).value) : 2,
    quantity: Number(quantity().getAttribute('data-quantity')),
    quantityText: quantity().value,
    canSubscribe: subscribe()?.dataset.offered === 'true',
    explainerOpen: learnMore().getAttribute('aria-expanded') === 'true',
  }),
  events: {
    'purchase.subscribeChosen': () => {
      const radio = subscribe()
      if (radio) fireEvent.click(radio)
    },
    'purchase.oneTimeChosen': () => {
      fireEvent.click(oneTime())
    },
    'purchase.frequencyChosen': (_c, e) => {
      const select = frequency()
      if (!select) return
      fireEvent.change(select, {
        target: { value: String((e as AnyEventObject & { code: number }).code) },
      })
    },
    'purchase.quantityTyped': (_c, e) => {
      const value = (e as AnyEventObject & { value: string }).value
      if (quantity().value === value)
        fireEvent.change(quantity(), { target: { value: `${value}x` } })
      fireEvent.change(quantity(), { target: { value } })
    },
    'purchase.decremented': () => {
      fireEvent.click(minus())
    },
    'purchase.incremented': () => {
      fireEvent.click(plus())
    },
    'purchase.learnMoreToggled': () => {
      fireEvent.click(learnMore())
    },
    'purchase.submitted': () => {
      fireEvent.click(submit())
    },
    'xstate.done.actor.loadCheck': async (c, e) => {
      c.member = (e.output as PurchaseCheck).isMember
      await act(async () => c.check.resolve(e.output as PurchaseCheck))
    },
    'xstate.after.myBoxUpdateDelay': async (c) => {
      const fired = c.myBoxUpdates
      await act(() => vi.advanceTimersByTimeAsync(199))
      expect(c.myBoxUpdates).toBe(fired)
      await act(() => vi.advanceTimersByTimeAsync(1))
      expect(c.myBoxUpdates).toBe(fired + 1)
      c.updateDue = false
    },
    'xstate.error.actor.loadCheck': async (c, e) => {
      await act(async () => c.check.reject(e.error))
    },
    'xstate.done.actor.addToCart': async (c, e) => {
      c.settled++
      vi.mocked(notify).mockClear()
      const before = c.drawerOpened
      const counted = c.myBoxAdded.length
      const output = e.output as { message: string | null }
      const quantity = c.add.calls.at(-1)!.input.quantity
      await act(async () => c.add.resolve(output))
      // A member's add counts in My Box at once; the update event comes 200 ms later.
      if (c.member) {
        expect(c.myBoxAdded.slice(counted)).toEqual([quantity])
        c.updateDue = true
      } else expect(c.myBoxAdded).toHaveLength(counted)
      // No message: the cart drawer opens; a message: a success toast instead.
      if (output.message) {
        expect(notify).toHaveBeenCalledWith('success', output.message)
        expect(c.drawerOpened).toBe(before)
      } else {
        expect(c.drawerOpened).toBe(before + 1)
        expect(notify).not.toHaveBeenCalled()
      }
    },
    'xstate.error.actor.addToCart': async (c, e) => {
      c.settled++
      vi.mocked(notify).mockClear()
      await act(async () => c.add.reject(e.error))
      const error = e.error as Error
      if (error.name === 'AddSkipped') expect(notify).not.toHaveBeenCalled()
      else
        expect(notify).toHaveBeenCalledWith(
          'error',
          error instanceof AddRejected ? error.message : 'Error adding to cart. Please try again.',
        )
    },
  },
}

afterEach(() => {
  vi.mocked(notify).mockClear()
  cleanup()
  vi.useRealTimers()
})

describe('product add-to-cart box', () => {
  testGeneratedPaths(model, binding)

  it('typing: only whole numbers from 1 to 100 count', async () => {
    const c = (await binding.setup()) as C
    await act(async () =>
      c.check.resolve({
        isSubscribable: true,
        hasActiveSubscription: false,
        hasOneTimePurchase: false,
        isMember: false,
      }),
    )
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
    expect(c.add.calls.at(-1)!.input.quantity).toBe(100)
    // A success pushes add_to_cart with the quantity added.
    await act(async () => c.add.resolve({ message: null }))
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
})
