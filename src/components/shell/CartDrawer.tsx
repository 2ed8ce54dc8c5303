import { useQuery, useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, useRef } from 'react'
import { CART_TEXT, connectCartDrawer } from '#machines/cart-drawer/connect'
import { cartQuery, shellKeys } from '~/api/shell'
import { CartIcon } from '~/components/icons'
import { useDeferredFlow } from '~/flow-wiring/deferred-flow'
import { frameFlows } from '~/flow-wiring/frame-flows'
import { onCartItemAdded, onCartRefresh } from '~/lib/cart-events'
import { useModalDialog } from '~/lib/use-modal-dialog'
import { useRouteChange, useStoreHost } from './hooks'
import styles from './CartDrawer.module.css'

// The drawer's contents load when it first opens; the button and badge are all a page needs.
const CartPanel = lazy(() => import('./CartPanel'))

/** The cart button with its quantity badge, and the drawer it opens (also opened by an add). */
export function CartDrawer() {
  const { actor, api } = useDeferredFlow(frameFlows.cartDrawer, connectCartDrawer)
  const { data: cart } = useQuery(cartQuery)
  const dialog = useRef<HTMLDialogElement>(null)
  const trigger = useRef<HTMLButtonElement>(null)
  const { checkout } = useStoreHost()
  useRouteChange(api.routeChanged)
  useEffect(() => onCartItemAdded(() => actor.send({ type: 'cart.itemAdded' })), [actor])
  // The sticky bar's broadcast: the badge and promo bar read the cart again, nothing opens.
  const queryClient = useQueryClient()
  useEffect(
    () => onCartRefresh(() => void queryClient.invalidateQueries({ queryKey: shellKeys.cart })),
    [queryClient],
  )

  useModalDialog(dialog, api.open, { returnFocus: trigger })

  const count = cart?.itemCount ?? 0
  return (
    <>
      <button ref={trigger} className="icon-button" {...api.getTriggerProps(count)}>
        <CartIcon />
        <span className="count-badge" aria-hidden="true">
          {count}
        </span>
      </button>
      <dialog
        ref={dialog}
        className={styles.drawer}
        {...api.getDialogProps()}
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
            <CartPanel api={api} cart={cart} checkout={checkout} />
          </Suspense>
        )}
      </dialog>
    </>
  )
}
