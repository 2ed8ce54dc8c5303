import { createFileRoute } from '@tanstack/react-router'
import { AccountDashboard } from '~/components/store-host/AccountDashboard'
import styles from '~/components/store-host/StoreHost.module.css'
import { pageTitle } from '~/lib/seo'

/** The store host's membership dashboard (embedded reference store). */
export const Route = createFileRoute('/membership/dashboard')({
  head: () => ({
    meta: [{ title: pageTitle('Account Dashboard') }, { name: 'robots', content: 'noindex' }],
  }),
  component: () => (
    <div className={styles.page}>
      <AccountDashboard />
    </div>
  ),
})
