import { Link, type ErrorComponentProps } from '@tanstack/react-router'
import { useEffect } from 'react'
import styles from './StatusScreen.module.css'

/** The generic screen for an unexpected rendering failure (shell spec, section 2). */
export function ErrorScreen({ error }: ErrorComponentProps) {
  useEffect(() => {
    // Server-side failures are logged with their stack by the root route's onCatch/onError.
    console.warn('Rendering failure shown to the shopper:', error)
  }, [error])
  return (
    <section className={styles.screen} role="alert" aria-labelledby="error-title">
      <h1 id="error-title" className={styles.title}>
        Something went wrong
      </h1>
      <p className={styles.text}>
        {"We're sorry, but something unexpected happened. Our team has been notified."}
      </p>
      <div className={styles.actions}>
        <button
          type="button"
          className="button button--primary"
          onClick={() => window.location.reload()}
        >
          Try again
        </button>
        <Link to="/" reloadDocument className="button button--secondary">
          Go to Home
        </Link>
      </div>
    </section>
  )
}
