import kitPurchaseFlow from '#machines/kit-purchase/view.gen'
import { KIT_PURCHASE_TEXT } from '#machines/kit-purchase/connect'
import { Spinner } from '~/components/icons'
import { SUBSCRIPTION_LADDER } from '~/domain/subscription'
import { useFlow } from '~/flow-wiring/use-flow'
import styles from './Kits.module.css'

/**
 * The kit purchase box (shell §2): "Subscribe" (default) or "Buy One Time", the tier
 * explainer behind "Learn more", "Delivered every 30 days", "Add to Cart" with a spinner.
 */
export function KitPurchaseBox({ kitId }: { kitId: number | null }) {
  const { api } = useFlow(kitPurchaseFlow)

  return (
    <div className={styles.purchase}>
      <fieldset className={styles.options}>
        <legend className="visually-hidden">Purchase option</legend>
        <label className={styles.option}>
          <input {...api.getOptionProps('subscribe')} />
          <span>{KIT_PURCHASE_TEXT.subscribe}</span>
        </label>
        <label className={styles.option}>
          <input {...api.getOptionProps('oneTime')} />
          <span>{KIT_PURCHASE_TEXT.oneTime}</span>
        </label>
      </fieldset>
      <p className={styles.delivery}>{KIT_PURCHASE_TEXT.delivery}</p>
      <button className={styles.learnMore} {...api.getLearnMoreProps()} />
      <div className={styles.explainer} {...api.getExplainerProps()}>
        <p>Subscribe and save more with every item in your box:</p>
        <ul>
          {SUBSCRIPTION_LADDER.map((step) => (
            <li key={step.items}>
              <strong>{step.label}</strong>: {step.reward}
            </li>
          ))}
        </ul>
      </div>
      <button className="button button--primary" {...api.getAddProps(kitId)}>
        {api.busy && <Spinner />} {api.addLabel}
      </button>
    </div>
  )
}
