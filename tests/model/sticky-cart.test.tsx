// @vitest-environment jsdom
/**
 * Generated paths of the sticky add-to-cart bar, replayed on the bar below a stand-in purchase
 * box, with a held add call. jsdom's intersection observers never report, so the binding keeps
 * the bar's observer and reports the box scrolled out of view (boxPassed) or back in it
 * (boxReturned). The machine-level replay and the coverage gate are in coverage.test.ts.
 * State space: the quantity is reduced to its limits (1, 99, 100) or anywhere between.
 */
import { act, fireEvent, screen, within } from '@testing-library/react'
import { useRef } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  StickyAddRejected,
  StickyAddSkipped,
  type StickyAddInput,
  type StickyCartEvent,
} from '#machines/sticky-cart/machine'
import { StickyCartBar } from '~/components/product/StickyCartBar'
import stickyCartFlow from '#machines/sticky-cart/index'
import { buildFlowModel } from '~/flow-catalog/model'
import { onCartRefresh } from '~/lib/cart-events'
import { notify } from '~/lib/notify'
import { renderShell } from './shell-harness'
import {
  exactly,
  heldActor,
  machineEvents,
  NotOnPage,
  testGeneratedPaths,
  type ViewBinding,
} from './view-runner'

vi.mock('~/lib/notify', () => ({ notify: vi.fn() }))

const model = buildFlowModel(stickyCartFlow)

type Product = Parameters<typeof StickyCartBar>[0]['product']
const PRODUCT: Product = {
  id: 7,
  name: 'Dish Soap',
  price: 12.5,
  image: 'products/dish/thumbnail.svg',
  isSubscribable: true,
}

type Ctx = { mode: 'subscribe' | 'oneTime'; quantity: 1 | 99 | 100 | 'between'; added: boolean }

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
  add: ReturnType<typeof heldActor<void, StickyAddInput>>
  settled: number
  /** Cart refreshes announced (the header's badge and promo bar reload). */
  refreshes: number
  /** A typed text the field keeps although it is not a quantity (null: it shows the quantity). */
  fieldText: string | null
  stop: () => void
}

function PageWithBar({ product }: { product: Product }) {
  const box = useRef<HTMLElement>(null)
  return (
    <>
      <section ref={box} aria-label="Purchase box">
        <p>The product&apos;s own purchase box</p>
      </section>
      <StickyCartBar product={product} boxRef={box} />
    </>
  )
}

// The bar is out of the accessibility tree while hidden (it has no accessible name then): it and
// its parts are read with `hidden`, and the visibility states check whether a shopper reaches it.
const bar = () => screen.getByRole('complementary', { hidden: true })
const inBar = () => within(bar())
const oneTime = () =>
  inBar().getByRole('radio', { name: 'One-time $12.50', hidden: true }) as HTMLInputElement
const subscribe = () =>
  inBar().queryByRole('radio', {
    name: 'Subscribe $7.50 with 5+ subscription items',
    hidden: true,
  }) as HTMLInputElement | null
const quantity = () =>
  inBar().getByRole('textbox', { name: 'Quantity', hidden: true }) as HTMLInputElement
const minus = () => inBar().getByRole('button', { name: 'Decrease quantity', hidden: true })
const plus = () => inBar().getByRole('button', { name: 'Increase quantity', hidden: true })
const submit = () => inBar().getByRole('button', { name: /^(Add to Cart|Adding…)$/, hidden: true })
const status = () => inBar().getByRole('status', { hidden: true })

