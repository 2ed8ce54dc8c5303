import { useQuery } from '@tanstack/react-query'
import { cartQuery } from '~/api/shell'
import { Spinner } from '~/components/icons'
import { CART_LOAD_ERROR } from '~/domain/cart'
import { formatPrice } from '~/domain/money'
import { subscriptionTier } from '~/domain/subscription'
import { shippingEstimate } from '~/domain/shipping'
import styles from './StoreHost.module.css'

export const CHECKOUT_TEXT = {
  title: 'Checkout',
  loading: 'Loading your cart…',
  error: CART_LOAD_ERROR,
  empty: 'Your cart is empty.',
  shop: 'Continue Shopping',
  subtotal: 'Subtotal',
  discount: 'Subscription discount',
  total: 'Total',
  payment:
    'Payment and delivery details are collected by the store host; this reference store stops at the order review.',
} as const

/** The store host's checkout stand-in: the order review of the visitor's cart. */
export function CheckoutSummary() {
  const { data: cart, isPending, isError } = useQuery(cartQuery)
  if (isPending) {
    return (
      <p role="status">
        <Spinner /> {CHECKOUT_TEXT.loading}
      </p>
    )
  }
  if (isError) return <p role="alert">{CHECKOUT_TEXT.error}</p>
  if (cart.items.length === 0) {
    return (
      <div className={styles.panel}>
        <h1>{CHECKOUT_TEXT.title}</h1>
        <p>{CHECKOUT_TEXT.empty}</p>
        <a className={styles.primary} href="/products">
          {CHECKOUT_TEXT.shop}
        </a>
      </div>
    )
  }
  return (
    <div className={styles.panel}>
      <h1>{CHECKOUT_TEXT.title}</h1>
      <p>{subscriptionTier(cart.totalSubscriptionItems).message}</p>
      <table className={styles.table}>
        <caption className="visually-hidden">Items in your order</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Qty</th>
            <th scope="col">Price</th>
          </tr>
        </thead>
        <tbody>
          {cart.items.map((item) => (
            <tr key={item.id}>
              <td>
                {item.name}
                {item.subscribe ? ' (subscription)' : ''}
              </td>
              <td>{item.quantity}</td>
              <td>{formatPrice(item.price * item.quantity)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              {CHECKOUT_TEXT.subtotal}
            </th>
            <td>{formatPrice(cart.subtotal)}</td>
          </tr>
          {cart.discountTotal > 0 && (
            <tr>
              <th scope="row" colSpan={2}>
                {CHECKOUT_TEXT.discount}
              </th>
              <td>-{formatPrice(cart.discountTotal)}</td>
            </tr>
          )}
          <tr>
            <th scope="row" colSpan={2}>
              {CHECKOUT_TEXT.total}
            </th>
            <td>{formatPrice(cart.total)}</td>
          </tr>
        </tfoot>
      </table>
      <p>{shippingEstimate(new Date()).message}</p>
      <p className={styles.hint}>{CHECKOUT_TEXT.payment}</p>
    </div>
  )
}
