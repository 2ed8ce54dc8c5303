import { createFileRoute } from '@tanstack/react-router'
import { LoginForm } from '~/components/store-host/LoginForm'
import { safeNextPath } from '~/domain/navigation'
import styles from '~/components/store-host/StoreHost.module.css'
import { pageTitle } from '~/lib/seo'

/** The store host's login page (embedded reference store; STORE_HOST_URL points elsewhere). */
export const Route = createFileRoute('/login')({
  validateSearch: (search: Record<string, unknown>): { next?: string } => ({
    next: typeof search.next === 'string' ? search.next.slice(0, 300) : undefined,
  }),
  head: () => ({ meta: [{ title: pageTitle('Log In') }, { name: 'robots', content: 'noindex' }] }),
  component: LoginPage,
})

function LoginPage() {
  const { next } = Route.useSearch()
  return (
    <div className={styles.page}>
      <LoginForm next={safeNextPath(next)} />
    </div>
  )
}
