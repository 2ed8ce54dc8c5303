/**
 * The queries every page's frame uses (session, cart, sub-menu). Their fetchers, and zod with
 * them, load on first use, so the frame adds no schema code to a page's first load.
 */
import { queryOptions } from '@tanstack/react-query'
import type { Cart } from '~/api/cart/read'
import type { SubMenuItem } from '~/api/catalogue/sub-menu'
import type { StoreSession } from '~/api/visitor/session'

export const shellKeys = {
  session: ['store', 'session'] as const,
  cart: ['store', 'cart'] as const,
  subMenu: ['store', 'sub-menu'] as const,
  purchaseCheck: ['store', 'add-to-cart-check'] as const,
}

/** Browser only: the visitor's session (the account widget shows nothing until it is known). */
export const sessionQuery = queryOptions<StoreSession>({
  queryKey: shellKeys.session,
  queryFn: async () => (await import('~/api/visitor/session')).ensureSession(),
  staleTime: Infinity,
  // ensureSession asks again on the next use after a failure.
  retry: false,
})

/** The visitor's cart (badge, promo bar, drawer); refetched whenever the drawer opens. */
export const cartQuery = queryOptions<Cart>({
  queryKey: shellKeys.cart,
  queryFn: async () => (await import('~/api/cart/read')).fetchCart(),
  staleTime: 30_000,
  retry: false,
})

/** The Shop dropdown's and category bar's tiles (thrown on failure, 12201.01). */
export const subMenuQuery = queryOptions<SubMenuItem[]>({
  queryKey: shellKeys.subMenu,
  queryFn: async () => (await import('~/api/catalogue/sub-menu')).fetchSubMenu(),
  staleTime: 300_000,
  retry: false,
})

/**
 * The product's add-to-cart check with whether the visitor is a member (the purchase box's
 * start). A failure is answered at once: the box then sells once (catalogue §8, 12501.xx).
 */
export const purchaseCheckQuery = (productId: number) =>
  queryOptions({
    queryKey: [...shellKeys.purchaseCheck, productId],
    // With the signal, a box that leaves the page before its check goes out sends none.
    queryFn: async ({ signal }) =>
      (await import('~/api/cart/check')).fetchPurchaseCheck(productId, signal),
    staleTime: 0,
    retry: false,
  })
