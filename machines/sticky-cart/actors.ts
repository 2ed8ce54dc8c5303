/**
 * The sticky bar's wiring: it watches the purchase box (shown while the box is above the
 * viewport), adds with type 2 or 4 (catalogue §4; the store's refusals keep their words), and on
 * success has the cart read again (badge and promo bar, nothing opens) and counts add_to_cart.
 */
import { fromCallback, fromPromise } from 'xstate'
import { shellKeys } from '~/api/shell'
import { stickySubscriptionPrice } from '~/domain/subscription'
import { type FlowDeps, wire } from '~/flow-wiring/wiring'
import { listItems, pushAddToCart } from '~/lib/analytics'
import { notify } from '~/lib/notify'
import { STICKY_TEXT } from './connect'
import { StickyAddRejected, StickyAddSkipped } from './errors'
import { type StickyAddInput, stickyCartMachine } from './machine'

export default wire(stickyCartMachine, ({ queryClient }: FlowDeps) => ({
  actors: {
    watchBox: fromCallback<{ type: string }, { boxId: string }>(({ sendBack, input }) => {
      const box = document.getElementById(input.boxId)
      if (!box || typeof IntersectionObserver === 'undefined') return
      // The viewport reaches far down, so "not intersecting" means "above it", and a jump past
      // the box (an anchor link, the End key) is noticed like a scroll through it.
      const observer = new IntersectionObserver(
        // The box's entries since the last call, oldest first: the last says where it is now. A
        // call may bring several (the box crossed the edge and back between two calls: Tab or a
        // fling on a busy page); the first alone left the bar hidden with the box out of view.
        (entries) =>
          sendBack({
            type: entries.at(-1)!.isIntersecting ? 'sticky.boxReturned' : 'sticky.boxPassed',
          }),
        { rootMargin: '0px 0px 100000px 0px' },
      )
      observer.observe(box)
      return () => observer.disconnect()
    }),
    addToCart: fromPromise<void, StickyAddInput>(async ({ input }) => {
      const { addToCartSimple, AddToCartError } = await import('~/api/cart/add')
      let result
      try {
        result = await addToCartSimple(input)
      } catch (error) {
        // The client's every failure is an AddToCartError with the words a shopper reads: the
        // store's explanation, or the spec's text (the flow's own failure text) when it gave none.
        throw error instanceof AddToCartError ? new StickyAddRejected(error.message) : error
      }
      if (!result) throw new StickyAddSkipped()
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: shellKeys.cart }),
        queryClient.invalidateQueries({ queryKey: shellKeys.purchaseCheck }),
      ])
    }),
  },
  on: {
    'sticky.added': ({ mode, quantity }, product) => {
      const price = mode === 'subscribe' ? stickySubscriptionPrice(product.price) : product.price
      const [item] = listItems('Product', [{ id: product.productId, name: product.name, price }])
      pushAddToCart(item!, quantity)
    },
    'sticky.failed': ({ message, quiet }) => {
      if (!quiet) void notify('error', message ?? STICKY_TEXT.failure)
    },
  },
}))
