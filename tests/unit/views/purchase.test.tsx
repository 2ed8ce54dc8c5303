// @vitest-environment jsdom
/**
 * What a shopper sees in the purchase parts of the product and starter-kit pages (catalogue §2,
 * §9; shell §2): the add-to-cart box (its ladder progress, the guarantee line, Enter in the
 * form), Perfect Pairings (loaded in the browser, the excerpt, "was $x, now $y"), the kit
 * purchase box, the sticky bar and the kit claim button (a spinner only while busy).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { recommendationsQuery } from '~/api/product/pairings'
import { KitClaimButton } from '~/components/kits/KitClaimButton'
import { KitPurchaseBox } from '~/components/kits/KitPurchaseBox'
import { Pairings } from '~/components/product/Pairings'
import { PurchaseBox } from '~/components/product/PurchaseBox'
import { StickyCartBar } from '~/components/product/StickyCartBar'
import { renderShell, seededQueryClient, twoItemCart } from '../../model/shell-harness'
import { EMPTY_CART, fakeStore, wireSession, type Reply } from '../../model/store-fake'
import { expectLogged, settle, whenSettled } from '../../model/view-runner'
import { PAIRINGS } from '../../model/pairings-sample'

vi.mock('~/lib/notify', () => ({ notify: vi.fn() }))
vi.mock('~/lib/navigation', () => ({ assignLocation: vi.fn() }))

const SESSION = 'POST /rest/auth/session'
const CHECK = 'POST /rest/auth/get-product-add-to-cart'
const BOX_ADD = 'POST /rest/auth/cart/add-to-cart'
const ITEM_ADD = 'POST /rest/auth/cart/add'
const KIT_ADD = 'POST /rest/auth/cart/add-to-cart-starterkit'
const CLAIM = 'POST /graphql'
const CART = 'POST /rest/auth/cart'
const RECOMMENDED = 'POST /rest/auth/recommended-products'
const VISITOR: Reply = { json: wireSession({ authenticated: false, member: null, myBoxCount: 0 }) }

/** The store's add-to-cart check: subscribable, nothing bought before. */
const CHECK_ANSWER: Reply = {
  json: {
    status: 'Success',
    data: {
      price: '12.50',
      discount_price: '10.00',
      quantity: 1,
      exists: false,
      exists_ot: 0,
      is_subscribable: true,
      billing_model_id: null,
    },
  },
}

