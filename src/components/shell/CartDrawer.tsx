import cartDrawerFlow from '#machines/cart-drawer/view.gen'
import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { CART_TEXT } from '#machines/cart-drawer/connect'
import { cartQuery } from '~/api/shell'
import { CartIcon } from '~/components/icons'
import { useFlow } from '~/flow-wiring/use-flow'
import { useStoreHost } from './hooks'
import styles from './CartDrawer.module.css'

// The drawer's contents load when it first opens; the button and badge are all a page needs.
const CartPanel = lazy(() => import('./CartPanel'))

/** The cart button with its quantity badge, and the drawer it opens (also opened by an add). */
export function CartDrawer() {
  const { api } = useFlow(cartDrawerFlow)
  const { data: cart } = useQuery(cartQuery)
  const { checkout } = useStoreHost()
  const count = cart?.itemCount ?? 0
  return (
    <>
      <button className="icon-button" {...api.getTriggerProps(count)}>
        <CartIcon />
        <span className="count-badge" aria-hidden="true">
          {count}
        </span>
      </button>
      <dialog className={styles.drawer} {...api.getDialogProps()}>
        {api.open && (
          <Suspense fallback={<p className={styles.status}>{CART_TEXT.loading}</p>}>
            <CartPanel api={api} cart={cart} checkout={checkout} />
          </Suspense>
        )}
      </dialog>
    </>
  )
}
