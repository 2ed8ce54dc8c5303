import { brand } from '~/config/brand'
import { NewsletterForm } from '~/components/newsletter/NewsletterForm'
import styles from './Shell.module.css'

export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <NewsletterForm variant="footer" title="Join the Clearhome newsletter" />
        <p className={styles.copyright}>
          © {new Date().getFullYear()} {brand.name}. All rights reserved.
        </p>
      </div>
    </footer>
  )
}