const PRODUCT = { id: 7, name: 'Dish Soap', price: 12.5 }
const spinnerIn = (el: HTMLElement) => el.querySelector('svg.spinner')

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('product purchase box', () => {
  it('shows the ladder progress from the cart: 25% for 2 subscription items [Catalogue §9.9]', async () => {
    fakeStore({ [CHECK]: CHECK_ANSWER, [CART]: EMPTY_CART })
    await renderShell(() => <PurchaseBox product={PRODUCT} />, {
      queryClient: seededQueryClient(twoItemCart),
    })
    const form = screen.getByRole('form', { name: 'Buy Dish Soap' })
    const bar = form.querySelector('[role="progressbar"]') as HTMLElement
    expect(bar).toHaveAttribute('aria-label', 'Subscription discount progress')
    expect(bar).toHaveAttribute('aria-valuenow', '25')
    expect((bar.firstElementChild as HTMLElement).style.inlineSize).toBe('25%')
    // The ladder's words (catalogue §9), behind "Learn more".
    fireEvent.click(within(form).getByRole('button', { name: 'Learn more' }))
    await whenSettled(() =>
      expect(
        within(form)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual([
        '1 item: 10% off',
        '3 items: 20% off plus a free item',
        '5+ items: 40% off plus 2 free items',
      ]),
    )
  })

  it('with no cart read yet the progress is 0%', async () => {
    fakeStore({ [CHECK]: CHECK_ANSWER, [CART]: EMPTY_CART })
    await renderShell(() => <PurchaseBox product={PRODUCT} />, {
      queryClient: seededQueryClient(null),
    })
    const bar = document.querySelector('[role="progressbar"]') as HTMLElement
    expect(bar).toHaveAttribute('aria-valuenow', '0')
    expect((bar.firstElementChild as HTMLElement).style.inlineSize).toBe('0%')
  })

  it('"Learn more" shows the discount ladder and "Learn less" hides it again [Catalogue §4.23, §2.53]', async () => {
    fakeStore({ [CHECK]: CHECK_ANSWER, [CART]: EMPTY_CART })
    await renderShell(() => <PurchaseBox product={PRODUCT} />, {
      queryClient: seededQueryClient(null),
    })
    const form = screen.getByRole('form', { name: 'Buy Dish Soap' })
    const rung = () => within(form).getByText('5+ items', { exact: false })
    expect(rung()).not.toBeVisible()
    fireEvent.click(within(form).getByRole('button', { name: 'Learn more' }))
    await whenSettled(() => expect(rung()).toBeVisible())
    const less = within(form).getByRole('button', { name: 'Learn less' })
    expect(less).toHaveAttribute('aria-expanded', 'true')
    fireEvent.click(less)
    await whenSettled(() => expect(rung()).not.toBeVisible())
    expect(within(form).getByRole('button', { name: 'Learn more' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
  })

  it('offers two purchase options, "Subscribe & Save" and "One-time purchase" [Catalogue §2.50]', async () => {
    fakeStore({ [CHECK]: CHECK_ANSWER, [CART]: EMPTY_CART })
    await renderShell(() => <PurchaseBox product={PRODUCT} />)
    const form = screen.getByRole('form', { name: 'Buy Dish Soap' })
    const options = within(form).getByRole('group', { name: 'Purchase option' })
    const subscribe = within(options).getByRole('radio', { name: 'Subscribe & Save' })
    const once = within(options).getByRole('radio', { name: 'One-time purchase' })
    expect(within(options).getAllByRole('radio')).toEqual([subscribe, once])
    await whenSettled(() => expect(subscribe).toBeChecked())
    fireEvent.click(once)
    await whenSettled(() => expect(once).toBeChecked())
    expect(subscribe).not.toBeChecked()
  })

  it('subscribing shows a frequency dropdown, "Deliver every" 15 to 90 days; one-time has none [Catalogue §2.51]', async () => {
    fakeStore({ [CHECK]: CHECK_ANSWER, [CART]: EMPTY_CART })
    await renderShell(() => <PurchaseBox product={PRODUCT} />)
    const form = screen.getByRole('form', { name: 'Buy Dish Soap' })
    await whenSettled(() =>
      expect(within(form).getByRole('radio', { name: 'Subscribe & Save' })).toBeChecked(),
    )
    const every = within(form).getByRole('combobox', { name: 'Deliver every' })
    expect(
      within(every)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['15 days', '30 days', '45 days', '60 days', '90 days'])
    fireEvent.change(every, { target: { value: '6' } })
    await whenSettled(() => expect(every).toHaveValue('6'))
    fireEvent.click(within(form).getByRole('radio', { name: 'One-time purchase' }))
    await whenSettled(() =>
      expect(within(form).queryByRole('combobox', { name: 'Deliver every' })).toBeNull(),
    )
  })

  it('has a quantity field with minus and plus buttons that step it [Catalogue §2.52]', async () => {
    fakeStore({ [CHECK]: CHECK_ANSWER, [CART]: EMPTY_CART })
    await renderShell(() => <PurchaseBox product={PRODUCT} />)
    const form = screen.getByRole('form', { name: 'Buy Dish Soap' })
    // The field is written anew by each step: found afresh each time.
    const quantity = () => within(form).getByRole('textbox', { name: 'Quantity' })
    const minus = within(form).getByRole('button', { name: 'Decrease quantity' })
    const plus = within(form).getByRole('button', { name: 'Increase quantity' })
    await whenSettled(() =>
      expect(within(form).getByRole('radio', { name: 'Subscribe & Save' })).toBeChecked(),
    )
    expect(minus).toHaveTextContent(/^−$/)
    expect(plus).toHaveTextContent(/^\+$/)
    // The field sits between its two buttons.
    expect(minus.nextElementSibling).toBe(quantity())
    expect(quantity().nextElementSibling).toBe(plus)
    expect(quantity()).toHaveValue('1')
    fireEvent.click(plus)
    fireEvent.click(plus)
    await whenSettled(() => expect(quantity()).toHaveValue('3'))
    fireEvent.click(minus)
    await whenSettled(() => expect(quantity()).toHaveValue('2'))
  })

  it('reads the add-to-cart check in the browser and starts from it', async () => {
    const store = fakeStore({ [CHECK]: CHECK_ANSWER })
    await renderShell(() => <PurchaseBox product={PRODUCT} />)
    await whenSettled(() =>
      expect(screen.getByRole('radio', { name: 'Subscribe & Save' })).toBeChecked(),
    )
    expect(store.seen.filter((r) => r.path === '/rest/auth/get-product-add-to-cart')).toHaveLength(
      1,
    )
  })

  it('sends no check for a box that left the page before its check went out', async () => {
    // The session held: the check cannot go out before the box has gone.
    const store = fakeStore({ [SESSION]: 'hold', [CHECK]: CHECK_ANSWER })
    await renderShell(() => <PurchaseBox product={PRODUCT} />)
    await whenSettled(() => expect(store.waiting(SESSION)).toBe(1))
    cleanup()
    await store.answer(SESSION, VISITOR)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(store.seen.filter((r) => r.path === '/rest/auth/get-product-add-to-cart')).toEqual([])
  })

  it('states the guarantee with the refund address as a mailto link [Catalogue §9.13, §2.56]', async () => {
    fakeStore({ [CHECK]: CHECK_ANSWER })
    await renderShell(() => <PurchaseBox product={PRODUCT} />)
    const link = screen.getByRole('link', { name: 'care@clearhome.example' })
    expect(link).toHaveAttribute('href', 'mailto:care@clearhome.example')
    expect(link.parentElement!.textContent).toBe(
      '30-day money-back guarantee. For a refund, write to care@clearhome.example.',
    )
  })

  it('Enter in the form stays on the page; the add shows a spinner only while it runs', async () => {
    const store = fakeStore({ [CHECK]: CHECK_ANSWER, [BOX_ADD]: 'hold', [CART]: EMPTY_CART })
    await renderShell(() => <PurchaseBox product={PRODUCT} />)
    const form = screen.getByRole('form', { name: 'Buy Dish Soap' })
    await whenSettled(() =>
      expect(within(form).getByRole('radio', { name: 'Subscribe & Save' })).toBeChecked(),
    )
    const submit = within(form).getByRole('button', { name: 'Add to Cart' })
    expect(spinnerIn(submit)).toBeNull()
    let notPrevented = true
    act(() => {
      notPrevented = fireEvent.submit(form)
    })
    expect(notPrevented).toBe(false)
    await whenSettled(() => expect(store.waiting(BOX_ADD)).toBe(1))
    expect(submit).toHaveAttribute('aria-busy', 'true')
    expect(spinnerIn(submit)).not.toBeNull()
    await store.answer(BOX_ADD, { json: { success: true } })
    await whenSettled(() => expect(submit).toHaveTextContent(/^\s*Add to Cart$/))
    expect(spinnerIn(submit)).toBeNull()
  })
})

describe('Perfect Pairings', () => {
  it('loads the visitor’s pairings in the browser', async () => {
    const store = fakeStore({
      [RECOMMENDED]: {
        json: {
          status: 'Success',
          data: [
            {
              id: 21,
              name: 'Glass Cleaner',
              slug: 'glass-cleaner',
              excerpt: 'Streak-free on glass and mirrors.',
              price: 9,
              discount_price: 7.2,
              is_subscribable: true,
              image_path: 'products/glass/thumbnail.svg',
            },
          ],
        },
      },
    })
    await renderShell(() => <Pairings productId={7} />)
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Perfect Pairings' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Glass Cleaner' })).toHaveAttribute(
      'href',
      '/products/glass-cleaner',
    )
    expect(store.seen.filter((r) => r.path === '/rest/auth/recommended-products')).toHaveLength(1)
  })

  it('each entry: the excerpt as a paragraph, and "Add name: was $x, now $y"', async () => {
    const store = fakeStore({ [SESSION]: VISITOR, [ITEM_ADD]: 'hold', [CART]: EMPTY_CART })
    const queryClient = seededQueryClient()
    queryClient.setQueryData(recommendationsQuery(7).queryKey, PAIRINGS)
    await renderShell(() => <Pairings productId={7} />, { queryClient })
    const [glass, balls] = screen.getAllByRole('article')
    expect(within(glass!).getByText('Streak-free on glass and mirrors.').tagName).toBe('P')
    expect(glass!.querySelectorAll('p')).toHaveLength(1)
    expect(balls!.querySelectorAll('p')).toHaveLength(0)
    const add = within(glass!).getByRole('button')
    expect(add.textContent).toBe('Add Glass Cleaner: was $9.00, now $7.20')
    expect(add.querySelector('s')!.textContent).toBe('was $9.00,')
    expect(within(balls!).getByRole('button').textContent).toBe('Add Wool Dryer Balls: $15.00')
    expect(spinnerIn(add)).toBeNull()
    fireEvent.click(add)
    await whenSettled(() => expect(store.waiting(ITEM_ADD)).toBe(1))
    expect(spinnerIn(add)).not.toBeNull()
    expect(spinnerIn(within(balls!).getByRole('button'))).toBeNull()
    await store.answer(ITEM_ADD, { json: { success: true } })
    await whenSettled(() => expect(add).toBeEnabled())
    expect(spinnerIn(add)).toBeNull()
    expect(add.textContent).toBe('Add Glass Cleaner: was $9.00, now $7.20')
  })

  it('a failed recommendation call (12901.01/.03) hides the section [Shell §8.13]', async () => {
    const store = fakeStore({ [RECOMMENDED]: 'hold' })
    await renderShell(() => <Pairings productId={7} />)
    await whenSettled(() => expect(store.waiting(RECOMMENDED)).toBe(1))
    await expectLogged(['12901.01', '12901.03'], () =>
      store.answer(RECOMMENDED, { status: 500, json: { message: 'Server error' } }),
    )
    for (let i = 0; i < 5; i++) await settle()
    expect(screen.queryByRole('heading', { name: 'Perfect Pairings' })).toBeNull()
    expect(screen.queryAllByRole('article')).toEqual([])
  })
})

describe('starter kit purchase box', () => {
  it('offers Subscribe (default) or Buy One Time, and a spinner only while adding [Catalogue §4.11]', async () => {
    const store = fakeStore({ [SESSION]: VISITOR, [KIT_ADD]: 'hold' })
    render(
      <QueryClientProvider client={new QueryClient()}>
        <KitPurchaseBox kitId={3} />
      </QueryClientProvider>,
    )
    const sub = screen.getByRole('radio', { name: 'Subscribe' })
    const once = screen.getByRole('radio', { name: 'Buy One Time' })
    expect(sub).toHaveAttribute('value', 'subscribe')
    expect(once).toHaveAttribute('value', 'oneTime')
    expect(sub).toBeChecked()
    fireEvent.click(once)
    expect(once).toBeChecked()
    expect(sub).not.toBeChecked()
    const add = screen.getByRole('button', { name: 'Add to Cart' })
    expect(spinnerIn(add)).toBeNull()
    fireEvent.click(add)
    await whenSettled(() => expect(store.waiting(KIT_ADD)).toBe(1))
    expect(add).toHaveTextContent(/^\s*Adding to cart…$/)
    expect(spinnerIn(add)).not.toBeNull()
    await store.answer(KIT_ADD, { json: { success: true } })
    await whenSettled(() => expect(spinnerIn(add)).toBeNull())
  })
})

/** An intersection observer the test reports through (the bar shows once the box is above). */
class RecordingObserver {
  static made: RecordingObserver[] = []
  targets: Element[] = []
  constructor(readonly callback: IntersectionObserverCallback) {
    RecordingObserver.made.push(this)
  }
  observe(target: Element) {
    this.targets.push(target)
  }
  unobserve() {}
  disconnect() {
    this.targets = []
  }
  takeRecords() {
    return []
  }
}

describe('sticky add-to-cart bar', () => {
  it('shows a spinner on Add to Cart only while the add runs', async () => {
    RecordingObserver.made = []
    vi.stubGlobal('IntersectionObserver', RecordingObserver)
    const store = fakeStore({ [SESSION]: VISITOR, [ITEM_ADD]: 'hold', [CART]: EMPTY_CART })
    await renderShell(() => (
      <>
        <section id="box">box</section>
        <StickyCartBar
          product={{ ...PRODUCT, image: 'products/dish/thumbnail.svg', isSubscribable: true }}
          boxId="box"
        />
      </>
    ))
    const box = document.getElementById('box')!
    const observer = RecordingObserver.made.find((o) => o.targets.includes(box))!
    act(() =>
      observer.callback(
        [{ isIntersecting: false, target: box } as unknown as IntersectionObserverEntry],
        observer as unknown as IntersectionObserver,
      ),
    )
    expect(screen.getByRole('radio', { name: 'One-time $12.50' })).toBeInTheDocument()
    const add = screen.getByRole('button', { name: 'Add to Cart' })
    expect(spinnerIn(add)).toBeNull()
    fireEvent.click(add)
    await whenSettled(() => expect(store.waiting(ITEM_ADD)).toBe(1))
    expect(spinnerIn(add)).not.toBeNull()
    await store.answer(ITEM_ADD, { json: { success: true } })
    await whenSettled(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Added to your cart'),
    )
    expect(spinnerIn(add)).toBeNull()
  })
})

describe('starter kit claim button', () => {
  it('reads "Claim My 100 Free Loads", with a spinner only while claiming [Catalogue §9.34]', async () => {
    const store = fakeStore({ [SESSION]: VISITOR, [CLAIM]: 'hold' })
    await renderShell(() => <KitClaimButton />, { path: '/starter-kits/laundry' })
    const button = screen.getByRole('button', { name: 'Claim My 100 Free Loads' })
    expect(spinnerIn(button)).toBeNull()
    fireEvent.click(button)
    await whenSettled(() => expect(store.waiting(CLAIM)).toBe(1))
    expect(button).toHaveTextContent(/^\s*Claiming…$/)
    expect(spinnerIn(button)).not.toBeNull()
    await store.answer(CLAIM, { json: { data: { addToCartStaterKit: { success: true } } } })
    await whenSettled(() => expect(spinnerIn(button)).toBeNull())
  })
})
