import { useEffect } from 'react'
import {
  connectKitPurchase,
  KIT_PURCHASE_TEXT,
  kitFailureText,
} from '#machines/kit-purchase/connect'
import { Spinner } from '~/components/icons'
import { SUBSCRIPTION_LADDER } from '~/domain/subscription'
import { useDeferredFlow } from '~/flow-wiring/deferred-flow'
import { pageFlows } from '~/flow-wiring/page-flows'
import { assignLocation } from '~/lib/navigation'
import { notify } from '~/lib/notify'
import styles from './Kits.module.css'

/** Where a successful kit add goes: the store host's checkout (shell §1, §4). */
export const KIT_CHECKOUT_PATH = '/checkout'

/**
 * The kit purchase box (shell §2): "Subscribe" (default) or "Buy One Time", the tier
 * explainer behind "Learn more", "Delivered every 30 days", "Add to Cart" with a spinner.
 */
export function KitPurchaseBox({ kitId }: { kitId: number | null }) {
  // Started on first use (ADR 0020): the box shows its resting choice until then.
  const { actor, api } = useDeferredFlow(pageFlows.kitPurchase, connectKitPurchase)

  useEffect(() => {
    const added = actor.on('kit.added', () => assignLocation(KIT_CHECKOUT_PATH))
    const failed = actor.on('kit.failed', (e) => void notify('error', kitFailureText(e.message)))
    return () => {
      added.unsubscribe()
      failed.unsubscribe()
    }
  }, [actor])

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
