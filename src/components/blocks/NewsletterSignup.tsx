import { NewsletterForm } from '~/components/newsletter/NewsletterForm'
import type { NewsletterSignupProps } from '~/content/blocks/marketing'
import styles from './Blocks.module.css'

/** The newsletter sign-up block (catalogue §2 "Newsletter sign-up form"). */
export function NewsletterSignup({ title, text, buttonText }: NewsletterSignupProps) {
  return (
    <section className={styles.section}>
      <NewsletterForm variant="block" title={title} text={text} buttonLabel={buttonText} />
    </section>
  )
}
