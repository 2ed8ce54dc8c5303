import productPurchaseFlow from '#machines/product-purchase/view.gen'
import { useQuery } from '@tanstack/react-query'
import { PURCHASE_TEXT } from '#machines/product-purchase/connect'
import type { ProductView } from '~/api/product/page'
import { cartQuery, purchaseCheckQuery } from '~/api/shell'
import { Spinner } from '~/components/icons'
import { brand } from '~/config/brand'
import { shippingEstimate } from '~/domain/shipping'
import { ladderProgressPercent, SUBSCRIPTION_LADDER } from '~/domain/subscription'
import { useFlow, useQueryEvents } from '~/flow-wiring/use-flow'
import styles from './Product.module.css'

/**
 * The add-to-cart box (catalogue §2): subscribe or one-time, the delivery frequency, the
 * quantity, the discount ladder behind "Learn more", the shipping notice and the guarantee.
 * A success opens the cart drawer, or shows the store's message as a toast; a member's add
 * also counts in My Box, and the my-box update event follows 200 ms later (./actors.ts).
 */
export function PurchaseBox({
  product,
  id,
}: {
  product: Pick<ProductView, 'id' | 'name' | 'price'>
  /** The form's id: the sticky bar watches the box (it shows once the box has scrolled away). */
  id?: string
}) {
  const { actor, api } = useFlow(productPurchaseFlow, {
    input: { productId: product.id, name: product.name, price: product.price },
  })
  // The check is the visitor's (the browser reads it): the box starts from its answer.
  useQueryEvents(
    actor,
    useQuery({ ...purchaseCheckQuery(product.id), enabled: typeof window !== 'undefined' }),
    (check) => ({ type: 'purchase.checked' as const, check }),
    { type: 'purchase.checkFailed' },
  )
  const { data: cart } = useQuery({ ...cartQuery, enabled: api.explainerOpen })

  const progress = ladderProgressPercent(cart?.totalSubscriptionItems ?? 0)
  return (
    <form
      id={id}
      className={styles.purchase}
      aria-label={`Buy ${product.name}`}
      aria-busy={api.checking}
      onSubmit={(e) => {
        e.preventDefault()
        api.submit()
      }}
    >
      <fieldset className={styles.modes}>
        <legend className="visually-hidden">Purchase option</legend>
        {api.hasActiveSubscription ? (
          <p className={styles.notice} role="status">
            {PURCHASE_TEXT.activeSubscription}
          </p>
        ) : (
          <label className={styles.mode}>
            <input {...api.getOptionProps('subscribe')} />
            <span>{PURCHASE_TEXT.subscribe}</span>
          </label>
        )}
        <label className={styles.mode}>
          <input {...api.getOptionProps('oneTime')} />
          <span>{PURCHASE_TEXT.oneTime}</span>
        </label>
      </fieldset>
      {api.frequencyShown && (
        <div className={styles.field}>
          <label htmlFor={api.getFrequencyProps().id}>{PURCHASE_TEXT.frequency}</label>
          <select {...api.getFrequencyProps()}>
            {api.frequencyOptions.map((o) => (
              <option key={o.code} value={o.code}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className={styles.field}>
        <label {...api.getQuantityLabelProps()}>{PURCHASE_TEXT.quantity}</label>
        <div className={styles.stepper}>
          <button {...api.getDecrementProps()}>−</button>
          <input key={api.quantityKey} {...api.getQuantityInputProps()} />
          <button {...api.getIncrementProps()}>+</button>
        </div>
        {api.quantityProblem && (
          <p className={styles.problem} {...api.getQuantityProblemProps()}>
            {api.quantityProblem}
          </p>
        )}
      </div>
      <button className={styles.linkButton} {...api.getLearnMoreProps()} />
      <div className={styles.ladder} {...api.getExplainerProps()}>
        <div
          className={styles.progress}
          role="progressbar"
          aria-label="Subscription discount progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
        >
          <span style={{ inlineSize: `${progress}%` }} />
        </div>
        <ul>
          {SUBSCRIPTION_LADDER.map((step) => (
            <li key={step.items}>
              <strong>{step.label}</strong>: {step.reward}
            </li>
          ))}
        </ul>
      </div>
      <button className="button button--primary" {...api.getSubmitProps()}>
        {api.busy && <Spinner />} {api.submitLabel}
      </button>
      {/* The cut-off is read from the clock: the server's and the browser's may differ. */}
      <p className={styles.notice} suppressHydrationWarning>
        {shippingEstimate(new Date()).message}
      </p>
      <p className={styles.notice}>
        {PURCHASE_TEXT.guarantee} <a href={`mailto:${brand.refundEmail}`}>{brand.refundEmail}</a>.
      </p>
    </form>
  )
}
