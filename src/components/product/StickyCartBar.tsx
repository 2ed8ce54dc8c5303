import stickyCartFlow from '#machines/sticky-cart/view.gen'
import { STICKY_TEXT } from '#machines/sticky-cart/connect'
import type { ProductView } from '~/api/product/page'
import { Spinner } from '~/components/icons'
import { formatPrice } from '~/domain/money'
import { stickySubscriptionPrice } from '~/domain/subscription'
import { useFlow } from '~/flow-wiring/use-flow'
import { useImageUrl } from '~/lib/use-image-url'
import styles from './Product.module.css'

/**
 * The sticky add-to-cart bar (catalogue §2, §4): it slides in once the purchase box has
 * scrolled out of view above, with one-time or subscription (the subscription price as 60 % of
 * the price, "with 5+ subscription items"), the quantity and Add to Cart. A success refreshes
 * the cart (the header's badge and promo bar) and says so; a failure is a toast.
 */
export function StickyCartBar({
  product,
  boxId,
}: {
  product: Pick<ProductView, 'id' | 'name' | 'price' | 'image' | 'isSubscribable'>
  /** The purchase box's element id (the bar watches it). */
  boxId: string
}) {
  const { api } = useFlow(stickyCartFlow, {
    input: {
      boxId,
      productId: product.id,
      isSubscribable: product.isSubscribable,
      name: product.name,
      price: product.price,
    },
  })

  const src = useImageUrl(product.image)
  const subscription = stickySubscriptionPrice(product.price)
  return (
    <aside className={styles.sticky} {...api.getRootProps()}>
      <div className={styles.stickyInner}>
        <img src={src} alt="" width={48} height={48} loading="lazy" decoding="async" />
        <p className={styles.stickyName}>{product.name}</p>
        <fieldset className={styles.stickyModes}>
          <legend className="visually-hidden">Purchase option</legend>
          <label>
            <input {...api.getModeProps('oneTime')} />
            <span>
              {STICKY_TEXT.oneTime} <strong>{formatPrice(product.price)}</strong>
            </span>
          </label>
          {api.isSubscribable && (
            <label>
              <input {...api.getModeProps('subscribe')} />
              <span>
                {STICKY_TEXT.subscribe} <strong>{formatPrice(subscription)}</strong>{' '}
                <small>{STICKY_TEXT.subscriptionNote}</small>
              </span>
            </label>
          )}
        </fieldset>
        <div className={styles.stepper}>
          <label className="visually-hidden" {...api.getQuantityLabelProps()}>
            {STICKY_TEXT.quantity}
          </label>
          <button {...api.getDecrementProps()}>−</button>
          <input key={api.quantityKey} {...api.getQuantityInputProps()} />
          <button {...api.getIncrementProps()}>+</button>
        </div>
        <button className="button button--primary" {...api.getSubmitProps()}>
          {api.busy && <Spinner />} {api.submitLabel}
        </button>
        <p className={styles.stickyStatus} {...api.getStatusProps()}>
          {api.statusText}
        </p>
      </div>
    </aside>
  )
}
