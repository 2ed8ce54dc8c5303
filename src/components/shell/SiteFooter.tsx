import { useQueries } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { NewsletterForm } from './islands'
import { PhoneIcon, SocialIcon } from '~/components/icons'
import { brand } from '~/config/brand'
import { menuQuery } from '~/content/query-options'
import { MenuAnchor, MenuLinks } from './HeaderParts'
import styles from './Footer.module.css'

export const FOOTER_MENUS = ['Footer Menu 1', 'Footer Menu 2', 'Footer Menu 3'] as const

export const FOOTER_TEXT = {
  newsletterTitle: 'Join the Clearhome newsletter',
  contactTitle: 'Contact Us',
  followTitle: 'Follow Us',
  copyright: (year: number) => `© ${year} ${brand.name}. All rights reserved.`,
  flows: 'Flow diagrams',
} as const

/**
 * Newsletter sign-up, two link columns ("Footer Menu 1" and "2"), contact block, social links,
 * copyright with the current year and the legal row ("Footer Menu 3"). A menu that fails to
 * load is left out; the content service logs it (catalogue spec §8).
 */
export function SiteFooter() {
  const [first, second, legal] = useQueries({
    queries: FOOTER_MENUS.map((name) => menuQuery(name)),
  }).map((q) => q.data)
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.newsletter}>
          <NewsletterForm variant="footer" title={FOOTER_TEXT.newsletterTitle} />
        </div>
        {[first, second].map(
          (menu) =>
            menu && (
              <nav key={menu.name} aria-label={menu.title} className={styles.column}>
                <h2 className={styles.heading}>{menu.title}</h2>
                <MenuLinks links={menu.links} />
              </nav>
            ),
        )}
        <section className={styles.column} aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            {FOOTER_TEXT.contactTitle}
          </h2>
          <address className={styles.contact}>
            <a href={`tel:${brand.supportPhone.replace(/[^\d+]/g, '')}`}>
              <PhoneIcon /> {brand.supportPhone}
            </a>
            <a href={`mailto:${brand.refundEmail}`}>{brand.refundEmail}</a>
            <span>Monday to Friday, 9 a.m. to 6 p.m. ET</span>
          </address>
          <h2 className={styles.heading}>{FOOTER_TEXT.followTitle}</h2>
          <ul className={styles.social}>
            {brand.social.map((s) => (
              <li key={s.name}>
                <a
                  href={s.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${brand.name} on ${s.name}`}
                >
                  <SocialIcon name={s.name} />
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className={styles.bottom}>
        {/* Cached HTML may cross New Year: the browser's year wins without a hydration error. */}
        <p className={styles.copyright} suppressHydrationWarning>
          {FOOTER_TEXT.copyright(new Date().getFullYear())}
        </p>
        <nav aria-label={legal?.title ?? 'Legal'} className={styles.legal}>
          <ul>
            {legal?.links.map((link) => (
              <li key={`${link.url}-${link.label}`}>
                <MenuAnchor link={link} />
              </li>
            ))}
            <li>
              <Link to="/flows">{FOOTER_TEXT.flows}</Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  )
}
