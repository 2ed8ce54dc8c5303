/**
 * The referrer banner's wiring: the cookie is read (and its URL checked against this site and
 * the allow-list) as the banner starts and after every navigation; forgetting removes it, and
 * claiming goes to the stored URL.
 */
import { fromCallback } from 'xstate'
import { REFERRER_COOKIE, safeReferrerUrl } from '~/domain/visitor'
import { type FlowDeps, wire } from '~/flow-wiring/wiring'
import { readCookie, removeCookie } from '~/lib/cookies'
import { assignLocation } from '~/lib/navigation'
import { publicSettingsQuery } from '~/lib/public-settings'
import { referrerClaimMachine } from './machine'

export default wire(referrerClaimMachine, ({ queryClient, router }: FlowDeps) => ({
  actors: {
    watchReferrer: fromCallback(({ sendBack }) => {
      const read = () => {
        const raw = readCookie(REFERRER_COOKIE)
        if (raw === null) return
        const settings = queryClient.getQueryData(publicSettingsQuery.queryKey)
        const origin = settings?.siteUrl || window.location.origin
        const target = safeReferrerUrl(raw, origin, settings?.referrerAllowedHosts ?? [])
        sendBack({ type: 'referrer.detected', target })
      }
      read()
      // And after every navigation (the store host may have set it meanwhile).
      return router?.subscribe('onResolved', () => read())
    }),
  },
  on: {
    'referrer.forget': () => removeCookie(REFERRER_COOKIE),
    'referrer.navigate': ({ url }) => assignLocation(url),
  },
}))
