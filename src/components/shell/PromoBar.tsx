import { useQuery } from '@tanstack/react-query'
import { cartQuery } from '~/api/shell'
import { subscriptionTier } from '~/domain/subscription'
import styles from './Header.module.css'

/**
 * The subscription promo bar: its message follows the subscription items in the cart
 * (0, 1–2, 3–4, 5+; shell spec §9). Server-rendered with the empty-cart message (useQuery
 * does not fetch during SSR) so anonymous HTML stays cacheable; the visitor's own cart updates
 * it after hydration.
 */
export function PromoBar() {
  const { data } = useQuery(cartQuery)
  const tier = subscriptionTier(data?.totalSubscriptionItems ?? 0)
  return (
    <div className={styles.promoBar} data-tier={tier.level}>
      <p aria-live="polite">{tier.message}</p>
    </div>
  )
}
