import { useCallback, useState } from 'react'
import { brand } from '~/config/brand'
import { NewsletterModal } from '~/components/newsletter/NewsletterModal'
import styles from './HomeIntro.module.css'

/** The home page's opening; page-builder content arrives with the content service. */
export function HomeIntro() {
  const [offersOpen, setOffersOpen] = useState(false)
  const close = useCallback(() => setOffersOpen(false), [])
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <h1 id="home-title">{brand.tagline}</h1>
      <p>{brand.description}</p>
      <div className={styles.actions}>
        <a href="/products" className="button button--primary">
          Shop
        </a>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => setOffersOpen(true)}
        >
          Get exclusive offers
        </button>
      </div>
      <NewsletterModal open={offersOpen} onClose={close} />
    </section>
  )
}
