/**
 * The product page's add-to-cart box, started on first use (ADR 0020): it rests checking,
 * then where the add-to-cart check's answer takes it, until the shopper first uses the box.
 */
import type { PurchaseCheck, productPurchaseMachine } from '#machines/product-purchase/machine'
import { purchaseAfterCheck, purchaseStart } from '#machines/product-purchase/start'
import type { DeferredFlow } from './deferred-flow'
import { readPurchaseCheck } from './reads'

export const purchaseBoxFlow = {
  id: 'productPurchase',
  load: () => import('#machines/product-purchase/machine').then((m) => m.productPurchaseMachine),
  start: purchaseStart,
  read: {
    actor: 'loadCheck',
    run: (queryClient, input) => readPurchaseCheck(queryClient, input.productId),
    settle: purchaseAfterCheck,
  },
} satisfies DeferredFlow<typeof productPurchaseMachine, { productId: number }, PurchaseCheck>
