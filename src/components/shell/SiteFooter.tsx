import { useQueries, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { CSSProperties } from 'react'
import { NewsletterForm } from './islands'
import { PhoneIcon, SocialIcon } from '~/components/more-icons'
import { SafeHtml } from '~/components/SafeHtml'
import { brand } from '~/config/brand'
import { telHref } from '~/domain/navigation'
import type { FooterProps } from '~/content/blocks/shell'
import { BLOCK_TEXT } from '~/content/blocks/text'
import { footerQuery, menuQuery } from '~/content/query-options'
import type { SanitizedHtml } from '~/lib/sanitize'
import { FOOTER_MENUS } from './content'
import { MenuAnchor, MenuLinks } from './HeaderParts'
import styles from './Footer.module.css'

export const FOOTER_TEXT = {
  newsletterTitle: BLOCK_TEXT.footerNewsletterTitle,
  contactTitle: BLOCK_TEXT.footerContactTitle,
  followTitle: BLOCK_TEXT.footerFollowTitle,
  copyright: (year: number) => `© ${year} ${brand.name}. All rights reserved.`,
  flows: 'Flow diagrams',
} as const

/**
 * Newsletter sign-up, two link columns ("Footer Menu 1" and "2"), contact block, social links,
 * copyright with the current year and the legal row ("Footer Menu 3"). The "Footer" symbol's
 * block sets the titles, texts, links and six colours (catalogue §3); without it, the brand's
 * own. A menu that fails to load is left out; the content service logs it (catalogue §8).
 */
export function SiteFooter() {
  const { data: settings } = useQuery(footerQuery())
  return <FooterView settings={settings} />
}

/** The "Footer" block itself (Builder's editor previews the symbol with it). */
export function FooterBlock(props: FooterProps) {
  return <FooterView settings={props} />
}

function FooterView({ settings }: { settings: FooterProps | null | undefined }) {
  const [first, second, legal] = useQueries({
    queries: FOOTER_MENUS.map((name) => menuQuery(name)),
  }).map((q) => q.data)
  const year = new Date().getFullYear()
  return (
    <footer className={styles.footer} style={colours(settings)}>
      <div className={styles.inner}>
        <div className={styles.newsletter}>
          <NewsletterForm
            variant="footer"
            title={settings ? settings.newsletterTitle : FOOTER_TEXT.newsletterTitle}
            placeholder={settings?.newsletterPlaceholder}
            buttonLabel={settings?.newsletterButton}
          />
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
            {settings?.contactTitle || FOOTER_TEXT.contactTitle}
          </h2>
          {settings?.contactInfo ? (
            <SafeHtml html={settings.contactInfo} className={styles.contact} />
          ) : (
            <address className={styles.contact}>
              <a href={telHref(brand.supportPhone)}>
                <PhoneIcon /> {brand.supportPhone}
              </a>
              <a href={`mailto:${brand.refundEmail}`}>{brand.refundEmail}</a>
              <span>Monday to Friday, 9 a.m. to 6 p.m. ET</span>
            </address>
          )}
          <h2 className={styles.heading}>{settings?.followTitle || FOOTER_TEXT.followTitle}</h2>
          <ul className={styles.social}>
            {settings?.followItems.length
              ? settings.followItems.map((s) => (
                  <li key={s.url}>
                    <a
                      href={s.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`${brand.name} on ${s.label}`}
                    >
                      {/* Lazy: the footer is never in the first view, and an eager image is preloaded
                      in the head (React), where it would compete with the page's largest paint. */}
                      <img
                        src={s.icon}
                        alt=""
                        width={24}
                        height={24}
                        loading="lazy"
                        decoding="async"
                      />
                    </a>
                  </li>
                ))
              : brand.social.map((s) => (
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
        {settings?.copyright ? (
          <div className={styles.copyright} suppressHydrationWarning>
            <SafeHtml
              html={settings.copyright.replaceAll('{year}', String(year)) as SanitizedHtml}
            />
          </div>
        ) : (
          <p className={styles.copyright} suppressHydrationWarning>
            {FOOTER_TEXT.copyright(year)}
          </p>
        )}
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

/** The editor's six colours as the footer's custom properties (each validated as a colour). */
function colours(settings: FooterProps | null | undefined): CSSProperties | undefined {
  if (!settings) return undefined
  const vars: Record<string, string> = {}
  const set = (name: string, value: string | null) => {
    if (value) vars[name] = value
  }
  set('--footer-bg', settings.backgroundColor)
  set('--footer-text', settings.textColor)
  set('--footer-heading', settings.headingColor)
  set('--footer-link', settings.linkColor)
  set('--footer-button', settings.buttonColor)
  set('--footer-button-text', settings.buttonTextColor)
  return vars as CSSProperties
}
