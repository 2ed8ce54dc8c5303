import { useQuery } from '@tanstack/react-query'
import { cartQuery, sessionQuery } from '~/api/shell'
import { Spinner } from '~/components/icons'
import { subscriptionTier } from '~/domain/subscription'
import styles from './StoreHost.module.css'

export const DASHBOARD_TEXT = {
  title: 'Account Dashboard',
  welcome: (name: string) => `Welcome back, ${name}!`,
  myBox: (n: number) => `My Box: ${n} subscription ${n === 1 ? 'item' : 'items'}`,
  loggedOut: 'You are not logged in.',
  login: 'Log In',
  checkout: 'Review your cart',
  loading: 'Loading your account…',
} as const

/** The store host's membership dashboard (embedded reference store). */
export function AccountDashboard() {
  const session = useQuery(sessionQuery)
  const cart = useQuery(cartQuery)
  if (session.isPending) {
    return (
      <p role="status">
        <Spinner /> {DASHBOARD_TEXT.loading}
      </p>
    )
  }
  const member = session.data?.authenticated ? session.data.member : null
  if (!member) {
    return (
      <div className={styles.panel}>
        <h1>{DASHBOARD_TEXT.title}</h1>
        <p>{DASHBOARD_TEXT.loggedOut}</p>
        <a className={styles.primary} href="/login?next=/membership/dashboard">
          {DASHBOARD_TEXT.login}
        </a>
      </div>
    )
  }
  const items = cart.data?.totalSubscriptionItems ?? 0
  return (
    <div className={styles.panel}>
      <h1>{DASHBOARD_TEXT.title}</h1>
      <p className={styles.lead}>{DASHBOARD_TEXT.welcome(member.firstName)}</p>
      <p>{DASHBOARD_TEXT.myBox(session.data?.myBoxCount ?? 0)}</p>
      <p>{subscriptionTier(items).message}</p>
      <a className={styles.primary} href="/checkout">
        {DASHBOARD_TEXT.checkout}
      </a>
    </div>
  )
}
