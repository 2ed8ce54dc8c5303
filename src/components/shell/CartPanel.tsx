import type { Cart } from '~/api/cart/read'
import { CloseIcon, Spinner } from '~/components/icons'
import { frequencyByCode } from '~/domain/frequency'
import { formatPrice } from '~/domain/money'
import { subscriptionTier } from '~/domain/subscription'
import { useImageUrl } from '~/lib/use-image-url'
import { CART_TEXT, type CartDrawerApi } from '#machines/cart-drawer/connect'
import styles from './CartDrawer.module.css'

/** The open drawer: loading, failure with Try again, or the cart with totals and Checkout. */
export default function CartPanel({
  api,
  cart,
  checkout,
}: {
  api: CartDrawerApi
  cart: Cart | undefined
  checkout: string
}) {
  const { panel, close: onClose } = api
  return (
    <div className={styles.inner}>
      <div className={styles.head}>
        <h2 {...api.getTitleProps()}>{CART_TEXT.title}</h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label="Close cart">
          <CloseIcon />
        </button>
      </div>
      {panel === 'loading' && !cart && (
        <p role="status" className={styles.status}>
          <Spinner /> {CART_TEXT.loading}
        </p>
      )}
      {panel === 'failed' && (
        <div role="alert" className={styles.status}>
          <p>{CART_TEXT.loadError}</p>
          <button className={styles.secondary} {...api.getRetryProps()} />
        </div>
      )}
      {panel !== 'failed' && cart && (
        <CartContents
          cart={cart}
          checkout={checkout}
          busy={panel === 'loading'}
          onClose={onClose}
        />
      )}
    </div>
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
          {item.subscribe
            ? `${CART_TEXT.subscription} · ${CART_TEXT.every(frequencyByCode(item.frequencyCode).label)}`
            : CART_TEXT.oneTime}{' '}
          · Qty {item.quantity}
        </p>
      </div>
      <p className={styles.itemPrice}>
        {item.basePrice > item.price && <s>{formatPrice(item.basePrice * item.quantity)}</s>}{' '}
        {formatPrice(item.price * item.quantity)}
      </p>
    </li>
  )
}