/** Reports the purchase box to the bar's observer: out of view above, or back in view. */
function reportBox(isIntersecting: boolean) {
  const box = screen.getByRole('region', { name: 'Purchase box' })
  const watching = RecordingObserver.made.filter((o) => o.connected && o.targets.includes(box))
  expect(watching, 'observers watching the purchase box').toHaveLength(1)
  const observer = watching[0]!
  act(() =>
    observer.callback(
      [{ isIntersecting, target: box } as unknown as IntersectionObserverEntry],
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
  expect(quantity()).toHaveValue(c.fieldText ?? String(q))
  return q
}

async function mount(product: Product = PRODUCT) {
  vi.mocked(notify).mockClear()
  RecordingObserver.made = []
  vi.stubGlobal('IntersectionObserver', RecordingObserver)
  const add = heldActor<void, StickyAddInput>()
  const c: C = { add, settled: 0, refreshes: 0, fieldText: null, stop: () => {} }
  c.stop = onCartRefresh(() => c.refreshes++)
  await renderShell(() => <PageWithBar product={product} />, {
    overrides: { 'sticky-cart': { actors: { addToCart: add.logic } } },
  })
  return c
}

const binding: ViewBinding<C> = {
  setup: () => mount(),
  teardown: (c) => c.stop(),
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
    'sticky-cart.bar': () => {
      expect(oneTime()).toBeInTheDocument()
      expect(subscribe()).toBeInTheDocument()
      expect(quantity()).toBeInTheDocument()
    },
    'sticky-cart.bar.idle': (c, context) => {
      const ctx = context as Ctx
      expect(submit()).toHaveTextContent(exactly('Add to Cart'))
      expect(submit()).toBeEnabled()
      expect(submit()).toHaveAttribute('aria-busy', 'false')
      expect(ctx.mode === 'subscribe' ? subscribe() : oneTime()).toBeChecked()
      expect(ctx.mode === 'subscribe' ? oneTime() : subscribe()).not.toBeChecked()
      expect(oneTime()).toBeEnabled()
      expect(subscribe()).toBeEnabled()
      expect(quantity()).toBeEnabled()
      const q = checkQuantity(c, ctx)
      // Minus only above 1; plus up to 100 and never past it.
      if (q === 1) expect(minus()).toBeDisabled()
      else expect(minus()).toBeEnabled()
      if (q === 100) expect(plus()).toBeDisabled()
      else expect(plus()).toBeEnabled()
      expect(status()).toHaveTextContent(exactly(ctx.added ? 'Added to your cart' : ''))
    },
    'sticky-cart.bar.busy': (c, context) => {
      const ctx = context as Ctx
      expect(submit()).toHaveTextContent(exactly('Adding…'))
      expect(submit()).toBeDisabled()
      expect(submit()).toHaveAttribute('aria-busy', 'true')
      for (const control of [oneTime(), subscribe(), quantity(), minus(), plus()])
        expect(control).toBeDisabled()
      expect(status()).toHaveTextContent(exactly(''))
      // One add for this press, with the quantity shown and type 4 or 2 for the mode shown.
      expect(c.add.calls).toHaveLength(c.settled + 1)
      const q = checkQuantity(c, ctx)
      expect(c.add.calls.at(-1)!.input).toEqual({
        productId: 7,
        quantity: q,
        subscribable: ctx.mode === 'subscribe',
        type: ctx.mode === 'subscribe' ? 4 : 2,
      })
    },
  },
  observe: () => ({
    shown: bar().getAttribute('data-shown') === 'true',
    busy: submit().getAttribute('aria-busy') === 'true',
    mode: subscribe()?.checked ? 'subscribe' : oneTime().checked ? 'oneTime' : null,
    quantity: Number(quantity().getAttribute('data-quantity')),
    quantityText: quantity().value,
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
        // One change per typed event, even when the field already holds the value.
        if (quantity().value === e.value)
          fireEvent.change(quantity(), { target: { value: `${e.value}x` } })
        fireEvent.change(quantity(), { target: { value: e.value } })
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
      'sticky.submitted': (c, _e, { ignored }) => {
        const calls = c.add.calls.length
        fireEvent.click(submit())
        // Out of sight (or already adding), a press adds nothing.
        if (ignored) expect(c.add.calls).toHaveLength(calls)
        else c.fieldText = null
      },
    }),
    'xstate.done.actor.addToCart': async (c) => {
      c.settled++
      vi.mocked(notify).mockClear()
      window.dataLayer = []
      const refreshes = c.refreshes
      const { quantity, subscribable } = c.add.calls.at(-1)!.input
      await act(async () => c.add.resolve())
      // The cart refreshes (nothing opens) and the add goes to analytics at the price shown.
      expect(c.refreshes).toBe(refreshes + 1)
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
      c.settled++
      vi.mocked(notify).mockClear()
      window.dataLayer = []
      const refreshes = c.refreshes
      await act(async () => c.add.reject(e.error))
      const error = e.error as Error
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
      expect(c.refreshes).toBe(refreshes)
      expect(window.dataLayer).toEqual([])
    },
  },
}

afterEach(() => {
  vi.mocked(notify).mockClear()
  vi.unstubAllGlobals()
})

describe('sticky add-to-cart bar', () => {
  testGeneratedPaths(model, binding)

  it('shows the subscription price as 60 % of the price and adds at it', async () => {
    const c = await mount({ ...PRODUCT, price: 12.99 })
    // The bar watches the box with a viewport reaching far below it ("not intersecting": above).
    expect(RecordingObserver.made.at(-1)!.options.rootMargin).toBe('0px 0px 100000px 0px')
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
    c.stop()
  })

  it('a product that cannot be subscribed to is one-time only (type 2)', async () => {
    const c = await mount({ ...PRODUCT, isSubscribable: false })
    reportBox(false)
    expect(screen.queryByRole('radio', { name: /^Subscribe/ })).toBeNull()
    expect(screen.getByRole('radio', { name: 'One-time $12.50' })).toBeChecked()
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }))
    expect(c.add.calls.map((call) => call.input)).toEqual([
      { productId: 7, quantity: 1, subscribable: false, type: 2 },
    ])
    await act(async () => c.add.reject(new Error('stop')))
    c.stop()
  })
})
