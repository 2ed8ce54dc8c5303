import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useRef } from 'react'
import { cartDrawerMachine, connectCartDrawer } from '#machines/cart-drawer'
import type { Cart } from '~/api/cart'
import { cartQuery } from '~/api/shell'
import { CartIcon, CloseIcon, Spinner } from '~/components/icons'
import { cartDrawerImplementations } from '~/flows/implementations'
import { formatPrice } from '~/domain/money'
import { subscriptionTier } from '~/domain/subscription'
import { onCartItemAdded } from '~/lib/cart-events'
import { useFocusTrap } from '~/lib/use-focus-trap'
import { useImageUrl } from '~/lib/use-image-url'
import { useFlowView, useRouteChange, useStoreHost } from './hooks'
import styles from './CartDrawer.module.css'

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
  const { data: cart } = useQuery({ ...cartQuery, enabled: typeof window !== 'undefined' })
  const dialog = useRef<HTMLDialogElement>(null)
  const trigger = useRef<HTMLButtonElement>(null)
  const titleId = useId()
  const { checkout } = useStoreHost()
  useFocusTrap(dialog, api.open)
  useRouteChange(api.routeChanged)
  useEffect(() => onCartItemAdded(() => actor.send({ type: 'cart.itemAdded' })), [actor])

  useEffect(() => {
    const el = dialog.current
    if (!el) return
    if (api.open && !el.open) el.showModal()
    if (!api.open && el.open) {
      el.close()
      trigger.current?.focus()
    }
  }, [api.open])

  const count = cart?.itemCount ?? 0
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={styles.trigger}
        aria-haspopup="dialog"
        aria-expanded={api.open}
        aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
        onClick={api.openDrawer}
      >
        <CartIcon />
        <span className={styles.badge} aria-hidden="true">
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
        onClick={(e) => {
          // A click on the backdrop (the dialog element itself) closes the drawer.
          if (e.target === e.currentTarget) api.close()
        }}
      >
        {api.open && (
          <div className={styles.inner}>
            <div className={styles.head}>
              <h2 id={titleId}>{CART_TEXT.title}</h2>
              <button
                type="button"
                className={styles.close}
                onClick={api.close}
                aria-label="Close cart"
              >
                <CloseIcon />
              </button>
            </div>
            {api.panel === 'loading' && !cart && (
              <p role="status" className={styles.status}>
                <Spinner /> {CART_TEXT.loading}
              </p>
            )}
            {api.panel === 'failed' && (
              <div role="alert" className={styles.status}>
                <p>{CART_TEXT.loadError}</p>
                <button type="button" className={styles.secondary} onClick={api.retry}>
                  {CART_TEXT.retry}
                </button>
              </div>
            )}
            {api.panel !== 'failed' && cart && (
              <CartContents
                cart={cart}
                checkout={checkout}
                busy={api.panel === 'loading'}
                onClose={api.close}
              />
            )}
          </div>
        )}
      </dialog>
    </>
  )
}

type CartData = Cart

function CartContents({
  cart,
  checkout,
  busy,
  onClose,
}: {
  cart: CartData
  checkout: string
  busy: boolean
  onClose: () => void
}) {
  if (cart.items.length === 0) {
    return (
      <div className={styles.empty} aria-busy={busy}>
        <p>{CART_TEXT.empty}</p>
        <a href="/products" className={styles.secondary} onClick={onClose}>
          {CART_TEXT.keepShopping}
        </a>
      </div>
    )
  }
  const tier = subscriptionTier(cart.totalSubscriptionItems)
  return (
    <div className={styles.contents} aria-busy={busy}>
      <p className={styles.tier}>{cart.subHeaderText || tier.message}</p>
      <ul className={styles.items} aria-label="Items in your cart">
        {cart.items.map((item) => (
          <CartLine key={item.id} item={item} />
        ))}
      </ul>
      <dl className={styles.totals}>
        <div>
          <dt>{CART_TEXT.subtotal}</dt>
          <dd>{formatPrice(cart.subtotal)}</dd>
        </div>
        {cart.discountTotal > 0 && (
          <div>
            <dt>{CART_TEXT.discount}</dt>
            <dd>-{formatPrice(cart.discountTotal)}</dd>
          </div>
        )}
        <div className={styles.total}>
          <dt>{CART_TEXT.total}</dt>
          <dd>{formatPrice(cart.total)}</dd>
        </div>
      </dl>
      <a href={checkout} className={styles.checkout}>
        {CART_TEXT.checkout}
      </a>
    </div>
  )
}

function CartLine({ item }: { item: CartData['items'][number] }) {
  const src = useImageUrl(item.image)
  return (
    <li className={styles.item}>
      <img src={src} alt={item.imageAlt} width={64} height={64} loading="lazy" />
      <div>
        <p className={styles.itemName}>{item.name}</p>
        <p className={styles.itemMeta}>
          {item.subscribe ? CART_TEXT.subscription : CART_TEXT.oneTime} · Qty {item.quantity}
        </p>
      </div>
      <p className={styles.itemPrice}>
        {item.basePrice > item.price && <s>{formatPrice(item.basePrice * item.quantity)}</s>}{' '}
        {formatPrice(item.price * item.quantity)}
      </p>
    </li>
  )
}
