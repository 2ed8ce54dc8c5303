import { Link } from '@tanstack/react-router'
import styles from './StatusScreen.module.css'

export function NotFoundScreen() {
  return (
    <section className={styles.screen} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className={styles.title}>
        Looks Like This Page Is Missing
      </h1>
      <p className={styles.text}>
        The page you are looking for may have moved, or the link may be out of date.
      </p>
      <div className={styles.actions}>
        <Link to="/" className="button button--primary">
          Go to Homepage
        </Link>
      </div>
    </section>
  )
}
