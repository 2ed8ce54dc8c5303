/**
 * What the frame's flows read as they start, as plain functions: the view makes the read
 * itself before the machine runs (useDeferredFlow, ADR 0020), and the machine's actor makes
 * the same call when the shopper is quicker than the read (src/flow-wiring/implementations.ts).
 * No XState here: this module is on every page's first load.
 */
import type { QueryClient } from '@tanstack/react-query'
import type { VisitorSession } from '#machines/account/machine'
import type { PurchaseCheck } from '#machines/product-purchase/machine'
import { sessionQuery } from '~/api/shell'

/** The session as the page already knows it (one request per page, shared by every reader). */
export const readSession = (queryClient: QueryClient): Promise<VisitorSession> =>
  queryClient.fetchQuery(sessionQuery)

/**
 * The add-to-cart check, with whether the visitor is a member (their adds go into My Box).
 * Through its query: the view's read and the machine's, when both are made, are one request.
 */
export async function readPurchaseCheck(
  queryClient: QueryClient,
  productId: number,
): Promise<PurchaseCheck> {
  const [{ addToCartCheckQuery }, { ensureSession }] = await Promise.all([
    import('~/api/add-to-cart-check'),
    import('~/api/session'),
  ])
  const [check, session] = await Promise.all([
    queryClient.fetchQuery(addToCartCheckQuery(productId)),
    ensureSession(),
  ])
  return {
    isSubscribable: check.isSubscribable,
    hasActiveSubscription: check.hasActiveSubscription,
    hasOneTimePurchase: check.hasOneTimePurchase,
    isMember: session.authenticated,
  }
}
