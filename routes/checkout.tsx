import { createFileRoute } from '@tanstack/react-router'
import { CheckoutSummary } from '~/components/store-host/CheckoutSummary'
import styles from '~/components/store-host/StoreHost.module.css'
import { pageTitle } from '~/lib/seo'

/** The store host's checkout (embedded reference store): the visitor's order review. */
export const Route = createFileRoute('/checkout')({
  head: () => ({
    meta: [{ title: pageTitle('Checkout') }, { name: 'robots', content: 'noindex' }],
  }),
  component: () => (
    <div className={styles.page}>
      <CheckoutSummary />
    </div>
  ),
})
