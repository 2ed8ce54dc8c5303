import referrerClaimFlow from '#machines/referrer-claim/view.gen'
import { useQuery } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import { REFERRER_TEXT } from '#machines/referrer-claim/connect'
import { symbolQuery } from '~/content/query-options'
import { topBannerStrips } from '~/content/top-banner'
import { showsTopBanner } from '~/domain/visitor'
import { useFlow } from '~/flow-wiring/use-flow'
import styles from './Header.module.css'

/** The top banner strip, or the referral offer when a safe last-referrer cookie exists. */
export function TopBanner() {
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  if (!showsTopBanner(pathname)) return null
  return <TopBannerRegion />
}

export function TopBannerRegion() {
  const { api } = useFlow(referrerClaimFlow)
  // A failed banner is omitted silently (the content service logs it).
  const { data } = useQuery(symbolQuery('Top Banner'))

  if (api.showOffer) {
    return (
      <div className={styles.topBanner} role="region" aria-label="Special offer">
        <p>{REFERRER_TEXT.offer}</p>
        <button className={styles.claimButton} {...api.getClaimProps()} />
      </div>
    )
  }
  const strips = topBannerStrips(data)
  if (strips.length === 0) return null
  return (
    <div className={styles.topBanner} role="region" aria-label="Announcements">
      {strips.map((s) => (
        <p key={s.id}>
          {s.text}{' '}
          {s.link && (
            <a href={s.link.url} className={styles.topBannerLink}>
              {s.link.text}
            </a>
          )}
        </p>
      ))}
    </div>
  )
}
