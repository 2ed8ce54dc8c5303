import { useEffect, type RefObject } from 'react'
import { stickyCartMachine } from '#machines/sticky-cart/machine'
import { connectStickyCart, STICKY_TEXT } from '#machines/sticky-cart/connect'
import type { ProductView } from '~/api/product-page'
import { Spinner } from '~/components/icons'
import { formatPrice } from '~/domain/money'
import { stickySubscriptionPrice } from '~/domain/subscription'
import { useFlow } from '~/flow-wiring/use-flow'
import { listItems, pushAddToCart } from '~/lib/analytics'
import { announceCartRefresh } from '~/lib/cart-events'
import { notify } from '~/lib/notify'
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
  boxRef,
}: {
  product: Pick<ProductView, 'id' | 'name' | 'price' | 'image' | 'isSubscribable'>
  boxRef: RefObject<HTMLElement | null>
}) {
  const { actor, api } = useFlow(stickyCartMachine, connectStickyCart, {
    productId: product.id,
    isSubscribable: product.isSubscribable,
  })

  // Shown while the purchase box is above the viewport (scrolled past), hidden otherwise.
  useEffect(() => {
    const box = boxRef.current
    if (!box || typeof IntersectionObserver === 'undefined') return
    // The viewport reaches far down, so "not intersecting" means "above it" and a jump past the
    // box (an anchor link, the End key) is noticed like a scroll through it.
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry)
          actor.send({ type: entry.isIntersecting ? 'sticky.boxReturned' : 'sticky.boxPassed' })
      },
      { rootMargin: '0px 0px 100000px 0px' },
    )
    observer.observe(box)
    return () => observer.disconnect()
  }, [boxRef, actor])

  useEffect(() => {
    const added = actor.on('sticky.added', (e) => {
      announceCartRefresh()
      const price = e.mode === 'subscribe' ? stickySubscriptionPrice(product.price) : product.price
      const [item] = listItems('Product', [{ ...product, price }])
      pushAddToCart(item!, e.quantity)
    })
    const failed = actor.on('sticky.failed', (e) => {
      if (!e.quiet) void notify('error', e.message ?? STICKY_TEXT.failure)
    })
    return () => {
      added.unsubscribe()
      failed.unsubscribe()
    }
  }, [actor, product])

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
          {product.isSubscribable && (
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
          <input {...api.getQuantityInputProps()} />
          <button {...api.getIncrementProps()}>+</button>
        </div>
        <button className="button button--primary" {...api.getSubmitProps()}>
          {api.busy && <Spinner />} {api.submitLabel}
        </button>
        <p className={styles.stickyStatus} role="status">
          {api.added && !api.busy ? STICKY_TEXT.added : ''}
        </p>
      </div>
    </aside>
  )
}
