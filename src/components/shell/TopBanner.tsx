import { assignLocation } from '~/lib/navigation'
import { useQuery } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import { useEffect, useEffectEvent } from 'react'
import { REFERRER_COOKIE } from '#machines/referrer-claim/start'
import { connectReferrerClaim, REFERRER_TEXT } from '#machines/referrer-claim/connect'
import { symbolQuery } from '~/content/query-options'
import { topBannerStrips } from '~/content/top-banner'
import { safeReferrerUrl, showsTopBanner } from '~/domain/visitor'
import { readCookie, removeCookie } from '~/lib/cookies'
import { useDeferredFlow } from '~/flow-wiring/deferred-flow'
import { frameFlows } from '~/flow-wiring/frame-flows'
import { useStoreHost } from './hooks'
import styles from './Header.module.css'

/** The top banner strip, or the referral offer when a safe last-referrer cookie exists. */
export function TopBanner() {
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  if (!showsTopBanner(pathname)) return null
  return <TopBannerRegion />
}

function TopBannerRegion() {
  const { actor, api } = useDeferredFlow(frameFlows.referrerClaim, connectReferrerClaim)
  const { siteUrl, referrerAllowedHosts } = useStoreHost()
  // A failed banner is omitted silently (the content service logs it).
  const { data } = useQuery(symbolQuery('Top Banner'))

  // Subscribed before the cookie is read: detecting may emit at once.
  useEffect(() => {
    const forget = actor.on('referrer.forget', () => removeCookie(REFERRER_COOKIE))
    const go = actor.on('referrer.navigate', ({ url }) => assignLocation(url))
    return () => {
      forget.unsubscribe()
      go.unsubscribe()
    }
  }, [actor])

  const detected = useEffectEvent(api.detected)
  // Read on every page of the banner: the store host may set the cookie during the visit.
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  useEffect(() => {
    const raw = readCookie(REFERRER_COOKIE)
    if (raw === null) return
    const origin = siteUrl || window.location.origin
    detected(safeReferrerUrl(raw, origin, referrerAllowedHosts))
  }, [siteUrl, referrerAllowedHosts, pathname])

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
          {s.linkText && s.linkUrl && (
            <a href={s.linkUrl} className={styles.topBannerLink}>
              {s.linkText}
            </a>
          )}
        </p>
      ))}
    </div>
  )
}
