/** The referrer banner before it runs: the usual banner, no target (ADR 0020). */
import type { Resting } from '../shared/start'
import type { ReferrerClaimContext } from './machine'

/** The cookie the store host sets when a visitor arrives through a referral. */
export const REFERRER_COOKIE = 'last_referrer'

export const referrerClaimStart: Resting<ReferrerClaimContext> = {
  value: 'banner',
  context: { target: null },
}
