/**
 * The product box's wiring: the add (then the cart and the check are read again for every view
 * reading them), and what the page does with its outcome: the cart drawer opens, or the store's
 * message shows as a toast; add_to_cart is counted; a member's add goes into My Box (the header
 * counts it at once and reads the store's count 200 ms later); a failure is a toast.
 */
import { fromPromise } from 'xstate'
import { shellKeys } from '~/api/shell'
import { sendToFlow, type FlowDeps, wire } from '~/flow-wiring/wiring'
import { listItems, pushAddToCart } from '~/lib/analytics'
import { notify } from '~/lib/notify'
import { purchaseFailureText } from './connect'
import { AddRejected, AddSkipped } from './errors'
import { type AddInput, productPurchaseMachine } from './machine'

export default wire(productPurchaseMachine, ({ queryClient }: FlowDeps) => ({
  actors: {
    addToCart: fromPromise<{ message: string | null }, AddInput>(async ({ input }) => {
      const { addToCart, AddToCartError } = await import('~/api/cart/add')
      let result
      try {
        result = await addToCart(input)
      } catch (error) {
        // The client's every failure is an AddToCartError with the words a shopper reads: the
        // store's explanation, or the spec's text (the flow's own failure text) when it gave none.
        throw error instanceof AddToCartError ? new AddRejected(error.message) : error
      }
      // No token or session id: nothing was sent (logged 11303.01 by the client).
      if (!result) throw new AddSkipped()
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: shellKeys.cart }),
        queryClient.invalidateQueries({ queryKey: shellKeys.purchaseCheck }),
      ])
      return { message: result.message ?? null }
    }),
  },
  on: {
    'purchase.added': ({ message, quantity }, product) => {
      if (message) void notify('success', message)
      else sendToFlow('cart-drawer', { type: 'cart.itemAdded' })
      const [item] = listItems('Product', [
        { id: product.productId, name: product.name, price: product.price },
      ])
      pushAddToCart(item!, quantity)
    },
    'purchase.myBoxCounted': ({ quantity }) =>
      sendToFlow('account', { type: 'account.myBoxAdded', quantity }),
    'purchase.myBoxUpdated': () => sendToFlow('account', { type: 'account.myBoxUpdated' }),
    'purchase.failed': ({ message, quiet }) => {
      if (!quiet) void notify('error', purchaseFailureText(message))
    },
  },
}))
