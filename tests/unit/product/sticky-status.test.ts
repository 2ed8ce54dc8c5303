/**
 * The sticky bar's status line as its connect decides it (the view renders `statusText` and
 * `getStatusProps()` only): the quantity problem, else "Added to your cart" once an add is over.
 */
import { describe, expect, it } from 'vitest'
import { connectStickyCart } from '#machines/sticky-cart/connect'
import { stickyCartMachine } from '#machines/sticky-cart/machine'

const view = (bar: 'idle' | 'busy', quantityText: string, added: boolean) =>
  connectStickyCart(
    stickyCartMachine.resolveState({
      value: { visibility: 'shown', bar },
      context: {
        boxId: 'box',
        productId: 7,
        isSubscribable: true,
        mode: 'subscribe',
        quantity: 1,
        quantityText,
        quantityWritten: 0,
        added,
      },
    }),
    () => {},
    { id: 'bar' },
  )

describe('sticky bar status line', () => {
  it('a field without a quantity says so over an earlier add; an add says "Added to your cart" once over; else nothing [Catalogue §4.22, §5.6]', () => {
    expect(view('idle', '101', true).statusText).toBe('Enter a whole number from 1 to 100.')
    expect(view('idle', 'abc', false).statusText).toBe('Enter a whole number from 1 to 100.')
    expect(view('idle', '2', true).statusText).toBe('Added to your cart')
    expect(view('busy', '2', true).statusText).toBe('')
    expect(view('idle', '2', false).statusText).toBe('')
    expect(view('busy', '2', false).statusText).toBe('')
  })

  it('is one live region, the one the field names while it holds no quantity', () => {
    const api = view('idle', '0', false)
    expect(api.getStatusProps()).toEqual({ id: 'bar-quantity-problem', role: 'status' })
    expect(api.getQuantityInputProps()['aria-describedby']).toBe(api.getStatusProps().id)
    expect(view('idle', '3', false).getQuantityInputProps()['aria-describedby']).toBeUndefined()
  })
})
