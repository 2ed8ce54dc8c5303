import { useCallback, useState } from 'react'
import { NewsletterModal } from '~/components/newsletter/NewsletterModal'
import type { HomeIntroProps } from '~/content/blocks/shell'
import styles from './Blocks.module.css'

/**
 * The home page's opening (its one h1): the brand's promise, a way to the shop and the
 * newsletter modal (shell §2 "Newsletter modal").
 */
export function HomeIntro({ title, text, shopText, shopUrl, offersText }: HomeIntroProps) {
  const [offersOpen, setOffersOpen] = useState(false)
  const close = useCallback(() => setOffersOpen(false), [])
  return (
    <section className={styles.intro} aria-labelledby="home-title">
      <h1 id="home-title">{title}</h1>
      {text && <p>{text}</p>}
      <div className={styles.introActions}>
        <a href={shopUrl} className="button button--primary">
          {shopText}
        </a>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => setOffersOpen(true)}
        >
          {offersText}
        </button>
      </div>
      <NewsletterModal open={offersOpen} onClose={close} />
    </section>
  )
}
