import { useQuery, useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, useId, useRef } from 'react'
import { cartDrawerMachine, connectCartDrawer } from '#machines/cart-drawer'
import { cartQuery } from '~/api/shell'
import { CartIcon } from '~/components/icons'
import { cartDrawerImplementations } from '~/flows/implementations'
import { onCartItemAdded } from '~/lib/cart-events'
import { useModalDialog } from '~/lib/use-modal-dialog'
import { useFlowView, useRouteChange, useStoreHost } from './hooks'
import styles from './CartDrawer.module.css'

// The drawer's contents load when it first opens; the button and badge are all a page needs.
const CartPanel = lazy(() => import('./CartPanel'))

export const CART_TEXT = {
  title: 'Your Cart',
  empty: 'Your cart is empty.',
  loading: 'Loading your cart…',
  loadError: 'Failed to load your cart. Please try again later.',
  retry: 'Try again',
  subtotal: 'Subtotal',
  discount: 'Subscription discount',
  total: 'Total',
  checkout: 'Checkout',
  keepShopping: 'Continue Shopping',
  subscription: 'Subscription',
  oneTime: 'One-time purchase',
} as const

/** The cart button with its quantity badge, and the drawer it opens (also opened by an add). */
export function CartDrawer() {
  const queryClient = useQueryClient()
  const { actor, api } = useFlowView(
    cartDrawerMachine,
    () => cartDrawerImplementations(queryClient),
    connectCartDrawer,
  )
  const { data: cart } = useQuery(cartQuery)
  const dialog = useRef<HTMLDialogElement>(null)
  const trigger = useRef<HTMLButtonElement>(null)
  const titleId = useId()
  const { checkout } = useStoreHost()
  useRouteChange(api.routeChanged)
  useEffect(() => onCartItemAdded(() => actor.send({ type: 'cart.itemAdded' })), [actor])

  useModalDialog(dialog, api.open, { returnFocus: trigger })

  const count = cart?.itemCount ?? 0
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className="icon-button"
        aria-haspopup="dialog"
        aria-expanded={api.open}
        aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
        onClick={api.openDrawer}
      >
        <CartIcon />
        <span className="count-badge" aria-hidden="true">
          {count}
        </span>
      </button>
      <dialog
        ref={dialog}
        className={styles.drawer}
        aria-labelledby={titleId}
        onCancel={(e) => {
          e.preventDefault()
          api.close()
        }}
        onClose={() => {
          // Closed by the browser itself (e.g. a close request without a cancel event).
          if (api.open) api.close()
        }}
        onClick={(e) => {
          // A click on the backdrop, outside the drawer's box, closes it.
          const box = e.currentTarget.getBoundingClientRect()
          const outside =
            e.clientX < box.left ||
            e.clientX > box.right ||
            e.clientY < box.top ||
            e.clientY > box.bottom
          if (e.target === e.currentTarget && outside && e.detail > 0) api.close()
        }}
      >
        {api.open && (
          <Suspense fallback={<p className={styles.status}>{CART_TEXT.loading}</p>}>
            <CartPanel
              titleId={titleId}
              panel={api.panel}
              cart={cart}
              checkout={checkout}
              onClose={api.close}
              onRetry={api.retry}
            />
          </Suspense>
        )}
      </dialog>
    </>
  )
}
